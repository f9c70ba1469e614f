// `composeExtension/fetchTask`: a message action opens its form's dialog, pre-filled from the message, once allowed; in a channel, with a model, it offers to summarise the thread.
import type { MessagingExtensionAction, MessagingExtensionActionResponse, TurnContext } from "botbuilder";
import type { CommandForm } from "../../../core/forms.ts";
import { channelThreadOf, sealThread } from "../channel-thread.ts";
import { type TeamsDeps, teamsCaller } from "../deps.ts";
import { dialogResponse, filesOfMessage, formOfAction, refusalResponse, type SummaryOffer } from "../dialogs.ts";
import { payloadText } from "../text-in.ts";

export async function onFetchTask(
  deps: TeamsDeps,
  context: TurnContext,
  action: MessagingExtensionAction,
): Promise<MessagingExtensionActionResponse> {
  const found = formOfAction(deps.core.registry, action.commandId);
  if (!found.ok) return found.error;
  const opened = await deps.core.openForm(teamsCaller(deps, context), found.value.command.name);
  if (opened.kind === "refused")
    return refusalResponse(opened.reply, await deps.people.namesFor(context, opened.reply));
  const payload = action.messagePayload;
  const files = filesOfMessage(payload);
  const message = payloadText(payload);
  const { answers, notes } = await deps.core.prefill(opened.form, message);
  const summary = summaryOffer(deps, context, opened.form, payload);
  return dialogResponse(opened.form, { answers, files, notes, ...(summary ? { summary } : {}) }, deps.sealKey);
}

/**
 * "Summarise the thread", when the form takes a summary, a model is configured, and the message is
 * in a channel's thread (chats have none): the thread's place sealed for this person.
 */
function summaryOffer(
  deps: TeamsDeps,
  context: TurnContext,
  form: CommandForm,
  message: MessagingExtensionAction["messagePayload"],
): SummaryOffer | undefined {
  const { model } = deps.core.summaries;
  if (!deps.core.summaries.fieldOf(form) || model === undefined) return undefined;
  const place = channelThreadOf(context.activity, message);
  return place ? { thread: sealThread(deps.sealKey, place), model } : undefined;
}
