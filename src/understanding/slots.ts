// Fills a command's arguments from a sentence, by what each argument is (a ticket, an app's uid, a date bound…), and names what is missing.
import type { RawArgs } from "../core/arguments.ts";
import type { CommandDefinition } from "../core/command.ts";
import type { CommandRegistry } from "../core/registry.ts";
import { cueAt, cuesOf, findCue, wordSetOf } from "./cues.ts";
import type { Sentence } from "./sentence.ts";
import type { Word } from "./text.ts";
import { fold } from "./text.ts";

/** A command's arguments as far as the sentence gives them, and the first required one it does not. */
export interface Slots {
  raw: RawArgs;
  missing?: string;
}

const STATUSES = ["approved", "restricted", "discovered"] as const;
const STATUS_CUES = STATUSES.map((status) => ({ status, cues: cuesOf(`words.vocab.status.${status}`) }));
const FOLLOW = cuesOf("words.vocab.follow");
const CONNECTORS = cuesOf("words.vocab.connectors");
const STOP = wordSetOf("words.vocab.stop");
const LIMIT = wordSetOf("words.vocab.limit");
const PER_PAGE = cuesOf("words.vocab.per_page");
const RENAME = cuesOf("words.vocab.rename");
const ABOUT = cuesOf("words.vocab.about");
const NO = wordSetOf("words.vocab.no");
const NAME_AS = wordSetOf("words.vocab.name");
const AND = new Set(["and", "et", "&"]);
const KEEP = cuesOf("words.vocab.keep");
const INTO_PHRASES = cuesOf("words.vocab.into");
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

/** What a missing positional is, by its label, for the question back. */
const MISSING_BY_LABEL: Record<string, string> = {
  REQUEST: "ticket",
  "TEXT…": "text",
  SERVICE_UID: "service",
  APP_UID: "app",
  EQUIPMENT_UID: "equipment",
  USER: "user",
  CHAT_USER: "user",
  PLATFORM_USER_UID: "user",
  TARGET_USER_UID: "target",
  SOURCE_USER_UID: "source",
};

/** The id kind a positional takes, by its label. */
const ID_KIND_BY_LABEL: Record<string, string> = {
  SERVICE_UID: "service",
  APP_UID: "app",
  EQUIPMENT_UID: "equipment",
  PLATFORM_USER_UID: "user",
};

export function slotsOf(definition: CommandDefinition, sentence: Sentence, registry: CommandRegistry): Slots {
  const raw: RawArgs = {};
  const { entities } = sentence;
  let missing: string | undefined;
  const users = entities.ids.filter((id) => id.kind === "user");
  for (const spec of definition.syntax.positionals) {
    let value: string | string[] | undefined;
    if (spec.label === "REQUEST") value = entities.tickets[0]?.id;
    else if (ID_KIND_BY_LABEL[spec.label]) {
      const kind = ID_KIND_BY_LABEL[spec.label];
      value = (entities.ids.find((id) => id.kind === kind) ?? entities.ids.find((id) => id.kind === "other"))?.id;
    } else if (spec.label === "USER" || spec.label === "CHAT_USER") value = entities.mentions[0]?.text;
    else if (spec.label === "TARGET_USER_UID" || spec.label === "SOURCE_USER_UID") {
      const [target, source] = mergeOrder(users, sentence);
      value = (spec.label === "TARGET_USER_UID" ? target : source)?.id;
    } else if (spec.rest === "words" && spec.label === "SEARCH…") {
      const search = leftoverWords(sentence);
      value = search.length > 0 ? search : undefined;
    } else if (spec.rest === "text") value = messageOf(sentence, definition);
    if (value !== undefined) raw[spec.key] = value;
    else if (!spec.optional && missing === undefined) missing = MISSING_BY_LABEL[spec.label] ?? spec.key;
  }
  for (const spec of definition.syntax.flags) {
    const value = flagValue(spec.name, sentence, registry, definition);
    if (value !== undefined) raw[spec.key] = value;
    else if (!spec.optional && missing === undefined) missing = spec.name;
  }
  // A service update that changes nothing asks what to change: the new name when it was to be renamed.
  if (definition.name === "service update" && missing === undefined) {
    const changes = definition.syntax.flags.some((flag) => raw[flag.key] !== undefined);
    if (!changes) missing = findCue(RENAME, sentence.folded) ? "name" : "change";
  }
  return missing === undefined ? { raw } : { raw, missing };
}

/** An option's value from the sentence, by the option's name. */
function flagValue(
  name: string,
  sentence: Sentence,
  registry: CommandRegistry,
  definition: CommandDefinition,
): string | true | undefined {
  const { entities, folded } = sentence;
  const dateFlag = /^(created|updated)-(after|before)$/.exec(name);
  if (dateFlag) return entities.dates.find((date) => date.field === dateFlag[1] && date.bound === dateFlag[2])?.day;
  switch (name) {
    case "status": {
      const found = STATUS_CUES.filter(({ cues }) => findCue(cues, folded) !== undefined).map(({ status }) => status);
      return found.length > 0 ? found.join(",") : undefined;
    }
    case "page":
      return numberAfter(folded, new Set(["page"]));
    case "per-page":
      return numberBefore(folded, PER_PAGE);
    case "limit": {
      // "the last 7 days" is a date, not seven entries.
      const dated = (word: Word) => entities.dates.some((date) => word.start >= date.start && word.end <= date.end);
      return numberNear(
        folded.map((word, index) => (dated(sentence.words[index] as Word) ? "" : word)),
        LIMIT,
      );
    }
    case "approvers":
      return approversOf(sentence);
    case "follow":
      return findCue(FOLLOW, folded) ? true : undefined;
    case "force":
      return folded.includes("force") || folded.includes("forcer") ? true : undefined;
    case "user":
      return definition.name === "audit" ? entities.mentions[0]?.text : undefined;
    case "command": {
      // The command the entries are about: another command's strong cue (a weak one, such as "show", names none), or its name ("merges").
      const cued = sentence.strongBy
        .flat()
        .find((name) => name !== undefined && name !== definition.name && name !== "help");
      const named =
        (cued ? registry.get(cued) : undefined) ??
        registry
          .list()
          .find(
            (other) =>
              other.name !== definition.name &&
              folded.some((word) => stem(word) === stem(other.name.split(" ")[0] ?? "")),
          );
      return named?.name.split(" ")[0];
    }
    case "name":
      return definition.name === "service update" ? renamedTo(sentence) : undefined;
    case "restricted": {
      if (definition.name !== "service update") return undefined;
      if (folded.some((word) => word === "unrestrict" || word.startsWith("derestrein"))) return "false";
      const restricts = folded.some((word) => word.startsWith("restrict") || word.startsWith("restrein"));
      if (!restricts) return undefined;
      return folded.some((word) => NO.has(word)) ? "false" : "true";
    }
    case "about": {
      if (definition.name !== "service update") return undefined;
      if (!findCue(ABOUT, folded)) return undefined;
      const colon = sentence.text.indexOf(":");
      return entities.quoted[0]?.text ?? (colon >= 0 ? sentence.text.slice(colon + 1).trim() || undefined : undefined);
    }
    default:
      return undefined;
  }
}

/** A plural and its singular, an English and a French verb ending, read as one word ("merges" → "merge"). */
function stem(word: string): string {
  return word.replace(/(es|s|e|er|ed)$/u, "");
}

/** The number right after one of these words ("page 2"). */
function numberAfter(folded: readonly string[], before: Set<string>): string | undefined {
  const at = folded.findIndex((word, index) => before.has(word) && /^\d{1,4}$/.test(folded[index + 1] ?? ""));
  return at >= 0 ? folded[at + 1] : undefined;
}

/** The number right before a phrase ("50 per page", "25 par page"). */
function numberBefore(folded: readonly string[], phrase: ReturnType<typeof cuesOf>): string | undefined {
  const found = findCue(phrase, folded);
  const number = found ? folded[found.at - 1] : undefined;
  return number && /^\d{1,4}$/.test(number) ? number : undefined;
}

/** A number beside one of these words ("last 5", "5 derniers"). */
function numberNear(folded: readonly string[], near: Set<string>): string | undefined {
  for (let index = 0; index < folded.length; index += 1) {
    const word = folded[index] ?? "";
    if (!/^\d{1,4}$/.test(word)) continue;
    if (near.has(folded[index - 1] ?? "") || near.has(folded[index + 1] ?? "") || near.has(folded[index - 2] ?? ""))
      return word;
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
  return findCue(INTO_PHRASES, wordsAround(first.end, second.start)) ? [second, first] : [first, second];
}

/** The words left once cues, ids and common words are taken out: an inbox's name ("the IT support inbox"). */
function leftoverWords(sentence: Sentence): string[] {
  // A common word written in capitals is a name ("IT Support").
  const named = (word: { text: string }) => /^\p{Lu}{2,}$/u.test(word.text);
  return sentence.words
    .filter(
      (word, index) =>
        sentence.takenBy[index] === undefined &&
        (named(word) || (!STOP.has(word.folded) && !FILLER.has(word.folded))) &&
        /\p{L}/u.test(word.folded),
    )
    .filter((word) => !sentence.entities.dates.some((date) => word.start >= date.start && word.end <= date.end))
    .map((word) => word.text);
}

/** The new name a service is given: quoted, or the words after "to" / "en". */
function renamedTo(sentence: Sentence): string | undefined {
  if (!findCue(RENAME, sentence.folded)) return undefined;
  if (sentence.entities.quoted[0]) return sentence.entities.quoted[0].text;
  const renameAt = sentence.folded.findIndex((word) => word.startsWith("rename") || word.startsWith("renomm"));
  if (renameAt < 0) return undefined;
  const asAt = sentence.folded.findIndex((word, index) => index > renameAt && NAME_AS.has(word));
  const start = sentence.words[asAt + 1]?.start;
  return asAt >= 0 && start !== undefined ? sentence.text.slice(start).trim() || undefined : undefined;
}

/**
 * The approvers: mentions, user uids, and names as people write them (capitalised words together,
 * "Ada Lovelace and Grace Hopper", "Ada, Grace et Alan"); each resolved later through the directory
 * as `--approvers "Ada Lovelace"` is. None found: the question back asks who.
 */
function approversOf(sentence: Sentence): string | undefined {
  const message = messageSpan(sentence);
  const outsideMessage = (start: number) => !message || start < message.start;
  const found: Array<{ start: number; value: string }> = [];
  for (const mention of sentence.entities.mentions)
    if (outsideMessage(mention.start)) found.push({ start: mention.start, value: mention.text });
  for (const id of sentence.entities.ids)
    if (id.kind === "user" && outsideMessage(id.start)) found.push({ start: id.start, value: id.id });
  // A name is taken as written, from its first word to its last: "Amadou N'Diaye", "Hélène D’Arcy".
  let name: { start: number; end: number } | undefined;
  const flush = () => {
    if (name) found.push({ start: name.start, value: sentence.text.slice(name.start, name.end) });
    name = undefined;
  };
  const { words } = sentence;
  const capital = (index: number) => /^\p{Lu}[\p{L}'’-]*$/u.test(words[index]?.text ?? "");
  const nameWord = (index: number, word: Word) =>
    capital(index) &&
    outsideMessage(word.start) &&
    sentence.takenBy[index] === undefined &&
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
    const isName = nameWord(index, word) && (!STOP.has(word.folded) || particle);
    // A comma (or anything but space) between two names parts them: "Margaret Hamilton, Dennis Ritchie".
    if (isName && name && sentence.text.slice(name.end, word.start).trim() !== "") flush();
    if (isName) name = { start: name?.start ?? word.start, end: word.end };
    else flush();
  });
  flush();
  found.sort((a, b) => a.start - b.start);
  const values = [...new Set(found.map((entry) => entry.value))];
  return values.length > 0 ? values.join(",") : undefined;
}

/** Words that start a sentence with a capital but name nobody. */
const COMMON = wordSetOf("words.vocab.connectors");
function isCommonWord(folded: string): boolean {
  return COMMON.has(folded) || AND.has(folded) || findCue(FOLLOW, [folded]) !== undefined;
}

/** Where the message of a comment or an approval stands in the sentence, and what it says. */
function messageSpan(sentence: Sentence): { start: number; text: string } | undefined {
  const { text, entities, words } = sentence;
  const ticket = entities.tickets[0];
  // A quote that ends what they wrote is the message ("… with the note “replacement badge”").
  const last = entities.quoted.at(-1);
  if (last && last.start > (ticket?.end ?? 0) && trimmed(text.slice(last.end), " \t\n.!?") === "") {
    const before = words.filter((word) => word.end <= last.start).map((word) => word.folded);
    const introduced = CONNECTORS.some(
      (cue) =>
        before.length >= cue.words.length && cueAt(cue, before, before.length - cue.words.length) === cue.words.length,
    );
    if (introduced) return { start: last.start, text: last.text };
  }
  // A colon with a space after it introduces the message ("REQ-42: it works", "Message : …"); "8:55" does not.
  const colon = /\s?:\s/u.exec(text.slice(ticket?.end ?? 0));
  if (colon) {
    const span = spanFrom(sentence, (ticket?.end ?? 0) + colon.index + colon[0].length);
    if (span) return span;
  }
  if (ticket) {
    // After the ticket, less the words that join it to the message ("that", "que", "saying").
    let from = words.findIndex((word) => word.start >= ticket.end);
    const folded = words.map((word) => word.folded);
    let start = ticket.end;
    for (;;) {
      const connector = from < 0 ? undefined : findCue(CONNECTORS, folded, from);
      if (!connector || connector.at !== from) break;
      from += connector.length;
      start = words[from - 1]?.end ?? start;
    }
    const span = spanFrom(sentence, start);
    if (span) return span;
  }
  // The message before the ticket, quoted ("add “it works” to REQ-42").
  const quoted = entities.quoted[0];
  return quoted ? { start: quoted.start, text: quoted.text } : undefined;
}

/** The message from `start` to the end: as written, or without its quotes when it is one quoted whole. */
function spanFrom(sentence: Sentence, start: number): { start: number; text: string } | undefined {
  const rest = trimmed(sentence.text.slice(start), " \t\n,;:–—-");
  if (!rest) return undefined;
  const at = sentence.text.indexOf(rest, start);
  const whole = sentence.entities.quoted.find((quote) => quote.start === at && quote.end === at + rest.length);
  return { start: at, text: whole ? whole.text : rest };
}

/** The message a comment or an approval carries: the person's words without the instruction ("tell REQ-42 …"). */
function messageOf(sentence: Sentence, definition: CommandDefinition): string | undefined {
  const span = messageSpan(sentence);
  let message = span?.text;
  if (message && definition.name === "approval") message = withoutFollow(message);
  message = message === undefined ? undefined : trimmed(message, " \t\n,;:–—-");
  return message ? message : undefined;
}

/** An approval's message without "and follow it" at its end or start. */
function withoutFollow(message: string): string {
  const folded = fold(message);
  for (const cue of FOLLOW) {
    const phrase = cue.words.join(" ");
    if (folded.endsWith(phrase)) return trimmed(message.slice(0, message.length - phrase.length), " \t\n,;.");
    if (folded.startsWith(phrase)) return trimmed(message.slice(phrase.length), " \t\n,;.");
  }
  return message;
}

/** `text` without any of `characters` at either end (a loop, not a pattern: linear however the text is made). */
function trimmed(text: string, characters: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && characters.includes(text[start] as string)) start += 1;
  while (end > start && characters.includes(text[end - 1] as string)) end -= 1;
  return text.slice(start, end);
}
