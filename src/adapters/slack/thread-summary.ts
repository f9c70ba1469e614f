// "Summarise the thread" on Slack: where a shortcut's message's thread is, and its newest messages as plain text by author, read with conversations.replies to the thread's end.
import type { webApi } from "@slack/bolt";
import { nameMentions, unnamedMentions } from "../../core/mentions.ts";
import { MAX_THREAD_MESSAGES, type ThreadRead } from "../../core/thread-summary.ts";
import type { SlackDeps } from "./deps.ts";
import { slackMessageText } from "./text-in.ts";

/** The messages asked for in one page of conversations.replies (Slack's advice: no more than 200). */
export const THREAD_PAGE_SIZE = 200;

/**
 * The most pages read of one thread (2,000 messages). Slack gives a thread's replies oldest first,
 * so its newest are on its last page: deskbot pages to the end and keeps the newest. A thread
 * longer than this is summarised from the newest of what was read, and the person is told that
 * only part of it was summarised.
 */
export const MAX_THREAD_PAGES = 10;

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

type Message = NonNullable<webApi.ConversationsRepliesResponse["messages"]>[number];

/**
 * A thread's newest messages (at most MAX_THREAD_MESSAGES, the most the model is sent), paging
 * conversations.replies to the end within MAX_THREAD_PAGES; `more` when the thread has others.
 * People by name, looked up in the names lane of `deps.people` (authors first, then mentions; a
 * bounded number, never identity's budget); a person whose name is not found keeps only their id
 * here, which the core never sends. Needs a history scope for the conversation's kind (channels:,
 * groups:, mpim: or im:history); Slack's refusal (missing_scope, not_in_channel) rejects, and the
 * core says the thread could not be read.
 */
export async function readSlackThread(
  client: webApi.WebClient,
  deps: Pick<SlackDeps, "people">,
  place: ThreadPlace,
): Promise<ThreadRead> {
  const kept: Message[] = [];
  let dropped = false;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_THREAD_PAGES; page += 1) {
    const answer = await client.conversations.replies({
      channel: place.channel,
      ts: place.ts,
      limit: THREAD_PAGE_SIZE,
      ...(cursor ? { cursor } : {}),
    });
    for (const message of answer.messages ?? []) {
      // The thread's first message, should a later page start with it again, is read once.
      if (page > 0 && message.ts === place.ts) continue;
      kept.push(message);
      if (kept.length > MAX_THREAD_MESSAGES) {
        kept.shift();
        dropped = true;
      }
    }
    cursor = answer.response_metadata?.next_cursor || undefined;
    if (!cursor || answer.has_more === false) {
      cursor = undefined;
      break;
    }
  }
  const texts = kept.map((message) => slackMessageText(message.text));
  // The newest messages' people first: if not every name can be looked up, those are the ones named.
  const authors = kept.flatMap((message) => (message.user ? [message.user] : [])).reverse();
  const mentioned = [...texts].reverse().flatMap((text) => unnamedMentions(text));
  const names = await deps.people.namesFor([...authors, ...mentioned]);
  const nameOf = async (id: string) => names.get(id);
  const messages = await Promise.all(
    kept.map(async (message, index) => ({
      author: (message.user ? names.get(message.user) : undefined) ?? message.bot_profile?.name,
      authorId: message.user ?? message.bot_id,
      text: await nameMentions(texts[index] ?? "", nameOf),
    })),
  );
  return { messages, more: dropped || cursor !== undefined };
}
