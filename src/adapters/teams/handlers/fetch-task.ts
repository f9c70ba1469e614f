// `composeExtension/fetchTask`: a message action opens its form's dialog, pre-filled from the message, once allowed; in a channel, with a model, it offers to summarise the thread.
import type { MessagingExtensionAction, MessagingExtensionActionResponse, TurnContext } from "botbuilder";
import type { CommandForm } from "../../../core/forms.ts";
import { t } from "../../../messages/translate.ts";
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
  const caller = teamsCaller(deps, context);
  const opened = await deps.core.openForm(caller, found.value.command.name);
  if (opened.kind === "refused")
    return refusalResponse(opened.reply, await deps.people.namesFor(context, opened.reply));
  const payload = action.messagePayload;
  const files = filesOfMessage(payload);
  const message = payloadText(payload);
  const { answers, notes } = await deps.core.prefill(caller, opened.form, message);
  const summary = summaryOffer(deps, context, opened.form, payload);
  if (summary && "unavailable" in summary) {
    // Offered nowhere it cannot work: the dialog says why beside the field a summary would fill.
    const note = [notes[summary.unavailable], t("summary.noGraph")].filter(Boolean).join(" ");
    return dialogResponse(
      opened.form,
      { answers, files, notes: { ...notes, [summary.unavailable]: note } },
      deps.sealKey,
    );
  }
  return dialogResponse(opened.form, { answers, files, notes, ...(summary ? { summary } : {}) }, deps.sealKey);
}

/**
 * "Summarise the thread", when the form takes a summary, a model is configured, and the message is
 * in a channel's thread (chats have none): the thread's place sealed for this person; or, without
 * Microsoft credentials (no thread can be read), the field that says so.
 */
function summaryOffer(
  deps: TeamsDeps,
  context: TurnContext,
  form: CommandForm,
  message: MessagingExtensionAction["messagePayload"],
): SummaryOffer | { unavailable: string } | undefined {
  const { model } = deps.core.summaries;
  const field = deps.core.summaries.fieldOf(form);
  if (!field || model === undefined) return undefined;
  const place = channelThreadOf(context.activity, message);
  if (!place) return undefined;
  if (!deps.readThread) return { unavailable: field.id };
  return { thread: sealThread(deps.sealKey, place, Date.now()), model };
}
