// `composeExtension/fetchTask`: a message action opens its form's dialog, pre-filled from the message, once allowed.
import type { MessagingExtensionAction, MessagingExtensionActionResponse, TurnContext } from "botbuilder";
import { type TeamsDeps, teamsCaller } from "../deps.ts";
import { dialogResponse, filesOfMessage, formOfAction, refusalResponse } from "../dialogs.ts";
import { payloadText } from "../text-in.ts";

export async function onFetchTask(
  deps: TeamsDeps,
  context: TurnContext,
  action: MessagingExtensionAction,
): Promise<MessagingExtensionActionResponse> {
  const found = formOfAction(deps.core.registry, action.commandId);
  if (!found.ok) return found.error;
  const opened = await deps.core.openForm(teamsCaller(deps, context), found.value.command.name);
  if (opened.kind === "refused") return refusalResponse(opened.reply);
  const payload = action.messagePayload;
  const files = filesOfMessage(payload);
  const message = payloadText(payload);
  const { answers, notes } = await deps.core.prefill(opened.form, message);
  return dialogResponse(opened.form, { answers, files, notes }, deps.sealKey);
}
