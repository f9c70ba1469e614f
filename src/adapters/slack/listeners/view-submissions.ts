// Modal submissions: the form's answers go to the core; fixable errors go back beside their field, outcomes to the user.
import type { Middleware, SlackViewMiddlewareArgs, ViewSubmitAction } from "@slack/bolt";
import type { CommandForm } from "../../../core/forms.ts";
import { toBlocks } from "../blocks.ts";
import { postToUser, replaceMessage } from "../deliver.ts";
import { type SlackDeps, slackCaller } from "../deps.ts";
import { modalCallbackId } from "../ids.ts";
import { answersOf, blockIdOf, decodeContext, fieldErrors } from "../modals.ts";
import type { SlackRoutes } from "../routes.ts";

/** Slack closes a submission that is not answered within 3 s: answer errors inline only until then. */
const INLINE_ANSWER_MS = 2500;

/**
 * The submission of the modal of `command`'s form: an error beside its field, or the outcome posted
 * to the person; a form opened from a proposal's Change is that proposal's one change, and its
 * outcome takes the proposal's place.
 */
export function viewSubmissionListener(
  deps: SlackDeps,
  command: { name: string; form: CommandForm },
): Middleware<SlackViewMiddlewareArgs<ViewSubmitAction>> {
  return async ({ ack, view, body, client }) => {
    const context = decodeContext(view.private_metadata, deps.sealKey, body.user.id);
    const answers = answersOf(command.form, (view.state as { values?: unknown } | null | undefined)?.values, context);
    // One submission of a view is one delivery; a refused one is released by the core, so a fixed resubmission runs.
    // A text the model summarised (sealed: only deskbot says so) is posted with the line that says so.
    const summarised = context.summarisedBy === undefined ? {} : { summarised: true };
    const { proposal } = context;
    const details = {
      id: `view:${view.id}`,
      attachments: context.files,
      ...summarised,
      ...(proposal ? { proposal } : {}),
    };
    const destination = {
      ...(context.channel ? { channel: context.channel } : {}),
      ...(context.responseUrl ? { responseUrl: context.responseUrl } : {}),
    };
    const caller = slackCaller(deps, body.user.id, destination);
    const outcome = await deps.core.submitForm(caller, command.name, answers, details, INLINE_ANSWER_MS);
    if (outcome.kind === "field-error") {
      await ack(fieldErrors(blockIdOf(command.form, outcome.fieldId, context), outcome.message));
      return;
    }
    await ack();
    const reply = outcome.kind === "reply" ? outcome.reply : await outcome.reply;
    const message = toBlocks(reply);
    // The proposal's message shows what became of it, as its Confirm's outcome would (a refusal leaves it);
    // a repeat (the proposal was answered already) is told to the person alone.
    const replaced =
      proposal !== undefined && !reply.repeated && reply.kind !== "denied" && context.responseUrl !== undefined
        ? await replaceMessage(client, context.responseUrl, message)
        : false;
    if (!replaced) await postToUser(client, { user: body.user.id, ...destination }, message, deps.logger);
  };
}

export function register(routes: SlackRoutes, deps: SlackDeps): void {
  for (const { command, form } of deps.core.registry.forms()) {
    routes.view<ViewSubmitAction>(modalCallbackId(form), viewSubmissionListener(deps, { name: command.name, form }));
  }
}
