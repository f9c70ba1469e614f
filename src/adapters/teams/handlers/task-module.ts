// A dialog opened from a card's button (`task/fetch`: a proposal's Change, its form filled in) and its answers (`task/submit`).
import type { TaskModuleRequest, TaskModuleResponse, TurnContext } from "botbuilder";
import { z } from "zod";
import { t } from "../../../messages/translate.ts";
import { type TeamsDeps, teamsCaller } from "../deps.ts";
import { dialogResponse, messageResponse, readSubmission, refusalResponse } from "../dialogs.ts";
import { CARD_ACTIONS } from "../ids.ts";
import { submitDialog } from "./submit-action.ts";

/**
 * `task/fetch` of a proposal's Change: its command's form, filled in with what was proposed, once the
 * person may use it; submitted, it is the proposal's one change, and its outcome takes the card's place.
 */
export async function onTaskFetch(
  deps: TeamsDeps,
  context: TurnContext,
  request: TaskModuleRequest | undefined,
): Promise<TaskModuleResponse> {
  const caller = teamsCaller(deps, context);
  // The core reads the press (what was proposed, for whom) and says when it is not one it can carry out.
  const outcome = await deps.core.change(caller, request?.data);
  if (outcome.kind === "note") return messageResponse(outcome.text);
  const opened = await deps.core.openForm(caller, outcome.command);
  if (opened.kind === "refused")
    return refusalResponse(opened.reply, await deps.people.namesFor(context, opened.reply));
  // The dialog carries the proposal it answers, and the card that shows it (its submission names no card).
  const card = context.activity.replyToId;
  const proposal = { ...outcome.proposal, ...(card ? { card } : {}) };
  const state = { answers: outcome.answers, notes: outcome.notes, files: [], submitTo: outcome.command, proposal };
  return dialogResponse(opened.form, state, deps.sealKey);
}

/** What a dialog opened from a card sends back: its answers, and the command they are for. */
const CardDialogData = z.looseObject({ deskbot: z.literal(CARD_ACTIONS.form), command: z.string() });

/** `task/submit` of a dialog opened from a card: its answers go to the core, as a message action's do. */
export async function onTaskSubmit(
  deps: TeamsDeps,
  context: TurnContext,
  request: TaskModuleRequest | undefined,
): Promise<TaskModuleResponse> {
  const data = CardDialogData.safeParse(request?.data);
  const command = data.success ? deps.core.registry.get(data.data.command) : undefined;
  const form = command?.form;
  const sealed = command && form ? readSubmission(form, data.data, deps.sealKey) : undefined;
  if (!command || !form || !sealed) return messageResponse(t("teams.unreadableAnswers"));
  return submitDialog(deps, context, { command, form }, { ...sealed, submitTo: command.name });
}
