// The one writer of command lines: any values, of every kind of argument, written and read back by the tokenizer and the parser, are the same values.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RawArgs } from "../../src/core/arguments.ts";
import { carriesExactly, freeText, lineOf, quoteWord, withOptions } from "../../src/core/command-line.ts";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import { rawArgumentsOf } from "../../src/core/parser.ts";
import { CommandRegistry } from "../../src/core/registry.ts";
import { tokenize } from "../../src/core/tokenizer.ts";

const registry = new CommandRegistry(ALL_COMMANDS);

/** Pieces that mean something to the tokenizer or the parser: every quote, spaces and line breaks, options, mentions. */
const PIECES = [
  '"',
  "'",
  "“",
  "”",
  "‘",
  "’",
  "«",
  "»",
  " ",
  "  ",
  "\n",
  "\t",
  "\u00a0",
  "\u2028",
  "-",
  "--",
  "--status",
  "--page=2",
  "=",
  ",",
  "<",
  ">",
  "|",
  "<@",
  "<@U1>",
  "<@U1|x>",
  "<@U1|Ada Lovelace>",
  '<@U1|it\'s "x">',
  "a",
  "b c",
  "it's",
  "REQ-1",
  "é",
  "e\u0301",
  "😀",
  "日本",
];

/** Any text: made of those pieces, or of any characters (empty and blank ones included). */
const anyText = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((pieces) => pieces.join("")),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom("", " ", "\n", " \t\n ", '"', "'", `it's "new"`, '"it\'s"', "--", "--x", "<@U1|x>"),
);

/** Values the writer is given, of every kind of argument of `definition`, each optional one sometimes left out. */
function rawOf(definition: (typeof ALL_COMMANDS)[number]): fc.Arbitrary<RawArgs> {
  const parts: Record<string, fc.Arbitrary<string | string[] | true>> = {};
  const optional: string[] = [];
  for (const spec of definition.syntax.positionals) {
    parts[spec.key] = spec.rest === "words" ? fc.array(anyText, { minLength: 1, maxLength: 4 }) : anyText;
    if (spec.optional) optional.push(spec.key);
  }
  for (const spec of definition.syntax.flags) {
    parts[spec.key] = spec.value === undefined ? fc.constant(true as const) : anyText;
    optional.push(spec.key);
  }
  return fc.record(parts, {
    requiredKeys: Object.keys(parts).filter((key) => !optional.includes(key)),
  }) as fc.Arbitrary<RawArgs>;
}

describe("writing a word", () => {
  it("reads back as one word with the same value, whatever it holds", () => {
    fc.assert(
      fc.property(anyText, (word) => {
        expect(tokenize(quoteWord(word)).map((token) => token.value)).toEqual([word]);
      }),
      { numRuns: 3000 },
    );
  });

  it("reads back as the same words side by side (a mention in one never takes in the next)", () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 6 }), (words) => {
        expect(tokenize(words.map(quoteWord).join(" ")).map((token) => token.value)).toEqual(words);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ["plain", "plain"],
    ["two words", '"two words"'],
    [`it's "new"`, `"it's "'"new"'`],
    ["--force", '"--force"'],
    ["", '""'],
    ["«x»", '"«x»"'],
  ])("writes %j as %s", (word, written) => {
    expect(quoteWord(word)).toBe(written);
  });
});

describe("writing free text", () => {
  it("reads back as the same text as the last argument, whatever it holds", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(rawArgumentsOf(`comment REQ-1 ${freeText(text)}`, registry)?.raw).toEqual({
          request: "REQ-1",
          text,
        });
      }),
      { numRuns: 3000 },
    );
  });

  it("is written as the person wrote it when that reads back the same", () => {
    expect(freeText(`it's "new", isn't it`)).toBe(`it's "new", isn't it`);
    expect(freeText("'oops, a stray quote")).toBe("'oops, a stray quote");
  });
});

describe("writing a whole command line", () => {
  it.each(
    ALL_COMMANDS.map((definition) => [definition.name, definition] as const),
  )("%s: any values of each of its arguments read back as the same values", (_name, definition) => {
    fc.assert(
      fc.property(rawOf(definition), (raw) => {
        const line = lineOf(definition, raw);
        const read = rawArgumentsOf(line, registry);
        expect(read?.definition.name).toBe(definition.name);
        expect(read?.raw).toEqual(raw);
        expect(carriesExactly(line, definition, raw, registry)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("writes a line again with an option changed, the other values kept", () => {
    const inboxes = registry.get("inboxes");
    if (!inboxes) throw new Error("no inboxes command");
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 3 }), fc.nat(99), (search, page) => {
        const line = lineOf(inboxes, withOptions(inboxes, { search, perPage: "5" }, { page: String(page) }));
        expect(rawArgumentsOf(line, registry)?.raw).toEqual({ search, perPage: "5", page: String(page) });
      }),
    );
  });

  it("says a line does not carry values it lost, changed or added", () => {
    const update = registry.get("service update");
    if (!update) throw new Error("no service update command");
    const raw = { service_uid: "wa_vpn", about: `it's "new"` };
    expect(carriesExactly(`service update wa_vpn --about “it's "new"”`, update, raw, registry)).toBe(false);
    expect(carriesExactly("service update wa_vpn", update, raw, registry)).toBe(false);
    expect(carriesExactly(`service update wa_vpn --about "x" --name y`, update, { ...raw, about: "x" }, registry)).toBe(
      false,
    );
    expect(carriesExactly(`service enable wa_vpn`, update, { service_uid: "wa_vpn" }, registry)).toBe(false);
    expect(carriesExactly(lineOf(update, raw), update, raw, registry)).toBe(true);
  });
});
