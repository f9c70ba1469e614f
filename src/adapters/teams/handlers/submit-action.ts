// `composeExtension/submitAction`: the form's answers go to the core; a fixable error re-shows the dialog beside its field.
import { type MessagingExtensionAction, type MessagingExtensionActionResponse, TurnContext } from "botbuilder";
import { fieldErrorOf, nameChosenPeople } from "../../../core/forms.ts";
import { plainMentions } from "../../../core/mentions.ts";
import { replySummary } from "../../../core/reply.ts";
import { within } from "../../progress.ts";
import { replyActivity } from "../cards.ts";
import type { TeamsDeps } from "../deps.ts";
import { dialogResponse, formOfAction, messageResponse, readSubmission } from "../dialogs.ts";
import { chatUserOf, teamsPrefix } from "../text-in.ts";

/** Teams waits about 5 s for an invoke's answer; past this the outcome is posted in the chat instead. */
const INVOKE_ANSWER_MS = 4000;

export async function onSubmitAction(
  deps: TeamsDeps,
  context: TurnContext,
  action: MessagingExtensionAction,
): Promise<MessagingExtensionActionResponse> {
  const found = formOfAction(deps.core.registry, action.commandId);
  if (!found.ok) return found.error;
  const entry = found.value;
  const submitted = readSubmission(entry.form, action.data);
  if (!submitted) return messageResponse("deskbot could not read the form's answers: open the action again.");
  const { activity } = context;
  // People chosen in the picker come as AAD ids: with their names, an error can name them.
  const answers = await nameChosenPeople(
    entry.form,
    submitted.answers,
    async (id) => (await deps.people.member(context, id))?.name,
  );
  const work = deps.core.handle({
    kind: "form",
    command: entry.command.name,
    answers,
    prefix: teamsPrefix(activity),
    platform: "teams",
    profileOf: (id: string) => deps.people.profileOf(context, id),
    userId: chatUserOf(activity),
    ...(activity.id ? { deliveryId: `activity:${activity.id}` } : {}),
    attachments: submitted.files,
  });
  const early = await within(work, INVOKE_ANSWER_MS);
  if (!early.done) {
    const reference = TurnContext.getConversationReference(activity);
    const late = work.then((reply) =>
      deps
        .continueConversation(reference, async (later) => {
          await later.sendActivity(replyActivity(reply, await deps.people.namesFor(later, reply)));
        })
        .catch((error: unknown) => deps.logger.error({ err: error }, "could not post a late outcome to Teams")),
    );
    deps.inFlight?.track(late);
    return messageResponse("Working on it: the outcome will be posted in this chat.");
  }
  const error = fieldErrorOf(entry.form, early.value);
  if (error)
    return dialogResponse(entry.form, { ...submitted, error: { ...error, message: plainMentions(error.message) } });
  return messageResponse(plainMentions(replySummary(early.value)));
}
