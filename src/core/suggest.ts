// "Did you mean": the known word nearest to a mistyped one, when it is near enough to be the one meant.

/** Edit distance between two words (insertions, deletions, substitutions, and swaps of neighbours). */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] as number[];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        ((rows[i - 1] as number[])[j] as number) + 1,
        (row[j - 1] as number) + 1,
        ((rows[i - 1] as number[])[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** The candidate nearest to `word` within 2 edits (1 for words of 4 letters or fewer), if any. */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const allowed = lower.length <= 4 ? 1 : 2;
  let best: { candidate: string; score: number } | undefined;
  for (const candidate of candidates) {
    const score = distance(lower, candidate.toLowerCase());
    if (score <= allowed && (!best || score < best.score)) best = { candidate, score };
  }
  return best?.candidate;
}
