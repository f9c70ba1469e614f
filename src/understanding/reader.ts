// Reads a person's own words (English or French) as one command of the registry: its arguments, what is missing, or nothing.
import type { RawArgs } from "../core/arguments.ts";
import type { CommandDefinition } from "../core/command.ts";
import { lineOf } from "../core/command-line.ts";
import type { CommandRegistry } from "../core/registry.ts";
import { catalogues, LOCALES, type Locale } from "../messages/translate.ts";
import { type Cue, cueAt, cuesOf, findCue, nearlyWord, wordSetIn, wordSetOf } from "./cues.ts";
import { type Entities, entitiesOf, mentionsIn } from "./entities.ts";
import type { Sentence } from "./sentence.ts";
import { slotsOf } from "./slots.ts";
import { type Word, wordsOf } from "./text.ts";

/** What a sentence was read as. */
export type Reading =
  /** One command with every argument it needs: `line` is how the person would type it. */
  | { kind: "command"; definition: CommandDefinition; raw: RawArgs; line: string }
  /** One command, with something it needs missing (`missing` names what: ticket, approvers, text…); `line` so far. */
  | { kind: "ask"; definition: CommandDefinition; missing: string; line: string }
  /**
   * Nothing it could be sure of: the commands that came closest, best first; `refused` when the words
   * ask for what no command may do (destroy, everything, a verb done to what its command does not take).
   */
  | { kind: "none"; closest: CommandDefinition[]; refused?: true };

/** What reading a sentence needs besides the sentence. */
export interface ReadingContext {
  registry: CommandRegistry;
  /** Relative dates ("since last Monday") are read from this day. */
  today: Date;
}

/** How much of a text is read for what to do (its message is taken whole). */
export const READ_CHARACTERS = 600;

/** How sure the reader must be to name a command: one strong cue, or a weak one with what the command takes. */
const SURE_ENOUGH = 1;

/** Every command's cues, indexed by their first word; and the strong one-word cues by first letter (for slips). */
interface CueIndex {
  byFirstWord: Map<string, Array<{ name: string; cue: Cue }>>;
  singlesByLetter: Map<string, Array<{ name: string; word: string }>>;
}

/** The cues of every command, compiled and indexed once per registry. */
const indexByRegistry = new WeakMap<CommandRegistry, CueIndex>();

function cueIndex(registry: CommandRegistry): CueIndex {
  let index = indexByRegistry.get(registry);
  if (index) return index;
  index = { byFirstWord: new Map(), singlesByLetter: new Map() };
  for (const definition of registry.list()) {
    // Longest first, as `cuesOf` gives them: a command's longest phrase at a place is the one it takes.
    for (const cue of cuesOf(`words.cues.${definition.name.replaceAll(" ", "_")}`)) {
      const first = cue.words[0] as string;
      index.byFirstWord.set(first, [...(index.byFirstWord.get(first) ?? []), { name: definition.name, cue }]);
      if (!cue.weak && cue.words.length === 1 && first.length >= 5) {
        const letter = first[0] as string;
        index.singlesByLetter.set(letter, [
          ...(index.singlesByLetter.get(letter) ?? []),
          { name: definition.name, word: first },
        ]);
      }
    }
  }
  indexByRegistry.set(registry, index);
  return index;
}

const DESTRUCTIVE = cuesOf("words.vocab.destructive");
const EVERYTHING = cuesOf("words.vocab.everything");
/** Every word of the vocabularies: a word the reader knows is never taken for a slip of another. */
const VOCABULARY = new Set(
  Object.keys(catalogues.en)
    .filter((key) => key.startsWith("words.vocab."))
    .flatMap((key) => [...wordSetOf(key)]),
);

/** Reads `text` as a command, a question back, or nothing. */
export function readWords(text: string, context: ReadingContext): Reading {
  const { registry } = context;
  // Only the start of a long text is read for what to do: a request says it first; the rest is its message.
  const words = wordsOf(withoutMentions(text).slice(0, READ_CHARACTERS));
  const folded = words.map((word) => word.folded);
  const entities = entitiesOf(text, words, context.today, languageOf(folded));
  // The person's own message (quoted, or after "REQ-42:") says what to post, not what to do: no cue is read in it.
  const message = messageStart(text, entities);
  const cueWords = folded.map((word, index) => (inMessage(words[index] as Word, entities, message) ? "" : word));
  const { scores, takenBy, strongBy } = cueScores(registry, cueWords);
  const sentence: Sentence = { text, words, folded, entities, takenBy, strongBy };
  for (const definition of registry.list())
    scores.set(definition.name, (scores.get(definition.name) ?? 0) + fitOf(definition, entities));

  const ranked = registry
    .list()
    .filter((definition) => definition.name !== "help")
    .map((definition) => ({
      definition,
      score: scores.get(definition.name) ?? 0,
      cued: cued(takenBy, definition.name),
      firstCue: firstCueOf(takenBy, definition.name),
    }))
    // Best score first; on a tie, the narrower command ("directory sync" over "directory"), then the one named first.
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.definition.name.startsWith(`${a.definition.name} `)) -
          Number(a.definition.name.startsWith(`${b.definition.name} `)) ||
        a.firstCue - b.firstCue,
    );
  const closest = ranked.filter((entry) => entry.score > 0).map((entry) => entry.definition);
  const best = ranked[0];
  const helpCued = cued(takenBy, "help");

  // "How do I comment on a ticket?": help about the command the question is about.
  if (helpCued) {
    // The topic is the command named first after the question ("how do I comment on a ticket" is about comment).
    const helpAt = firstCueOf(takenBy, "help");
    const topic =
      ranked.filter((entry) => entry.cued && entry.firstCue > helpAt).sort((a, b) => a.firstCue - b.firstCue)[0] ??
      ranked.find((entry) => entry.cued);
    const help = registry.get("help");
    if (help) {
      // A command named in quotes ("explique la commande « inboxes »") is the topic too.
      const quotedName = entities.quoted
        .map((quote) => registry.match(quote.text.split(/\s+/u, 2))?.definition)
        .find(Boolean);
      const about = topic?.definition ?? quotedName;
      const raw: RawArgs = about ? { command: about.name.split(" ") } : {};
      return { kind: "command", definition: help, raw, line: lineOf(help, raw) };
    }
  }
  // A bare ticket ("REQ-42?") is a question about it.
  const sure = best?.cued && best.score >= SURE_ENOUGH ? best.definition : undefined;
  // A ticket named with nothing sure said about it ("REQ-42?", "show me REQ-42") is a question about it.
  const chosen = sure ?? (entities.tickets.length > 0 ? registry.get("ticket") : undefined);
  if (!chosen)
    return {
      kind: "none",
      closest: closest.slice(0, 3),
      ...(findCue(DESTRUCTIVE, folded) ? { refused: true as const } : {}),
    };
  // Words that destroy or close ("delete every user", "wipe REQ-42", "archive s_zoom") are never read as
  // something else: unless a strong word of the command chosen says what is meant ("restore the archived laptop").
  const destroys = findCue(DESTRUCTIVE, folded);
  // A read never destroys ("wipe the audit log"), and nothing here destroys everything ("delete REQ-43 and all its comments").
  if (destroys && (!chosen.writes || findCue(EVERYTHING, folded) || !strongCued(sentence, chosen.name)))
    return { kind: "none", closest: [], refused: true };

  const slots = slotsOf(chosen, sentence, registry);
  // "Disable all services", "close all open tickets": what is done to everything is no command's, and never asked about.
  if (slots.missing && findCue(EVERYTHING, folded)) return { kind: "none", closest: [], refused: true };
  // "Ferme REQ-42": the verb is a command's, but what it is done to is a ticket, which that command does not take.
  const takesTicket = chosen.syntax.positionals.some((spec) => spec.label === "REQUEST");
  if (slots.missing && entities.tickets.length > 0 && !takesTicket) return { kind: "none", closest: [], refused: true };
  if (slots.missing)
    return { kind: "ask", definition: chosen, missing: slots.missing, line: lineOf(chosen, slots.raw) };
  return { kind: "command", definition: chosen, raw: slots.raw, line: lineOf(chosen, slots.raw) };
}

/**
 * The text with its mentions blanked out, each by as many spaces: mentions are things, not words
 * (their names may hold any word). Built in one pass, the parts joined once: a text of thousands of
 * mentions is not copied once for each.
 */
function withoutMentions(text: string): string {
  const parts: string[] = [];
  let from = 0;
  for (const mention of mentionsIn(text)) {
    parts.push(text.slice(from, mention.start), " ".repeat(mention.end - mention.start));
    from = mention.end;
  }
  parts.push(text.slice(from));
  return parts.join("");
}

/** Where a message after a colon begins ("REQ-42: it works", "Message : …"), or undefined. */
function messageStart(text: string, entities: Entities): number | undefined {
  const colon = /\s?:\s/u.exec(text);
  if (!colon) return undefined;
  const ticketBefore = entities.tickets.some((ticket) => ticket.end <= colon.index);
  return ticketBefore ? colon.index + colon[0].length : undefined;
}

/** Whether a word is part of the person's message: quoted, or after the message's colon. */
function inMessage(word: Word, entities: Entities, messageAt: number | undefined): boolean {
  if (messageAt !== undefined && word.start >= messageAt) return true;
  return entities.quoted.some((quote) => word.start >= quote.start && word.end <= quote.end);
}

/** Whether one of the command's strong cues took a word (not only a weak one, such as "app"). */
function strongCued(sentence: Sentence, name: string): boolean {
  return sentence.strongBy.some((names) => names?.includes(name));
}

/** Where a command's first cue word stands, or past the end. */
function firstCueOf(takenBy: Sentence["takenBy"], name: string): number {
  const at = takenBy.findIndex((taken) => taken?.includes(name));
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
}

const STOP_WORDS = LOCALES.map((locale) => ({ locale, words: wordSetIn("words.vocab.stop", locale) }));

/** The language a sentence is most likely in, by its common words (English when it cannot tell). */
function languageOf(folded: readonly string[]): Locale {
  const counts = STOP_WORDS.map(({ locale, words }) => ({
    locale,
    count: folded.filter((word) => words.has(word)).length,
  }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0] && counts[0].count > (counts[1]?.count ?? 0) ? counts[0].locale : "en";
}

/** Whether a command's own cue took any word. */
function cued(takenBy: Sentence["takenBy"], name: string): boolean {
  return takenBy.some((taken) => taken?.includes(name));
}

/**
 * Each command's score from its cues: longer phrases are read first and take their words, so that
 * a word counts for one phrase only ("comment je" is French help, not `comment`); a phrase several
 * commands share counts for each. A strong cue counts its length, a weak one half.
 */
function cueScores(registry: CommandRegistry, folded: readonly string[]) {
  const scores = new Map<string, number>();
  const takenBy: Array<string[] | undefined> = folded.map(() => undefined);
  const strongBy: Array<string[] | undefined> = folded.map(() => undefined);
  const matches: Array<{ name: string; at: number; length: number; weight: number; weak: boolean }> = [];
  const cuedAt = new Set<number>();
  const index = cueIndex(registry);
  for (let at = 0; at < folded.length; at += 1) {
    const word = folded[at] as string;
    // A cue's first word, or its plural ("approvals" for "approval").
    const candidates = [...(index.byFirstWord.get(word) ?? []), ...(index.byFirstWord.get(word.slice(0, -1)) ?? [])];
    const seen = new Set<string>();
    for (const { name, cue } of candidates) {
      if (seen.has(name)) continue;
      const length = cueAt(cue, folded, at);
      if (length === 0) continue;
      seen.add(name);
      matches.push({
        name,
        at,
        length,
        weight: cue.words.filter((part) => part !== "*").length * (cue.weak ? 0.5 : 1),
        weak: cue.weak,
      });
      cuedAt.add(at);
    }
  }
  // A word no cue took may be a strong one-word cue with a slip of the keyboard ("unarchvie").
  folded.forEach((word, at) => {
    if (cuedAt.has(at) || word.length < 6 || VOCABULARY.has(word)) return;
    const named = new Set<string>();
    for (const single of index.singlesByLetter.get(word[0] as string) ?? [])
      if (!named.has(single.name) && nearlyWord(word, single.word)) named.add(single.name);
    for (const name of named) matches.push({ name, at, length: 1, weight: 1, weak: false });
  });
  matches.sort((a, b) => b.length - a.length || b.weight - a.weight);
  for (const match of matches) {
    const span = takenBy.slice(match.at, match.at + match.length);
    const free = span.every((taken) => taken === undefined);
    const sameSpan = span.every((taken) => taken !== undefined && taken === span[0]) && span[0] !== undefined;
    const sharedWith = sameSpan ? span[0] : undefined;
    if (
      !free &&
      !(
        sharedWith &&
        matches.some(
          (other) => sharedWith.includes(other.name) && other.at === match.at && other.length === match.length,
        )
      )
    )
      continue;
    const owners = sharedWith ?? [];
    if (!owners.includes(match.name)) owners.push(match.name);
    for (let index = match.at; index < match.at + match.length; index += 1) {
      takenBy[index] = owners;
      if (!match.weak) strongBy[index] = [...(strongBy[index] ?? []), match.name];
    }
    scores.set(match.name, (scores.get(match.name) ?? 0) + match.weight);
  }
  return { scores, takenBy, strongBy };
}

/** How well what the sentence names fits what a command takes: a ticket for a ticket, an app's uid for an app… */
function fitOf(definition: CommandDefinition, entities: Entities): number {
  let score = 0;
  const idsOf = (kind: string) => entities.ids.filter((id) => id.kind === kind).length;
  for (const spec of definition.syntax.positionals) {
    if (spec.label === "REQUEST" && entities.tickets.length > 0) score += 1;
    if (spec.label === "APP_UID" && idsOf("app") > 0) score += 2;
    if (spec.label === "SERVICE_UID" && idsOf("service") > 0) score += 1;
    if (spec.label === "EQUIPMENT_UID" && idsOf("equipment") > 0) score += 2;
    if (spec.label.endsWith("USER_UID") && idsOf("user") > 0) score += 0.5;
    if ((spec.label === "USER" || spec.label === "CHAT_USER") && entities.mentions.length > 0) score += 0.5;
  }
  if (definition.syntax.flags.some((flag) => flag.name === "approvers") && entities.names > 0) score += 1;
  if (definition.syntax.flags.some((flag) => flag.name === "status") && entities.statuses > 0) score += 1;
  if (definition.syntax.flags.some((flag) => flag.name === "created-after") && entities.dates.length > 0) score += 0.5;
  return score;
}
