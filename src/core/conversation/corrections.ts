// A correction to the waiting proposal (CONTRACT section 10's answers, one step on): "make it Radia", "hmm no, say "…"", "mets plutôt : …", "ajoute Alan aussi" make the same command again with that one argument changed, proposed anew.
import { cueAt, cuesOf, findCue } from "../../understanding/cues.ts";
import { entitiesOf } from "../../understanding/entities.ts";
import { namesIn } from "../../understanding/talk.ts";
import { type Word, wordsOf } from "../../understanding/text.ts";
import type { RawArgs } from "../arguments.ts";
import type { CommandDefinition } from "../command.ts";
import { rawArgumentsOf } from "../parser.ts";
import type { CommandRegistry } from "../registry.ts";
import { QUOTES, unquoted } from "./answers.ts";

/** Words that open a new text for the proposal, right before its quote or colon ("say", "juste", "mets plutôt"). */
const NEW_TEXT = cuesOf("words.talk.correct_text");
/** Words around a new person for the proposal: "make it X", "X instead", "mets X plutôt", "plutôt X". */
const PUT_BEFORE = cuesOf("words.talk.correct_person_before");
const PUT_AFTER = cuesOf("words.talk.correct_person_after");
/** Words that add one more person: "add X too", "ajoute X aussi". */
const ADD_BEFORE = cuesOf("words.talk.add_person_before");
const ADD_AFTER = cuesOf("words.talk.add_person_after");
/** Words that drop the proposal rather than correct it ("cancel", "never mind", "laisse tomber"). */
const DROP = cuesOf("words.talk.drop");

/** The most words a new person may have ("make it Radia Perlman"). */
const PERSON_WORDS = 3;

/**
 * The waiting proposal's command (`line`) with the one argument its correction changes, or undefined
 * when `text` is no correction. A correction is the message's last clause, and only in one of these
 * shapes: words that open a new text right before its quote or colon, the text ending the clause
 * ("say "still dropping"", "mets plutôt : …", "juste « Portables »"), for a proposal with one text;
 * "make it X", "X instead", "mets X plutôt", "plutôt X" for a proposal about one person; "add X too",
 * "ajoute X aussi" for a list of people. X is a mention, a user uid, or a name of capitalised words.
 * Earlier clauses may say why ("Alan's off this week"), never drop it ("cancel", "laisse tomber").
 * Never a ticket or another record: those are another request.
 */
export function correctedProposal(
  line: string,
  text: string,
  registry: CommandRegistry,
  today: Date,
): { definition: CommandDefinition; raw: RawArgs } | undefined {
  const read = rawArgumentsOf(line, registry);
  if (!read) return undefined;
  const all = wordsOf(text);
  if (
    findCue(
      DROP,
      all.map((word) => word.folded),
    ) !== undefined
  )
    return undefined;
  const entities = entitiesOf(text, all, today, "en");
  if (entities.tickets.length > 0 || entities.ids.some((id) => id.kind !== "user")) return undefined;
  const clause = lastClause(text);
  const specs = [...read.definition.syntax.positionals, ...read.definition.syntax.flags];
  const said = newText(clause);
  if (said !== undefined) {
    const texts = specs.filter(
      (spec) =>
        ["text", "new-name", "description"].includes(spec.means?.kind ?? "") && read.raw[spec.key] !== undefined,
    );
    const [only] = texts;
    return texts.length === 1 && only
      ? { definition: read.definition, raw: { ...read.raw, [only.key]: said } }
      : undefined;
  }
  const people = specs.filter((spec) => spec.means?.kind === "person" && read.raw[spec.key] !== undefined);
  const [person] = people;
  if (people.length !== 1 || !person || person.means?.kind !== "person") return undefined;
  const held = read.raw[person.key];
  const added = person.means.many ? between(clause, ADD_BEFORE, ADD_AFTER) : undefined;
  if (added) {
    const list = typeof held === "string" ? held.split(",") : [];
    return list.includes(added)
      ? undefined
      : { definition: read.definition, raw: { ...read.raw, [person.key]: [...list, added].join(",") } };
  }
  const put = between(clause, PUT_BEFORE, PUT_AFTER);
  return put ? { definition: read.definition, raw: { ...read.raw, [person.key]: put } } : undefined;
}

/** A message's last clause (after its last comma, semicolon, full stop or exclamation mark outside quotes and before any colon). */
function lastClause(text: string): string {
  let start = 0;
  let closer: string | undefined;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] as string;
    if (closer) {
      if (char === closer) closer = undefined;
    } else if (QUOTES[char]) closer = QUOTES[char];
    // What follows a colon is one text, commas and all ("mets plutôt : Ada en congé, Katherine approuvera").
    else if (char === ":") break;
    else if (",;.!".includes(char) && at < text.length - 1) start = at + 1;
  }
  return text.slice(start).trim();
}

/**
 * The new text a clause gives: words that open one, then a quoted text that ends the clause or a
 * colon and the rest. Undefined when the clause is not so (a quote inside a longer sentence, words
 * before the colon that are not those).
 */
function newText(clause: string): string | undefined {
  const words = wordsOf(clause);
  const folded = words.map((word) => word.folded);
  const cue = Math.max(0, ...NEW_TEXT.map((each) => cueAt(each, folded, 0)));
  const lead = words[cue - 1];
  if (cue === 0 || !lead) return undefined;
  const rest = clause.slice(lead.end).trim();
  if (rest.startsWith(":")) {
    const after = rest.slice(1).trim();
    return after === "" ? undefined : unquoted(after);
  }
  const closer = QUOTES[rest[0] ?? ""];
  if (!closer || rest.length < 3) return undefined;
  const end = rest.indexOf(closer, 1);
  // The quote ends the clause: "dis « bonjour » à Ken" says it to someone, it is no new text.
  const after = end < 0 ? "" : rest.slice(end + 1).trim();
  if (end < 0 || [...after].some((char) => char !== "." && char !== "!")) return undefined;
  const inside = rest.slice(1, end).trim();
  return inside === "" ? undefined : inside;
}

/**
 * The person a clause names between its cue words, when the clause is nothing else: "make it
 * Radia", "Radia instead", "mets Radia plutôt", "add @ken too". Undefined otherwise.
 */
function between(
  clause: string,
  before: readonly { words: string[]; weak: boolean }[],
  after: readonly { words: string[]; weak: boolean }[],
): string | undefined {
  const words = wordsOf(clause);
  const folded = words.map((word) => word.folded);
  const opening = Math.max(0, ...before.map((cue) => cueAt(cue, folded, 0)));
  let closing = 0;
  for (const cue of after)
    for (let start = opening; start < folded.length; start += 1)
      if (cueAt(cue, folded, start) === folded.length - start) closing = Math.max(closing, folded.length - start);
  if (opening === 0 && closing === 0) return undefined;
  const named = words.slice(opening, words.length - closing);
  if (named.length === 0 || named.length > PERSON_WORDS) return undefined;
  return personOf(clause, named);
}

/** The person a few words name: one mention or user uid, or a name whose every word is capitalised ("Radia Perlman"). */
function personOf(clause: string, named: readonly Word[]): string | undefined {
  const first = named[0] as Word;
  const last = named[named.length - 1] as Word;
  // A mention's marks are no word's letters: "<@UKEN>" and "@ken" are taken whole.
  const opens = clause.slice(Math.max(0, first.start - 2), first.start);
  const mention = opens.endsWith("<@") && clause[last.end] === ">" ? "<@" : opens.endsWith("@") ? "@" : "";
  const part = `${mention}${clause.slice(first.start, last.end)}${mention === "<@" ? ">" : ""}`;
  if (named.length === 1 && (mention !== "" || part.startsWith("u_"))) return part;
  if (!named.every((word) => /^\p{Lu}\p{Ll}/u.test(word.text))) return undefined;
  const names = namesIn(part);
  return names.length === 1 ? names[0] : undefined;
}
