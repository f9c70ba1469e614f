// Understanding people's words is measured on the project's own utterance set, and held there: its score cannot fall silently.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_COMMANDS, createRegistry } from "../../src/core/commands/index.ts";
import { parseCommand, rawArgumentsOf } from "../../src/core/parser.ts";
import { inLocale, LOCALES } from "../../src/messages/translate.ts";
import { readWords } from "../../src/understanding/reader.ts";
import { scoreSet, type UtteranceSet } from "./score.ts";

const read = (file: string): UtteranceSet => JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8"));
const set = read("utterances.json");
const phrasings = read("phrasings.json");
const { outcomes } = scoreSet(set);
const registry = createRegistry();

describe("understanding on the project's utterance set", () => {
  it("holds at least 200 cases, half of them French", () => {
    expect(set.cases.length).toBeGreaterThanOrEqual(200);
    expect(set.cases.filter((entry) => entry.lang === "fr").length).toBe(set.cases.length / 2);
  });

  it.each(["en", "fr"])("reads at least 95 percent of the %s cases exactly (command and arguments)", (lang) => {
    const mine = outcomes.filter((outcome) => outcome.case.lang === lang);
    const exact = mine.filter((outcome) => outcome.exact).length;
    expect(exact / mine.length).toBeGreaterThanOrEqual(0.95);
  });

  it("holds on a second set written by another hand: at least 90 percent exact per language, none unsafe", () => {
    const second = scoreSet(phrasings).outcomes;
    for (const lang of ["en", "fr"]) {
      const mine = second.filter((outcome) => outcome.case.lang === lang);
      expect(mine.filter((outcome) => outcome.exact).length / mine.length).toBeGreaterThanOrEqual(0.9);
    }
    expect(second.filter((outcome) => !outcome.safe).map((outcome) => outcome.case.id)).toEqual([]);
  });

  it("takes no case that must change nothing for a change, and asks back every case that lacks something", () => {
    expect(outcomes.filter((outcome) => !outcome.safe).map((outcome) => outcome.case.id)).toEqual([]);
    const notAsked = outcomes.filter((outcome) => outcome.case.kind === "ask" && !outcome.exact);
    expect(notAsked.map((outcome) => `${outcome.case.id}: ${outcome.read}`)).toEqual([]);
  });

  it("writes every line it understood so that, typed, it parses as the same command with the same arguments", () => {
    const today = new Date(`${set.today}T12:00:00Z`);
    for (const entry of set.cases) {
      const reading = readWords(entry.text, { registry, today });
      if (reading.kind !== "command") continue;
      const parsed = parseCommand(reading.line, registry);
      expect(parsed.ok, `${entry.id}: ${reading.line}`).toBe(true);
      const typed = rawArgumentsOf(reading.line, registry);
      expect(typed?.definition.name, entry.id).toBe(reading.definition.name);
      expect(typed?.raw, entry.id).toEqual(reading.raw);
    }
  });

  it("reads the same dates beside a word too long to be part of one (chrono is never given it)", () => {
    const today = new Date(`${set.today}T12:00:00Z`);
    const dated = set.cases.filter((entry) => /--(?:created|updated)-(?:after|before)/.test(entry.expect ?? ""));
    expect(dated.length).toBeGreaterThan(5);
    for (const entry of dated) {
      const alone = readWords(entry.text, { registry, today });
      const long = readWords(`${entry.text} ${"z".repeat(10_000)}`, { registry, today });
      const datesOf = (reading: typeof alone) =>
        reading.kind === "command" ? (reading.line.match(/--(?:created|updated)-(?:after|before) \S+/g) ?? []) : [];
      expect(datesOf(long), entry.id).toEqual(datesOf(alone));
    }
  });

  it.each(LOCALES)("reads each command's own example (in %s) as that command", (locale) => {
    inLocale(locale, () => {
      for (const definition of ALL_COMMANDS) {
        const reading = readWords(definition.example, { registry, today: new Date() });
        expect(reading.kind === "none" ? "none" : reading.definition.name, definition.example).toBe(definition.name);
      }
    });
  });

  // Approvers as people write them: two and three words, accents, apostrophes straight and curly,
  // hyphens, particles and elisions, chat mentions with such names; one, two or three of them.
  const NAMES = [
    ["Zoë O'Brien"],
    ["Jean-Luc Picard", "Amadou N'Diaye"],
    ["Hélène D’Arcy", "François Le Gall", "Ana María Álvarez"],
    ["<@U1|Zoë O'Brien>", "<@U2|Ada Lovelace>"],
  ];
  const joined = (names: string[], and: string) =>
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
  const SENTENCES: Array<[string, (names: string[]) => string]> = [
    ["en", (names) => `ask ${joined(names, "and")} to approve REQ-42: the budget is fine`],
    ["en", (names) => `approval on REQ-42 from ${joined(names, "and")}, reason: the budget is fine`],
    ["fr", (names) => `demande à ${joined(names, "et")} d’approuver REQ-42 : le budget est validé`],
  ];
  it.each(
    SENTENCES.flatMap(([lang, make]) => NAMES.map((names) => [lang, make(names), names] as const)),
  )("takes every approver as written (%s): %s", (_lang, sentence, names) => {
    const reading = readWords(sentence, { registry, today: new Date() });
    expect(reading.kind === "command" && reading.raw.approvers).toBe(names.join(","));
    expect(reading.kind === "command" && rawArgumentsOf(reading.line, registry)?.raw).toEqual(
      reading.kind === "command" ? reading.raw : undefined,
    );
  });
});
