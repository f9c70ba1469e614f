// `composeExtension/submitAction`: the form's answers go to the core; a fixable error re-shows the dialog beside its field.
import { type MessagingExtensionAction, type MessagingExtensionActionResponse, TurnContext } from "botbuilder";
import type { FormEntry } from "../../../core/registry.ts";
import { t } from "../../../messages/translate.ts";
import { replyActivity } from "../cards.ts";
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

/** Teams waits about 5 s for an invoke's answer; past this the outcome is posted in the chat instead. */
const INVOKE_ANSWER_MS = 4000;

export async function onSubmitAction(
  deps: TeamsDeps,
  context: TurnContext,
  action: MessagingExtensionAction,
): Promise<MessagingExtensionActionResponse> {
  const found = formOfAction(deps.core.registry, action.commandId);
  if (!found.ok) return found.error;
  const sealed = readSubmission(found.value.form, action.data, deps.sealKey);
  if (!sealed) return messageResponse(t("teams.unreadableAnswers"));
  // The message's files as Teams sends them with the submission, else those deskbot sealed into the dialog.
  const submitted = action.messagePayload ? { ...sealed, files: filesOfMessage(action.messagePayload) } : sealed;
  return submitDialog(deps, context, found.value, submitted);
}

/**
 * A dialog's answers for `entry`'s command, handed to the core: a fixable error re-shows the dialog
 * beside its field (still for `submitTo`, when a card's button opened it); an outcome closes it, in
 * a line, or is posted in the chat when it comes later than Teams waits.
 */
export async function submitDialog(
  deps: TeamsDeps,
  context: TurnContext,
  entry: FormEntry,
  submitted: DialogState,
): Promise<MessagingExtensionActionResponse> {
  const { command, form } = entry;
  const { activity } = context;
  const details = { ...teamsDelivery(context), attachments: submitted.files };
  const caller = teamsCaller(deps, context);
  const outcome = await deps.core.submitForm(caller, command.name, submitted.answers, details, INVOKE_ANSWER_MS);
  if (outcome.kind === "field-error") return dialogResponse(form, { ...submitted, error: outcome }, deps.sealKey);
  if (outcome.kind === "reply") return refusalResponse(outcome.reply);
  const reference = TurnContext.getConversationReference(activity);
  const late = outcome.reply.then((reply) =>
    deps
      .continueConversation(reference, async (later) => {
        await later.sendActivity(replyActivity(reply, await deps.people.namesFor(later, reply)));
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, "could not post a late outcome to Teams")),
  );
  deps.inFlight?.track(late);
  return messageResponse(t("teams.outcomeWillFollow"));
}
