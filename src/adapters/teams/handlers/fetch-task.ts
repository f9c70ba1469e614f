// `composeExtension/fetchTask`: a message action opens its form's dialog, pre-filled from the message, once allowed.
import type { MessagingExtensionAction, MessagingExtensionActionResponse, TurnContext } from "botbuilder";
import type { FormAnswers } from "../../../core/forms.ts";
import { plainMentions } from "../../../core/mentions.ts";
import { replySummary } from "../../../core/reply.ts";
import type { TeamsDeps } from "../deps.ts";
import { dialogResponse, formOfAction, messageResponse } from "../dialogs.ts";
import { chatUserOf, htmlToText } from "../text-in.ts";

export async function onFetchTask(
  deps: TeamsDeps,
  context: TurnContext,
  action: MessagingExtensionAction,
): Promise<MessagingExtensionActionResponse> {
  const found = formOfAction(deps.core.registry, action.commandId);
  if (!found.ok) return found.error;
  const entry = found.value;
  const refusal = await deps.core.preflight(entry.command.name, "teams", chatUserOf(context.activity));
  if (refusal) return messageResponse(plainMentions(replySummary(refusal)));
  const payload = action.messagePayload;
  const files = (payload?.attachments ?? [])
    .filter((attachment) => typeof attachment.contentUrl === "string" && attachment.contentType !== "text/html")
    .map((attachment) => ({ filename: attachment.name ?? "file", url: attachment.contentUrl as string }));
  const content = payload?.body?.content ?? "";
  const message = payload?.body?.contentType === "html" ? htmlToText(content) : content;
  const answers: FormAnswers = {};
  for (const field of entry.form.fields) if (field.prefill === "message") answers[field.id] = message;
  return dialogResponse(entry.form, { answers, files });
}
