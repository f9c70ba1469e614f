// A correction to the waiting proposal (CONTRACT section 10's answers, one step on): "make it Radia", "hmm no, say "…"", "mets plutôt : …", "ajoute Alan aussi" make the same command again with that one argument changed, proposed anew.
import { cueAt, cuesOf, findCue } from "../../understanding/cues.ts";
import { entitiesOf } from "../../understanding/entities.ts";
import { namesIn } from "../../understanding/talk.ts";
import { wordsOf } from "../../understanding/text.ts";
import type { RawArgs } from "../arguments.ts";
import type { CommandDefinition } from "../command.ts";
import { rawArgumentsOf } from "../parser.ts";
import type { CommandRegistry } from "../registry.ts";
import { QUOTES } from "./answers.ts";

const CORRECTION = cuesOf("words.talk.correction");
const ALSO = cuesOf("words.talk.also");

/** The most words a correction of a person may have besides its cue ("make it Radia Perlman then"). */
const PERSON_WORDS = 3;

/** The words of what a correction names, besides the cue words around it. */
const CORRECTION_WORDS = 12;

/**
 * The waiting proposal's command (`line`) with the one argument the message corrects put in place,
 * or undefined when the message corrects nothing that way. A text, a new name or a description is
 * replaced by what the message quotes, or says after a colon, beside words of correction ("say",
 * "mets plutôt", "juste"); a single person by the name, uid or mention it names beside them ("make
 * it Radia", "mets Radia plutôt"); a list of people grows by one named with "too" ("ajoute Alan
 * aussi"). Never two arguments at once, never a ticket or record: those are another request.
 */
export function correctedProposal(
  line: string,
  text: string,
  registry: CommandRegistry,
  today: Date,
): { definition: CommandDefinition; raw: RawArgs } | undefined {
  const read = rawArgumentsOf(line, registry);
  if (!read) return undefined;
  const folded = wordsOf(text).map((word) => word.folded);
  if (findCue(CORRECTION, folded) === undefined && findCue(ALSO, folded) === undefined) return undefined;
  const entities = entitiesOf(text, wordsOf(text), today, "en");
  // A ticket or a record's uid named is another request, not a correction of this one.
  if (entities.tickets.length > 0 || entities.ids.some((id) => id.kind !== "user")) return undefined;
  const specs = [...read.definition.syntax.positionals, ...read.definition.syntax.flags];
  const said = quotedOrAfterColon(text);
  if (said) {
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
  const named = personNamed(text, entities);
  if (!named) return undefined;
  const held = read.raw[person.key];
  if (person.means.many && findCue(ALSO, folded) !== undefined) {
    const list = typeof held === "string" ? held.split(",") : [];
    return list.includes(named)
      ? undefined
      : { definition: read.definition, raw: { ...read.raw, [person.key]: [...list, named].join(",") } };
  }
  if (findCue(CORRECTION, folded) === undefined) return undefined;
  return { definition: read.definition, raw: { ...read.raw, [person.key]: named } };
}

/** What a message quotes, or says after a colon (not a mail's "Re:"), if anything. */
function quotedOrAfterColon(text: string): string | undefined {
  for (let at = 0; at < text.length; at += 1) {
    const closer = QUOTES[text[at] as string];
    if (!closer) continue;
    const end = text.indexOf(closer, at + 1);
    if (end > at + 1) return text.slice(at + 1, end).trim();
  }
  const colon = text.indexOf(":");
  if (colon <= 0 || wordsOf(text.slice(0, colon)).length > CORRECTION_WORDS) return undefined;
  const after = text.slice(colon + 1).trim();
  return after === "" ? undefined : after;
}

/**
 * The one person a correction names: a mention or user uid, else one name of at most a few words
 * in the clause that holds the correction's words, those words left out ("make it Radia").
 */
function personNamed(text: string, entities: ReturnType<typeof entitiesOf>): string | undefined {
  const named = [...entities.mentions.map((mention) => mention.text), ...entities.ids.map((id) => id.id)];
  if (named.length === 1) return named[0];
  if (named.length > 1) return undefined;
  const clauses = text.split(/[,;.!]/u).map((clause) => clause.trim());
  const clause = clauses.find((each) => {
    const folded = wordsOf(each).map((word) => word.folded);
    return findCue(CORRECTION, folded) !== undefined || findCue(ALSO, folded) !== undefined;
  });
  if (!clause) return undefined;
  const words = wordsOf(clause);
  const folded = words.map((word) => word.folded);
  const kept = words.filter(
    (_, at) => ![...CORRECTION, ...ALSO].some((cue) => cueAt(cue, folded, at) > 0 || coveredBy(cue, folded, at)),
  );
  if (kept.length === 0 || kept.length > PERSON_WORDS) return undefined;
  // A name is written with a capital ("Radia"): "make it quick" names nobody.
  if (!kept.every((word) => /^\p{Lu}/u.test(word.text))) return undefined;
  const names = namesIn(kept.map((word) => word.text).join(" "));
  return names.length === 1 ? names[0] : undefined;
}

/** Whether the word at `at` is inside a match of `cue` that starts before it. */
function coveredBy(cue: { words: readonly string[] }, folded: readonly string[], at: number): boolean {
  for (let start = Math.max(0, at - cue.words.length + 1); start < at; start += 1) {
    const length = cueAt(cue as Parameters<typeof cueAt>[0], folded, start);
    if (length > 0 && start + length > at) return true;
  }
  return false;
}
