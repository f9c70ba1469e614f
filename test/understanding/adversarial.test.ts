// An attacker's 368 messages aimed at the word rules: none that asks for nothing is proposed beyond the known few.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../src/core/commands/index.ts";
import { readWords } from "../../src/understanding/reader.ts";

const registry = createRegistry();
const today = new Date("2026-11-27T12:00:00Z");

/** Each line: language, `N` (must propose nothing) or `R:` and the words the proposal must hold (`&` between), the text. */
const cases = readFileSync(new URL("./issue-40/adversarial.tsv", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"))
  .map((line) => {
    const [lang, expected, ...rest] = line.split("\t");
    return { lang, expected: expected ?? "", text: rest.join("\t") };
  });

/**
 * The proposals this set still draws (2026-11-29), each waiting for its asker's Confirm: advice and
 * plans said without a word of saying ("some people feel…", "we plan to…"), French past obligations
 * ("il aurait fallu…"), "… s'impose" said of a resync, a clause rule that misses "has admin".
 */
const KNOWN = 17;

describe("an attacker's messages aimed at the word rules", () => {
  it(`propose no change where none is asked, and a change on the record asked, but for ${KNOWN} known`, () => {
    const wrong = cases.flatMap(({ expected, text }) => {
      const reading = readWords(text, { registry, today });
      if (reading.kind !== "command" || !reading.definition.writes) return [];
      const shown = [reading.line, ...(reading.further ?? [])].join(" + ");
      if (expected === "N") return [`${text} => ${shown}`];
      const wanted = expected.slice(2).split("&");
      return wanted.every((word) => shown.includes(word)) ? [] : [`${text} => ${shown}`];
    });
    expect(cases.length).toBe(368);
    expect(wrong.length, wrong.join("\n")).toBeLessThanOrEqual(KNOWN);
  });
});
