// Direct messages (the app's Messages tab) and mentions: a person's text goes to the core as a slash command's does; the answer comes in the DM, or in the mention's thread.
import type { Middleware, SlackEventMiddlewareArgs, webApi } from "@slack/bolt";
import { isPlatformId, MAX_CONVERSATION_ID_LENGTH } from "../../../core/bounds.ts";
import { runOnce } from "../../../core/once.ts";
import { t } from "../../../messages/translate.ts";
import { withProgress } from "../../progress.ts";
import { toBlocks } from "../blocks.ts";
import { type SlackDeps, slackCaller } from "../deps.ts";
import { toNote } from "../notes.ts";
import type { SlackRoutes } from "../routes.ts";
import { slackCommandText, withoutMentionOf } from "../text-in.ts";

/** What deskbot reads of a message a person wrote: who, what, where, and the message's own ids. */
export interface Said {
  user: string;
  text: string;
  channel: string;
  ts: string;
  threadTs?: string;
  clientMsgId?: string;
}

/**
 * The message a person wrote, or undefined for anything else: a bot's message (deskbot's own
 * answers among them), a message with a subtype (an edit, a deletion, a join…), or one whose ids
 * are not what Slack sends.
 */
export function saidOf(event: unknown): Said | undefined {
  const fields = (typeof event === "object" && event !== null ? event : {}) as Record<string, unknown>;
  const { user, text, channel, ts, thread_ts: threadTs, client_msg_id: clientMsgId } = fields;
  if (fields.subtype !== undefined || fields.bot_id !== undefined || fields.bot_profile !== undefined) return undefined;
  if (!isPlatformId(user) || typeof text !== "string" || !isPlatformId(ts)) return undefined;
  if (!isPlatformId(channel, MAX_CONVERSATION_ID_LENGTH)) return undefined;
  return {
    user,
    text,
    channel,
    ts,
    ...(isPlatformId(threadTs) ? { threadTs } : {}),
    ...(isPlatformId(clientMsgId) ? { clientMsgId } : {}),
  };
}

/**
 * Answers what a person wrote, once per message however often Slack delivers it (a retry, or a
 * mention in a DM that comes as both events): its command runs with the message as its delivery,
 * a progress note shows while the API is slow, and the answer is posted where it was written.
 * A post that fails releases the message, so that Slack's retry answers it (writing nothing twice).
 */
async function answer(
  deps: SlackDeps,
  client: webApi.WebClient,
  said: Said,
  where: { prefix: string; threadTs?: string; shared: boolean; conversation: string },
): Promise<void> {
  const place = { channel: said.channel, ...(where.threadTs ? { thread_ts: where.threadTs } : {}) };
  await runOnce(
    deps.store,
    `slack:message:${said.channel}:${said.ts}`,
    async () => {
      const caller = slackCaller(deps, said.user, { channel: said.channel }, where.prefix);
      const text = slackCommandText(said.text);
      const delivery = {
        id: `message:${said.clientMsgId ?? `${said.channel}:${said.ts}`}`,
        conversation: where.conversation,
      };
      let progressTs: string | undefined;
      const { value: reply } = await withProgress(deps.core.run(caller, text, delivery), async () => {
        const note = toNote(deps.core.progressNote(caller, text), "progress");
        progressTs = (await client.chat.postMessage({ ...place, ...note })).ts;
      });
      if (where.shared && reply.forAskerOnly) {
        // E-mails or the audit log, asked for in a channel: shown to the asker alone, where they asked.
        await client.chat.postEphemeral({ ...place, user: said.user, ...toBlocks(reply) });
        if (progressTs)
          await client.chat.update({ channel: said.channel, ts: progressTs, ...toNote(t("reply.forAskerOnly.slack")) });
      } else if (progressTs) await client.chat.update({ channel: said.channel, ts: progressTs, ...toBlocks(reply) });
      else await client.chat.postMessage({ ...place, ...toBlocks(reply) });
      return "answered";
    },
    { keep: () => true },
  );
}

/** A message in the app's direct messages (`message.im`): answered in the DM, commands written bare. */
export function directMessageListener(deps: SlackDeps): Middleware<SlackEventMiddlewareArgs<"message">> {
  return async ({ event, client, context }) => {
    if ((event as { channel_type?: unknown }).channel_type !== "im") return;
    const said = saidOf(event);
    if (!said) return;
    // People may greet the bot by name in its own DM too.
    const text = withoutMentionOf(said.text, context.botUserId);
    // The DM is one conversation (CONTRACT section 10): in Slack's agent view each message may start a thread of its own.
    const where = {
      prefix: "",
      shared: false,
      conversation: `slack:dm:${said.channel}`,
      ...(said.threadTs ? { threadTs: said.threadTs } : {}),
    };
    await answer(deps, client, { ...said, text }, where);
  };
}

/** A mention of the bot in a channel (`app_mention`): its text without the mention, answered in its thread. */
export function mentionListener(deps: SlackDeps): Middleware<SlackEventMiddlewareArgs<"app_mention">> {
  return async ({ event, client, context }) => {
    const said = saidOf(event);
    if (!said) return;
    const text = withoutMentionOf(said.text, context.botUserId, true);
    // A mention in a channel is answered in its thread, where everyone in the channel reads; in a DM (D…), only the person.
    const shared = !said.channel.startsWith("D");
    // One thread where the bot was mentioned is one conversation (each person's own in it).
    const threadTs = said.threadTs ?? said.ts;
    const conversation = `slack:thread:${said.channel}:${threadTs}`;
    await answer(deps, client, { ...said, text }, { prefix: `${deps.command} `, threadTs, shared, conversation });
  };
}

export function register(routes: SlackRoutes, deps: SlackDeps): void {
  routes.event("message", directMessageListener(deps));
  routes.event("app_mention", mentionListener(deps));
}
