// A set written after the rules, by a hand that never saw them: no message that mentions a change without asking for it is proposed.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../src/core/commands/index.ts";
import { readWords } from "../../src/understanding/reader.ts";

interface FreshCase {
  id: string;
  lang: "en" | "fr";
  kind: "nochange" | "change";
  text: string;
  expect: string | null;
}

const set = JSON.parse(readFileSync(new URL("issue-40/fresh.json", import.meta.url), "utf8")) as {
  today: string;
  cases: FreshCase[];
};
const registry = createRegistry();
const today = new Date(`${set.today}T12:00:00Z`);

describe("the fresh set (issue 40)", () => {
  it("proposes none of the 160 messages that mention a change without asking for it", () => {
    const proposed = set.cases
      .filter((entry) => entry.kind === "nochange")
      .flatMap((entry) => {
        const reading = readWords(entry.text, { registry, today });
        return reading.kind === "command" && reading.definition.writes ? [`${entry.id}: ${reading.line}`] : [];
      });
    expect(set.cases.filter((entry) => entry.kind === "nochange")).toHaveLength(160);
    expect(proposed).toEqual([]);
  });

  it("reads at least 9 in 10 of the requests as the command asked for", () => {
    const changes = set.cases.filter((entry) => entry.kind === "change");
    const named = changes.filter((entry) => {
      const reading = readWords(entry.text, { registry, today });
      const expected = registry.match((entry.expect ?? "").split(" "))?.definition.name;
      return reading.kind !== "none" && reading.definition.name === expected;
    });
    expect(named.length / changes.length).toBeGreaterThanOrEqual(0.9);
  });
});
