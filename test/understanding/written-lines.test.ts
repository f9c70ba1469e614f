// A change read from words is proposed as a command line that carries exactly its values (both quotes, dashes, line breaks, mentions), and refused when its line does not.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeChat, startFakeChat } from "../../fakes/chat-completions.ts";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import { rawArgumentsOf } from "../../src/core/parser.ts";
import { CommandRegistry } from "../../src/core/registry.ts";
import type { Caller } from "../../src/core/requests.ts";
import { createLogger } from "../../src/log.ts";
import { inLocale, type Locale, t } from "../../src/messages/translate.ts";
import { createModelClient } from "../../src/understanding/model/client.ts";
import { createModelReader, type ModelReader } from "../../src/understanding/model/reader.ts";
import { readWords } from "../../src/understanding/reader.ts";
import { ofKind, startCore } from "../helpers/core.ts";

const ada: Caller = { platform: "slack", userId: "admin", prefix: "/desk " };
const registry = new CommandRegistry(ALL_COMMANDS);
/** Words the built-in reader is not sure of, so that the model reads them. */
const UNSURE = "tell me a joke";

/** Values as a model may give them: both quotes, typographic ones, dashes, line breaks, mentions-looking text, accents. */
const PIECES = ['"', "'", "“", "”", "‘", "’", "«", "»", " ", "\n", "-", "--", "<@U1|x>", "it's", "new", "é", "😀"];
const value = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 10 }).map((pieces) => pieces.join(""));

const fakes: FakeChat[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

describe("a change a model reads", () => {
  it("is confirmed as exactly the values of its tool call, whatever quotes they hold", async () => {
    const fake = await startFakeChat();
    fakes.push(fake);
    const client = createModelClient({ url: fake.url, model: "fake-model", timeoutSeconds: 8 });
    // Each case is another admin's: one person's model calls are limited to a few a minute.
    const admins = Array.from({ length: 100 }, (_, index) => `admin-${index}`);
    const { core, sim } = await startCore({
      admins,
      model: createModelReader({ client, logger: createLogger("silent") }),
    });
    expect(readWords(UNSURE, { registry, today: new Date() }).kind).toBe("none");
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        value.filter((name) => name.trim() !== ""),
        value,
        async (name, about) => {
          run += 1;
          fake.answer({
            toolCall: { name: "service_update", arguments: { service_uid: "wa_vpn", name, about, enabled: false } },
          });
          const admin: Caller = { ...ada, userId: admins[run % admins.length] as string };
          const proposal = ofKind(await core.run(admin, UNSURE, { id: `m${run}` }), "confirm");
          expect(rawArgumentsOf(proposal.confirmation.command, registry)?.raw).toEqual({
            service_uid: "wa_vpn",
            name,
            about,
            enabled: "false",
          });
          expect((await core.press(admin, proposal.confirmation)).kind).toBe("replace");
          // What the API is sent: the name as the command's schema keeps it (trimmed), the description exactly.
          expect(sim.received("PUT", "/v1/services/wa_vpn").at(-1)?.body).toEqual({
            name: name.trim(),
            about,
            enabled: false,
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it("in the issue's own example, keeps the description `it's \"new\"` whole", async () => {
    const fake = await startFakeChat();
    fakes.push(fake);
    const client = createModelClient({ url: fake.url, model: "fake-model", timeoutSeconds: 8 });
    const { core, sim } = await startCore({ model: createModelReader({ client, logger: createLogger("silent") }) });
    fake.answer({
      toolCall: {
        name: "service_update",
        arguments: { service_uid: "wa_vpn", name: "VPN", about: `it's "new"`, enabled: false },
      },
    });
    const proposal = ofKind(await core.run(ada, UNSURE, { id: "m1" }), "confirm");
    await core.press(ada, proposal.confirmation);
    expect(sim.received("PUT", "/v1/services/wa_vpn").at(-1)?.body).toEqual({
      name: "VPN",
      about: `it's "new"`,
      enabled: false,
    });
  });
});

describe("a reading whose line does not carry its values", () => {
  /** A second reader whose line drops part of the description it read (as the old writer did). */
  const unfaithful: ModelReader = {
    model: "unfaithful",
    async read() {
      const definition = registry.get("service update");
      if (!definition) throw new Error("no service update command");
      return {
        kind: "command",
        definition,
        raw: { service_uid: "wa_vpn", about: `it's "new"` },
        line: `service update wa_vpn --about “it's "new"”`,
      };
    },
  };

  it.each<Locale>(["en", "fr"])("is refused in plain words (%s): nothing is proposed, nothing sent", async (locale) => {
    const { core, writesAndReads } = await startCore({ model: unfaithful });
    const reply = await inLocale(locale, () => core.run(ada, UNSURE, { id: "m1" }));
    const refused = ofKind(reply, "error");
    expect(refused.title).toBe(inLocale(locale, () => t("words.unwritable.title")));
    expect(refused.troubleshoot).toContain("/desk service update SERVICE_UID");
    expect(refused.words).toEqual({ outcome: "not-understood" });
    expect(writesAndReads().filter((call) => call.method !== "GET")).toEqual([]);
  });
});

describe("the built-in reader's lines", () => {
  it("carry exactly the values it read from a sentence, whatever the person's text holds", () => {
    const templates = [
      (text: string) => `comment on REQ-42: ${text}`,
      (text: string) => `tell REQ-42 that ${text}`,
      (text: string) => `ask Ada Lovelace to approve REQ-43: ${text}`,
      (text: string) => `set the description of wa_vpn: ${text}`,
      (text: string) => `rename wa_vpn to ${text}`,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...templates), value, (template, text) => {
        const reading = readWords(template(text), { registry, today: new Date() });
        if (reading.kind !== "command") return;
        const read = rawArgumentsOf(reading.line, registry);
        expect(read?.definition.name).toBe(reading.definition.name);
        expect(read?.raw).toEqual(Object.fromEntries(Object.entries(reading.raw).filter(([, v]) => v !== undefined)));
      }),
      { numRuns: 1500 },
    );
  });
});
