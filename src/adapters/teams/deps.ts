// What the Teams handlers need from the rest of deskbot, and who a Teams user is to the core.
import { type Activity, type ConversationReference, TurnContext } from "botbuilder";
import type { Core } from "../../core/core.ts";
import type { Caller, Delivery } from "../../core/requests.ts";
import type { InFlight } from "../../in-flight.ts";
import type { Logger } from "../../log.ts";
import type { ThreadReader } from "./channel-thread.ts";
import type { TeamsMembers } from "./teams-members.ts";

export interface TeamsDeps {
  core: Core;
  logger: Logger;
  /** Members' names, AAD ids and e-mails (cached): TeamsMembers, or a fake in tests. */
  people: Pick<TeamsMembers, "member" | "profileOf" | "namesFor">;
  /** Seals what a dialog carries back: its files, its thread, that its text is a summary (`sealKey(MICROSOFT_APP_PASSWORD, …)`). */
  sealKey: Buffer;
  /** Reads a channel thread's messages for "Summarise the thread" (Microsoft Graph, or a fake in tests); none without Microsoft credentials. */
  readThread?: ThreadReader;
  /** Work under way after the HTTP answer (a message's turn, a late outcome), which a stop waits for. */
  inFlight?: InFlight;
  /**
   * Sends `activity` to the turn's sender in their 1:1 chat with deskbot (made if need be): true
   * when it was sent, false when Teams would not (deskbot not installed for them, say).
   */
  sendToAsker(context: TurnContext, activity: Partial<Activity>): Promise<boolean>;
  /** Posts to a conversation after its turn has ended (for outcomes that outlast an invoke). */
  continueConversation(
    reference: Partial<ConversationReference>,
    logic: (context: TurnContext) => Promise<void>,
  ): Promise<void>;
}

/**
 * The sender of a turn as the core's caller: their AAD object id, commands written with the bot's
 * mention outside a 1:1 chat, profiles from the conversation's members.
 */
export function teamsCaller(deps: TeamsDeps, context: TurnContext): Caller {
  const { activity } = context;
  return {
    platform: "teams",
    userId: activity.from.aadObjectId ?? activity.from.id,
    prefix: activity.conversation?.conversationType === "personal" ? "" : `@${activity.recipient?.name || "deskbot"} `,
    profileOf: (id) => deps.people.profileOf(context, id),
    // The conversation, to post in it later: the outcome of work cut off by a stop.
    ...(activity.serviceUrl && activity.conversation
      ? { replyAddress: JSON.stringify(TurnContext.getConversationReference(activity)) }
      : {}),
  };
}

/**
 * The turn's activity as one delivery: Teams sending it again (same activity id) makes no second
 * write. Its conversation (CONTRACT section 10) is Teams' own: a 1:1 chat, or one channel thread
 * (Teams gives a thread's replies the conversation id of its first message, `…;messageid=…`).
 */
export function teamsDelivery(context: TurnContext): Delivery {
  const conversation = context.activity.conversation?.id;
  return {
    ...(context.activity.id ? { id: `activity:${context.activity.id}` } : {}),
    ...(conversation ? { conversation: `teams:${conversation}` } : {}),
  };
}
