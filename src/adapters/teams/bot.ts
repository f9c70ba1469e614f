// The Teams bot: commands in messages, card presses, and the two message actions; all handed to the core.
import {
  type Activity,
  CardFactory,
  type ConversationReference,
  type MessagingExtensionAction,
  type MessagingExtensionActionResponse,
  TeamsActivityHandler,
  TeamsInfo,
  TurnContext,
} from "botbuilder";
import { z } from "zod";
import type { CoreRequest, DeskCore } from "../../core/engine.ts";
import { isFailure, type Reply, type ReplyForm, replySummary } from "../../core/reply.ts";
import type { Logger } from "../../log.ts";
import { PROGRESS_AFTER_MS, within, withProgress } from "../progress.ts";
import { type DialogState, dialogCard, toAdaptiveCard } from "./cards.ts";
import { CARD_ACTIONS, INPUT_OF_ARGUMENT, MESSAGE_ACTIONS, type MessageActionId } from "./ids.ts";
import { decodeEntities, htmlToText } from "./text.ts";

/** Teams waits about 5 s for an invoke's answer; past this the outcome is posted in the chat instead. */
const INVOKE_ANSWER_MS = 4000;

export interface TeamsDeps {
  core: DeskCore;
  logger: Logger;
  /** Posts to a conversation after its turn has ended (for outcomes that outlast an invoke). */
  continueConversation(
    reference: Partial<ConversationReference>,
    logic: (context: TurnContext) => Promise<void>,
  ): Promise<void>;
}

const CardPress = z.object({
  deskbot: z.enum([CARD_ACTIONS.run, CARD_ACTIONS.confirm, CARD_ACTIONS.cancel]),
  command: z.string().optional(),
  nonce: z.string().optional(),
});

const SubmitData = z.looseObject({
  ticket: z.string().optional(),
  body: z.string().optional(),
  approvers: z.string().optional(),
  follow: z.union([z.string(), z.boolean()]).optional(),
  files: z.array(z.object({ filename: z.string(), url: z.string() })).optional(),
});

/** The reply as a message activity: the card, with its text fallback as the summary. */
export function replyActivity(reply: Reply): Partial<Activity> {
  return {
    type: "message",
    summary: replySummary(reply),
    attachments: [CardFactory.adaptiveCard(toAdaptiveCard(reply))],
  };
}

export class DeskTeamsBot extends TeamsActivityHandler {
  constructor(private readonly deps: TeamsDeps) {
    super();
    this.onMessage(async (context, next) => {
      await this.handleMessage(context, context.activity);
      await next();
    });
  }

  /** A typed command, or the press of a card's button. */
  private async handleMessage(context: TurnContext, activity: Activity): Promise<void> {
    const userId = chatUserOf(activity);
    const press = CardPress.safeParse(activity.value);
    if (press.success) {
      await this.handlePress(context, activity, userId, press.data);
      return;
    }
    const text = await this.commandText(context, activity);
    const work = this.deps.core.handle({
      text,
      platform: "teams",
      userId,
      ...(activity.id ? { deliveryId: `activity:${activity.id}` } : {}),
    });
    let progressId: string | undefined;
    const { value: reply, slow } = await withProgress(
      work,
      async () => {
        progressId = (await context.sendActivity({ type: "message", text: "Working on it…" }))?.id;
      },
      PROGRESS_AFTER_MS,
    );
    if (reply.kind === "form" && reply.form) {
      const hint: Reply = {
        ...reply,
        kind: "result",
        text: `${reply.text ?? ""}\nOr use the message's ⋯ menu → ${reply.form === "comment" ? "Comment on ticket" : "Request approval"}.`,
      };
      await this.answer(context, hint, slow ? progressId : undefined);
      return;
    }
    await this.answer(context, reply, slow ? progressId : undefined);
  }

  /** Sends the reply, or puts it in place of an earlier message (progress, or the card pressed). */
  private async answer(context: TurnContext, reply: Reply, replaceId?: string): Promise<void> {
    if (replaceId) await context.updateActivity({ ...replyActivity(reply), id: replaceId });
    else await context.sendActivity(replyActivity(reply));
  }

  private async handlePress(
    context: TurnContext,
    activity: Activity,
    userId: string,
    press: z.infer<typeof CardPress>,
  ): Promise<void> {
    const cardId = activity.replyToId;
    if (press.deskbot === CARD_ACTIONS.cancel) {
      await this.answer(context, { kind: "result", title: "Cancelled.", text: "Nothing was changed." }, cardId);
      return;
    }
    const request: CoreRequest = {
      text: press.command ?? "",
      platform: "teams",
      userId,
      ...(press.deskbot === CARD_ACTIONS.confirm
        ? { confirmed: true, deliveryId: `confirm:${press.nonce ?? activity.id}` }
        : {}),
    };
    const reply = await this.deps.core.handle(request);
    // A second press must not overwrite the first one's outcome: it only gets a note.
    if (reply.duplicate) {
      await context.sendActivity({
        type: "message",
        text: "That was already done (or is being done): its outcome is above.",
      });
      return;
    }
    // A refusal leaves the card in place (for someone who may press it); anything else replaces it.
    await this.answer(context, reply, reply.kind === "denied" ? undefined : cardId);
  }

  /** The command text: the bot's mention removed, other mentions as `<@aadObjectId>`, HTML entities decoded. */
  private async commandText(context: TurnContext, activity: Activity): Promise<string> {
    let text = TurnContext.removeRecipientMention(activity) ?? activity.text ?? "";
    for (const entity of activity.entities ?? []) {
      if (entity.type !== "mention" || entity.mentioned?.id === activity.recipient.id) continue;
      const mentioned = entity.mentioned as { id: string; aadObjectId?: string } | undefined;
      if (!mentioned || typeof entity.text !== "string") continue;
      const id = mentioned.aadObjectId ?? (await this.aadObjectIdOf(context, mentioned.id)) ?? mentioned.id;
      text = text.replace(entity.text, `<@${id}>`);
    }
    return decodeEntities(text.replace(/<[^>@][^>]*>/g, "")).trim();
  }

  private async aadObjectIdOf(context: TurnContext, teamsUserId: string): Promise<string | undefined> {
    try {
      return (await TeamsInfo.getMember(context, teamsUserId)).aadObjectId;
    } catch {
      return undefined;
    }
  }

  /** `composeExtension/fetchTask`: the dialog, pre-filled from the message, once the person may use it. */
  protected override async handleTeamsMessagingExtensionFetchTask(
    context: TurnContext,
    action: MessagingExtensionAction,
  ): Promise<MessagingExtensionActionResponse> {
    const known = MESSAGE_ACTIONS[action.commandId as MessageActionId];
    if (!known) return message(`deskbot has no action "${action.commandId ?? ""}".`);
    const userId = chatUserOf(context.activity);
    const refusal = await this.deps.core.preflight(known.command, "teams", userId);
    if (refusal) return message(replySummary(refusal));
    const payload = action.messagePayload;
    const files = (payload?.attachments ?? [])
      .filter((attachment) => typeof attachment.contentUrl === "string" && attachment.contentType !== "text/html")
      .map((attachment) => ({ filename: attachment.name ?? "file", url: attachment.contentUrl as string }));
    const text =
      payload?.body?.contentType === "html" ? htmlToText(payload.body.content ?? "") : (payload?.body?.content ?? "");
    return dialog(known.form, { body: text, files });
  }

  /** `composeExtension/submitAction`: the API call; a fixable error re-shows the dialog beside its input. */
  protected override async handleTeamsMessagingExtensionSubmitAction(
    context: TurnContext,
    action: MessagingExtensionAction,
  ): Promise<MessagingExtensionActionResponse> {
    const known = MESSAGE_ACTIONS[action.commandId as MessageActionId];
    if (!known) return message(`deskbot has no action "${action.commandId ?? ""}".`);
    const parsed = SubmitData.safeParse(action.data ?? {});
    if (!parsed.success) return message("deskbot could not read the form's answers: open the action again.");
    const data = parsed.data;
    const state: DialogState = {
      ticket: data.ticket?.trim() ?? "",
      body: data.body ?? "",
      approvers: data.approvers ?? "",
      follow: data.follow === true || data.follow === "true",
      files: data.files ?? [],
    };
    const approvers = (state.approvers ?? "")
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id !== "")
      .map((id) => `<@${id}>`)
      .join(",");
    const args =
      known.command === "comment"
        ? { request: state.ticket ?? "", text: state.body ?? "" }
        : {
            request: state.ticket ?? "",
            text: state.body ?? "",
            approvers,
            ...(state.follow ? { follow: true as const } : {}),
          };
    const work = this.deps.core.handle({
      text: "",
      platform: "teams",
      userId: chatUserOf(context.activity),
      ...(context.activity.id ? { deliveryId: `activity:${context.activity.id}` } : {}),
      fields: { command: known.command, args },
      ...(known.command === "comment" ? { attachments: state.files } : {}),
    });
    const early = await within(work, INVOKE_ANSWER_MS);
    if (!early.done) {
      const reference = TurnContext.getConversationReference(context.activity);
      void work.then((reply) =>
        this.deps
          .continueConversation(reference, (later) => later.sendActivity(replyActivity(reply)).then(() => undefined))
          .catch((error: unknown) => this.deps.logger.error({ err: error }, "could not post a late outcome to Teams")),
      );
      return message("Working on it: the outcome will be posted in this chat.");
    }
    const reply = early.value;
    const input = reply.field ? INPUT_OF_ARGUMENT[reply.field] : undefined;
    if (isFailure(reply) && input) {
      const detail = reply.error?.troubleshoot ?? reply.text ?? "";
      return dialog(known.form, { ...state, error: { input, message: `${reply.title} ${detail}`.trim() } });
    }
    return message(replySummary(reply));
  }
}

/** The chat user id on Teams: the sender's AAD object id (CONTRACT.md §5). */
function chatUserOf(activity: Activity): string {
  return activity.from.aadObjectId ?? activity.from.id;
}

function message(text: string): MessagingExtensionActionResponse {
  return { task: { type: "message", value: text } };
}

function dialog(form: ReplyForm, state: DialogState): MessagingExtensionActionResponse {
  return {
    task: {
      type: "continue",
      value: {
        title: form === "comment" ? "Comment on a ticket" : "Request an approval",
        width: "medium",
        height: form === "comment" ? "medium" : "large",
        card: CardFactory.adaptiveCard(dialogCard(form, state)),
      },
    },
  };
}
