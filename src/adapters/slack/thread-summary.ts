// "Summarise the thread" on Slack: where a shortcut's message's thread is, and its messages as plain text by author, read with conversations.replies.
import type { webApi } from "@slack/bolt";
import { nameMentions, plainMentions } from "../../core/mentions.ts";
import type { ThreadMessage } from "../../core/thread-summary.ts";
import type { SlackDeps } from "./deps.ts";
import { slackMessageText } from "./text-in.ts";

/**
 * The messages read of a thread: one page of conversations.replies, oldest first (the core sends
 * the newest 50 of them). A longer thread's latest replies are on later pages and are not read.
 */
export const THREAD_PAGE_SIZE = 200;

/** Where a thread is: its channel and its first message's timestamp. */
export interface ThreadPlace {
  channel: string;
  ts: string;
}

/** The thread of a shortcut's message, when it is in one or starts one (Slack's `thread_ts`, or replies counted). */
export function threadOf(message: Record<string, unknown>, channel: string | undefined): ThreadPlace | undefined {
  if (!channel) return undefined;
  if (typeof message.thread_ts === "string" && message.thread_ts !== "") return { channel, ts: message.thread_ts };
  const replies = typeof message.reply_count === "number" ? message.reply_count : 0;
  return replies > 0 && typeof message.ts === "string" ? { channel, ts: message.ts } : undefined;
}

/**
 * A thread's messages, people by name (authors and mentions, through users.info, cached). Needs a
 * history scope for the conversation's kind (channels:, groups:, mpim: or im:history); Slack's
 * refusal (missing_scope, not_in_channel) rejects, and the core says the thread could not be read.
 */
export async function readSlackThread(
  client: webApi.WebClient,
  deps: Pick<SlackDeps, "people">,
  place: ThreadPlace,
): Promise<ThreadMessage[]> {
  const answer = await client.conversations.replies({ channel: place.channel, ts: place.ts, limit: THREAD_PAGE_SIZE });
  const nameOf = (id: string) => deps.people.nameOf(id);
  return Promise.all(
    (answer.messages ?? []).map(async (message) => ({
      author:
        (message.user ? await nameOf(message.user) : undefined) ?? message.bot_profile?.name ?? message.user ?? "bot",
      text: plainMentions(await nameMentions(slackMessageText(message.text), nameOf)),
    })),
  );
}
