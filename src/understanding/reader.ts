// Reads a person's own words (English or French) as one command of the registry: its arguments, what is missing, or nothing.
import type { RawArgs } from "../core/arguments.ts";
import type { CommandDefinition } from "../core/command.ts";
import { lineOf } from "../core/command-line.ts";
import { NEXT_PAGE } from "../core/next-page.ts";
import type { CommandRegistry } from "../core/registry.ts";
import { LOCALES, type Locale } from "../messages/translate.ts";
import { qualifierWords } from "./compounds.ts";
import {
  COMMAND_CUE_WORDS,
  type Cue,
  commandCueKey,
  cueAt,
  cuesOf,
  cuesOfCommand,
  findCue,
  leadsMessage,
  longestCueAt,
  ownWordsOf,
  phrasePlaces,
  STATUS_WORDS,
  wordSetIn,
  wordSetOf,
} from "./cues.ts";
import { datesIn } from "./dates.ts";
import { type Entities, entitiesOf, mentionsIn, TICKET_WORDS } from "./entities.ts";
import {
  type Clauses,
  clausesOf,
  describedAt,
  isPastForm,
  type Polarity,
  polarityAt,
  retractedThrough,
  waitsOnSomething,
} from "./polarity.ts";
import { capitalisedNameWords, recordNameWords } from "./record-names.ts";
import type { Sentence } from "./sentence.ts";
import { numberNear, slotsOf } from "./slots.ts";
import { spelled } from "./spelling.ts";
import { messageMarkIn, trimmed, type Word, wordsOf } from "./text.ts";

/** What a sentence was read as. */
export type Reading =
  /**
   * One command with every argument it needs: `line` is how the person would type it; `further`, the
   * lines of further requests the same words make ("disable wa_vpn and enable wa_onboarding"), for
   * the person to send once this one is done (one proposal, one change).
   */
  | { kind: "command"; definition: CommandDefinition; raw: RawArgs; line: string; further?: string[] }
  /** One command, with something it needs missing (`missing` names what: ticket, approvers, text…); `line` so far. */
  | { kind: "ask"; definition: CommandDefinition; missing: string; line: string; raw: RawArgs; key?: string }
  /**
   * Nothing it could be sure of: the commands that came closest, best first; `refused` when the words
   * ask for what no command may do (destroy, everything, a verb done to what its command does not take).
   */
  | {
      kind: "none";
      closest: CommandDefinition[];
      refused?: true;
      unlisted?: string;
      /** News about a ticket ("FYI REQ-44 access was granted"): nothing is posted; this line would post it. */
      news?: string;
      /** A change that waits on something ("only if Grace approves", "let's wait", "remind me to…"): nothing now. */
      waits?: true;
    };

/** What reading a sentence needs besides the sentence. */
export interface ReadingContext {
  registry: CommandRegistry;
  /** Relative dates ("since last Monday") are read from this day. */
  today: Date;
  /** The ticket named just before, that words naming none are about ("show REQ-44 and comment …"). */
  ticket?: string;
  /** Words after a first request ("show me REQ-41 and REQ-44? both are on my plate"): they carry no news to post. */
  joined?: true;
}

/** How much of a text is read for what to do (its message is taken whole). */
export const READ_CHARACTERS = 600;

/** How sure the reader must be to name a command: one strong cue, or a weak one with what the command takes. */
const SURE_ENOUGH = 1;

/** Every command's cues, indexed by their first word. */
interface CueIndex {
  byFirstWord: Map<string, Array<{ name: string; cue: Cue }>>;
}

/** The cues of every command, compiled and indexed once per registry. */
const indexByRegistry = new WeakMap<CommandRegistry, CueIndex>();

function cueIndex(registry: CommandRegistry): CueIndex {
  let index = indexByRegistry.get(registry);
  if (index) return index;
  index = { byFirstWord: new Map() };
  for (const definition of registry.list()) {
    // Longest first, as `cuesOf` gives them: a command's longest phrase at a place is the one it takes.
    for (const cue of [...cuesOfCommand(definition.name), ...valuePhrases(definition)]) {
      const first = cue.words[0] as string;
      index.byFirstWord.set(first, [...(index.byFirstWord.get(first) ?? []), { name: definition.name, cue }]);
    }
  }
  indexByRegistry.set(registry, index);
  return index;
}

/**
 * The phrases that say an option's value ("lift the restriction", "drop its SLA", "no assignee"): each
 * names the command that takes the option, weakly (a command's own cue for the same words wins: "turn
 * wa_x back on" is `service enable`); a single word such as "restricted" names a status as well, and
 * names nothing here. A word that destroys inside one says what is meant ("remove the restriction").
 */
function valuePhrases(definition: CommandDefinition): Cue[] {
  let phrases = valuePhrasesOf.get(definition);
  if (!phrases) {
    phrases = valuePhrasesNow(definition);
    valuePhrasesOf.set(definition, phrases);
  }
  return phrases;
}

/** Each command's value phrases, compiled once (see `valuePhrases`). */
const valuePhrasesOf = new WeakMap<CommandDefinition, Cue[]>();

function valuePhrasesNow(definition: CommandDefinition): Cue[] {
  const keys = definition.syntax.flags.flatMap((flag) => {
    const means = flag.means;
    if (means?.kind === "toggle") return [means.on, means.off];
    if (means?.kind === "clear") return [means.cue];
    if ((means?.kind === "id" || means?.kind === "person") && means.clear) return [means.clear];
    return [];
  });
  return (
    keys
      // Another command's own cues ("turn * back on" is `service enable`'s) stay that command's.
      .filter((key) => !key.startsWith("words.cues."))
      .flatMap((key) => cuesOf(key))
      // "à tout le monde" says everyone, which is no command's to name ("donne les droits admin à tout le monde").
      .filter(
        (cue) =>
          cue.words.length > 1 &&
          !cue.words.some((_, at) => EVERYTHING.some((every) => cueAt(every, cue.words, at) > 0)),
      )
      .map((cue) => ({ words: cue.words, weak: true }))
  );
}

const DESTRUCTIVE = cuesOf("words.vocab.destructive");
const EVERYTHING = cuesOf("words.vocab.everything");
/** Words that stress a negation ("at all", "du tout"): no "all" of everything. */
const AT_ALL = cuesOf("words.vocab.at_all");

/** Whether words say everything ("all services", "tout"), not a negation stressed ("pas de SLA du tout"). */
function saysEverything(folded: readonly string[]): boolean {
  const stressed = phrasePlaces(AT_ALL, folded);
  return (
    findCue(
      EVERYTHING,
      folded.map((word, at) => (stressed.has(at) ? "" : word)),
    ) !== undefined
  );
}

/** How many joining words ("and", "puis") are tried as the place where a second request begins. */
const JOINS_TRIED = 3;
const THEN = cuesOf("words.vocab.then");
/** The words that join a list ("and", "et", "&"). */
const AND_WORDS = wordSetOf("words.vocab.and");
/** The characters that end a sentence. */
const SENTENCE_ENDS = ".;!?:\n";
/** The auxiliary of a past event with the verb in its base form ("did Alan unlink Dennis?"). */
const PAST_AUXILIARY = cuesOf("words.polarity.past_auxiliary");
/** Who did a thing ("who made Tim an admin?"): asks about what was done, whatever the verb's form. */
const WHO_DID = cuesOf("words.polarity.who_did");
/** The word that opens a range ("between", "entre"). */
const BETWEEN = cuesOf("words.vocab.between");
/** News given, not asked for ("FYI", "pour info"). */
const NEWS = cuesOf("words.polarity.news");

/** The words that count or bound a list ("last", "recent", "dernières"). */
const LIMIT_WORDS = cuesOf("words.vocab.limit");
/** How many words before a change's plural its count may stand ("the last three merges"). */
const LIMIT_REACH = 3;
/** What changes named as logged add to the log's score: more than the change's own cue. */
const LOGGED_WEIGHT = 1.5;

/** Per registry: the command that lists the changes made (the one taking a command's name: `audit`), and the changes. */
const changeLogOf = new WeakMap<
  CommandRegistry,
  { log: CommandDefinition | undefined; changes: ReadonlySet<string> }
>();
function changeLog(registry: CommandRegistry): { log: CommandDefinition | undefined; changes: ReadonlySet<string> } {
  let found = changeLogOf.get(registry);
  if (!found) {
    found = {
      log: registry.list().find((definition) => definition.syntax.flags.some((flag) => flag.means?.kind === "command")),
      changes: new Set(
        registry
          .list()
          .filter((definition) => definition.writes)
          .map((definition) => definition.name),
      ),
    };
    changeLogOf.set(registry, found);
  }
  return found;
}

/**
 * Where words name changes as things done and counted, or -1: a change's own word in the plural
 * after a word that counts them ("the last three merges", "recent approvals", "les trois dernières
 * fusions"), or before a word of the log ("the merge activity", "link history").
 */
function changesLogged(
  changes: ReadonlySet<string>,
  folded: readonly string[],
  spelledWords: readonly string[],
  strongBy: ReadonlyArray<string[] | undefined>,
  logName: string,
): number {
  return spelledWords.findIndex((word, at) => {
    if (!strongBy[at]?.some((name) => changes.has(name)) || strongBy[at]?.includes(logName)) return false;
    const original = folded[at] as string;
    const plural =
      (original.endsWith("s") || original.endsWith("x")) &&
      !original.endsWith("ss") &&
      (word === original || original.slice(0, -1) === word);
    const counted = plural && phrasePlaces(LIMIT_WORDS, spelledWords, Math.max(0, at - LIMIT_REACH), at).size > 0;
    return counted || (strongBy[at + 1]?.includes(logName) ?? false);
  });
}

/** The words of the cues of the commands that change something, per registry. */
const changeCueWordsOf = new WeakMap<CommandRegistry, ReadonlySet<string>>();
function changeCueWords(registry: CommandRegistry): ReadonlySet<string> {
  let found = changeCueWordsOf.get(registry);
  if (!found) {
    found = new Set(
      registry
        .list()
        .filter((definition) => definition.writes)
        .flatMap((definition) => cuesOfCommand(definition.name))
        // A cue's own words, not the common ones it is made with ("a", "le", "it").
        .flatMap((cue) => cue.words.filter((word) => word !== "*" && !STOP_WORDS.some((stop) => stop.words.has(word)))),
    );
    changeCueWordsOf.set(registry, found);
  }
  return found;
}

/**
 * Reads `text` as a command, a question back, or nothing; a command with the further requests the
 * same words make (`further`), when a joining word parts two that each read as a command of their own.
 */
export function readWords(text: string, context: ReadingContext): Reading {
  const reading = readOne(text, context);
  if (reading.kind === "none" && !reading.refused) {
    const news = newsAsComment(text, context);
    if (news) return { ...reading, news };
    // "Disable wa_vpn only if Grace approves", "remind me to restrict wa_x": a change that waits is said to.
    const folded = wordsOf(text.slice(0, READ_CHARACTERS)).map((word) => word.folded);
    const changeWords = changeCueWords(context.registry);
    const namesChange = folded.some((word) => changeWords.has(word));
    return namesChange && waitsOnSomething(folded) ? { ...reading, waits: true } : reading;
  }
  if (reading.kind !== "command") return reading;
  // "REQ-45 + REQ-46 : état ?", "disable wa_software and wa_laptop": one command on each.
  const others = otherRecords(reading, text, context);
  if (others.length > 0) return { ...reading, further: others };
  const words = wordsOf(text.slice(0, READ_CHARACTERS));
  const folded = words.map((word) => word.folded);
  let tried = 0;
  for (let at = 1; at < words.length - 1 && tried < JOINS_TRIED; at += 1) {
    const join = THEN.map((cue) => cueAt(cue, folded, at)).find((length) => length > 0);
    if (!join) continue;
    // "between Aug 1 and Aug 31", "entre le 1er et le 15": the "and" of a range joins two days, not two requests.
    if (BETWEEN.some((cue) => [1, 2, 3, 4].some((back) => at - back >= 0 && cueAt(cue, folded, at - back) > 0)))
      continue;
    tried += 1;
    // The first of two requests asked in one question ("sync health — directory size and last import?") is asked too.
    const rest = text.slice((words[at] as Word).start);
    const end = [...rest].findIndex((character) => SENTENCE_ENDS.includes(character));
    const asked = end >= 0 && rest[end] === "?";
    const head = readOne(`${text.slice(0, (words[at] as Word).start)}${asked ? " ?" : ""}`, context);
    // The second request is about the first's ticket when it names none ("show REQ-44 and comment …").
    const headTicket = head.kind === "command" ? ticketOf(head) : undefined;
    // "can you disable wa_vpn and enable wa_onboarding?": the request that opens the first asks the second too.
    const request = findCue(REQUESTS, folded.slice(0, at));
    const asking = request
      ? `${text.slice((words[request.at] as Word).start, (words[request.at + request.length - 1] as Word).end)} `
      : "";
    const tail = readOne(`${asking}${text.slice((words[at + join] as Word | undefined)?.start ?? text.length)}`, {
      ...context,
      joined: true,
      ...(headTicket ? { ticket: headTicket } : {}),
    });
    if (head.kind === "command" && tail.kind === "command" && head.line !== tail.line && !carries(reading, head, tail))
      return { ...head, further: [tail.line] };
  }
  return reading;
}

/**
 * For a command on one ticket or record and nothing else, the same command on the others the words
 * name: a look at each ticket ("REQ-45 + REQ-46 ?"); a change on each record listed with its own,
 * joined by "and", a comma or "+" ("disable wa_software and wa_laptop"), never one named apart ("…
 * but keep wa_laptop on").
 */
function otherRecords(reading: Extract<Reading, { kind: "command" }>, text: string, context: ReadingContext): string[] {
  const spec = reading.definition.syntax.positionals.find(
    (each) => each.means?.kind === "ticket" || each.means?.kind === "record",
  );
  const taken = spec ? reading.raw[spec.key] : undefined;
  if (!spec || typeof taken !== "string" || Object.keys(reading.raw).length !== 1) return [];
  const words = wordsOf(text.slice(0, READ_CHARACTERS));
  const entities = entitiesOf(text, words, context.today, "en");
  const named =
    spec.means?.kind === "record"
      ? entities.ids.filter((id) => id.kind === (spec.means as { of: string }).of)
      : entities.tickets.map((ticket) => ({ ...ticket, kind: "ticket" }));
  if (spec.means?.kind === "ticket" && reading.definition.writes) return [];
  const others = reading.definition.writes ? listedWith(named, taken, text) : named;
  return [...new Set(others.map((each) => each.id))]
    .filter((id) => id !== taken)
    .map((id) => lineOf(reading.definition, { [spec.key]: id }));
}

/** The records listed together with `taken`: each joined to the one before it by nothing but a list's joiners. */
function listedWith<T extends { id: string; start: number; end: number }>(
  named: readonly T[],
  taken: string,
  text: string,
): T[] {
  const at = named.findIndex((each) => each.id === taken);
  if (at < 0) return [];
  // Nothing between them but "and", a comma or "+", and no sentence's end ("disable wa_vpn. wa_laptop is fine").
  const joined = (left: T, right: T) => {
    const between = text.slice(left.end, right.start);
    return (
      ![...between].some((character) => SENTENCE_ENDS.includes(character)) &&
      wordsOf(between).every((word) => AND_WORDS.has(word.folded))
    );
  };
  let first = at;
  while (first > 0 && joined(named[first - 1] as T, named[first] as T)) first -= 1;
  let last = at;
  while (last + 1 < named.length && joined(named[last] as T, named[last + 1] as T)) last += 1;
  return named.slice(first, last + 1);
}

/**
 * News about a ticket ("FYI REQ-44 access was granted", "pour info REQ-45 c'est bon") asks for nothing;
 * the line that would post it on the ticket, the words without the news word and the ticket, is offered instead.
 */
function newsAsComment(text: string, context: ReadingContext): string | undefined {
  const words = wordsOf(text.slice(0, READ_CHARACTERS));
  const folded = words.map((word) => word.folded);
  const said = findCue(NEWS, folded);
  const ticket = entitiesOf(text, words, context.today, "en").tickets[0];
  const carrier = context.registry
    .list()
    .find(
      (definition) =>
        definition.syntax.positionals.some((spec) => spec.means?.kind === "ticket") &&
        definition.syntax.positionals.some((spec) => spec.means?.kind === "text"),
    );
  if (!said || !ticket || !carrier) return undefined;
  const from = (words[said.at] as Word).start;
  const to = (words[said.at + said.length - 1] as Word).end;
  const spans = [
    { start: from, end: to },
    // "req 44": the word that names it is the ticket's.
    {
      start: TICKET_WORDS.has(words[wordStartingAt(words, ticket.start) - 1]?.folded ?? "")
        ? (words[wordStartingAt(words, ticket.start) - 1] as Word).start
        : ticket.start,
      end: ticket.end,
    },
  ].sort((a, b) => a.start - b.start);
  let message = "";
  let at = 0;
  for (const span of spans) {
    message += ` ${text.slice(at, span.start)}`;
    at = Math.max(at, span.end);
  }
  message = trimmed(`${message} ${text.slice(at)}`.split(/\s+/u).join(" "), " ,.:;!—–-");
  if (!/\p{L}/u.test(message)) return undefined;
  const raw: RawArgs = {};
  for (const spec of carrier.syntax.positionals) {
    if (spec.means?.kind === "ticket") raw[spec.key] = ticket.id;
    if (spec.means?.kind === "text") raw[spec.key] = message;
  }
  return lineOf(carrier, raw);
}

/** The index of the word that starts at `start`. */
function wordStartingAt(words: readonly Word[], start: number): number {
  return words.findIndex((word) => word.start === start);
}

/** The ticket a reading's command is about, if it takes one. */
function ticketOf(reading: Extract<Reading, { kind: "command" }>): string | undefined {
  const spec = reading.definition.syntax.positionals.find((each) => each.means?.kind === "ticket");
  const value = spec ? reading.raw[spec.key] : undefined;
  return typeof value === "string" ? value : undefined;
}

/**
 * Whether the whole sentence's reading already carries what its second part asks ("show restricted
 * and discovered apps" is one list of both statuses): one command in all three, every argument of the tail in it.
 */
function carries(
  whole: Extract<Reading, { kind: "command" }>,
  head: Extract<Reading, { kind: "command" }>,
  tail: Extract<Reading, { kind: "command" }>,
): boolean {
  if (whole.definition !== head.definition || whole.definition !== tail.definition) return false;
  return Object.entries(tail.raw).every(([key, value]) => {
    const held = whole.raw[key];
    if (typeof value === "string" && typeof held === "string") return held.split(",").includes(value) || held === value;
    return JSON.stringify(held) === JSON.stringify(value);
  });
}

/** Reads `text` as one command, a question back, or nothing. */
function readOne(text: string, context: ReadingContext): Reading {
  const { registry } = context;
  // Only the start of a long text is read for what to do: a request says it first; the rest is its message.
  const words = wordsOf(withoutMentions(text).slice(0, READ_CHARACTERS));
  const folded = words.map((word) => word.folded);
  const language = languageOf(folded);
  // Dates are read in English when the words do not tell.
  const said = entitiesOf(text, words, context.today, language ?? "en");
  // The person's own message (quoted, or after "REQ-42:") says what to post, not what to do: no cue is read in it.
  const message = messageStart(text, said);
  // The word that names a ticket by its number ("le ticket 45") is part of the ticket, not a cue of the command.
  // So is it before the ticket's own number ("sur le ticket REQ-41, écris …" asks for a comment, not a look).
  const namesTicket = (index: number) =>
    TICKET_WORDS.has(folded[index] as string) &&
    said.tickets.some((ticket) => ticket.start === words[index + 1]?.start);
  const naming = recordNameWords(registry, folded);
  // "before the approval meeting", "la réunion d'approbation": a command's word qualifying a noun asks nothing.
  const qualifying = qualifierWords(folded, language);
  // "Active Onboarding et désactive Software request": a name written so mid-sentence is no cue.
  const named = capitalisedNameWords(text, words);
  const cueWords = folded.map((word, index) =>
    inMessage(words[index] as Word, said, message) ||
    namesTicket(index) ||
    naming.has(index) ||
    qualifying.has(index) ||
    named.has(index)
      ? ""
      : word,
  );
  const spelledWords = spelled(registry, cueWords, language);
  // Dates with a slip put right ("septmber", "creatd befor July 1") are read again from the words put right.
  const respelled = spelledWords.some((word, index) => word !== cueWords[index]);
  const entities = respelled
    ? {
        ...said,
        dates: datesIn(
          words.map((word, index) => (spelledWords[index] ? { ...word, folded: spelledWords[index] as string } : word)),
          context.today,
          language ?? "en",
        ),
      }
    : said;
  // A stop or a comma before each word: a cue's `*` never stands across one.
  const breaks = words.map(
    (word, index) => index > 0 && /[.,;:!?]/u.test(text.slice((words[index - 1] as Word).end, word.start)),
  );
  const { scores, takenBy, strongBy } = cueScores(registry, spelledWords, breaks);
  const clauses = clausesOf(text, words, entities.quoted);
  // "Never mind about REQ-47", "… mais finalement non": what was taken back is not read; what follows is.
  const retracted = retractedThrough(cueWords, clauses);
  if (retracted >= 0) {
    const rest = text.slice((words[retracted] as Word).end);
    return /[\p{L}\d]/u.test(rest) ? readOne(rest, context) : { kind: "none", closest: [] };
  }
  const sentence: Sentence = {
    text,
    words,
    // Slips put right outside the person's message ("which apps are restriced" names a status).
    folded: folded.map((word, index) => (cueWords[index] === "" ? word : (spelledWords[index] as string))),
    entities,
    takenBy,
    strongBy,
    clauses,
    ...(context.ticket ? { ticketBefore: context.ticket } : {}),
    ...(language ? { language } : {}),
  };
  // Quoted words are a message to post ("sur le ticket de l'imprimante, écris « … »"): read once, for every command.
  const quotedMessage = entities.quoted.some((quote) => wordsOf(quote.text).length > 1);
  for (const definition of registry.list())
    scores.set(
      definition.name,
      (scores.get(definition.name) ?? 0) + fitOf(definition, entities, folded, quotedMessage),
    );
  // "The last three merges", "recent approvals", "the merge activity": changes counted or logged are the log's.
  // The change's word then names the log as well, as a cue of it would.
  const { log, changes } = changeLog(registry);
  const logged = log ? changesLogged(changes, folded, spelledWords, strongBy, log.name) : -1;
  if (log && logged >= 0) {
    scores.set(log.name, (scores.get(log.name) ?? 0) + LOGGED_WEIGHT);
    takenBy[logged] = [...(takenBy[logged] ?? []), log.name];
    strongBy[logged] = [...(strongBy[logged] ?? []), log.name];
  }
  // A change named without being asked for ("don't disable…", "who disabled…?", "si on désactivait…") is no candidate.
  const declined = declinedChanges(registry, sentence);
  for (const name of declined.keys()) scores.set(name, 0);

  const ranked = registry
    .list()
    .filter((definition) => definition.name !== "help")
    .map((definition) => ({
      definition,
      score: scores.get(definition.name) ?? 0,
      cued: cued(takenBy, definition.name) && !declined.has(definition.name),
      // Named at all, asked for or not: "how do I comment?" is about comment.
      named: cued(takenBy, definition.name),
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
  const helpCued = cued(takenBy, "help") && !declined.has("help");

  // "How do I comment on a ticket?": help about the command the question is about.
  if (helpCued) {
    // The topic is the command named first after the question ("how do I comment on a ticket" is about comment).
    const helpAt = firstCueOf(takenBy, "help");
    // Or the command standing for a help cue's `*` ("what does merge do", "how audit works").
    const helpPlaces = spelledWords.flatMap((word, at) => (takenBy[at]?.includes("help") ? [word] : []));
    const topic =
      ranked.filter((entry) => entry.named && entry.firstCue > helpAt).sort((a, b) => a.firstCue - b.firstCue)[0] ??
      ranked.find((entry) => entry.named) ??
      ranked.find((entry) => helpPlaces.some((word) => ownWordsOf(entry.definition.name).has(word)));
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
  // The best of the commands the sentence names: one it does not name is never chosen for the words it fits.
  const bestNamed = ranked.find((entry) => entry.cued);
  const sure = bestNamed && bestNamed.score >= SURE_ENOUGH ? bestNamed.definition : undefined;
  // "Who gave Tim admin rights?": what was done is the audit log's, before any read of how things stand.
  const toldDone = [...declined.values()].includes("done") && asksWho(folded);
  if ((!sure || toldDone) && declined.size > 0) {
    const answer = answerToDeclined(declined, sentence, registry, closest);
    if (!sure || (answer.kind === "command" && answer.definition.name === "audit")) return answer;
  }
  // "Next page", "la suite" alone: the list last shown goes on (any list command carries it; the core finds which).
  const nextOf = registry
    .list()
    .find((definition) => definition.syntax.flags.some((flag) => flag.means?.kind === "count" && flag.means.next));
  const nextFlag = nextOf?.syntax.flags.find((flag) => flag.means?.kind === "count" && flag.means.next);
  if (
    !sure &&
    nextOf &&
    nextFlag?.means?.kind === "count" &&
    nextFlag.means.next &&
    findCue(cuesOf(nextFlag.means.next), folded)
  ) {
    const raw: RawArgs = { [nextFlag.key]: NEXT_PAGE };
    return { kind: "command", definition: nextOf, raw, line: lineOf(nextOf, raw) };
  }
  // A ticket named with nothing sure said about it is a question about it ("REQ-42?", "show me REQ-42"),
  // or news for it ("FYI REQ-44 access was granted", "REQ-41: laptop shipped"), which is a comment's to carry.
  // Someone else's words about a ticket ("Alan told me REQ-44 was approved"), or a supposition, ask nothing of it.
  const theirs = ticketIsTheirs(sentence);
  const aboutTicket = entities.tickets.length > 0 && (!theirs || findCue(REQUESTS, folded) !== undefined);
  // "Show REQ-47 even though it's archived": a look at the ticket asked for is no news.
  const looked = LOOK.some((cue) => cueAt(cue, folded, 0) > 0);
  const news = aboutTicket && !theirs && !looked && !context.joined ? newsFor(sentence, registry) : undefined;
  // "Pour info, REQ-45 c'est bon": news is no look at the ticket either (the reply offers the comment).
  const told = findCue(NEWS, folded) !== undefined && !looked && findCue(REQUESTS, folded) === undefined;
  const chosen = sure ?? news ?? (aboutTicket && !told ? registry.get("ticket") : undefined);
  if (!chosen)
    return {
      kind: "none",
      closest: closest.slice(0, 3),
      // "Calendly a été archivé par erreur": a destroying verb told as done asks for nothing to be destroyed.
      ...(findCue(
        DESTRUCTIVE,
        folded.map((word, index) => (isPastForm(words[index] as Word, COMMAND_CUE_WORDS) ? "" : word)),
      )
        ? { refused: true as const }
        : {}),
    };
  // Words that destroy or close ("delete every user", "wipe REQ-42", "archive s_zoom") are never read as
  // something else: unless a strong word of the command chosen says what is meant ("restore the archived laptop").
  // News for a ticket posts the person's words, whatever they say ("ok to close").
  // A destroying verb told as done ("même s'il est archivé") destroys nothing.
  // "Remove the restriction on wa_x": an option's value said with a word that destroys is that value.
  const valueSaid = phrasePlaces(valuePhrases(chosen), folded);
  const untold = folded.map((word, index) =>
    isPastForm(words[index] as Word, COMMAND_CUE_WORDS) || valueSaid.has(index) ? "" : word,
  );
  const destroys = sure || chosen.name === "ticket" ? findCue(DESTRUCTIVE, untold) : undefined;
  // A read never destroys ("wipe the audit log"), and nothing here destroys everything ("delete REQ-43 and all its comments").
  if (destroys && (!chosen.writes || saysEverything(folded) || !strongCued(sentence, chosen.name)))
    return { kind: "none", closest: [], refused: true };

  // "Show archived applications": a state the list never holds lists nothing, rather than everything else.
  const unlisted = unlistedWord(chosen, sentence, cueWords);
  if (unlisted) return { kind: "none", closest: [chosen], unlisted };
  const carrier = carrierOf(chosen, sentence, registry, declined);
  if (carrier)
    return {
      kind: "command",
      definition: carrier.definition,
      raw: carrier.raw,
      line: lineOf(carrier.definition, carrier.raw),
    };
  const slots = slotsOf(chosen, sentence, registry);
  // "Disable all services", "close all open tickets": what is done to everything is no command's, and never asked about.
  // Only what the command's own clause says: "remove the audience, so everyone can see it" asks nothing of everything.
  const chosenAt = firstCueOf(takenBy, chosen.name);
  const ownClause = folded.map((word, index) => (clauses.of[index] === clauses.of[chosenAt] ? word : ""));
  if (slots.missing && saysEverything(ownClause)) return { kind: "none", closest: [], refused: true };
  // "Ferme REQ-42": the verb is a command's, but what it is done to is a ticket, which that command does not take.
  const takesTicket = chosen.syntax.positionals.some((spec) => spec.means?.kind === "ticket");
  if (slots.missing && entities.tickets.length > 0 && !takesTicket) return { kind: "none", closest: [], refused: true };
  // "The mailbox full ticket got resolved, nice work", "heads up: month-end close starts Monday": a ticket's word
  // or an announcement, with nothing that asks, asks for no ticket.
  if (
    slots.missing &&
    entities.tickets.length === 0 &&
    namedInPassing(sentence, chosen.name, registry) &&
    !asksAtAll(sentence)
  )
    return { kind: "none", closest: [chosen] };
  if (slots.missing)
    return {
      kind: "ask",
      definition: chosen,
      missing: slots.missing,
      line: lineOf(chosen, slots.raw),
      raw: slots.raw,
      ...(slots.missingKey ? { key: slots.missingKey } : {}),
    };
  return { kind: "command", definition: chosen, raw: slots.raw, line: lineOf(chosen, slots.raw) };
}

/**
 * A command that carries the chosen one's change beside another ("rename wa_x to Y and enable it" is
 * one `service update … --name Y --enabled true`): one whose toggle is said in the chosen command's
 * cues, when the sentence fills that toggle and a second change of it. One proposal, every change.
 */
function carrierOf(
  chosen: CommandDefinition,
  sentence: Sentence,
  registry: CommandRegistry,
  declined: ReadonlyMap<string, Polarity>,
): { definition: CommandDefinition; raw: RawArgs } | undefined {
  const chosenCues = commandCueKey(chosen.name);
  for (const other of registry.list()) {
    if (other === chosen || declined.has(other.name)) continue;
    const toggle = other.syntax.flags.find(
      (flag) => flag.means?.kind === "toggle" && (flag.means.on === chosenCues || flag.means.off === chosenCues),
    );
    if (!toggle) continue;
    const slots = slotsOf(other, sentence, registry);
    const changes = other.syntax.flags.filter((flag) => slots.raw[flag.key] !== undefined);
    if (!slots.missing && slots.raw[toggle.key] !== undefined && changes.length > 1)
      return { definition: other, raw: slots.raw };
  }
  return undefined;
}

/** The words, as written, of a state that the chosen read's list never holds (`statuses`' `unlisted`), if the sentence names one. */
function unlistedWord(chosen: CommandDefinition, sentence: Sentence, cueWords: readonly string[]): string | undefined {
  if (chosen.writes) return undefined;
  for (const flag of chosen.syntax.flags) {
    if (flag.means?.kind !== "statuses" || !flag.means.unlisted) continue;
    const found = findCue(cuesOf(flag.means.unlisted), cueWords);
    if (found) return sentence.words[found.at]?.text.toLowerCase();
  }
  return undefined;
}

/** Whether the sentence's first ticket stands in someone else's words, a supposition or a negation ("Alan told me REQ-44…", "si REQ-44…"). */
function ticketIsTheirs(sentence: Sentence): boolean {
  const { words, entities, clauses } = sentence;
  const ticket = entities.tickets[0];
  if (!ticket) return false;
  const at = words.findIndex((word) => word.start >= ticket.start);
  if (at < 0) return false;
  const held = polarityAt(at, words, clauses, entities.quoted, COMMAND_CUE_WORDS);
  // "ne touche pas à REQ-44": a ticket said to be left alone is not asked about either.
  return held === "reported" || held === "supposed" || held === "negated";
}

/** How many words news for a ticket has at least ("REQ-42 done" is too short to tell from a look at it). */
const NEWS_WORDS = 2;
/** What a ticket is said to be about, right after it ("is about", "parle de"): talk about it, no news for it. */
const TICKET_SUBJECT = cuesOf("words.polarity.ticket_subject");

/**
 * The command that carries news for a ticket, when the sentence is a statement with a message of a
 * few words beside the ticket: the first that takes a ticket and a text and needs nothing else.
 */
function newsFor(sentence: Sentence, registry: CommandRegistry): CommandDefinition | undefined {
  // A question, a joke, or someone else's words ("REQ-43 says 'please disable wa_vpn'") are no news of the person's.
  if (
    isQuestion(sentence) ||
    findCue(JOKING, sentence.folded) ||
    findCue(OPINION, sentence.folded) ||
    findCue(REPORTED_WORDS, sentence.folded)
  )
    return undefined;
  // "FYI …", "pour info …" tells, and asks nothing (the reply offers the comment that would post it).
  if (findCue(NEWS, sentence.folded)) return undefined;
  // "REQ-47 is about a projector from 2009", "REQ-47 parle d'un projecteur": what a ticket is about is no news for it.
  const subject = sentence.entities.tickets[0];
  const after = sentence.words.findIndex((word) => word.start >= (subject?.end ?? Number.POSITIVE_INFINITY));
  if (after >= 0 && longestCueAt(TICKET_SUBJECT, sentence.folded, after) > 0) return undefined;
  // A note for a ticket opens with it, as a label ("REQ-41: laptop shipped", "REQ-45 - badge ready"), or is
  // asked for ("peux-tu indiquer sur REQ-43 que…"); a ticket said in passing ("Margaret's laptop (REQ-42)
  // arrived") is talk about it.
  const ticket = sentence.entities.tickets[0];
  const opening = sentence.words.findIndex((word) => word.start >= (ticket?.start ?? 0));
  const named = TICKET_WORDS.has(sentence.words[opening - 1]?.folded ?? "") ? sentence.words[opening - 1] : ticket;
  const labels = named !== undefined && sentence.text.slice(0, named.start).trim() === "";
  const asked = labels || findCue(REQUESTS, sentence.folded) !== undefined;
  // A ticket inside someone's quoted words ("« approuvez REQ-45 »") is theirs, not news.
  if (ticket && sentence.entities.quoted.some((quote) => ticket.start > quote.start && ticket.end < quote.end))
    return undefined;
  for (const definition of registry.list()) {
    const means = [...definition.syntax.positionals, ...definition.syntax.flags].map((spec) => spec.means?.kind);
    if (!means.includes("ticket") || !means.includes("text")) continue;
    // Or a word of the command says so, however weakly ("let the requester on REQ-45 know: …").
    if (!asked && !sentence.strongBy.some((strong) => strong?.includes(definition.name))) continue;
    const slots = slotsOf(definition, sentence, registry);
    const text = slots.raw.text;
    if (slots.missing || typeof text !== "string") continue;
    if (text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length >= NEWS_WORDS) return definition;
  }
  return undefined;
}

/**
 * Whether the only words that named `name`, or any change, are a ticket's word ("ticket", "tickets")
 * or an announcement's ("heads up: month-end close starts Monday"): said in passing, with no ticket.
 */
function namedInPassing(sentence: Sentence, name: string, registry: CommandRegistry): boolean {
  if (!sentence.takenBy.some((taken) => taken?.includes(name))) return false;
  const announced = phrasePlaces(ANNOUNCEMENT, sentence.folded);
  // Its own words and any change's ("tell the ticket that…" asks which): a read's word ("finance") tells nothing here.
  const counts = (at: number) =>
    sentence.takenBy[at]?.some((taken) => taken === name || registry.get(taken)?.writes === true) ?? false;
  const taken = sentence.folded.filter((_, at) => counts(at) && !announced.has(at));
  return taken.every((word) => TICKET_WORDS.has(word) || (word.endsWith("s") && TICKET_WORDS.has(word.slice(0, -1))));
}

/** Whether anything in the sentence asks: a question, a look, a request or a wish. */
function asksAtAll(sentence: Sentence): boolean {
  return isQuestion(sentence) || [LOOK, REQUESTS, WISHES].some((cues) => findCue(cues, sentence.folded) !== undefined);
}

/** Whether the sentence asks: a clause that ends with "?" or opens with a question's words. */
function isQuestion(sentence: Sentence): boolean {
  const { clauses } = sentence;
  // "Could you add to REQ-45 that…?" asks for something to be done, not whether.
  const requests = new Set(
    sentence.words.flatMap((_, at) =>
      REQUESTS.some((cue) => cueAt(cue, sentence.folded, at) > 0) ? [clauses.of[at]] : [],
    ),
  );
  if (clauses.asks.some((asks, clause) => asks && !requests.has(clause))) return true;
  return sentence.words.some(
    (_, at) =>
      (at === 0 || clauses.of[at - 1] !== clauses.of[at]) &&
      QUESTION_OPENERS.some((cue) => cueAt(cue, sentence.folded, at) > 0),
  );
}
const REQUESTS = cuesOf("words.polarity.request");
const JOKING = cuesOf("words.polarity.joking");
/** An opinion given ("à mon avis", "if you ask me"): no news for a ticket. */
const OPINION = cuesOf("words.polarity.opinion");
const WISHES = cuesOf("words.polarity.wish");
/** An announcement's opening ("heads up"): with no ticket named, news for nobody's ticket. */
const ANNOUNCEMENT = cuesOf("words.polarity.announcement");
const LOOK = cuesOf("words.polarity.look");
const REPORTED_WORDS = cuesOf("words.polarity.reported");
const QUESTION_OPENERS = [...cuesOf("words.polarity.question"), ...cuesOf("words.polarity.event")];

/** Every word of every command's cues: a word a cue is made of is never taken for a past participle ("restricted"). */
const EVENT = cuesOf("words.polarity.event");
/** Who or why something was done: the audit log's, even beside a read that names the same thing. */
const WHO = cuesOf("words.polarity.who");
const NOT_WHO = cuesOf("words.polarity.not_who");

/** The words with those of phrases that hold "qui" without asking who blanked ("qu'est-ce qui a été ajouté" asks what). */
function withoutNotWho(folded: readonly string[]): string[] {
  const blanked = [...folded];
  for (let at = 0; at < folded.length; at += 1) {
    const length = longestCueAt(NOT_WHO, folded, at);
    for (let index = at; index < at + length; index += 1) blanked[index] = "";
  }
  return blanked;
}

/** Whether the words ask who or why something was done ("who disabled…"). */
function asksWho(folded: readonly string[]): boolean {
  return findCue(WHO, withoutNotWho(folded)) !== undefined;
}

/**
 * The changes the sentence names without asking for them, each with how it holds them: a change
 * is asked for when one of its cue words stands in a clause that asks for it.
 */
function declinedChanges(registry: CommandRegistry, sentence: Sentence): Map<string, Polarity> {
  const { clauses } = sentence;
  const declined = new Map<string, Polarity>();
  const heldBy = new Map<string, Array<{ at: number; clause: number; polarity: Polarity; strong: boolean }>>();
  for (const definition of registry.list()) {
    if (!definition.writes) continue;
    const { name } = definition;
    // Where each of its cues begins: the words inside one phrase ("ne doit plus être admin") are one place.
    const places = sentence.takenBy.flatMap((taken, at) =>
      taken?.includes(name) && !sentence.takenBy[at - 1]?.includes(name) ? [at] : [],
    );
    if (places.length === 0) continue;
    heldBy.set(
      name,
      places.map((at) => ({
        at,
        clause: clauses.of[at] as number,
        polarity: polarityAt(at, sentence.words, clauses, sentence.entities.quoted, COMMAND_CUE_WORDS),
        strong: sentence.strongBy[at]?.includes(name) ?? false,
      })),
    );
  }
  // A clause asks for a change when every place of it that names the change does ("révoque pas l'admin" does not).
  for (const [name, held] of heldBy) {
    const notAsked = held.filter((place) => place.polarity !== "asked");
    // Once a change is declined somewhere, a weak cue elsewhere ("l'import RH tourne") does not ask for it.
    const asked = held.some(
      (place) => (place.strong || notAsked.length === 0) && !notAsked.some((other) => other.clause === place.clause),
    );
    if (!asked) declined.set(name, notAsked[0]?.polarity ?? "negated");
  }
  // A change named only weakly ("admin") in a clause that declines another shares its fate.
  const declinedClauses = new Map<number, Polarity>();
  const declinedSentences = new Set<number>();
  for (const [name, polarity] of declined) {
    // What a clause describes or tells as done is that change's alone ("l'ordinateur est arrivé").
    if (polarity === "described" || polarity === "done") continue;
    for (const place of heldBy.get(name) ?? []) {
      // A status's word ("apps not restricted") is what a list is filtered by, and a weak cue ("applis pas
      // approuvées") names no change: neither spreads its fate.
      if (STATUS_WORDS.has(sentence.folded[place.at] as string) || !place.strong) continue;
      declinedClauses.set(place.clause, polarity);
      // A supposition is its whole sentence's: "suppose we merged them — would her tickets move over?" asks for no read.
      if (polarity === "supposed")
        declinedSentences.add(clauses.sentenceOf[firstWordOf(clauses, place.clause)] as number);
    }
  }
  // A read named only in a clause that declines a change ("tu penses qu'il faudrait révoquer Alan des admins ?")
  // is not asked for either.
  for (const definition of registry.list()) {
    if (definition.writes) continue;
    const cued = sentence.takenBy.flatMap((taken, at) => (taken?.includes(definition.name) ? [at] : []));
    if (cued.length === 0) continue;
    // A look at a ticket is also where the ticket is named ("Ada wants to check first. but can you show me REQ-44?").
    const takesTicket = definition.syntax.positionals.some((spec) => spec.means?.kind === "ticket");
    const named = takesTicket
      ? sentence.words.flatMap((word, at) =>
          sentence.entities.tickets.some((ticket) => ticket.start <= word.start && word.end <= ticket.end) ? [at] : [],
        )
      : [];
    const places = [...cued, ...named];
    const clausesOfRead = places.map((at) => clauses.of[at] as number);
    const within = clausesOfRead.filter((clause) => declinedClauses.has(clause));
    const polarities = places.map((at) =>
      polarityAt(at, sentence.words, clauses, sentence.entities.quoted, COMMAND_CUE_WORDS),
    );
    if (definition.name !== "help" && within.length === places.length) {
      const polarity = declinedClauses.get(within[0] as number) as Polarity;
      if (polarity !== "question") declined.set(definition.name, polarity);
    } else if (places.every((at) => declinedSentences.has(clauses.sentenceOf[at] as number)))
      declined.set(definition.name, "supposed");
    // A read supposed, in someone else's words ("if I linked @tim…, could I…?") or inside what a clause
    // describes ("the help desk printer is jammed") is not asked for either.
    else if (polarities.every((polarity) => polarity === "supposed" || polarity === "reported"))
      declined.set(definition.name, polarities[0] as Polarity);
    else if (places.every((at) => describedAt(at, sentence.words, clauses))) declined.set(definition.name, "described");
  }
  for (const [name, held] of heldBy) {
    const shared = held.every((place) => !place.strong && declinedClauses.has(place.clause));
    if (!declined.has(name) && shared) declined.set(name, declinedClauses.get(held[0]?.clause as number) as Polarity);
  }
  return declined;
}

/** The first word of a clause. */
function firstWordOf(clauses: Clauses, clause: number): number {
  return Math.max(0, clauses.of.indexOf(clause));
}

/**
 * What answers words that name a change without asking for it: the audit log for a question about
 * what was done ("who disabled wa_vpn?", "pourquoi … désactivé ?"), the ticket for a question about
 * one ("REQ-46 approved?"), else nothing (with the closest commands, never the change).
 */
function answerToDeclined(
  declined: ReadonlyMap<string, Polarity>,
  sentence: Sentence,
  registry: CommandRegistry,
  closest: CommandDefinition[],
): Reading {
  const asks = [...declined.values()].some((polarity) => polarity === "question" || polarity === "done");
  const audit = registry.get("audit");
  // What was done to a ticket ("who's assigned to REQ-46?") the ticket says, unless the change is made to tickets.
  const aboutTicket =
    sentence.entities.tickets.length > 0 &&
    [...declined.keys()].every(
      (name) => !registry.get(name)?.syntax.positionals.some((spec) => spec.means?.kind === "ticket"),
    );
  // Told as done without asking ("the XPS was restored already", "j'ai déjà commenté REQ-42") needs no answer.
  const questioned = isQuestion(sentence) || asksWho(sentence.folded);
  // Only what was done is the log's: "does onboarding have an SLA?", "pourquoi le VPN coupe…" ask how things are.
  const done =
    [...declined.values()].some((polarity) => polarity === "done") ||
    findCue(PAST_AUXILIARY, sentence.folded) !== undefined ||
    // "who made Tim an admin?": someone did it (a change its own words name, not "who approved the budget for macbooks?").
    (findCue(WHO_DID, withoutNotWho(sentence.folded)) !== undefined &&
      [...declined.keys()].some(
        (name) =>
          sentence.strongBy.some((strong) => strong?.includes(name)) ||
          sentence.takenBy.filter((taken) => taken?.includes(name)).length > 1,
      ));
  if (asks && done && questioned && audit && !aboutTicket && findCue(EVENT, withoutNotWho(sentence.folded))) {
    // The change named first; on a tie ("who unarchived equipment?"), the one its words name most.
    const wordsOfChange = (name: string) => sentence.takenBy.filter((taken) => taken?.includes(name)).length;
    const about = [...declined.keys()].sort(
      (a, b) =>
        firstCueOf(sentence.takenBy, a) - firstCueOf(sentence.takenBy, b) || wordsOfChange(b) - wordsOfChange(a),
    )[0];
    const raw: RawArgs = about ? { command: about.split(" ")[0] as string } : {};
    return { kind: "command", definition: audit, raw, line: lineOf(audit, raw) };
  }
  const ticket = registry.get("ticket");
  const first = sentence.entities.tickets[0];
  // "Show REQ-47 even though it's archived", "don't merge Katherine yet… but can you show me REQ-44?": a ticket
  // asked for (its own words, or a look or a request in its clause) is shown, whatever else is told.
  const ticketAt = first ? sentence.words.findIndex((word) => word.start >= first.start) : -1;
  const clause = sentence.clauses.of[ticketAt];
  const clauseWords = sentence.folded.map((word, at) => (sentence.clauses.of[at] === clause ? word : ""));
  const askedForTicket =
    cued(sentence.takenBy, ticket?.name ?? "") ||
    (ticketAt >= 0 && !ticketIsTheirs(sentence) && [...LOOK, ...REQUESTS].some((cue) => findCue([cue], clauseWords)));
  if (ticket && first && askedForTicket && !declined.has(ticket.name)) {
    const raw: RawArgs = { request: first.id };
    return { kind: "command", definition: ticket, raw, line: lineOf(ticket, raw) };
  }
  // Told as done, not asked ("REQ-44: Grace validated it"): news for the ticket.
  const told = [...declined.values()].every((polarity) => polarity === "done");
  const news = first && told && !ticketIsTheirs(sentence) ? newsFor(sentence, registry) : undefined;
  if (news) {
    const slots = slotsOf(news, sentence, registry);
    return { kind: "command", definition: news, raw: slots.raw, line: lineOf(news, slots.raw) };
  }
  if (asks && questioned && ticket && first) {
    const raw: RawArgs = { request: first.id };
    return { kind: "command", definition: ticket, raw, line: lineOf(ticket, raw) };
  }
  return { kind: "none", closest: closest.filter((definition) => !declined.has(definition.name)).slice(0, 3) };
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
  const colon = messageMarkIn(text, leadsMessage);
  if (!colon) return undefined;
  const ticketBefore = entities.tickets.some((ticket) => ticket.end <= colon.index);
  return ticketBefore ? colon.index + colon.length : undefined;
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

/** The language a sentence is most likely in, by its common words; undefined when it cannot tell. */
function languageOf(folded: readonly string[]): Locale | undefined {
  const counts = STOP_WORDS.map(({ locale, words }) => ({
    locale,
    count: folded.filter((word) => words.has(word)).length,
  }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0] && counts[0].count > (counts[1]?.count ?? 0) ? counts[0].locale : undefined;
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
function cueScores(registry: CommandRegistry, folded: readonly string[], breaks?: readonly boolean[]) {
  const scores = new Map<string, number>();
  const takenBy: Array<string[] | undefined> = folded.map(() => undefined);
  const strongBy: Array<string[] | undefined> = folded.map(() => undefined);
  const matches: Array<{ name: string; at: number; length: number; weight: number; weak: boolean }> = [];
  const index = cueIndex(registry);
  for (let at = 0; at < folded.length; at += 1) {
    const word = folded[at] as string;
    // A cue's first word, or its plural ("approvals" for "approval").
    const candidates = [...(index.byFirstWord.get(word) ?? []), ...(index.byFirstWord.get(word.slice(0, -1)) ?? [])];
    const seen = new Set<string>();
    for (const { name, cue } of candidates) {
      if (seen.has(name)) continue;
      const length = cueAt(cue, folded, at, breaks);
      if (length === 0) continue;
      seen.add(name);
      matches.push({
        name,
        at,
        length,
        weight: cue.words.filter((part) => part !== "*").length * (cue.weak ? 0.5 : 1),
        weak: cue.weak,
      });
    }
  }
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
function fitOf(
  definition: CommandDefinition,
  entities: Entities,
  folded: readonly string[],
  quotedMessage: boolean,
): number {
  let score = 0;
  let dated = false;
  const idsOf = (kind: string) => entities.ids.filter((id) => id.kind === kind).length;
  for (const spec of [...definition.syntax.positionals, ...definition.syntax.flags]) {
    const means = spec.means;
    if (!means) continue;
    const positional = spec.kind === "positional";
    if (means.kind === "ticket" && entities.tickets.length > 0) score += 1;
    // Quoted words are a message to post, which a command taking a text fits.
    if (means.kind === "text" && quotedMessage) score += 1;
    // A uid's prefix says what it is: an app's and equipment's are rarer words than a service's.
    if (means.kind === "record" && idsOf(means.of) > 0) score += means.of === "service" ? 1 : 2;
    // A person is a user's uid or a mention; a chat user, a mention.
    if (positional && means.kind === "person" && (idsOf("user") > 0 || (!means.side && entities.mentions.length > 0)))
      score += 0.5;
    if (positional && means.kind === "chat-user" && entities.mentions.length > 0) score += 0.5;
    if (means.kind === "person" && means.many && entities.names > 0) score += 1;
    if (means.kind === "statuses" && entities.statuses > 0) score += 1;
    // "vpn category cat_network": a uid of no known kind beside an option's word.
    if (means.kind === "id" && entities.ids.some((id) => id.kind === "other") && findCue(cuesOf(means.cue), folded))
      score += 0.5;
    // "the last 10 …": a number beside the words of a count the command takes.
    if (means.kind === "count" && means.side === "near" && numberNear(folded, cuesOf(means.cue))) score += 0.5;
    if (means.kind === "date" && entities.dates.length > 0 && !dated) {
      score += 0.5;
      dated = true;
    }
  }
  return score;
}
