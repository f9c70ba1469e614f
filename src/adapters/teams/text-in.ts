// Teams text in: a message's HTML as the person wrote it (links keep their address), and commands with their mentions.
import { TurnContext } from "botbuilder";
import { decodeHTML } from "entities";
import { mentionOf, splitMentions } from "../../core/mentions.ts";

/** The most of a message deskbot reads: as much as a command may be long; the rest is dropped before any work. */
export const MAX_MESSAGE_LENGTH = 40_000;

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
  return decodeHTML(out)
    .replaceAll("\u00a0", " ")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n");
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

/**
 * The command text: the bot's mention removed, other mentions as `<@aadObjectId|Name>` (the core's
 * form, so that a command can name a person and free text shows their name), the rest as plain text.
 */
export async function commandText(
  context: TurnContext,
  aadObjectIdOf: (teamsUserId: string) => Promise<string | undefined>,
): Promise<string> {
  const { activity } = context;
  let text = TurnContext.removeRecipientMention(activity) ?? activity.text ?? "";
  for (const entity of activity.entities ?? []) {
    if (entity.type !== "mention" || entity.mentioned?.id === activity.recipient.id) continue;
    const mentioned = entity.mentioned as { id: string; name?: string; aadObjectId?: string } | undefined;
    if (!mentioned || typeof entity.text !== "string") continue;
    const id = mentioned.aadObjectId ?? (await aadObjectIdOf(mentioned.id)) ?? mentioned.id;
    const name = mentioned.name ?? entity.text.replace(/<\/?at>/g, "");
    text = text.replace(entity.text, mentionOf(id, name));
  }
  // The HTML around the mentions becomes plain text; the mentions stay as they are.
  return splitMentions(text)
    .map((part) => (typeof part === "string" ? htmlToPlain(part) : mentionOf(part.id, part.name)))
    .join("")
    .trim();
}
