// Fills a command's arguments from a sentence, by what each argument is (a ticket, an app's uid, a date bound…), and names what is missing.
import type { RawArgs } from "../core/arguments.ts";
import type { CommandDefinition } from "../core/command.ts";
import type { Meaning, WordsKey } from "../core/meaning.ts";
import { NEXT_PAGE } from "../core/next-page.ts";
import type { CommandRegistry } from "../core/registry.ts";
import { catalogues, LOCALES, type Locale } from "../messages/translate.ts";
import {
  COMMAND_CUE_WORDS,
  type Cue,
  cueAt,
  cuesOf,
  DETERMINER_WORDS,
  findCue,
  leadsMessage,
  longestCueAt,
  ownWordsOf,
  phrasePlaces,
  VOCABULARY_WORDS,
  wordSetOf,
} from "./cues.ts";
import type { DateEntity, Entities } from "./entities.ts";
import { polarityAt } from "./polarity.ts";
import type { Sentence } from "./sentence.ts";
import type { Word } from "./text.ts";
import { messageMarkIn, trimmed, wordsOf } from "./text.ts";

/** A command's arguments as far as the sentence gives them, and the first required one it does not. */
export interface Slots {
  raw: RawArgs;
  missing?: string;
  /** The key of the argument `missing` names, when it names one (not "change"). */
  missingKey?: string;
}

const STATUSES = ["approved", "restricted", "discovered"] as const;
const STATUS_CUES = STATUSES.map((status) => ({ status, cues: cuesOf(`words.vocab.status.${status}`) }));
const STATUS_NOT = cuesOf("words.vocab.status.not");
const FOLLOW = cuesOf("words.vocab.follow");
const CONNECTORS = cuesOf("words.vocab.connectors");
/** The words that open what is said ("write that …", "dis que …"). */
const THAT = cuesOf("words.vocab.that");
/** What the one who asks is said to do ("Alan's asking", "Alan demande"): they ask, the request is not about them. */
const ASKER = cuesOf("words.vocab.asker");
/** Titles before a name ("Mr.", "Mme"): skipped to reach the name. */
const HONORIFICS = wordSetOf("words.vocab.honorific");
const STOP = new Set([...wordSetOf("words.vocab.stop"), ...HONORIFICS]);
/** The words of a wish ("I want to", "je voudrais"): around a quoted message they instruct, they are not posted. */
/** The words that label a message before its colon ("Text:", "Motif :"). */
const LABELS = wordSetOf("words.vocab.labels");
const WISH_WORDS = new Set(cuesOf("words.polarity.wish").flatMap((cue) => cue.words));
const RENAME = cuesOf("words.vocab.rename");
const ABOUT = cuesOf("words.vocab.about");
const NAME_AS = wordSetOf("words.vocab.name");
/** The words a record's kind is said with ("service"). */
const RECORD_WORDS = wordSetOf("words.vocab.record_word");
/** The words that lead a phrase to what it is of ("of", "de"): "in batches of 20". */
const LEADS_TO = wordSetOf("words.polarity.of");
/** Words that say a change holds from now on ("from now on", "désormais"): said after a new name, they are not part of it. */
const FROM_NOW_ON = cuesOf("words.vocab.from_now_on");
const AND = wordSetOf("words.vocab.and");
/** Words a name follows, per language (French "a" is "à"; English "a" is no such word), and in every language. */
const SEARCH_WORDS = wordSetOf("words.vocab.search_word");
/** How many words from the word a search names its thing with its words may stand ("la boîte d'équipe RH"). */
const SEARCH_REACH = 3;
const PERSON_BEFORE = languageKeyed((locales) => cuesOf("words.vocab.person_before", locales));
const ADDRESSED_TO = wordSetOf("words.vocab.addressed_to");
const ADDRESSED_TO_IN = languageKeyed(
  (locales) => new Set(cuesOf("words.vocab.addressed_to", locales).flatMap((cue) => cue.words)),
);

/** One compiled catalogue entry for each language, and for a sentence that tells none (every language's). */
function languageKeyed<T>(compile: (locales: readonly Locale[]) => T): (language: Locale | undefined) => T {
  const byLanguage = new Map<Locale | undefined, T>([[undefined, compile(LOCALES)]]);
  for (const locale of LOCALES) byLanguage.set(locale, compile([locale]));
  return (language) => byLanguage.get(language) as T;
}
const POLITENESS = cuesOf("words.vocab.politeness");
const REFERS = wordSetOf("words.vocab.refers");
const REQUEST = cuesOf("words.polarity.request");
const KEEP = cuesOf("words.vocab.keep");
const INTO_PHRASES = cuesOf("words.vocab.into");
const ENDINGS = [...wordSetOf("words.grammar.endings")].sort((a, b) => b.length - a.length);
/** Words that say what to look for, never part of it: the vocabularies of dates, statuses and paging, and fillers. */
const FILLER = new Set(
  [
    "filler",
    "before",
    "after",
    "since",
    "until",
    "negation",
    "date.inclusive",
    "created",
    "updated",
    "between",
    "limit",
    "status.approved",
    "status.restricted",
    "status.discovered",
  ].flatMap((key) => [...wordSetOf(`words.vocab.${key}`)]),
);

/** An argument as the reader fills it: its key, whether it may be left out, and what it is. */
type Slot = { key: string; optional: boolean; means: Meaning; rest?: "text" | "words"; name?: string };

/** What the question back names when an argument is missing (`words.ask.title`'s choices). */
function questionOf(slot: Slot): string {
  const { means } = slot;
  if (means.kind === "record") return means.of;
  if (means.kind === "person" && means.many) return slot.name ?? "user";
  if (means.kind === "person") return means.side === "kept" ? "target" : means.side === "merged" ? "source" : "user";
  if (means.kind === "chat-user") return "user";
  if (means.kind === "new-name") return "name";
  return means.kind === "ticket" || means.kind === "text" ? means.kind : (slot.name ?? slot.key);
}

/** A command's arguments with what each is; those without a meaning are never read from words. */
function slotsOfDefinition(definition: CommandDefinition): Slot[] {
  const slots: Slot[] = [];
  for (const spec of definition.syntax.positionals)
    if (spec.means)
      slots.push({
        key: spec.key,
        optional: spec.optional,
        means: spec.means,
        ...(spec.rest ? { rest: spec.rest } : {}),
      });
  for (const spec of definition.syntax.flags)
    if (spec.means) slots.push({ key: spec.key, optional: spec.optional, means: spec.means, name: spec.name });
  return slots;
}

/** Whether a command must be given one of its options to do anything (every argument but its record is an optional option). */
function needsAChange(definition: CommandDefinition): boolean {
  const { positionals, flags } = definition.syntax;
  return definition.writes && flags.length > 1 && flags.every((flag) => flag.optional) && positionals.length === 1;
}

/**
 * The first argument `raw` still lacks that `definition` needs, and the question back that names it:
 * what the change is about and who takes part before its text (the usage's order). Undefined when
 * none is missing.
 */
export function missingArgument(
  definition: CommandDefinition,
  raw: RawArgs,
): { key: string; missing: string } | undefined {
  const unfilled = slotsOfDefinition(definition).filter((slot) => !slot.optional && raw[slot.key] === undefined);
  const first = unfilled.find((slot) => slot.means.kind !== "text") ?? unfilled[0];
  return first ? { key: first.key, missing: questionOf(first) } : undefined;
}

/** Whether `raw` asks a command that must change one of its options to change none ("service update wa_vpn"). */
export function changesNothing(definition: CommandDefinition, raw: RawArgs): boolean {
  return needsAChange(definition) && !definition.syntax.flags.some((flag) => raw[flag.key] !== undefined);
}

export function slotsOf(definition: CommandDefinition, sentence: Sentence, registry: CommandRegistry): Slots {
  const raw: RawArgs = {};
  let missing: string | undefined;
  let missingKey: string | undefined;
  const slots = slotsOfDefinition(definition);
  // A description's words are the person's ("description: VPN suspended during the freeze"): no other option is read in them.
  const described = slots.find((slot) => slot.means.kind === "description");
  const about = described ? slotValue(described, sentence, registry, definition) : undefined;
  const rest = typeof about === "string" ? withoutDescription(sentence) : sentence;
  // "open wa_x to everyone": the words that clear an option say that, not another option's value.
  const clearKeys = slots.flatMap((slot) => (slot.means.kind === "clear" ? [slot.means.cue] : []));
  const clearing =
    clearKeys.length > 0 && slots.some((slot) => slot.means.kind === "toggle") ? blankedPhrases(rest, clearKeys) : rest;
  for (const slot of slots) {
    const value =
      slot === described
        ? about
        : slotValue(slot, slot.means.kind === "toggle" ? clearing : rest, registry, definition);
    if (value !== undefined) raw[slot.key] = value;
  }
  // What the change is about and who takes part are asked before its text: the usage's order.
  const first = missingArgument(definition, raw);
  if (first) {
    missing = first.missing;
    missingKey = first.key;
  }
  // A change that changes nothing asks what to change: the new name when it was to be renamed.
  if (missing === undefined && changesNothing(definition, raw)) {
    // Else the option its words name without a value ("change the assignee of wa_software", "change la catégorie"), else "change".
    const named = definition.syntax.flags.find((flag) => {
      const means = flag.means;
      return (means?.kind === "id" || means?.kind === "person") && findCue(cuesOf(means.cue ?? ""), sentence.folded);
    });
    const renamed = findCue(RENAME, sentence.folded) !== undefined;
    missing = renamed ? "name" : (named?.name ?? "change");
    const flag = renamed ? definition.syntax.flags.find((each) => each.means?.kind === "new-name") : named;
    missingKey = flag?.key;
  }
  return missing === undefined ? { raw } : { raw, missing, ...(missingKey ? { missingKey } : {}) };
}

/** The sentence with the words of its description (quoted, or after its colon) blanked: see the `description` slot. */
function withoutDescription(sentence: Sentence): Sentence {
  const quote = sentence.entities.quoted[0];
  const colon = sentence.text.indexOf(":");
  const inIt = (word: Word) =>
    quote ? word.start >= quote.start && word.end <= quote.end : colon >= 0 && word.start > colon;
  return {
    ...sentence,
    folded: sentence.folded.map((word, index) => (inIt(sentence.words[index] as Word) ? "" : word)),
  };
}

/** The sentence with the words of these catalogue keys' phrases blanked. */
function blankedPhrases(sentence: Sentence, keys: readonly WordsKey[]): Sentence {
  const taken = phrasePlaces(
    keys.flatMap((key) => cuesOf(key)),
    sentence.folded,
  );
  return { ...sentence, folded: sentence.folded.map((word, at) => (taken.has(at) ? "" : word)) };
}

/** An argument's value from the sentence, by what the argument is. */
function slotValue(
  slot: Slot,
  sentence: Sentence,
  registry: CommandRegistry,
  definition: CommandDefinition,
): string | string[] | true | undefined {
  const { entities, folded } = sentence;
  const { means } = slot;
  switch (means.kind) {
    case "ticket":
      // "REQ-41 is fine, but comment on REQ-42: …": the ticket of the clause that asks.
      return (
        (entities.tickets.find((ticket) => inCueClause(sentence, definition, ticket.start)) ?? entities.tickets[0])
          ?.id ?? sentence.ticketBefore
      );
    case "record": {
      // A uid another argument takes by its words ("SLA sla_48h") is not the record.
      const claimed = new Set(
        [...definition.syntax.flags].flatMap((flag) =>
          flag.means?.kind === "id"
            ? [idSaidBeside(sentence, flag.means.cue)?.id, idNamedBy(sentence, flag.means.cue)?.id]
            : [],
        ),
      );
      // "keep wa_laptop on but disable wa_vpn": the record of the clause that asks, the others are talked about.
      const owned = entities.ids.filter((id) => id.kind === means.of);
      const own = owned.find((id) => inCueClause(sentence, definition, id.start)) ?? owned[0];
      return (own ?? entities.ids.find((id) => id.kind === "other" && !claimed.has(id.id)))?.id;
    }
    case "id": {
      if (means.clear && findCue(cuesOf(means.clear), folded)) return "none";
      return (idSaidBeside(sentence, means.cue) ?? idNamedBy(sentence, means.cue))?.id;
    }
    case "chat-user": {
      // The chat user the command is said of: the first mention after its own words ("@dennis got a new
      // account: unlink @dennis_old"), else the first.
      const said = sentence.words.find((_, at) => sentence.takenBy[at]?.includes(definition.name));
      return (entities.mentions.find((mention) => said && mention.start > said.start) ?? entities.mentions[0])?.text;
    }
    case "person": {
      if (means.clear && findCue(cuesOf(means.clear), folded)) return "none";
      if (means.many) return approversOf(sentence);
      const users = entities.ids.filter((id) => id.kind === "user");
      if (means.side) {
        // One side named by its uid, the other by a name ("merge u_katherine_dup into Katherine Johnson"): the
        // name is looked up in the directory as every name is.
        // Only where the words say which way ("into", "→"): a merge is never guessed.
        const directed =
          findCue(INTO_PHRASES, folded) !== undefined || ARROWS.some((sign) => sentence.text.includes(sign));
        const named =
          users.length === 1 && directed
            ? peopleNamed(sentence)
                .filter((name) => /^\p{Lu}/u.test(name))
                .map((name) => ({
                  id: name,
                  start: sentence.text.indexOf(name),
                  end: sentence.text.indexOf(name) + name.length,
                }))
            : [];
        const sides = [...users, ...named].sort((a, b) => a.start - b.start);
        const [kept, merged] = mergeOrder(sides, sentence);
        return (means.side === "kept" ? kept : merged)?.id;
      }
      // A person beside a chat user (`link @tim to u_tim`) is the platform's: a uid.
      const takesChatUser = definition.syntax.positionals.some((spec) => spec.means?.kind === "chat-user");
      // Or named ("link <@U04KEN> with Ken's platform account"): a name, never the mention beside it.
      if (takesChatUser)
        return (
          users[0]?.id ?? peopleNamed(sentence).find((person) => !person.startsWith("@") && !person.startsWith("<@"))
        );
      const named = entities.mentions[0]?.text ?? users[0]?.id;
      if (named) return named;
      // A name (looked up in the directory before anything is proposed); an option's only when its words are
      // said ("assign wa_x to Grace", "what did Grace do"): a capitalised word is not always someone.
      if (means.cue && !findCue(cuesOf(means.cue), folded)) return undefined;
      // "… but don't touch its assignee": an option's person said not to change is not set.
      const cued = means.cue ? findCue(cuesOf(means.cue), folded) : undefined;
      if (
        cued &&
        polarityAt(cued.at, sentence.words, sentence.clauses, entities.quoted, COMMAND_CUE_WORDS) === "negated"
      )
        return undefined;
      // The one it is given to ("assign VPN access requests to grace"), before any other name; a heading that
      // opens the text ("Revue IAM : les 30 derniers…") is nobody's name.
      // A heading's words are all capitalised ("Revue IAM"); "Ken's leaving tonight:" says something.
      const heading = sentence.text.indexOf(":");
      const titled =
        heading > 0 &&
        heading <= HEADING_LENGTH &&
        wordsOf(sentence.text.slice(0, heading)).every((word) => /^\p{Lu}/u.test(word.text));
      const opening = titled ? heading : -1;
      const people = peopleNamed(sentence, definition).filter(
        (name) => opening < 0 || sentence.text.indexOf(name) > opening,
      );
      return nameAfterAddressee(sentence) ?? inAskingClause(sentence, definition, people)[0];
    }
    case "text":
      return messageOf(sentence, definition);
    case "search": {
      const search = leftoverWords(sentence);
      return search.length > 0 ? search : undefined;
    }
    case "statuses": {
      const found = STATUS_CUES.flatMap(({ status, cues }) => {
        const at = findCue(cues, folded)?.at;
        return at === undefined ? [] : [{ status, at }];
      });
      // "apps that aren't approved yet", "les applis pas encore approuvées": every status but the one denied.
      const denied = found.length === 1 && deniedAt(folded, (found[0] as { at: number }).at);
      const statuses = denied
        ? STATUSES.filter((status) => status !== found[0]?.status)
        : found.map(({ status }) => status);
      return statuses.length > 0 ? statuses.join(",") : undefined;
    }
    case "date": {
      // A date in the sentence that names the command wins ("new hires start Monday. apps added since the 1st?"),
      // then one said with its bound or its listing's word ("another Friday … in October").
      const fitting = entities.dates.filter((date) => date.field === means.field && date.bound === means.bound);
      const { clauses, words, takenBy } = sentence;
      const named = words.findIndex((_, at) => takenBy[at]?.includes(definition.name));
      const home = named < 0 ? undefined : clauses.sentenceOf[named];
      const inHome = (date: DateEntity) =>
        home === undefined || clauses.sentenceOf[words.findIndex((word) => word.end > date.start)] === home;
      const rank = (date: DateEntity) => (inHome(date) ? 2 : 0) + (date.anchored ? 1 : 0);
      // Once the command's sentence gives a date, another sentence's gives no bound of its own.
      if (entities.dates.some(inHome) && !fitting.some(inHome)) return undefined;
      return fitting.reduce<DateEntity | undefined>(
        (best, date) => (!best || rank(date) > rank(best) ? date : best),
        undefined,
      )?.day;
    }
    case "count": {
      const cues = cuesOf(means.cue);
      // A number inside a date is no count: "the last 7 days" is a date, not seven entries.
      const dated = (word: Word) => entities.dates.some((date) => word.start >= date.start && word.end <= date.end);
      const undated = folded.map((word, index) => (dated(sentence.words[index] as Word) ? "" : word));
      if (means.next && findCue(cuesOf(means.next), folded)) return NEXT_PAGE;
      // "the 2nd page" before "page 2": an ordinal said before its word is that count.
      if (means.side === "after") return ordinalBefore(undated, cues) ?? numberAfter(undated, cues);
      if (means.side === "before") return numberBefore(undated, cues);
      return numberNear(undated, cues);
    }
    case "switch": {
      // "pas besoin de suivre", "don't follow it": a switch said to be off is not set.
      const found = findCue(cuesOf(means.cue), folded);
      if (!found) return undefined;
      const { clauses } = sentence;
      return polarityAt(found.at, sentence.words, clauses, entities.quoted, COMMAND_CUE_WORDS) === "negated"
        ? undefined
        : true;
    }
    case "toggle": {
      // A toggle said in a clause that does not ask for it ("si un jour on réactive wa_x, …") is not set;
      // a phrase is asked for by where it begins ("ne doit plus être restreint" holds its own negation).
      const { clauses } = sentence;
      const askedAt = (at: number) =>
        polarityAt(at, sentence.words, clauses, entities.quoted, COMMAND_CUE_WORDS) === "asked";
      return toggleOf(folded, cuesOf(means.on), cuesOf(means.off), askedAt);
    }
    case "clear":
      return findCue(cuesOf(means.cue), folded) ? "none" : undefined;
    case "new-name":
      return renamedTo(sentence);
    case "description": {
      if (!findCue(ABOUT, folded)) return undefined;
      const colon = sentence.text.indexOf(":");
      return entities.quoted[0]?.text ?? (colon >= 0 ? sentence.text.slice(colon + 1).trim() || undefined : undefined);
    }
    case "command": {
      // The command the entries are about: another command's strong cue (a weak one, such as "show", names none), or its name ("merges").
      const cued = sentence.strongBy
        .flat()
        .find((name) => name !== undefined && name !== definition.name && name !== "help");
      // The log holds changes only: a read named ("who changed the admin list?" names `admins`) is the change of its name's stem (`admin`).
      const writing = (named: CommandDefinition | undefined) =>
        named?.writes
          ? named
          : registry
              .list()
              .find(
                (other) =>
                  other.writes &&
                  named &&
                  stem(other.name.split(" ")[0] ?? "") === stem(named.name.split(" ")[0] ?? ""),
              );
      const named =
        writing(cued ? registry.get(cued) : undefined) ??
        registry
          .list()
          .find(
            (other) =>
              other.name !== definition.name &&
              other.writes &&
              folded.some(
                (word) =>
                  stem(word) === stem(other.name.split(" ")[0] ?? "") ||
                  stem(word.split("-")[0] ?? "") === stem(other.name.split(" ")[0] ?? ""),
              ),
          );
      // Else the commands that take the record a uid names ("who changed wa_vpn?" is about `service`).
      const recordKinds = new Set(sentence.entities.ids.map((id) => id.kind));
      const ofRecord = registry
        .list()
        .find(
          (other) =>
            other.name !== definition.name &&
            other.syntax.positionals.some((spec) => spec.means?.kind === "record" && recordKinds.has(spec.means.of)),
        );
      // Else a change named by a word of its own ("les trois dernières fusions", "liaisons"), inside the log's words too.
      const ownWord = registry.list().find(
        (other) =>
          other.writes &&
          other.name !== definition.name &&
          folded.some((word) => {
            const own = ownWordsOf(other.name);
            return own.has(word) || (word.endsWith("s") && own.has(word.slice(0, -1)));
          }),
      );
      return (named ?? ofRecord ?? ownWord)?.name.split(" ")[0];
    }
  }
}

/** `true` or `false` by the longest phrase of either that the sentence holds ("no longer restricted" over "restricted"). */
function toggleOf(
  folded: readonly string[],
  on: readonly Cue[],
  off: readonly Cue[],
  askedAt: (at: number) => boolean,
): "true" | "false" | undefined {
  let best: { length: number; value: "true" | "false" } | undefined;
  for (const [cues, value] of [
    [off, "false"],
    [on, "true"],
  ] as const) {
    for (let at = 0; at < folded.length; at += 1)
      for (const cue of cues) {
        const length = cueAt(cue, folded, at);
        if (length > 0 && (!best || length > best.length) && askedAt(at)) best = { length, value };
      }
  }
  return best?.value;
}

/** A word without the endings of its language's plurals and verbs (`words.grammar.endings`): "merges" → "merg", "merge" → "merg". */
function stem(word: string): string {
  const ending = ENDINGS.find((end) => word.endsWith(end) && word.length > end.length + 2);
  return ending ? word.slice(0, word.length - ending.length) : word;
}

/** The number right after one of these phrases ("page 2"). */
function numberAfter(folded: readonly string[], before: readonly Cue[]): string | undefined {
  for (let at = 0; at < folded.length; at += 1)
    for (const cue of before) {
      const length = cueAt(cue, folded, at);
      const number = countOf(folded[at + length]);
      if (length > 0 && number !== undefined) return number;
    }
  return undefined;
}

/** The ordinal right before one of these words ("2nd page", "3e page", "the second page"), as a count. */
function ordinalBefore(folded: readonly string[], cues: readonly Cue[]): string | undefined {
  const found = findCue(cues, folded);
  const word = found ? folded[found.at - 1] : undefined;
  const numbered = word === undefined ? null : NUMBERED.exec(word);
  if (numbered) return ORDINAL_ENDINGS.has(numbered[2] as string) ? numbered[1] : undefined;
  return word === undefined ? undefined : ORDINAL_WORDS.get(word);
}

/** Ordinals in words ("second", "deuxième"), each with the count it says. */
const ORDINAL_WORDS = new Map(
  Object.keys(catalogues.en)
    .filter((key) => key.startsWith("words.vocab.ordinal."))
    .flatMap((key) => [...wordSetOf(key)].map((word) => [word, key.slice("words.vocab.ordinal.".length)] as const)),
);

/** Words that count from two up ("three", "dix"): "a" and "un" count nothing here ("show me an audit"). */
/** The words that bound a time ("before", "avant", "since"): opening a sentence, they name nobody. */
const TIME_BOUND_WORDS = new Set(
  ["before", "after", "since", "until"].flatMap((bound) => [...wordSetOf(`words.vocab.${bound}`)]),
);
/** The names of days and months ("Monday", "octobre"): capitalised, they are still nobody's name. */
const DAY_AND_MONTH_WORDS = new Set(
  Object.keys(catalogues.en)
    .filter((key) => key.startsWith("words.vocab.date.month.") || key.startsWith("words.vocab.date.weekday."))
    .flatMap((key) => [...wordSetOf(key)]),
);
const COUNT_WORDS = new Map(
  Object.keys(catalogues.en)
    .filter((key) => key.startsWith("words.vocab.number.") && Number(key.slice("words.vocab.number.".length)) >= 2)
    .flatMap((key) => [...wordSetOf(key)].map((word) => [word, key.slice("words.vocab.number.".length)] as const)),
);
const ORDINAL_ENDINGS = wordSetOf("words.vocab.date.ordinal");
const NUMBERED = /^(\d{1,4})(\p{L}{0,3})$/u;

/** The count a word says: "25", "2nd", "2e", "three", "dix"; else undefined. */
function countOf(word: string | undefined): string | undefined {
  if (word === undefined) return undefined;
  const numbered = NUMBERED.exec(word);
  if (numbered) return numbered[2] === "" || ORDINAL_ENDINGS.has(numbered[2] as string) ? numbered[1] : undefined;
  return COUNT_WORDS.get(word);
}

/** The number right before a phrase ("50 per page", "25 par page"). */
function numberBefore(folded: readonly string[], phrase: ReturnType<typeof cuesOf>): string | undefined {
  const found = findCue(phrase, folded);
  // "25 per page", "septante applis par page": the number, or the number before the thing counted;
  // else the number the phrase leads to ("par paquets de 25", "in batches of 20").
  return found
    ? (countOf(folded[found.at - 1]) ??
        countOf(folded[found.at - 2]) ??
        (LEADS_TO.has(folded[found.at + found.length - 1] ?? "")
          ? countOf(folded[found.at + found.length])
          : undefined))
    : undefined;
}

/** A number beside one of these words ("last 5", "5 derniers"). */
export function numberNear(folded: readonly string[], cues: readonly Cue[]): string | undefined {
  const near = new Set(cues.flatMap((cue) => (cue.words.length === 1 ? cue.words : [])));
  for (let index = 0; index < folded.length; index += 1) {
    const count = countOf(folded[index]);
    if (count === undefined) continue;
    // "last 5", "5 derniers", "the ten most recent".
    if ([-2, -1, 1, 2].some((step) => near.has(folded[index + step] ?? ""))) return count;
  }
  return undefined;
}

/**
 * Merge X into Y: Y is kept (the target), X merged into it; "X is a duplicate of Y" the same; a
 * user said to be kept ("u_radia is the one we keep") is the target; otherwise the first named is.
 */
function mergeOrder<T extends { start: number; end: number }>(
  users: T[],
  sentence: Sentence,
): [T | undefined, T | undefined] {
  const [first, second] = users;
  if (!first || !second) return [first, second];
  const wordsAround = (from: number, to: number) =>
    sentence.words.filter((word) => word.start >= from && word.end <= to).map((word) => word.folded);
  const kept = users.find((user) => {
    const after = sentence.words
      .filter((word) => word.start >= user.end)
      .slice(0, 4)
      .map((word) => word.folded);
    return findCue(KEEP, after) !== undefined;
  });
  if (kept) return [kept, users.find((user) => user !== kept)];
  // "u_x into u_y", "u_x → u_y": the second is kept.
  const between = sentence.text.slice(first.end, second.start);
  const arrow = ARROWS.some((sign) => between.includes(sign));
  return arrow || findCue(INTO_PHRASES, wordsAround(first.end, second.start)) ? [second, first] : [first, second];
}

/** The words left once cues, ids and common words are taken out: an inbox's name ("the IT support inbox"). */
function leftoverWords(sentence: Sentence): string[] {
  // A common word written in capitals is a name ("IT Support").
  const named = (word: { text: string }) => /^\p{Lu}{2,}$/u.test(word.text);
  const left = (word: Word, index: number) =>
    sentence.takenBy[index] === undefined &&
    (named(word) || (!STOP.has(word.folded) && !FILLER.has(word.folded))) &&
    /\p{L}/u.test(word.folded) &&
    !sentence.entities.dates.some((date) => word.start >= date.start && word.end <= date.end);
  const every = sentence.words.flatMap((word, index) => (left(word, index) ? [index] : []));
  // Beside the word a search names its thing with, the words next to it in its clause ("is there a way to see
  // the HR inbox? I'm new…" searches "HR"): after it when a determiner opens it ("la boîte d'équipe RH"),
  // else before it; the other side when that one has none; every word left when neither has.
  const near = sentence.folded.findIndex((word) => SEARCH_WORDS.has(word));
  const side = (step: 1 | -1) => {
    const found: number[] = [];
    for (let index = near + step; index >= 0 && index < sentence.words.length; index += step) {
      if (sentence.clauses.of[index] !== sentence.clauses.of[near]) break;
      if (!every.includes(index)) {
        if (found.length > 0) break;
        continue;
      }
      found.push(index);
      if (found.length >= SEARCH_REACH) break;
    }
    return step === 1 ? found : found.reverse();
  };
  const afterFirst = near <= 0 || DETERMINER_WORDS.has(sentence.folded[near - 1] ?? "");
  const chosen =
    near < 0
      ? every
      : ((afterFirst ? [side(1), side(-1)] : [side(-1), side(1)]).find((words) => words.length > 0) ?? every);
  return chosen.map((index) => (sentence.words[index] as Word).text);
}

/** The new name a service is given: quoted, or the words after "to" / "en". */
function renamedTo(sentence: Sentence): string | undefined {
  const cue = findCue(RENAME, sentence.folded);
  if (!cue) return undefined;
  if (sentence.entities.quoted[0]) return sentence.entities.quoted[0].text;
  // "rename wa_x to Y", "renomme-le en Y": after the word that gives the name; "call it Y": the cue's own.
  const asAt = sentence.folded.findIndex((word, index) => index >= cue.at && NAME_AS.has(word));
  const last = cue.at + cue.length - 1;
  const from = asAt >= 0 ? asAt : NAME_AS.has(sentence.folded[last] ?? "") || cue.length > 1 ? last : -1;
  const start = sentence.words[from + 1]?.start;
  if (from < 0 || start === undefined) return undefined;
  // The name ends with its clause ("rename it to Laptop request, and Alan should…"), and "from now on" is no part of it.
  const clause = sentence.clauses.of[from + 1];
  let end = from + 1;
  while (sentence.clauses.of[end + 1] === clause) end += 1;
  const ending = sentence.folded.findIndex(
    (_, at) => at > from + 1 && at <= end && longestCueAt(FROM_NOW_ON, sentence.folded, at) > 0,
  );
  const lastWord = sentence.words[ending > 0 ? ending - 1 : end] as Word;
  return sentence.text.slice(start, lastWord.end).trim() || undefined;
}

/**
 * The approvers: mentions, user uids, and names as people write them (capitalised words together,
 * "Ada Lovelace and Grace Hopper", "Ada, Grace et Alan"); each resolved later through the directory
 * as `--approvers "Ada Lovelace"` is. None found: the question back asks who.
 */
function approversOf(sentence: Sentence): string | undefined {
  const people = peopleNamed(sentence);
  return people.length > 0 ? people.join(",") : undefined;
}

/** The people a sentence names outside its message, in order: mentions, user uids, and names as written. */
function peopleNamed(sentence: Sentence, definition?: CommandDefinition): string[] {
  // "wa_laptop: assign it to Grace": a command that posts no text has no message to skip.
  const takesText =
    definition === undefined ||
    [...definition.syntax.positionals, ...definition.syntax.flags].some((spec) => spec.means?.kind === "text");
  const message = takesText ? messageSpan(sentence) : undefined;
  const outsideMessage = (start: number) => !message || start < message.start;
  const found: Array<{ start: number; value: string }> = [];
  for (const mention of sentence.entities.mentions)
    if (outsideMessage(mention.start)) found.push({ start: mention.start, value: mention.text });
  for (const id of sentence.entities.ids)
    if (id.kind === "user" && outsideMessage(id.start)) found.push({ start: id.start, value: id.id });
  // A name is taken as written, from its first word to its last: "Amadou N'Diaye", "Hélène D’Arcy".
  let name: { start: number; end: number } | undefined;
  const flush = () => {
    // "Ada's approval": the name without its possessive. "Alan's asking", "Alan demande": who asks, not whom it is about.
    const asks = name && findCue(ASKER, sentence.folded, wordAfter(name.end))?.at === wordAfter(name.end);
    if (name && !asks)
      found.push({ start: name.start, value: sentence.text.slice(name.start, name.end).replace(/['’]s$/u, "") });
    name = undefined;
  };
  const wordAfter = (end: number) => sentence.words.findIndex((word) => word.start >= end);
  const { words } = sentence;
  const capital = (index: number) => /^\p{Lu}[\p{L}'’-]*$/u.test(words[index]?.text ?? "");
  // "Before the holidays, …", "Two tweaks on wa_laptop": a word of when or how many that opens a sentence is no name.
  const opensSentence = (index: number) =>
    index === 0 || sentence.clauses.sentenceOf[index - 1] !== sentence.clauses.sentenceOf[index];
  const nameWord = (index: number, word: Word) =>
    capital(index) &&
    !(opensSentence(index) && (TIME_BOUND_WORDS.has(word.folded) || COUNT_WORDS.has(word.folded))) &&
    // "I'll try one on Monday": a day or a month is nobody.
    !DAY_AND_MONTH_WORDS.has(word.folded) &&
    !word.pronounJoined &&
    outsideMessage(word.start) &&
    // A word a cue's `*` stood for ("make Margaret an admin") may be a name; a cue's own word is not.
    (sentence.takenBy[index] === undefined || !COMMAND_CUE_WORDS.has(word.folded)) &&
    !sentence.entities.tickets.some((ticket) => ticket.start === word.start) &&
    !isCommonWord(word.folded);
  words.forEach((word, index) => {
    const next = words[index + 1];
    // A particle in capitals inside a name ("François Le Gall"), or an elision that begins one ("D’Arcy"), is
    // part of it; any other common word ("Ask Ada") is not.
    const particle =
      STOP.has(word.folded) &&
      next !== undefined &&
      nameWord(index + 1, next) &&
      !STOP.has(next.folded) &&
      (name !== undefined || word.end === next.start);
    // An elision names nobody alone ("C'est pour l'auditrice"); it begins a name only before one ("D’Arcy").
    const elided = word.folded.endsWith("'");
    // "Text: Needed before Monday's close": a label before its colon names nobody.
    const label =
      LABELS.has(word.folded) &&
      sentence.text
        .slice(word.end, word.end + 2)
        .trimStart()
        .startsWith(":");
    const joinsName = elided && next !== undefined && word.end === next.start && nameWord(index + 1, next);
    const isName = !label && nameWord(index, word) && ((!STOP.has(word.folded) && !elided) || particle || joinsName);
    // A comma (or anything but space) between two names parts them: "Margaret Hamilton, Dennis Ritchie".
    if (isName && name && sentence.text.slice(name.end, word.start).trim() !== "") flush();
    if (isName) name = { start: name?.start ?? word.start, end: word.end };
    else flush();
  });
  flush();
  // A capital that opens a sentence ("Demandez l'approbation … à u_radia") names nobody when others are named by uid or mention.
  const exact = found.some((entry) => !/^\p{Lu}/u.test(entry.value) || entry.value.startsWith("@"));
  if (exact)
    for (let at = found.length - 1; at >= 0; at -= 1) {
      const entry = found[at] as { start: number; value: string };
      const index = words.findIndex((word) => word.start === entry.start);
      const opens =
        index === 0 || (index > 0 && sentence.clauses.sentenceOf[index - 1] !== sentence.clauses.sentenceOf[index]);
      // "Ada and u_grace", "Grace, u_alan": a list of people goes on after it.
      const next = words[index + 1];
      const listed =
        next !== undefined &&
        (AND.has(next.folded) || sentence.text.slice(words[index]?.end, next.start).includes(","));
      if (opens && !listed && /^\p{Lu}/u.test(entry.value)) found.splice(at, 1);
    }
  if (found.length === 0) found.push(...namesInLowerCase(sentence, outsideMessage));
  found.sort((a, b) => a.start - b.start);
  return [...new Set(found.map((entry) => entry.value))];
}

/**
 * Of the people named, those in the clause where the command's own words stand ("Grace and Alan are
 * fine, but please make Tim a bot admin too"): the others are talked about. All of them when that
 * clause names nobody.
 */
function inAskingClause(
  sentence: Sentence,
  definition: CommandDefinition,
  people: readonly string[],
): readonly string[] {
  const { words } = sentence;
  // A name right after a record's word names the record ("responsable du service Onboarding"), nobody.
  const namesRecord = (name: string) => {
    const index = words.findIndex((word) => word.start >= sentence.text.indexOf(name));
    return RECORD_WORDS.has(sentence.folded[index - 1] ?? "");
  };
  const asking = people.filter(
    (name) => inCueClause(sentence, definition, sentence.text.indexOf(name)) && !namesRecord(name),
  );
  return asking.length > 0 ? asking : people;
}

/** Whether the word starting at `start` stands in a clause where one of the command's own words does. */
function inCueClause(sentence: Sentence, definition: CommandDefinition, start: number): boolean {
  const { words, clauses, takenBy } = sentence;
  const at = words.findIndex((word) => word.start >= start);
  return words.some((_, index) => takenBy[index]?.includes(definition.name) && clauses.of[index] === clauses.of[at]);
}

/**
 * Names written in lower case, when the sentence names nobody otherwise ("approval from barbara,
 * dennis", "revoke admin from dennis", "audit d'alan"): the words after a word a name follows
 * (`words.vocab.person_before`) that no vocabulary, cue or stop list knows, joined by commas or
 * "and"; else the word a cue's `*` stood for ("make ken admin"). Like every name read from words, each is found in the directory before anything is
 * proposed, and asked about when nobody has it.
 */
function namesInLowerCase(
  sentence: Sentence,
  outsideMessage: (start: number) => boolean,
): Array<{ start: number; value: string }> {
  const { words, folded, text } = sentence;
  const unknownWord = (index: number) => {
    const word = words[index];
    return (
      word !== undefined &&
      /^\p{Ll}[\p{Ll}'’-]+$/u.test(word.text) &&
      // An elision ("m'", "l'") is no name.
      !/['’]$/u.test(word.text) &&
      // "as to display the ten most recent…": a word a determiner follows is a verb with its object, not a name.
      !objectFollows(sentence, index) &&
      outsideMessage(word.start) &&
      !COMMAND_CUE_WORDS.has(word.folded) &&
      // A cue word in the plural or with a slip ("des fusions", "fusoins") is what is asked about, not a name.
      !COMMAND_CUE_WORDS.has(sentence.folded[index] ?? "") &&
      !COMMAND_CUE_WORDS.has(word.folded.replace(/s$/u, "")) &&
      !VOCABULARY_WORDS.has(word.folded) &&
      !isCommonWord(word.folded) &&
      !sentence.entities.tickets.some((ticket) => ticket.start <= word.start && word.end <= ticket.end)
    );
  };
  const names: Array<{ start: number; value: string }> = [];
  for (let at = 0; at < words.length; at += 1) {
    const length = longestCueAt(PERSON_BEFORE(sentence.language), folded, at);
    if (length === 0) continue;
    let index = at + length;
    // "as to display the ten most recent…": a word a determiner follows is a verb with its object, not a name.
    while (unknownWord(index)) {
      const word = words[index] as Word;
      names.push({ start: word.start, value: word.text });
      const next = words[index + 1];
      const between = next ? text.slice(word.end, next.start).trim() : "";
      // "barbara, dennis", "ada and grace": the list goes on.
      if (between === "," || (between === "" && AND.has(next?.folded ?? ""))) index += between === "" ? 2 : 1;
      else break;
    }
    if (names.length > 0) return names;
  }
  // "make ken admin": the word a cue's `*` stood for (a word a cue took that is no cue's word).
  const stoodFor = words.findIndex((_, index) => sentence.takenBy[index] !== undefined && unknownWord(index));
  const word = words[stoodFor];
  return word ? [{ start: word.start, value: word.text }] : [];
}

/** How long a heading before a colon may be ("Revue IAM :"). */
const HEADING_LENGTH = 40;

/** Signs that point from one user to the other they go into. */
const ARROWS = ["→", "->", "=>", "⇒", "➡"];

/** A uid of no known kind whose prefix is a word of `cue` ("sla_p1_4h" for the SLA, "cat_network" for the category). */
function idNamedBy(sentence: Sentence, cue: WordsKey): Entities["ids"][number] | undefined {
  const words = new Set(cuesOf(cue).flatMap((each) => (each.words.length === 1 ? each.words : [])));
  return sentence.entities.ids.find((id) => id.kind === "other" && words.has(id.id.split("_")[0]?.toLowerCase() ?? ""));
}

/** How many words from its cue a uid said beside it may stand ("set the SLA of wa_vpn to sla_48h"). */
const ID_REACH = 4;

/** The uid of no known kind said beside words of `cue`, after them or just before them. */
function idSaidBeside(sentence: Sentence, cue: WordsKey): Entities["ids"][number] | undefined {
  const said = findCue(cuesOf(cue), sentence.folded);
  if (!said) return undefined;
  const { words } = sentence;
  const from = words[Math.max(0, said.at - 1)]?.start ?? 0;
  const to = words[Math.min(words.length - 1, said.at + said.length + ID_REACH)]?.end ?? Number.MAX_SAFE_INTEGER;
  return sentence.entities.ids.find((id) => id.kind === "other" && id.start >= from && id.end <= to);
}

/** Whether words that deny a status stand just before the word at `at` ("aren't approved", "pas encore approuvées"). */
function deniedAt(folded: readonly string[], at: number): boolean {
  return [1, 2].some((back) => at - back >= 0 && STATUS_NOT.some((cue) => cueAt(cue, folded, at - back) === back));
}

/**
 * The name said after "to"/"à" ("… to grace", "à Ada Lovelace"): capitalised words together, or one
 * word in lower case that no vocabulary or cue knows; a mention or uid there is taken elsewhere.
 */
function nameAfterAddressee(sentence: Sentence): string | undefined {
  const { words, text } = sentence;
  const addressedTo = ADDRESSED_TO_IN(sentence.language);
  const quoted = (word: Word) =>
    sentence.entities.quoted.some((quote) => word.start >= quote.start && word.end <= quote.end);
  for (let at = 0; at + 1 < words.length; at += 1) {
    if (!addressedTo.has(words[at]?.folded ?? "")) continue;
    // "from Mr. Ken Thompson": the name after the title.
    if (HONORIFICS.has(words[at + 1]?.folded ?? "") && at + 2 < words.length) at += 1;
    const next = words[at + 1] as Word;
    if (quoted(next)) continue;
    if (sentence.takenBy[at + 1] !== undefined || COMMAND_CUE_WORDS.has(next.folded) || isCommonWord(next.folded))
      continue;
    if (/^\p{Lu}\p{Ll}/u.test(next.text)) {
      let last = at + 1;
      while (
        /^\p{Lu}\p{Ll}/u.test(words[last + 1]?.text ?? "") &&
        text.slice(words[last]?.end, words[last + 1]?.start).trim() === ""
      )
        last += 1;
      return text.slice(next.start, (words[last] as Word).end);
    }
    if (
      /^\p{Ll}[\p{Ll}'’-]+$/u.test(next.text) &&
      !VOCABULARY_WORDS.has(next.folded) &&
      !STOP.has(next.folded) &&
      !objectFollows(sentence, at + 1)
    )
      return next.text;
  }
  return undefined;
}

/** Whether a determiner follows the word at `index` with nothing but a space between ("display the ten…"): its object. */
function objectFollows(sentence: Sentence, index: number): boolean {
  const word = sentence.words[index];
  const next = sentence.words[index + 1];
  return (
    word !== undefined &&
    next !== undefined &&
    sentence.text.slice(word.end, next.start).trim() === "" &&
    DETERMINER_WORDS.has(next.folded)
  );
}

/** Where the first words a command's cue took stand, as a ticket would ("comment" in "comment checking with facilities"). */
function commandWords(sentence: Sentence): { start: number; end: number } | undefined {
  const first = sentence.takenBy.findIndex((taken) => taken !== undefined);
  if (first < 0) return undefined;
  const owners = sentence.takenBy[first] ?? [];
  let last = first;
  while (sentence.takenBy[last + 1]?.some((name) => owners.includes(name))) last += 1;
  const start = sentence.words[first] as Word;
  return { start: start.start, end: (sentence.words[last] as Word).end };
}

/** Words that start a sentence with a capital but name nobody. */
const COMMON = wordSetOf("words.vocab.connectors");
/** The one-word phrases that suppose, ask or request ("si", "maybe", "should", "peux-tu"): a sentence may open with one, capitalised. */
const POLARITY_WORDS = new Set([
  ...wordSetOf("words.polarity.supposed"),
  ...wordSetOf("words.polarity.question"),
  ...wordSetOf("words.polarity.request"),
]);
function isCommonWord(folded: string): boolean {
  return COMMON.has(folded) || AND.has(folded) || POLARITY_WORDS.has(folded) || findCue(FOLLOW, [folded]) !== undefined;
}

/** Where the message of a comment or an approval stands in the sentence, and what it says. */
function messageSpan(sentence: Sentence, definition?: CommandDefinition): { start: number; text: string } | undefined {
  const { text, entities, words } = sentence;
  // The ticket named in these words, or, for words about the ticket named before ("… and comment checking
  // with facilities"), the command's own words: the message follows them.
  const ticket = entities.tickets[0] ?? (sentence.ticketBefore ? commandWords(sentence) : undefined);
  // A quote that ends what they wrote is the message ("… with the note “replacement badge”").
  const last = entities.quoted.at(-1);
  if (last && last.start > (ticket?.end ?? 0) && trimmed(text.slice(last.end), " \t\n.!?") === "") {
    const before = words.filter((word) => word.end <= last.start).map((word) => word.folded);
    // Introduced by a word that says so ("saying", "with the note"), or by the command's own word (`comment "…"`).
    const lastBefore = words.findLastIndex((word) => word.end <= last.start);
    const introduced =
      CONNECTORS.some(
        (cue) =>
          before.length >= cue.words.length &&
          cueAt(cue, before, before.length - cue.words.length) === cue.words.length,
      ) ||
      (lastBefore >= 0 &&
        (sentence.takenBy[lastBefore] !== undefined ||
          // "REQ-43: comment '…'": the command's own word after the label (no cue is read after a label).
          (definition !== undefined && ownWordsOf(definition.name).has(sentence.words[lastBefore]?.folded ?? ""))));
    if (introduced) return { start: last.start, text: last.text };
  }
  // A colon or an arrow introduces the message ("REQ-42: it works", "commentaire -> Cause racine : …").
  const colon = messageMarkIn(text.slice(ticket?.end ?? 0), leadsMessage);
  if (colon) {
    const span = spanFrom(sentence, (ticket?.end ?? 0) + colon.index + colon.length);
    if (span) return span;
  }
  if (ticket) {
    // After the ticket, less the words that join it to the message ("that", "que", "saying").
    let from = words.findIndex((word) => word.start >= ticket.end);
    const folded = words.map((word) => word.folded);
    let start = ticket.end;
    for (;;) {
      const connector = from < 0 ? undefined : findCue(CONNECTORS, folded, from);
      // Who it is sent to ("to Ada Lovelace", "à Grace et Alan") and the command's own words ("for approval") are not the message.
      const skipped =
        connector?.at === from
          ? connector.length
          : from >= 0
            ? addresseeLength(sentence, from) || cueLength(sentence, from)
            : 0;
      if (skipped === 0) break;
      from += skipped;
      start = words[from - 1]?.end ?? start;
    }
    const span = spanFrom(sentence, start);
    if (span) return span;
  }
  // The message before the ticket, quoted ("add “it works” to REQ-42").
  const quoted = entities.quoted[0];
  return quoted ? { start: quoted.start, text: quoted.text } : undefined;
}

/** How many words from `at` name who a change is sent to: "to"/"à", then capitalised names joined by "and"/"et". */
function addresseeLength(sentence: Sentence, at: number): number {
  const { words } = sentence;
  if (!ADDRESSED_TO.has(words[at]?.folded ?? "")) return 0;
  let index = at + 1;
  // A name as written, or one word in lower case that no vocabulary or cue knows after a word of the
  // sentence's language ("from barbara pls"; a one-letter "a" is no English "à").
  const lowerCaseAllowed =
    ADDRESSED_TO_IN(sentence.language).has(words[at]?.folded ?? "") && (words[at]?.folded.length ?? 0) > 1;
  // A uid or a mention is someone as well ("à u_ada", "to @grace").
  const isPerson = (word: Word) =>
    sentence.entities.ids.some((id) => id.kind === "user" && id.start === word.start) ||
    sentence.entities.mentions.some((mention) => mention.start === word.start);
  const isName = (word: Word | undefined) =>
    word !== undefined &&
    sentence.takenBy[words.indexOf(word)] === undefined &&
    (isPerson(word) ||
      /^\p{Lu}/u.test(word.text) ||
      (lowerCaseAllowed &&
        /^\p{Ll}[\p{Ll}'’-]+$/u.test(word.text) &&
        !STOP.has(word.folded) &&
        !VOCABULARY_WORDS.has(word.folded) &&
        !COMMAND_CUE_WORDS.has(word.folded) &&
        !objectFollows(sentence, words.indexOf(word))));
  if (!isName(words[index])) return 0;
  while (isName(words[index]) || (AND.has(words[index]?.folded ?? "") && isName(words[index + 1]))) index += 1;
  return index - at;
}

/** How many words from `at` a command's cue took ("for approval" after the ticket is the request, not its message). */
function cueLength(sentence: Sentence, at: number): number {
  let index = at;
  const filler = (word: string | undefined) => word !== undefined && STOP.has(word);
  while (
    index < sentence.words.length &&
    (sentence.takenBy[index] !== undefined ||
      (filler(sentence.folded[index]) && sentence.takenBy[index + 1] !== undefined))
  )
    index += 1;
  // Only when the command's words end what was written ("for approval, budget ok" keeps its message), or a
  // word that joins them to the message follows ("REQ-45 - write that the badge is ready").
  const joined = findCue(THAT, sentence.folded, index)?.at === index;
  return index > at && (index === sentence.words.length || joined) ? index - at : 0;
}

/** The message from `start` to the end: as written, or without its quotes when it is one quoted whole. */
function spanFrom(sentence: Sentence, start: number): { start: number; text: string } | undefined {
  const rest = trimmed(sentence.text.slice(start), " \t\n,;:–—->→");
  if (!rest) return undefined;
  const at = sentence.text.indexOf(rest, start);
  // One quote, whatever stops the sentence after it ("« Réglé … » ?"), is the whole message.
  const whole = sentence.entities.quoted.find(
    (quote) => quote.start === at && trimmed(sentence.text.slice(quote.end, at + rest.length), " \t\n.!?") === "",
  );
  return { start: at, text: whole ? whole.text : rest };
}

/**
 * The one quote in a message's span whose other words only instruct (the command's words, its
 * switches, common words: "approval, « … », et mets-moi en suivi"), or undefined: "the user said 'it
 * works' yesterday" is a message that holds a quote.
 */
function onlyQuote(
  sentence: Sentence,
  span: { start: number; text: string },
  definition: CommandDefinition,
): string | undefined {
  const end = span.start + span.text.length;
  const inside = sentence.entities.quoted.filter((quote) => quote.start >= span.start && quote.end <= end);
  const quote = inside[0];
  if (inside.length !== 1 || !quote || wordsOf(quote.text).length < 2) return undefined;
  const switchWords = new Set(
    definition.syntax.flags.flatMap((flag) =>
      flag.means?.kind === "switch" ? cuesOf(flag.means.cue).flatMap((cue) => cue.words) : [],
    ),
  );
  const instructs = sentence.words.every(
    (word, index) =>
      word.end <= span.start ||
      word.start >= end ||
      (word.start >= quote.start && word.end <= quote.end) ||
      COMMAND_CUE_WORDS.has(sentence.folded[index] ?? "") ||
      switchWords.has(word.folded) ||
      STOP.has(word.folded) ||
      WISH_WORDS.has(word.folded),
  );
  return instructs ? trimmed(quote.text, " \t\n") || undefined : undefined;
}

/** The message a comment or an approval carries: the person's words without the instruction ("tell REQ-42 …"). */
/** The words that open a noun phrase in a language, or in every language when it is not known. */
const DETERMINERS_IN = languageKeyed(
  (locales) =>
    new Set(cuesOf("words.polarity.determiner", locales).flatMap((cue) => (cue.words.length === 1 ? cue.words : []))),
);

/** How many words into a message the command's own noun may stand and make it talk about one ("needs a comment from us"). */
const OWN_KIND_REACH = 4;

/**
 * Whether the words where a message would begin talk about one instead ("REQ-42 needs a comment from
 * us before noon", "REQ-45 mérite un petit commentaire"): the command's own word, as a noun after a
 * determiner, among their first words. The text is then still to be asked for.
 */
function namesItsOwnKind(sentence: Sentence, start: number, definition: CommandDefinition): boolean {
  const own = ownWordsOf(definition.name);
  // Only what follows a ticket ("REQ-42 needs a comment…"); words after the command's own ("add a comment saying…") are its message.
  if (sentence.entities.tickets.length === 0) return false;
  const first = sentence.words.findIndex((word) => word.start >= start);
  if (first < 0) return false;
  // The sentence's own language's ("a" is English's, French's "a répondu" has none).
  const determiners = DETERMINERS_IN(sentence.language);
  for (let at = first; at < Math.min(sentence.words.length, first + OWN_KIND_REACH); at += 1) {
    if (!own.has(sentence.folded[at] ?? "")) continue;
    // "… needs a comment saying it works", "… a comment: it works": what follows is the message.
    const word = sentence.words[at] as Word;
    const introduces =
      findCue(CONNECTORS, sentence.folded, at + 1)?.at === at + 1 ||
      [...LABEL_MARKS, "→"].some((mark) =>
        sentence.text
          .slice(word.end, word.end + 3)
          .trimStart()
          .startsWith(mark),
      );
    if (introduces) return false;
    if ([1, 2].some((back) => at - back >= first && determiners.has(sentence.folded[at - back] ?? ""))) return true;
  }
  return false;
}

/** The marks that set a label apart from what follows it ("comment: …", "commentaire — …"). */
const LABEL_MARKS = [":", "—", "–", "-"];

/** A message less the command's own word set apart before it as a label ("REQ-45: comment: badge ready"). */
function withoutOwnLabel(message: string, definition: CommandDefinition): string {
  const first = wordsOf(message)[0];
  if (!first || !ownWordsOf(definition.name).has(first.folded)) return message;
  const rest = message.slice(first.end).trimStart();
  const mark = LABEL_MARKS.find((sign) => rest.startsWith(sign));
  return mark ? rest.slice(mark.length).trimStart() : message;
}

function messageOf(sentence: Sentence, definition: CommandDefinition): string | undefined {
  const span = messageSpan(sentence, definition);
  if (!span || namesItsOwnKind(sentence, span.start, definition)) return undefined;
  // A message quoted whole is taken as written.
  const quotedWhole = sentence.text.slice(span.start, span.start + span.text.length) !== span.text;
  if (quotedWhole) return trimmed(span.text, " \t\n") || undefined;
  // "for approval, 'Rollback of the VPN change', and I want to follow it": the quote, among words that only instruct.
  const quote = onlyQuote(sentence, span, definition);
  if (quote !== undefined) return quote;
  let message = withoutOwnLabel(withoutInstructions(sentence, span, definition), definition);
  // The command's own switches are said, not written: "and follow it" is no part of an approval's reason.
  for (const flag of definition.syntax.flags)
    if (flag.means?.kind === "switch") message = withoutPhrases(message, cuesOf(flag.means.cue), "both");
  // Politeness ends a message ("…, merci d'avance"); it begins one only when it is all there is ("stp ?").
  const polite = withoutPhrases(message, POLITENESS, "end");
  // Only a request's politeness begins a message set apart from it ("s'il te plaît - …"); "merci, …" is the message's.
  const unpolite = withoutPhrases(polite, REQUEST, "start");
  // It begins one when it is all there is ("stp ?"), or set apart from it ("s'il te plaît - licence…").
  const apart = polite
    .slice(0, polite.length - unpolite.length)
    .trimEnd()
    .at(-1);
  const setApart = unpolite !== polite && apart !== undefined && ",;:!–—-".includes(apart);
  message = withoutPhrases(polite, POLITENESS, "start") === "" ? "" : setApart ? unpolite : polite;
  // What ended the request's own question ("… pour REQ-41 ? Il s'agit de …") does not begin the message.
  message = trimmed(message, " \t\n,;:–—-").replace(/^[?!.…]+\s*/u, "");
  // "Could you add to REQ-45 that the budget is approved?": the question mark is the request's.
  const before = sentence.words.filter((word) => word.end <= span.start).map((word) => word.folded);
  if (message.endsWith("?") && findCue(REQUEST, before)) message = trimmed(message.slice(0, -1), " \t\n");
  return message ? message : undefined;
}

/**
 * A message without the clauses at its end that speak to deskbot rather than to the ticket: "…,
 * log it in the ticket", "… add it as a comment 🙏", "… tu peux le noter stp" (a clause that refers to
 * the message and holds the command's strong cue or a request). A quoted message is taken whole.
 */
function withoutInstructions(
  sentence: Sentence,
  span: { start: number; text: string },
  definition: CommandDefinition,
): string {
  const { words, text } = sentence;
  const inside = words.map((word, index) => ({ word, index })).filter(({ word }) => word.start >= span.start);
  if (inside.length === 0 || text.slice(span.start, span.start + span.text.length) !== span.text) return span.text;
  const { clauses } = sentence;
  let end = text.length;
  for (let last = inside.length - 1; last >= 0; ) {
    const clause = clauses.of[inside[last]?.index as number];
    const members = inside.filter(({ index }) => clauses.of[index] === clause);
    const first = members[0];
    // It speaks of the message ("log it", "ajoute-le", "let them know") and asks or names the command.
    const switched = definition.syntax.flags.some(
      (flag) =>
        flag.means?.kind === "switch" &&
        members.some(
          ({ index }) => findCue(cuesOf((flag.means as { cue: WordsKey }).cue), sentence.folded, index)?.at === index,
        ),
    );
    const speaksToUs =
      switched ||
      (members.some(({ index }) => REFERS.has(sentence.folded[index] as string)) &&
        members.some(
          ({ index }) =>
            (sentence.strongBy[index] ?? []).some((name) => name === definition.name || name === "ticket") ||
            findCue(REQUEST, sentence.folded, index)?.at === index,
        ));
    if (!first || !speaksToUs || first.word.start <= span.start) break;
    end = first.word.start;
    last = inside.indexOf(first) - 1;
  }
  return trimmed(text.slice(span.start, end), " \t\n,;:–—-.");
}

/**
 * `message` without any of these phrases at its start or its end, as often as they stand there
 * ("merci d'avance 🙏"). Its words are read once, and the ends move inwards: linear in the message.
 */
function withoutPhrases(message: string, phrases: readonly Cue[], where: "start" | "end" | "both"): string {
  const words = wordsOf(message);
  const folded = words.map((word) => word.folded);
  let first = 0;
  let last = folded.length;
  for (let changed = true; changed; ) {
    changed = false;
    for (const cue of phrases) {
      const length = cue.words.length;
      if (last - first < length) continue;
      if (where !== "end" && cueAt(cue, folded.slice(first, first + length), 0) === length) {
        first += length;
        changed = true;
        break;
      }
      if (where !== "start" && cueAt(cue, folded.slice(last - length, last), 0) === length) {
        last -= length;
        changed = true;
        break;
      }
    }
  }
  const from = first === 0 ? 0 : (words[first]?.start ?? message.length);
  const to = last === folded.length ? message.length : (words[last]?.start ?? message.length);
  return trimmed(message.slice(from, Math.max(from, to)), " \t\n,;:!–—-");
}
