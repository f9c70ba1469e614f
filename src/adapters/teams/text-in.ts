// Teams text in: a message's HTML as the person wrote it (links keep their address), and commands with their mentions.
import { TurnContext } from "botbuilder";
import { decodeHTML } from "entities";
import { mentionOf, splitMentions } from "../../core/mentions.ts";

/** A message's HTML as a person reads it: links as `label (address)`, mentions as `@Name`, lines and list items kept. */
export function htmlToText(html: string): string {
  return htmlToPlain(html).trim();
}

/** htmlToText, without trimming: for pieces of a text. */
function htmlToPlain(html: string): string {
  const text = html
    .replace(/<at[^>]*>(.*?)<\/at>/gis, "@$1")
    .replace(/<a\s[^>]*href\s*=\s*"([^"]*)"[^>]*>(.*?)<\/a>/gis, (_, href: string, label: string) => {
      const address = decodeHTML(href);
      const shown = decodeHTML(label.replace(/<[^>]+>/g, "")).trim();
      return !shown || shown === address || `mailto:${shown}` === address
        ? address.replace(/^mailto:/, "")
        : `${shown} (${address})`;
    })
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h\d|tr)>/gi, "\n")
    .replace(/<[^>]+>/g, "");
  return decodeHTML(text)
    .replaceAll("\u00a0", " ")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n");
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
