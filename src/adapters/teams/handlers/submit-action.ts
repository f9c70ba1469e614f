// `composeExtension/submitAction`: the form's answers go to the core; a fixable error re-shows the dialog beside its field.
import { type MessagingExtensionAction, type MessagingExtensionActionResponse, TurnContext } from "botbuilder";
import { t } from "../../../messages/translate.ts";
import { replyActivity } from "../cards.ts";
import { type TeamsDeps, teamsCaller, teamsDelivery } from "../deps.ts";
import {
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
  const { command, form } = found.value;
  const sealed = readSubmission(form, action.data, deps.sealKey);
  if (!sealed) return messageResponse(t("teams.unreadableAnswers"));
  // The message's files as Teams sends them with the submission, else those deskbot sealed into the dialog.
  const submitted = action.messagePayload ? { ...sealed, files: filesOfMessage(action.messagePayload) } : sealed;
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
