// A third language is catalogue entries only: a tiny German catalogue, added beside English and French, is read with no change to the reader.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { readWords as ReadWords } from "../../src/understanding/reader.ts";

/** A few of German's words, keyed as the English and French catalogues key theirs: nothing else is given. */
const GERMAN = {
  "words.cues.service_disable": "deaktiviere|deaktivieren|abschalten|schalte * ab",
  "words.cues.service_enable": "aktiviere|aktivieren|einschalten",
  "words.cues.ticket": "ticket|wie steht es um",
  "words.cues.comment": "kommentiere|kommentar|~schreib",
  "words.vocab.stop": "der|die|das|bitte|und|ist|den|mir|zu",
  "words.vocab.politeness": "bitte|danke",
  "words.vocab.connectors": "dass|:",
  "words.polarity.negation": "nicht|nie|niemals|kein|keine",
  "words.polarity.negation_after": "nicht|nie|niemals",
  "words.polarity.question": "ist|sind|soll|sollen|sollten",
  "words.polarity.supposed": "wenn|falls|vielleicht",
  "words.polarity.request": "kannst du|könntest du|bitte",
  "words.polarity.past_endings": "iert",
};

let readWords: typeof ReadWords;
let registry: Parameters<typeof ReadWords>[1]["registry"];

beforeAll(async () => {
  vi.resetModules();
  vi.doMock("../../src/messages/translate.ts", async (importOriginal) => {
    const actual = await importOriginal<typeof import("../../src/messages/translate.ts")>();
    return { ...actual, LOCALES: [...actual.LOCALES, "de"], catalogues: { ...actual.catalogues, de: GERMAN } };
  });
  ({ readWords } = await import("../../src/understanding/reader.ts"));
  registry = (await import("../../src/core/commands/index.ts")).createRegistry();
});

afterAll(() => {
  vi.doUnmock("../../src/messages/translate.ts");
  vi.resetModules();
});

const lineOf = (text: string) => {
  const reading = readWords(text, { registry, today: new Date("2026-11-27T12:00:00Z") });
  return reading.kind === "command" ? reading.line : reading.kind;
};

describe("a third language, from its catalogue alone", () => {
  it("reads its requests as the commands they are", () => {
    expect(lineOf("deaktiviere wa_vpn bitte")).toBe("service disable wa_vpn");
    expect(lineOf("kannst du wa_vpn abschalten?")).toBe("service disable wa_vpn");
    expect(lineOf("aktiviere wa_onboarding")).toBe("service enable wa_onboarding");
    expect(lineOf("wie steht es um REQ-42?")).toBe("ticket REQ-42");
    expect(lineOf("kommentiere REQ-42: der Drucker geht wieder")).toBe("comment REQ-42 der Drucker geht wieder");
  });

  it("reads its negations, questions and suppositions as asking for no change", () => {
    for (const text of [
      "deaktiviere wa_vpn nicht",
      "bitte nie wa_vpn deaktivieren",
      "soll ich wa_vpn deaktivieren?",
      "wenn wir wa_vpn deaktivieren, was passiert?",
      "wa_vpn deaktiviert?",
    ])
      expect([text, lineOf(text)]).not.toEqual([text, "service disable wa_vpn"]);
  });

  it("leaves English and French as they were", () => {
    expect(lineOf("disable wa_vpn please")).toBe("service disable wa_vpn");
    expect(lineOf("ne désactive pas wa_vpn")).not.toBe("service disable wa_vpn");
  });
});
