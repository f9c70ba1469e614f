// "Did you mean": the known word nearest to a mistyped one, when it is near enough to be the one meant.

/**
 * Edit distance between two words (insertions, deletions, substitutions, and swaps of neighbours).
 * Three rows, reused: the current one and the two before it (a swap looks two back), so its cost is
 * `a.length × b.length` steps and three rows of `b` in memory.
 */
function distance(a: string, b: string): number {
  let older = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (older[j - 2] as number) + 1);
      current[j] = best;
    }
    [older, previous, current] = [previous, current, older];
  }
  return previous[b.length] as number;
}

/** The most edits a word may be from the one meant (words longer than 4 letters). */
const MOST_EDITS = 2;

/** How many edits a word may be from the one meant: 1 for words of 4 letters or fewer. */
const editsAllowed = (length: number): number => (length <= 4 ? 1 : MOST_EDITS);

/**
 * The candidate nearest to `word` within 2 edits (1 for words of 4 letters or fewer), if any. A word
 * longer than every candidate by more than 2 is near none: it is turned away by its length before
 * any of its letters is read, so that a word of 40,000 letters costs no more than a short one.
 */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  const longest = Math.max(0, ...candidates.map((candidate) => candidate.length));
  if (word.length > longest + MOST_EDITS) return undefined;
  const lower = word.toLowerCase();
  const allowed = editsAllowed(lower.length);
  let best: { candidate: string; score: number } | undefined;
  for (const candidate of candidates) {
    const known = candidate.toLowerCase();
    // The distance is at least the difference in length: a candidate that far is not measured.
    if (Math.abs(known.length - lower.length) > allowed) continue;
    const score = distance(lower, known);
    if (score <= allowed && (!best || score < best.score)) best = { candidate, score };
  }
  return best?.candidate;
}
