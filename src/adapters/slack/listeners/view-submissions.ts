// Modal submissions: the form's answers go to the core; fixable errors go back beside their field, outcomes to the user.
import type { App, ViewStateValue } from "@slack/bolt";
import { fieldErrorOf, nameChosenPeople } from "../../../core/forms.ts";
import { plainMentions } from "../../../core/mentions.ts";
import { within } from "../../progress.ts";
import { toBlocks } from "../blocks.ts";
import { postToUser } from "../deliver.ts";
import { type SlackDeps, slackPrefix } from "../deps.ts";
import { modalCallbackId } from "../ids.ts";
import { answersOf, decodeContext } from "../modals.ts";

/** Slack closes a submission that is not answered within 3 s: answer errors inline only until then. */
const INLINE_ANSWER_MS = 2500;

/** Slack shows at most this much of an error beside an input. */
const MAX_INLINE_ERROR = 300;

export function register(app: App, deps: SlackDeps): void {
  for (const { command, form } of deps.core.registry.forms()) {
    app.view(modalCallbackId(form), async ({ ack, view, body, client }) => {
      const context = decodeContext(view.private_metadata);
      const answers = answersOf(form, view.state.values as Record<string, Record<string, ViewStateValue>>);
      const work = deps.core.handle({
        kind: "form",
        command: command.name,
        answers: await nameChosenPeople(form, answers, (id) => deps.people.nameOf(id)),
        prefix: slackPrefix(deps),
        platform: "slack",
        profileOf: deps.people.profileOf,
        userId: body.user.id,
        // One submission of a view is one delivery; a refused one is released by the core, so a fixed resubmission runs.
        deliveryId: `view:${view.id}`,
        attachments: context.files,
      });
      const early = await within(work, INLINE_ANSWER_MS);
      const fixable = early.done ? fieldErrorOf(form, early.value) : undefined;
      if (fixable) {
        await ack({
          response_action: "errors",
          // The error shows as plain text beside its input: people by name.
          errors: { [fixable.fieldId]: plainMentions(fixable.message).slice(0, MAX_INLINE_ERROR) },
        });
        return;
      }
      await ack();
      const reply = early.done ? early.value : await work;
      const destination = {
        user: body.user.id,
        ...(context.channel ? { channel: context.channel } : {}),
        ...(context.responseUrl ? { responseUrl: context.responseUrl } : {}),
      };
      await postToUser(client, destination, toBlocks(reply), deps.logger);
    });
  }
}
