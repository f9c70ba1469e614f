// Scores the reader on an utterance set: each case read as its expected command and arguments, asked back, or left alone.
import { createRegistry } from "../../src/core/commands/index.ts";
import { rawArgumentsOf } from "../../src/core/parser.ts";
import { readWords } from "../../src/understanding/reader.ts";

export interface UtteranceCase {
  id: string;
  lang: "en" | "fr";
  kind: "read" | "change" | "ask" | "none";
  text: string;
  expect: string | null;
  missing?: string;
}

export interface UtteranceSet {
  today: string;
  cases: UtteranceCase[];
}

/** How one case went: exact (as expected), safe (nothing changed where nothing should be), and what was read. */
export interface CaseOutcome {
  case: UtteranceCase;
  exact: boolean;
  safe: boolean;
  read: string;
}

const registry = createRegistry();

/** A command line's command and arguments, compared without regard to order, spacing or case of lists. */
export function argumentsOfLine(line: string): string | undefined {
  const read = rawArgumentsOf(line, registry);
  if (!read) return undefined;
  const args = Object.entries(read.raw)
    .map(([key, value]) => {
      if (typeof value === "string" && (key === "approvers" || key === "status"))
        return [
          key,
          value
            .split(",")
            .map((part) => part.trim())
            .sort()
            .join(","),
        ] as const;
      if (typeof value === "string") return [key, value.trim()] as const;
      return [key, value] as const;
    })
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([read.definition.name, args]);
}

export function scoreCase(entry: UtteranceCase, today: Date): CaseOutcome {
  const reading = readWords(entry.text, { registry, today });
  const read =
    reading.kind === "none"
      ? "none"
      : reading.kind === "ask"
        ? `ask ${reading.missing}: ${reading.line}`
        : reading.line;
  const changes = reading.kind === "command" && reading.definition.writes;
  let exact: boolean;
  if (entry.kind === "ask") exact = reading.kind === "ask";
  else if (entry.kind === "none") exact = reading.kind === "none";
  else
    exact =
      reading.kind === "command" &&
      entry.expect !== null &&
      argumentsOfLine(reading.line) === argumentsOfLine(entry.expect);
  const safe = entry.kind === "change" ? true : !changes || exact;
  return { case: entry, exact, safe, read };
}

/** Each case scored, and the figures by language and kind. */
export function scoreSet(set: UtteranceSet) {
  const today = new Date(`${set.today}T12:00:00Z`);
  const outcomes = set.cases.map((entry) => scoreCase(entry, today));
  const summary: Record<string, string> = {};
  for (const lang of ["en", "fr"] as const) {
    const mine = outcomes.filter((outcome) => outcome.case.lang === lang);
    summary[lang] = `${mine.filter((o) => o.exact).length}/${mine.length}`;
    for (const kind of ["read", "change", "ask", "none"] as const) {
      const ofKind = mine.filter((o) => o.case.kind === kind);
      summary[`${lang} ${kind}`] = `${ofKind.filter((o) => o.exact).length}/${ofKind.length}`;
    }
    summary[`${lang} unsafe`] = String(mine.filter((o) => !o.safe).length);
  }
  const misses = outcomes
    .filter((outcome) => !outcome.exact)
    .map((outcome) => ({
      id: outcome.case.id,
      text: outcome.case.text,
      expect: outcome.case.expect ?? `${outcome.case.kind} ${outcome.case.missing ?? ""}`,
      read: outcome.read,
    }));
  return { outcomes, summary, misses };
}
