// Understanding people's words, measured: exact command and arguments on the utterance sets by language and kind, and the time it adds to a command.
import { readFileSync } from "node:fs";
import { createRegistry } from "../src/core/commands/index.ts";
import { shapeOf } from "../src/core/words.ts";
import { readWords } from "../src/understanding/reader.ts";
import { scoreSet, type UtteranceSet } from "../test/understanding/score.ts";

const SETS = [
  { file: "utterances.json", name: "the project's set (rules written against it)" },
  { file: "phrasings.json", name: "a second set, by another hand (read for its misses once)" },
  { file: "held-out.json", name: "held out (never read while writing the rules)" },
  {
    file: "issue-40/development.json",
    name: "issue 40's development part: three writers who never saw the rules (tuned against)",
  },
];
const KINDS = ["read", "change", "ask", "none"] as const;

/** The p-th percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The scores table and the time table, as Markdown. */
export function runUnderstandingBench(): string {
  const lines: string[] = [];
  lines.push("| set | language | exact | read | change | ask | none | unsafe |", "|---|---|---|---|---|---|---|---|");
  const texts: string[] = [];
  for (const { file, name } of SETS) {
    const set: UtteranceSet = JSON.parse(
      readFileSync(new URL(`../test/understanding/${file}`, import.meta.url), "utf8"),
    );
    texts.push(...set.cases.map((entry) => entry.text));
    const { outcomes } = scoreSet(set);
    for (const lang of ["en", "fr"] as const) {
      const mine = outcomes.filter((outcome) => outcome.case.lang === lang);
      const share = (list: typeof mine) =>
        `${list.filter((o) => o.exact).length}/${list.length} (${Math.round((100 * list.filter((o) => o.exact).length) / Math.max(1, list.length))} %)`;
      const byKind = KINDS.map((kind) => share(mine.filter((o) => o.case.kind === kind)));
      lines.push(
        `| ${name} | ${lang} | ${share(mine)} | ${byKind.join(" | ")} | ${mine.filter((o) => !o.safe).length} |`,
      );
    }
  }
  // What a command pays for words: deciding whether typed text is a command, and reading it when it is not.
  const registry = createRegistry();
  const today = new Date();
  const typed = ["apps --status approved", "ticket REQ-42", "comment REQ-42 it works", "help", "merge u_a u_b"];
  const time = (inputs: string[], work: (text: string) => unknown) => {
    for (let warm = 0; warm < 5; warm += 1) for (const text of inputs) work(text);
    const samples: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      for (const text of inputs) {
        const started = performance.now();
        work(text);
        samples.push(performance.now() - started);
      }
    }
    samples.sort((a, b) => a - b);
    return `${percentile(samples, 50).toFixed(3)} ms | ${percentile(samples, 99).toFixed(3)} ms | ${samples.length}`;
  };
  lines.push(
    "",
    "| what understanding adds to a command | p50 | p99 | samples |",
    "|---|---|---|---|",
    `| a typed command (is it a command?) | ${time(typed, (text) => shapeOf(text, registry))} |`,
    `| words (is it a command? then read it) | ${time(texts, (text) => [shapeOf(text, registry), readWords(text, { registry, today })])} |`,
  );
  return lines.join("\n");
}
