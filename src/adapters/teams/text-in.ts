// Teams text in: a message's HTML as the person wrote it (links keep their address), and commands with their mentions.
import type { TurnContext } from "botbuilder";
import { decodeHTML } from "entities";
import { commandTextToRead, isPlatformId, MAX_TEXT_LENGTH, messageTextToRead } from "../../core/bounds.ts";
import { MAX_MENTION_NAME, mentionOf, splitMentions } from "../../core/mentions.ts";

/** The most of a message's HTML deskbot reads: as much as a command may be long; the rest is dropped before any work. */
export const MAX_MESSAGE_LENGTH = MAX_TEXT_LENGTH;

/** A message's HTML as a person reads it: links as `label (address)`, mentions as `@Name`, lines and list items kept. */
export function htmlToText(html: string): string {
  return htmlToPlain(html).trim();
}

/** Tags that end a line. */
const LINE_ENDS = new Set(["p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6"]);

/**
 * htmlToText, without trimming: for pieces of a text. One pass over the text, each tag read once
 * (no pattern that backtracks), so that no message, however it is made, takes more than linear time.
 */
function htmlToPlain(html: string): string {
  const source = html.slice(0, MAX_MESSAGE_LENGTH);
  let out = "";
  let link: { href: string; label: string } | undefined;
  const emit = (text: string) => {
    if (link) link.label += text;
    else out += text;
  };
  for (let at = 0; at < source.length; ) {
    const open = source.indexOf("<", at);
    const close = open < 0 ? -1 : source.indexOf(">", open + 1);
    if (open < 0 || close < 0) {
      emit(source.slice(at));
      break;
    }
    emit(source.slice(at, open));
    at = close + 1;
    const tag = source.slice(open + 1, close);
    const closing = tag.startsWith("/");
    const name = /^\/?\s*([a-z][a-z0-9]*)/i.exec(tag)?.[1]?.toLowerCase() ?? "";
    if (name === "at" && !closing) emit("@");
    else if (name === "a" && !closing) link = { href: hrefOf(tag) ?? "", label: "" };
    else if (name === "a" && link) {
      out += linkText(link.href, link.label);
      link = undefined;
    } else if (name === "li" && !closing) emit("- ");
    else if (name === "br" || (closing && LINE_ENDS.has(name))) emit("\n");
  }
  if (link) out += linkText(link.href, link.label);
  return withoutLineEndSpaces(decodeHTML(out).replaceAll("\u00a0", " ")).replace(/\n{3,}/g, "\n\n");
}

/** Each line without the spaces and tabs at its end (a hand-written pass: a pattern for it takes quadratic time on spaces). */
function withoutLineEndSpaces(text: string): string {
  return text
    .split("\n")
    .map((line, index, lines) => {
      // The last line's end is the text's: kept as it was (a piece of a text goes on after it).
      if (index === lines.length - 1) return line;
      let end = line.length;
      while (end > 0 && (line[end - 1] === " " || line[end - 1] === "\t")) end -= 1;
      return line.slice(0, end);
    })
    .join("\n");
}

/** A tag's `href="…"`, or undefined. */
function hrefOf(tag: string): string | undefined {
  const start = /\bhref\s*=\s*"/i.exec(tag);
  if (!start) return undefined;
  const from = start.index + start[0].length;
  const end = tag.indexOf('"', from);
  return end < 0 ? undefined : tag.slice(from, end);
}

/** A link as people read it: `label (address)`, or the address alone when the label says nothing more. */
function linkText(href: string, label: string): string {
  const address = decodeHTML(href);
  const shown = decodeHTML(label).trim();
  if (!address) return label;
  return !shown || shown === address || `mailto:${shown}` === address
    ? address.replace(/^mailto:/, "")
    : `${shown} (${address})`;
}

/** The most mention entities read from one message: a command names a few people, and thousands are never looked up. */
export const MAX_MENTIONS = 50;

/** How many members one message looks up at once. */
const LOOKUPS_AT_ONCE = 4;

/** A mention entity deskbot can read: its `<at>…</at>` text, the member's Teams id, and what Teams said of them. */
export interface MentionEntity {
  text: string;
  id: string;
  name?: string;
  aadObjectId?: string;
}

/** An entity as it may arrive: any field of any type. */
type Loose = Record<string, unknown>;

const looseObject = (value: unknown): Loose | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Loose) : undefined;

/** One mention entity, when it is one deskbot can read: anything else (a wrong type, a text that is no `<at>` tag) is left out. */
function mentionEntity(value: unknown): MentionEntity | undefined {
  const entity = looseObject(value);
  const mentioned = looseObject(entity?.mentioned);
  const text = entity?.text;
  if (entity?.type !== "mention" || !mentioned || !isPlatformId(mentioned.id)) return undefined;
  if (typeof text !== "string" || text.length > MAX_MENTION_NAME + 9 || !/^<at>[^<>]*<\/at>$/.test(text))
    return undefined;
  return {
    text,
    id: mentioned.id,
    ...(typeof mentioned.name === "string" ? { name: mentioned.name } : {}),
    ...(isPlatformId(mentioned.aadObjectId) ? { aadObjectId: mentioned.aadObjectId } : {}),
  };
}

/** The mention entities of an activity other than the bot's own: at most MAX_MENTIONS, the rest not read. */
export function mentionEntities(activity: { entities?: unknown; recipient?: unknown }): MentionEntity[] {
  const bot = looseObject(activity.recipient)?.id;
  const found: MentionEntity[] = [];
  for (const value of Array.isArray(activity.entities) ? activity.entities : []) {
    if (found.length >= MAX_MENTIONS) break;
    const mention = mentionEntity(value);
    if (mention && mention.id !== bot) found.push(mention);
  }
  return found;
}

/** The bot's own mention in a message (`<at>deskbot</at>`), which a command in a channel starts with. */
function botMention(activity: { entities?: unknown; recipient?: unknown }): MentionEntity | undefined {
  const bot = looseObject(activity.recipient)?.id;
  const entities: unknown[] = Array.isArray(activity.entities) ? activity.entities : [];
  for (const value of entities) {
    const mention = mentionEntity(value);
    if (mention && mention.id === bot) return mention;
  }
  return undefined;
}

/** `text` with the first `search` in it replaced (as written: no `$` pattern in `replacement` is read). */
function replaceFirst(text: string, search: string, replacement: string): string {
  const at = text.indexOf(search);
  return at < 0 ? text : `${text.slice(0, at)}${replacement}${text.slice(at + search.length)}`;
}

/** `work` for every item, at most `limit` at a time; the results in the items' order. */
async function inTurns<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The command text: the bot's mention removed, other mentions as `<@aadObjectId|Name>` (the core's
 * form, so that a command can name a person and free text shows their name), the rest as plain text.
 * A message longer than a command may be is not read (it reaches the core still too long, and is
 * refused there); at most MAX_MENTIONS mentions are read, their members looked up a few at a time.
 */
export async function commandText(
  context: TurnContext,
  aadObjectIdOf: (teamsUserId: string) => Promise<string | undefined>,
): Promise<string> {
  const { activity } = context;
  const { text: raw, whole } = commandTextToRead(activity.text);
  if (!whole) return raw;
  const bot = botMention(activity);
  let text = bot ? replaceFirst(raw, bot.text, "").trim() : raw;
  const mentions = mentionEntities(activity);
  const toLookUp = [...new Set(mentions.filter((mention) => !mention.aadObjectId).map((mention) => mention.id))];
  const found = await inTurns(toLookUp, LOOKUPS_AT_ONCE, async (id) => [id, await aadObjectIdOf(id)] as const);
  const aadOf = new Map(found);
  for (const mention of mentions) {
    const id = mention.aadObjectId ?? aadOf.get(mention.id) ?? mention.id;
    const name = mention.name ?? decodeHTML(mention.text.slice(4, -5));
    text = replaceFirst(text, mention.text, mentionOf(id, name));
  }
  // The HTML around the mentions becomes plain text; the mentions stay as they are.
  return splitMentions(text)
    .map((part) => (typeof part === "string" ? htmlToPlain(part) : mentionOf(part.id, part.name)))
    .join("")
    .trim();
}

/** A message payload's text (a message action's), for a form's first answers: HTML read as text, at most as long as a command. */
export function payloadText(payload: unknown): string {
  const body = looseObject(looseObject(payload)?.body);
  const content = messageTextToRead(body?.content);
  return body?.contentType === "html" ? htmlToText(content) : content;
}
