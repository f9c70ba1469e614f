// Modal submissions: run the comment or approval; fixable errors go back beside their field, outcomes to the user.
import type { App, ViewStateValue } from "@slack/bolt";
import type { RawArgs } from "../../../core/command.ts";
import { isFailure, type Reply } from "../../../core/reply.ts";
import { within } from "../../progress.ts";
import { toBlocks } from "../blocks.ts";
import { postToUser } from "../deliver.ts";
import type { SlackDeps } from "../deps.ts";
import { BLOCK_IDS, BLOCK_OF_ARGUMENT, CALLBACK_IDS, FOLLOW_OPTION } from "../ids.ts";
import { decodeContext } from "../modals.ts";

/** Slack closes a submission that is not answered within 3 s: answer errors inline only until then. */
const INLINE_ANSWER_MS = 2500;

type Values = Record<string, Record<string, ViewStateValue>>;

const textOf = (values: Values, block: string) => values[block]?.[block]?.value?.trim() ?? "";

/** The command and its arguments from the modal's inputs. */
function commandOf(callbackId: string, values: Values): { command: string; args: RawArgs } {
  const request = textOf(values, BLOCK_IDS.ticket);
  const body = textOf(values, BLOCK_IDS.body);
  if (callbackId === CALLBACK_IDS.commentModal) {
    return { command: "comment", args: { request, text: body } };
  }
  const approvers = (values[BLOCK_IDS.approvers]?.[BLOCK_IDS.approvers]?.selected_users ?? []).map((id) => `<@${id}>`);
  const follow = (values[BLOCK_IDS.follow]?.[BLOCK_IDS.follow]?.selected_options ?? []).some(
    (option) => option.value === FOLLOW_OPTION,
  );
  return {
    command: "approval",
    args: { request, text: body, approvers: approvers.join(","), ...(follow ? { follow: true } : {}) },
  };
}

/** The modal block that shows a reply's error, when the person can fix it there. */
function fieldErrors(reply: Reply): Record<string, string> | undefined {
  if (!isFailure(reply) || !reply.field) return undefined;
  const block = BLOCK_OF_ARGUMENT[reply.field];
  if (!block) return undefined;
  const detail = reply.error?.troubleshoot ?? reply.text ?? "";
  return { [block]: `${reply.title} ${detail}`.trim().slice(0, 300) };
}

export function register(app: App, deps: SlackDeps): void {
  app.view(
    new RegExp(`^(${CALLBACK_IDS.commentModal}|${CALLBACK_IDS.approvalModal})$`),
    async ({ ack, view, body, client }) => {
      const context = decodeContext(view.private_metadata);
      const { command, args } = commandOf(view.callback_id, view.state.values as Values);
      const work = deps.core.handle({
        text: "",
        platform: "slack",
        userId: body.user.id,
        // One submission of a view is one delivery; a refused one is released by the core, so a fixed resubmission runs.
        deliveryId: `view:${view.id}`,
        fields: { command, args },
        ...(command === "comment" ? { attachments: context.files } : {}),
      });
      const early = await within(work, INLINE_ANSWER_MS);
      if (early.done) {
        const errors = fieldErrors(early.value);
        if (errors) {
          await ack({ response_action: "errors", errors });
          return;
        }
      }
      await ack();
      const reply = early.done ? early.value : await work;
      await postToUser(
        client,
        {
          user: body.user.id,
          ...(context.channel ? { channel: context.channel } : {}),
          ...(context.responseUrl ? { responseUrl: context.responseUrl } : {}),
        },
        toBlocks(reply),
        deps.logger,
      );
    },
  );
}
