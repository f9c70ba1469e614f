// Bad input gets a usage line, never an internal error: control characters, broken unicode, pages out of range.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toText } from "../../src/adapters/console/render-text.ts";
import { toBlocks } from "../../src/adapters/slack/blocks.ts";
import { toAdaptiveCard } from "../../src/adapters/teams/cards.ts";
import { createRegistry } from "../../src/core/commands/index.ts";
import { parseCommand } from "../../src/core/parser.ts";
import type { Reply } from "../../src/core/reply.ts";
import { tokenize } from "../../src/core/tokenizer.ts";
import { ofKind, startCore } from "../helpers/core.ts";

const registry = createRegistry();

describe("identifiers that cannot be identifiers", () => {
  it.each([
    ["a lone surrogate", "app unarchive s_\ud800zoom", "APP_UID: has characters that are not valid text"],
    ["a control character", "app unarchive s_\u0007zoom", "APP_UID: has control characters"],
    ["a zero-width format character", "comment REQ-\u200b41 hi", "REQUEST: has control characters"],
    ["an absurd length", `equipment unarchive ${"x".repeat(300)}`, "EQUIPMENT_UID: is too long"],
  ])("%s gets the usage line, and no API request", async (_, line, problem) => {
    const t = await startCore();
    const reply = ofKind(await t.run(line), "usage");
    expect(reply.title).toContain(problem);
    expect(reply.usage).toBeTruthy();
    expect(t.writesAndReads()).toEqual([]);
  });

  it.each([
    "comment .. hello",
    "comment ./.. hello",
    "ticket ..",
    "service disable .",
    "app unarchive 'a/b'",
    "equipment unarchive 'e\\..'",
  ])("`%s`: a dot segment or a separator is refused with a clear reply, and nothing is sent", async (line) => {
    const t = await startCore();
    const reply = ofKind(await t.run(line), "error");
    expect(reply.title).toMatch(/cannot be an id \(it is "\." or "\.\.", or holds a \/ or a \\\)/);
    expect(reply.troubleshoot).toContain("Nothing was sent to the service desk.");
    expect(reply.status).toBe(400);
    expect(t.writesAndReads()).toEqual([]);
  });

  it("a page past any list's end gets the usage line with the range", async () => {
    const t = await startCore();
    const reply = await t.run("apps --page 10001");
    expect(reply).toMatchObject({ kind: "usage", title: "--page: must be a whole number from 1 to 10000" });
    expect(t.writesAndReads()).toEqual([]);
  });
});

describe("the console", () => {
  it("prints text from the API as text: no escape sequence or control character reaches the terminal", () => {
    const reply: Reply = {
      kind: "result",
      title: "Zoom\u001b]0;pwned\u0007 \u001b[31mred\u001b[0m",
      fields: [{ label: "Owner", value: "ann\u001b[2J\u0008\u009b" }],
      items: [{ title: "line\nbreak\tkept" }],
    };
    const text = toText(reply);
    const controls = [...text].filter((char) => /\p{Cc}/u.test(char) && char !== "\n" && char !== "\t");
    expect(controls).toEqual([]);
    expect(text).toContain("Zoom red");
    expect(text).toContain("Owner: ann");
    expect(text).toContain("line\nbreak\tkept");
  });
});

/** Arbitrary text, unicode and control characters included, as a person or an API could send it. */
const anyText = fc.string({ unit: "binary", maxLength: 300 });

describe("nothing throws, whatever the text (fuzzed)", () => {
  it("the tokenizer reads any text or says which quote is open", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        try {
          tokenize(text);
        } catch (error) {
          expect((error as Error).message).toMatch(/is never closed/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("the parser answers any line with a command or a usage reply", () => {
    const commandLike = fc.oneof(
      anyText,
      fc
        .tuple(fc.constantFrom(...registry.list().map((command) => command.name)), anyText)
        .map(([name, rest]) => `${name} ${rest}`),
    );
    fc.assert(
      fc.property(commandLike, (line) => {
        const parsed = parseCommand(line, registry);
        if (!parsed.ok) expect(parsed.error.kind).toBe("usage");
      }),
      { numRuns: 3000 },
    );
  });

  it("the three renderers render any reply", () => {
    const field = fc.record({
      label: anyText,
      value: anyText,
      format: fc.constantFrom("text", "date", "datetime", "code", "link"),
    });
    const reply = fc.oneof(
      fc.record({
        kind: fc.constant("result" as const),
        title: anyText,
        text: anyText,
        fields: fc.array(field, { maxLength: 30 }),
        items: fc.array(fc.record({ title: anyText, id: anyText, fields: fc.array(field, { maxLength: 5 }) }), {
          maxLength: 60,
        }),
      }),
      fc.record({ kind: fc.constant("error" as const), title: anyText, troubleshoot: anyText }),
      fc.record({ kind: fc.constant("usage" as const), title: anyText, usage: anyText }),
    );
    fc.assert(
      fc.property(reply, (each) => {
        toText(each as Reply);
        toBlocks(each as Reply);
        toAdaptiveCard(each as Reply);
      }),
      { numRuns: 500 },
    );
  });
});
