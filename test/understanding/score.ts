// Scores the reader on an utterance set: each case read as its expected command and arguments, asked back, or left alone.
import { createRegistry } from "../../src/core/commands/index.ts";
import { parseCommand, rawArgumentsOf } from "../../src/core/parser.ts";
import { demoDirectory } from "../../src/simulator/demo-data.ts";
import { type Reading, readWords } from "../../src/understanding/reader.ts";

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
  /** Met by one of the two scorer rules below rather than by the expected line: counted apart in the figures. */
  byRule?: "record question" | "runs nothing";
}

const registry = createRegistry();

/** The arguments that name a person: a name read from words is checked against the directory before anything is proposed. */
const PERSON_KEYS = new Set(["approvers", "user", "chat_user", "platform_user_uid", "target", "source", "assignee"]);

/** The question back, as the writers name it, and the names the reader gives it. */
const QUESTIONS = [
  ["person", "user", "target", "source", "platform_user_uid", "chat_user", "assignee"],
  ["approvers"],
  ["ticket", "request"],
  ["service", "service_uid"],
  ["app", "app_uid"],
  ["equipment", "equipment_uid"],
  ["text"],
  ["category"],
  ["sla"],
];

/** Words round 5's writer named a question with that the families above call otherwise. */
const QUESTION_WORDS: Record<string, string> = {
  comment: "text",
  message: "text",
  application: "app",
  users: "person",
  number: "",
};

/**
 * The question a writer's `missing` names. Round 5's writer described it in a few words ("comment
 * text", "which service", "target and source users"): scorer rule, decided before round 5's held-out
 * part ran, the first word of the description that names a question (a family's name, or one of
 * `QUESTION_WORDS`) is the question expected; "which action" names none, and no question meets it.
 */
function questionNamed(missing: string | undefined): string | undefined {
  if (missing === undefined || !missing.includes(" ")) return missing;
  for (const word of missing.toLowerCase().split(/[^a-z_]+/u)) {
    const named = QUESTION_WORDS[word] ?? word;
    if (named !== "" && (QUESTIONS.some((names) => names.includes(named)) || named === "name")) return named;
  }
  return missing;
}

/** Whether the question asked back is the one the writer expected (the sets name the same question differently). */
export function sameQuestion(written: string | undefined, asked: string | undefined): boolean {
  const expected = questionNamed(written);
  const family = QUESTIONS.find((names) => names.includes(expected ?? ""));
  return family ? family.includes(asked ?? "") : expected === asked;
}

/** The demo directory's people by every name a person is called by (first, last, full), lower case. */
const PEOPLE = (() => {
  const byName = new Map<string, Set<string>>();
  for (const person of demoDirectory()) {
    const fullName = person.fullName ?? person.uid;
    const names = [fullName, ...fullName.split(" "), person.uid];
    for (const name of names)
      byName.set(name.toLowerCase(), (byName.get(name.toLowerCase()) ?? new Set()).add(person.uid));
  }
  return byName;
})();

/**
 * A person named in a line, as the check before proposing finds them (CONTRACT: approvers named in
 * words are looked up in the directory): a uid or mention as it is, a name that one person has as
 * that person's uid, or `ambiguous`/`unknown` (which the product asks back about).
 */
function personOf(value: string): string {
  // A mention is its own chat user; an option's keyword (`--assignee none`) names nobody.
  if (value.startsWith("@") || value.startsWith("<@") || value === "none") return value;
  const name = value
    .replace(/['’]s$/u, "")
    .trim()
    .toLowerCase();
  const found = PEOPLE.get(name);
  if (found?.size === 1) return [...found][0] as string;
  if (/^u_[a-z0-9_]+$/u.test(name)) return name;
  return found ? "?ambiguous" : "?unknown";
}

/** A message's text as the writers' conventions differ on it: without enclosing quotes, final stop or leading capital. */
function textOf(value: string): string {
  let text = value.trim();
  const quoted = /^["“«'](.*)["”»']$/su.exec(text);
  if (quoted) text = (quoted[1] as string).trim();
  text = text.replace(/[.!]+$/u, "").trim();
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A command line's command and arguments, compared without regard to order, spacing, case of lists or people's names. */
export function argumentsOfLine(line: string): string | undefined {
  const read = rawArgumentsOf(line, registry);
  if (!read) return undefined;
  const textKeys = new Set(
    read.definition.syntax.positionals.filter((spec) => spec.rest === "text").map((spec) => spec.key),
  );
  const searchKeys = new Set(
    read.definition.syntax.positionals.filter((spec) => spec.means?.kind === "search").map((spec) => spec.key),
  );
  const args = Object.entries(read.raw)
    .map(([key, value]) => {
      if (typeof value === "string" && PERSON_KEYS.has(key))
        return [
          key,
          value
            .split(",")
            .map((part) => personOf(part))
            .sort()
            .join(","),
        ] as const;
      if (typeof value === "string" && key === "status")
        return [
          key,
          value
            .split(",")
            .map((part) => part.trim())
            .sort()
            .join(","),
        ] as const;
      if (typeof value === "string" && textKeys.has(key)) return [key, textOf(value)] as const;
      // A search is free text the API matches in any case (api-spec 4.5; the simulator matches case-insensitively).
      if (Array.isArray(value) && searchKeys.has(key))
        return [key, value.map((word) => String(word).toLowerCase())] as const;
      if (typeof value === "string") return [key, value.trim()] as const;
      return [key, value] as const;
    })
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([read.definition.name, args]);
}

/**
 * Whether a read answers the writer's broader read, narrowed by what the sentence names: the
 * audit log of service changes for "who disabled wa_vpn?" where the writer wrote `audit`, help on
 * `admin grant` for "how do I grant admin?" where they wrote `help admin` (the table is silent on
 * such filters, and the writers differ). Never for a change.
 */
function narrowsRead(read: string, expected: string): boolean {
  const mine = rawArgumentsOf(read, registry);
  const theirs = rawArgumentsOf(expected, registry);
  if (!mine || !theirs || mine.definition !== theirs.definition || mine.definition.writes) return false;
  return Object.entries(theirs.raw).every(([key, value]) => {
    const given = mine.raw[key];
    if (Array.isArray(value) && Array.isArray(given)) return value.every((word, at) => given[at] === word);
    return JSON.stringify(given) === JSON.stringify(value);
  });
}

/** What the person is shown: a line whose people are not each one person in the directory is a question about them. */
function shownOf(reading: Reading): {
  kind: "command" | "ask" | "none";
  line?: string;
  missing?: string;
  writes: boolean;
  command?: string;
} {
  if (reading.kind === "none") return { kind: "none", writes: false };
  const writes = reading.definition.writes;
  if (reading.kind === "ask")
    return { kind: "ask", line: reading.line, missing: reading.missing, writes, command: reading.definition.name };
  const compared = argumentsOfLine(reading.line) ?? "";
  const unsure = /\?(?:ambiguous|unknown)/u.exec(compared);
  if (unsure) {
    const key = Object.entries(reading.raw).find(
      ([name, value]) =>
        PERSON_KEYS.has(name) &&
        typeof value === "string" &&
        value.split(",").some((part) => personOf(part).startsWith("?")),
    )?.[0];
    return { kind: "ask", line: reading.line, missing: key === "approvers" ? "approvers" : "person", writes };
  }
  return { kind: "command", line: [reading.line, ...(reading.further ?? [])].join("\n"), writes };
}

/** Each line of a reading (a request, and the further ones the same words make) as `argumentsOfLine` compares them. */
function linesOf(lines: string): string {
  return lines
    .split("\n")
    .map((line) => argumentsOfLine(line))
    .join("\n");
}

/**
 * Scorer rule (decided before round 2's held-out part was run, for every file): an expectation that
 * names a service, an application, a piece of equipment or (since round 8) a ticket by a uid the
 * message does not hold ("pls re-enable vpn" → `service enable wa_vpn`, "the printer ticket" →
 * `ticket REQ-41`) is met by asking for that record, in the same command with its other arguments as
 * expected: the API has no way to find one by its name (api-beyond-spec: no list of services,
 * equipment or requests; archived applications are never listed), so the uid is the person's to give.
 * Several such records of one kind, one line each, are met by the same question. Counted apart in the
 * figures (`by record question`).
 */
function asksForUnlistedRecord(entry: UtteranceCase, shown: ReturnType<typeof shownOf>): boolean {
  if (shown.kind !== "ask" || !entry.expect) return false;
  // Several records of one kind named by their names ("unarchive Lever and Calendly"), since round 9's
  // held-out part ran and before round 8's: the question asks for the uids, one command each as expected.
  return entry.expect.split("\n").every((line) => asksForRecordOf(line, entry.text, shown));
}

/** Whether the question back asks for the record `line` names by a uid the text does not hold, the rest as in `line`. */
function asksForRecordOf(line: string, text: string, shown: ReturnType<typeof shownOf>): boolean {
  const expected = rawArgumentsOf(line, registry);
  if (!expected || expected.definition.name !== shown.command) return false;
  const record = expected.definition.syntax.positionals.find(
    (spec) => spec.means?.kind === "record" || spec.means?.kind === "ticket",
  );
  // Every kind of record is one: services and equipment have no list, archived applications are never listed,
  // and tickets have none either (api-beyond-spec: "no list of requests"; rule extended to tickets before round 8's held-out part ran).
  if (record?.means?.kind !== "record" && record?.means?.kind !== "ticket") return false;
  const uid = expected.raw[record.key];
  if (typeof uid !== "string" || text.toLowerCase().includes(uid.toLowerCase())) return false;
  if (!sameQuestion(record.means.kind === "ticket" ? "ticket" : record.means.of, shown.missing)) return false;
  // The question's line with the expected uid in its place says the rest as expected.
  const name = expected.definition.name;
  const filled = `${name} ${uid}${(shown.line as string).slice(name.length)}`;
  return linesOf(filled) === linesOf(line);
}

/**
 * Scorer rule (decided with the one above): an expectation no command takes (round 2's writer
 * used an application status `archived`, which the API does not have) is met only by an answer
 * that runs nothing, a question back or "not understood": a list that drops the condition shows
 * something other than what was asked.
 */
function cannotBeRun(expect: string): boolean {
  return expect.split("\n").some((line) => !parseCommand(line, registry).ok);
}

export function scoreCase(entry: UtteranceCase, today: Date): CaseOutcome {
  const reading = readWords(entry.text, { registry, today });
  const shown = shownOf(reading);
  const read =
    shown.kind === "none"
      ? "none"
      : shown.kind === "ask"
        ? `ask ${shown.missing}: ${shown.line}`
        : (shown.line as string);
  const changes = shown.kind === "command" && shown.writes;
  let exact: boolean;
  let byRule: CaseOutcome["byRule"];
  if (entry.kind === "ask") exact = shown.kind === "ask" && sameQuestion(entry.missing, shown.missing);
  else if (entry.kind === "none") exact = shown.kind === "none";
  else if (entry.expect !== null && cannotBeRun(entry.expect)) {
    exact = shown.kind !== "command";
    byRule = "runs nothing";
  } else {
    exact =
      shown.kind === "command" &&
      entry.expect !== null &&
      (linesOf(shown.line as string) === linesOf(entry.expect) || narrowsRead(shown.line as string, entry.expect));
    if (!exact && asksForUnlistedRecord(entry, shown)) {
      exact = true;
      byRule = "record question";
    }
  }
  // A change proposed where none was meant, or a change read as another change, is unsafe.
  const safe = !changes || exact;
  return { case: entry, exact, safe, read, ...(exact && byRule ? { byRule } : {}) };
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
    for (const rule of ["record question", "runs nothing"] as const)
      summary[`${lang} met by ${rule}`] = String(mine.filter((o) => o.byRule === rule).length);
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
