// `composeExtension/submitAction`: the form's answers go to the core (or, pressed "Summarise the thread", the thread to the model); a fixable error re-shows the dialog beside its field.
import { type MessagingExtensionAction, type MessagingExtensionActionResponse, TurnContext } from "botbuilder";
import type { FormEntry } from "../../../core/registry.ts";
import type { Reply } from "../../../core/reply.ts";
import { t } from "../../../messages/translate.ts";
import { AI_GENERATED_ENTITY, replyActivity } from "../cards.ts";
import { type TeamsDeps, teamsCaller, teamsDelivery } from "../deps.ts";
import {
  type DialogState,
  dialogResponse,
  filesOfMessage,
  formOfAction,
  messageResponse,
  readSubmission,
  refusalResponse,
} from "../dialogs.ts";
import { answer } from "./messages.ts";
import { isSummaryPress, onSummaryPress } from "./summarise-thread.ts";

/** Teams waits about 5 s for an invoke's answer; past this the outcome is posted in the chat instead. */
const INVOKE_ANSWER_MS = 4000;

export async function onSubmitAction(
  deps: TeamsDeps,
  context: TurnContext,
  action: MessagingExtensionAction,
): Promise<MessagingExtensionActionResponse> {
  const found = formOfAction(deps.core.registry, action.commandId);
  if (!found.ok) return found.error;
  if (isSummaryPress(action.data)) return onSummaryPress(deps, context, found.value, action);
  const read = readSubmission(found.value.form, action.data, deps.sealKey);
  if (!read) return messageResponse(t("teams.unreadableAnswers"));
  const { thread, ...sealed } = read;
  // The message's files as Teams sends them with the submission, else those deskbot sealed into the dialog.
  const submitted = action.messagePayload ? { ...sealed, files: filesOfMessage(action.messagePayload) } : sealed;
  // A dialog that offered to summarise its thread still offers it when it re-opens for an error.
  const { model } = deps.core.summaries;
  const summary = thread !== undefined && model !== undefined ? { summary: { thread, model } } : {};
  return submitDialog(deps, context, found.value, { ...submitted, ...summary });
}

/**
 * A dialog's answers for `entry`'s command, handed to the core: a fixable error re-shows the dialog
 * beside its field (still for `submitTo`, when a card's button opened it); an outcome closes it, in
 * a line, or is posted in the chat when it comes later than Teams waits; the outcome of a proposal's
 * Change takes the proposal's card's place.
 */
export async function submitDialog(
  deps: TeamsDeps,
  context: TurnContext,
  entry: FormEntry,
  submitted: DialogState,
): Promise<MessagingExtensionActionResponse> {
  const { command, form } = entry;
  const { activity } = context;
  // A text the model summarised (sealed into the dialog as such) says so on the ticket.
  const summarised = submitted.summarisedBy !== undefined;
  // A dialog opened from a proposal's Change is that proposal's one change.
  const { proposal } = submitted;
  const details = {
    ...teamsDelivery(context),
    attachments: submitted.files,
    ...(summarised ? { summarised } : {}),
    ...(proposal ? { proposal: { nonce: proposal.nonce, requestedBy: proposal.requestedBy } } : {}),
  };
  const caller = teamsCaller(deps, context);
  const outcome = await deps.core.submitForm(caller, command.name, submitted.answers, details, INVOKE_ANSWER_MS);
  if (outcome.kind === "field-error") return dialogResponse(form, { ...submitted, error: outcome }, deps.sealKey);
  /** The proposal's card, when the outcome takes its place (as its Confirm's would: not a refusal, nor a repeat). */
  const cardOf = (reply: Reply) => (reply.repeated || reply.kind === "denied" ? undefined : proposal?.card);
  if (outcome.kind === "reply") {
    const card = cardOf(outcome.reply);
    if (card) await answer(deps, context, outcome.reply, card);
    return refusalResponse(outcome.reply, await deps.people.namesFor(context, outcome.reply));
  }
  const reference = TurnContext.getConversationReference(activity);
  const late = outcome.reply.then((reply) =>
    deps
      .continueConversation(reference, async (later) => {
        const message = replyActivity(reply, await deps.people.namesFor(later, reply));
        // The outcome shows the comment's text: a model's summary is labelled as AI-generated in the chat.
        const shown = summarised ? { ...message, entities: [{ ...AI_GENERATED_ENTITY }] } : message;
        const card = cardOf(reply);
        if (card) await later.updateActivity({ ...shown, id: card });
        else await later.sendActivity(shown);
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, "could not post a late outcome to Teams")),
  );
  deps.inFlight?.track(late);
  return messageResponse(t("teams.outcomeWillFollow"));
}
