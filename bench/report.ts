// Prints benchmark figures as Markdown tables, with deskbot's ratios to the baseline.
import type { Figures, Percentiles } from "./rounds.ts";
import { fmt, percentile } from "./stats.ts";

/** Issue 32's goals: deskbot's p50 and p99 over the bare baseline's, by concurrency; its RSS under load over the baseline's. */
export const GOALS = { latency: (concurrency: number) => (concurrency >= 32 ? 1.3 : 1.1), rss: 1.25 };

/** `median× (min–max)` of per-round ratios. */
function spread(ratios: number[]): string {
  const finite = ratios.filter(Number.isFinite);
  if (finite.length === 0) return "n/a";
  return `${fmt(percentile(finite, 50), 2)}× (${fmt(Math.min(...finite), 2)}–${fmt(Math.max(...finite), 2)})`;
}

/**
 * A table of every target and concurrency, then the ratios of `ours` to `baseline` on `ratioMeasure`:
 * over all rounds' requests together, and round by round (each of ours beside the baseline's round
 * that ran next to it), as the median and the range; and the resident memory under load.
 */
export function figuresTable(
  figures: Figures[],
  measures: string[],
  ours: string,
  baseline: string,
  ratioMeasure: string,
): string {
  const extraKeys = [...new Set(figures.flatMap((f) => Object.keys(f.extra)))];
  const header = [
    "target",
    "concurrency",
    ...measures.flatMap((m) => [`${m} p50 ms`, `${m} p99 ms`]),
    ...extraKeys,
    "RSS under load MiB",
  ];
  const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`];
  for (const f of figures) {
    const cells = [
      f.target,
      String(f.concurrency),
      ...measures.flatMap((m) => [fmt(f.p50[m] ?? Number.NaN, 2), fmt(f.p99[m] ?? Number.NaN, 2)]),
      ...extraKeys.map((key) => (f.extra[key] === undefined ? "—" : fmt(f.extra[key] as number, 3))),
      fmt(f.rssMiB),
    ];
    lines.push(`| ${cells.join(" | ")} |`);
  }
  const rounds = Math.max(...figures.map((f) => f.rounds.length));
  lines.push(
    "",
    `${ratioMeasure}, ${ours} / ${baseline}: over all ${rounds} rounds' requests, then per round as the median (min–max); ` +
      `goal ≤ ${GOALS.latency(1)}× at concurrency 1 and 8, ≤ ${GOALS.latency(32)}× at 32, RSS ≤ ${GOALS.rss}×.`,
    "",
    "| concurrency | p50 ratio | p50 per round | p99 ratio | p99 per round | RSS ratio | within the goals |",
    "|---|---|---|---|---|---|---|",
  );
  for (const { concurrency, a, b } of pairs(figures, ours, baseline)) {
    const ratio = (p: "p50" | "p99") => ratioOf(a, b, p, ratioMeasure);
    const perRound = (p: "p50" | "p99") =>
      a.rounds.map((r, i) => {
        const beside = b.rounds[i];
        return beside ? ratioOf(r, beside, p, ratioMeasure) : Number.NaN;
      });
    const rss = a.rssMiB / b.rssMiB;
    const limit = GOALS.latency(concurrency);
    const misses = [
      ...(ratio("p50") > limit ? ["p50"] : []),
      ...(ratio("p99") > limit ? ["p99"] : []),
      ...(rss > GOALS.rss ? ["RSS"] : []),
    ];
    lines.push(
      `| ${concurrency} | ${fmt(ratio("p50"), 2)}× | ${spread(perRound("p50"))} | ${fmt(ratio("p99"), 2)}× | ` +
        `${spread(perRound("p99"))} | ${fmt(rss, 2)}× | ${misses.length === 0 ? "yes" : `no: ${misses.join(", ")}`} |`,
    );
  }
  return lines.join("\n");
}

/** One line: `measure`'s p50 and p99 ratio, ours / baseline, at each concurrency, over all rounds' requests. */
export function ratioLine(figures: Figures[], measure: string, ours: string, baseline: string): string {
  const at = pairs(figures, ours, baseline).map(
    ({ concurrency, a, b }) =>
      `${fmt(ratioOf(a, b, "p50", measure), 2)}× / ${fmt(ratioOf(a, b, "p99", measure), 2)}× at ${concurrency}`,
  );
  return `${measure}, ${ours} / ${baseline}, p50 / p99: ${at.join(", ")}.`;
}

/** Ours and the baseline's figures at each concurrency both were measured at, in the order run. */
function pairs(
  figures: Figures[],
  ours: string,
  baseline: string,
): Array<{ concurrency: number; a: Figures; b: Figures }> {
  return [...new Set(figures.map((f) => f.concurrency))].flatMap((concurrency) => {
    const a = figures.find((f) => f.target === ours && f.concurrency === concurrency);
    const b = figures.find((f) => f.target === baseline && f.concurrency === concurrency);
    return a && b ? [{ concurrency, a, b }] : [];
  });
}

/** Ours over the baseline's `measure` at percentile `p` (over all rounds' requests, or one round's). */
const ratioOf = (a: Percentiles, b: Percentiles, p: "p50" | "p99", measure: string) =>
  (a[p][measure] ?? Number.NaN) / (b[p][measure] ?? Number.NaN);
