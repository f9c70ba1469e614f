// Prints benchmark figures as Markdown tables, with deskbot's ratios to the baseline.
import type { Figures } from "./rounds.ts";
import { fmt } from "./stats.ts";

/** A table of every target and concurrency, then the ratios of `ours` to `baseline` on `ratioMeasure`. */
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
    "RSS MiB",
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
  lines.push(
    "",
    `| concurrency | ${ratioMeasure} p50 ${ours} / ${baseline} | ${ratioMeasure} p99 ${ours} / ${baseline} |`,
    "|---|---|---|",
  );
  for (const concurrency of [...new Set(figures.map((f) => f.concurrency))]) {
    const a = figures.find((f) => f.target === ours && f.concurrency === concurrency);
    const b = figures.find((f) => f.target === baseline && f.concurrency === concurrency);
    if (!a || !b) continue;
    const ratio = (p: "p50" | "p99") => fmt((a[p][ratioMeasure] ?? Number.NaN) / (b[p][ratioMeasure] ?? Number.NaN), 2);
    lines.push(`| ${concurrency} | ${ratio("p50")}× | ${ratio("p99")}× |`);
  }
  return lines.join("\n");
}
