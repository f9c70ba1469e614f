// A dialog's "Summarise the thread" (a `composeExtension/submitAction`): the thread deskbot sealed into the dialog, summarised by the model into the form's text; the dialog re-opens for the person to read and edit it, and nothing is posted.
import type { MessagingExtensionAction, MessagingExtensionActionResponse, TurnContext } from "botbuilder";
import { within } from "../../../core/flows.ts";
import type { FormEntry } from "../../../core/registry.ts";
import type { SummaryOutcome } from "../../../core/thread-summary.ts";
import { t } from "../../../messages/translate.ts";
import { unsealThread } from "../channel-thread.ts";
import { type TeamsDeps, teamsCaller } from "../deps.ts";
import { type DialogState, dialogResponse, filesOfMessage, messageResponse, readSubmission } from "../dialogs.ts";
import { CARD_ACTIONS } from "../ids.ts";

/** Teams waits about 5 s for an invoke's answer: a summary not made by then (the thread read, the model's answer) is none. */
export const SUMMARY_ANSWER_MS = 4000;

/** Whether a dialog's submit data is the press of "Summarise the thread". */
export function isSummaryPress(data: unknown): boolean {
  return (data as { deskbot?: unknown } | null | undefined)?.deskbot === CARD_ACTIONS.summarise;
}

/**
 * The press of "Summarise the thread": only the thread deskbot sealed into this person's dialog is
 * read, once the core has checked they may use the form. The dialog re-opens with the summary in
 * the field it fills, labelled as the model's (the other answers as the person had them); or with
 * their answers kept and the note saying why there is none, the offer still there to try again.
 */
export async function onSummaryPress(
  deps: TeamsDeps,
  context: TurnContext,
  { command, form }: FormEntry,
  action: MessagingExtensionAction,
): Promise<MessagingExtensionActionResponse> {
  const submitted = readSubmission(form, action.data, deps.sealKey);
  const sealed = (action.data as { thread?: unknown } | undefined)?.thread;
  const place = unsealThread(deps.sealKey, sealed, context.activity, Date.now());
  const field = form.summary;
  if (!submitted || !place || !field || typeof sealed !== "string") {
    deps.logger.warn({ command: command.name }, "a summary press for a thread not sealed for this person: refused");
    return messageResponse(t("teams.unreadableAnswers"));
  }
  // The message's files as Teams sends them with the press, else those deskbot sealed into the dialog.
  const kept: DialogState = {
    answers: submitted.answers,
    files: action.messagePayload ? filesOfMessage(action.messagePayload) : submitted.files,
  };
  const { readThread } = deps;
  // Sealed too long ago: the dialog keeps the person's answers and says to open it again from the message.
  if (place === "lapsed")
    return dialogResponse(form, { ...kept, notes: { [field]: t("summary.lapsed") } }, deps.sealKey);
  // Without Microsoft credentials no thread can be read: the dialog says why, and Graph is not called.
  if (!readThread) return dialogResponse(form, { ...kept, notes: { [field]: t("summary.noGraph") } }, deps.sealKey);
  const work = deps.core.summaries.summarise(teamsCaller(deps, context), command.name, () =>
    readThread(context, place),
  );
  const answered = await within(work, SUMMARY_ANSWER_MS);
  if (!answered.done) deps.logger.info({ command: command.name }, "a thread's summary took longer than Teams waits");
  const outcome: SummaryOutcome = answered.done ? answered.value : { kind: "note", text: t("summary.failed") };
  if (outcome.kind === "summary") {
    const answers = { ...kept.answers, [field]: outcome.text };
    const partial = outcome.partial ? { summaryPartial: outcome.partial } : {};
    return dialogResponse(form, { ...kept, answers, summarisedBy: outcome.model, ...partial }, deps.sealKey);
  }
  const { model } = deps.core.summaries;
  const again: Partial<DialogState> =
    model === undefined
      ? { error: { fieldId: field, message: outcome.text } }
      : { summary: { thread: sealed, model, note: outcome.text } };
  return dialogResponse(form, { ...kept, ...again }, deps.sealKey);
}
