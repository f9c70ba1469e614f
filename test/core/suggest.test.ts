// "Did you mean": the word meant for a slip, the same as a whole edit-distance table gives, for any word.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import { nearest } from "../../src/core/suggest.ts";

/** Edit distance with swaps of neighbours, as a whole table: the definition the three rows must agree with. */
function tableDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The first candidate at the least distance within the edits allowed, by the whole table. */
function tableNearest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const allowed = lower.length <= 4 ? 1 : 2;
  let best: { candidate: string; score: number } | undefined;
  for (const candidate of candidates) {
    const score = tableDistance(lower, candidate.toLowerCase());
    if (score <= allowed && (!best || score < best.score)) best = { candidate, score };
  }
  return best?.candidate;
}

const COMMANDS = [...new Set(ALL_COMMANDS.map((definition) => definition.name.split(" ")[0] as string))];
const OPTIONS = [...new Set(ALL_COMMANDS.flatMap((definition) => definition.syntax.flags.map((flag) => flag.name)))];

/** A slip of a known word: letters changed, added, removed or swapped, at most three times. */
const slipOf = (words: readonly string[]) =>
  fc
    .tuple(
      fc.constantFrom(...words),
      fc.array(
        fc.tuple(fc.constantFrom("change", "add", "remove", "swap"), fc.nat(), fc.constantFrom(..."aeiostxé-")),
        {
          maxLength: 3,
        },
      ),
      fc.boolean(),
    )
    .map(([word, slips, upper]) => {
      let slipped = word;
      for (const [kind, at, letter] of slips) {
        const i = slipped.length === 0 ? 0 : at % slipped.length;
        if (kind === "change") slipped = slipped.slice(0, i) + letter + slipped.slice(i + 1);
        if (kind === "add") slipped = slipped.slice(0, i) + letter + slipped.slice(i);
        if (kind === "remove") slipped = slipped.slice(0, i) + slipped.slice(i + 1);
        if (kind === "swap" && i + 1 < slipped.length)
          slipped = slipped.slice(0, i) + slipped.charAt(i + 1) + slipped.charAt(i) + slipped.slice(i + 2);
      }
      return upper ? slipped.toUpperCase() : slipped;
    });

describe("nearest", () => {
  it.each([
    ["hlep", COMMANDS, "help"],
    ["stauts", OPTIONS, "status"],
    ["tikcet", COMMANDS, "ticket"],
    ["APSP", COMMANDS, "apps"],
    ["zzzzzz", COMMANDS, undefined],
  ])("reads %j as %j's %j", (word, candidates, meant) => {
    expect(nearest(word, candidates)).toBe(meant);
  });

  it("names the word a whole edit-distance table names, for slips of known words and for any word", () => {
    fc.assert(
      fc.property(fc.oneof(slipOf(COMMANDS), slipOf(OPTIONS), fc.string({ maxLength: 24 })), (word) => {
        expect(nearest(word, COMMANDS)).toBe(tableNearest(word, COMMANDS));
        expect(nearest(word, OPTIONS)).toBe(tableNearest(word, OPTIONS));
      }),
      { numRuns: 2000 },
    );
  });

  it("names nothing for a word longer than every candidate by more than two letters, however it is made", () => {
    const longest = Math.max(...COMMANDS.map((name) => name.length));
    fc.assert(
      fc.property(fc.string({ minLength: longest + 3, maxLength: 200, unit: "grapheme" }), (word) => {
        expect(nearest(word, COMMANDS)).toBeUndefined();
      }),
    );
    expect(nearest("a".repeat(40_000), COMMANDS)).toBeUndefined();
  });
});
