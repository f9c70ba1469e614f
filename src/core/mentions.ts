// Chat mentions in command and reply text: `<@ID>` or `<@ID|Name>` (each adapter writes its platform's mentions so), console `@name`.
import { MAX_PLATFORM_ID_LENGTH } from "./bounds.ts";

/** The longest chat user id a mention carries: any id deskbot reads from a platform. */
export const MAX_MENTION_ID = MAX_PLATFORM_ID_LENGTH;
/** The longest name a mention carries: Entra ID allows 256 characters, Slack 80. */
export const MAX_MENTION_NAME = 256;

/**
 * The one grammar of a mention: `<@`, the chat user id, then `|` and the name (any characters
 * but `<`, `>` and line breaks, so spaces, accents and apostrophes: `<@U1|Zoë O'Brien>`), `>`.
 * Both parts are bounded, so that reading a mention at any place costs at most a few hundred
 * steps however the text is made: every pattern below is linear in the text's length.
 */
const GRAMMAR = `<@([A-Za-z0-9._:-]{1,${MAX_MENTION_ID}})(?:\\|([^<>\\r\\n]{0,${MAX_MENTION_NAME}}))?>`;

/** Every mention in a text: group 1 the chat user id, group 2 the name when known. */
export const MENTION = new RegExp(GRAMMAR, "g");

/** The grammar read at one place only (a sticky pattern: `lastIndex` is where). */
const MENTION_HERE = new RegExp(GRAMMAR, "y");

/** A mention read from a text: the chat user id, the name when it has one, and the index just past it. */
export interface MentionRead {
  id: string;
  name?: string;
  end: number;
}

/** The mention that begins exactly at `at` in `text`, or undefined (then `<@` there is plain text). */
export function mentionAt(text: string, at: number): MentionRead | undefined {
  if (text.charCodeAt(at) !== 60 /* < */ || text.charCodeAt(at + 1) !== 64 /* @ */) return undefined;
  MENTION_HERE.lastIndex = at;
  const match = MENTION_HERE.exec(text);
  if (!match) return undefined;
  const [whole, id = "", name] = match;
  return { id, ...(name !== undefined ? { name } : {}), end: at + whole.length };
}

/** The mention that is the whole of `word` (spaces around it aside), or undefined. */
function wholeMention(word: string): MentionRead | undefined {
  const trimmed = word.trim();
  const read = mentionAt(trimmed, 0);
  return read && read.end === trimmed.length ? read : undefined;
}

/** A mention's chat user id, or undefined when the word is not a mention (then it is a platform UID). */
export function mentionedChatUser(word: string): string | undefined {
  const tagged = wholeMention(word);
  if (tagged) return tagged.id;
  const plain = /^@([^\s@<>]+)$/.exec(word.trim());
  return plain ? plain[1] : undefined;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters (line breaks among them) are what it finds.
const LINE_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A name as a mention can carry it: no `|`, `<`, `>` or control character (line breaks among
 * them), at most MAX_MENTION_NAME characters, so that what `mentionOf` writes always reads back.
 */
function mentionableName(name: string): string {
  const kept = name.replace(/[|<>]/g, "").replace(LINE_OR_CONTROL, " ").trim();
  return kept.slice(0, MAX_MENTION_NAME).trim();
}

/** How to write a chat user so that it reads back as that user, and shows their name where it is known. */
export function mentionOf(chatUserId: string, name?: string): string {
  const clean = typeof name === "string" ? mentionableName(name) : "";
  return clean ? `<@${chatUserId}|${clean}>` : `<@${chatUserId}>`;
}

/** A chat user argument: a mention, or the chat user id itself. */
export const chatUserOf = (reference: string): string => mentionedChatUser(reference) ?? reference.trim();

/** A chat user argument as a mention: the mention as given (with its name), or one made of the chat user id. */
export function asMention(reference: string): string {
  const trimmed = reference.trim();
  return wholeMention(trimmed) ? trimmed : mentionOf(chatUserOf(trimmed));
}

/**
 * A list as people write it (`A,B,C`), split at the commas that are not inside a mention: an
 * approver named `<@U1|Lovelace, Ada>` stays one item. Empty items are dropped.
 */
export function splitList(text: string, separator = ","): string[] {
  const items: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; ) {
    const mention = mentionAt(text, index);
    if (mention) {
      index = mention.end;
      continue;
    }
    if (text[index] === separator) {
      items.push(text.slice(start, index));
      start = index + 1;
    }
    index += 1;
  }
  items.push(text.slice(start));
  return items.map((item) => item.trim()).filter((item) => item !== "");
}

/** Text with its mentions as people write them: `@Name`, or `@ID` when the name is not known. */
export function plainMentions(text: string): string {
  return plainMentionsNamed(text, new Map());
}

/** Text with its mentions as people write them: `@Name` (the mention's own, else the one `names` has for its id), or `@ID`. */
export function plainMentionsNamed(text: string, names: ReadonlyMap<string, string>): string {
  return text.replace(MENTION, (_, id: string, name: string | undefined) => `@${name || names.get(id) || id}`);
}

/** The name a mention carries (`<@U1|Ann>` → `Ann`) when the word is one mention with a name; else undefined. */
export function mentionedName(word: string): string | undefined {
  return wholeMention(word)?.name?.trim() || undefined;
}

/** A text cut into plain parts and mentions, in order, for renderers that show mentions their own way. */
export function splitMentions(text: string): Array<string | { id: string; name?: string }> {
  const parts: Array<string | { id: string; name?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ id: match[1] as string, ...(match[2] ? { name: match[2] } : {}) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The chat user ids of a text's mentions that carry no name, each once. */
export function unnamedMentions(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].filter((match) => !match[2]).map((match) => match[1] as string))];
}

/** The most people whose names one text has looked up: a message of thousands of mentions costs no more. */
export const MAX_NAMED_MENTIONS = 20;

/**
 * The text with every mention that has no name given one by `nameOf` (when it knows it). At most
 * MAX_NAMED_MENTIONS people are looked up, together; the others keep their id.
 */
export async function nameMentions(text: string, nameOf: (id: string) => Promise<string | undefined>): Promise<string> {
  const ids = unnamedMentions(text).slice(0, MAX_NAMED_MENTIONS);
  const names = new Map(await Promise.all(ids.map(async (id) => [id, await nameOf(id)] as const)));
  return text.replace(MENTION, (whole, id: string, name: string | undefined) =>
    name ? whole : mentionOf(id, names.get(id)),
  );
}
