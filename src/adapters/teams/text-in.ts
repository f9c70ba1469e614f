// Teams text in: a message's HTML as a person reads it, and a typed command with its mentions as `<@aadObjectId>`.
import { type Activity, TeamsInfo, TurnContext } from "botbuilder";
import { decodeHTML } from "entities";

/** A message's HTML as a person reads it: mentions as names, line breaks kept, tags removed. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<at[^>]*>(.*?)<\/at>/gis, "$1")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h\d)>/gi, "\n")
    .replace(/<[^>]+>/g, "");
  return decodeHTML(text)
    .replaceAll("\u00a0", " ")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The chat user id on Teams: the sender's AAD object id. */
export function chatUserOf(activity: Activity): string {
  return activity.from.aadObjectId ?? activity.from.id;
}

/** The command text: the bot's mention removed, other mentions as `<@aadObjectId>`, HTML entities decoded. */
export async function commandText(context: TurnContext): Promise<string> {
  const { activity } = context;
  let text = TurnContext.removeRecipientMention(activity) ?? activity.text ?? "";
  for (const entity of activity.entities ?? []) {
    if (entity.type !== "mention" || entity.mentioned?.id === activity.recipient.id) continue;
    const mentioned = entity.mentioned as { id: string; aadObjectId?: string } | undefined;
    if (!mentioned || typeof entity.text !== "string") continue;
    const id = mentioned.aadObjectId ?? (await aadObjectIdOf(context, mentioned.id)) ?? mentioned.id;
    text = text.replace(entity.text, `<@${id}>`);
  }
  return decodeHTML(text.replace(/<[^>@][^>]*>/g, ""))
    .replaceAll("\u00a0", " ")
    .trim();
}

async function aadObjectIdOf(context: TurnContext, teamsUserId: string): Promise<string | undefined> {
  try {
    return (await TeamsInfo.getMember(context, teamsUserId)).aadObjectId;
  } catch {
    return undefined;
  }
}
