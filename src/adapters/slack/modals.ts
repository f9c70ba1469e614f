// The comment and approval modals (CONTRACT.md §4): input blocks, pre-filled text, and where the outcome goes.
import type { types } from "@slack/bolt";
import { z } from "zod";
import type { ReplyForm } from "../../core/reply.ts";
import { BLOCK_IDS, CALLBACK_IDS, FOLLOW_OPTION } from "./ids.ts";

/** What a modal carries to its submission in `private_metadata` (at most 3,000 characters). */
export const ModalContextSchema = z.object({
  /** Where the outcome is posted (ephemerally). */
  channel: z.string().optional(),
  /** A fallback way to answer when the bot cannot post in the channel. */
  responseUrl: z.string().optional(),
  /** The files of the message the shortcut was used on: they go with a comment as attachments. */
  files: z.array(z.object({ filename: z.string(), url: z.string() })).default([]),
});
export type ModalContext = z.infer<typeof ModalContextSchema>;

const METADATA_LIMIT = 3000;

/** Serialises the context, dropping files from the end until it fits Slack's limit. */
export function encodeContext(context: ModalContext): string {
  const files = [...context.files];
  for (;;) {
    const text = JSON.stringify({ ...context, files });
    if (text.length <= METADATA_LIMIT || files.length === 0) return text.slice(0, METADATA_LIMIT);
    files.pop();
  }
}

export function decodeContext(metadata: string | undefined): ModalContext {
  try {
    return ModalContextSchema.parse(JSON.parse(metadata ?? "{}"));
  } catch {
    return { files: [] };
  }
}

const plain = (text: string) => ({ type: "plain_text" as const, text });
const MAX_INPUT = 3000;

function ticketInput(): types.InputBlock {
  return {
    type: "input",
    block_id: BLOCK_IDS.ticket,
    label: plain("Ticket"),
    hint: plain("The request's UID or friendly id, like REQ-42."),
    element: { type: "plain_text_input", action_id: BLOCK_IDS.ticket, placeholder: plain("REQ-42") },
  };
}

function bodyInput(label: string, text: string): types.InputBlock {
  return {
    type: "input",
    block_id: BLOCK_IDS.body,
    label: plain(label),
    element: {
      type: "plain_text_input",
      action_id: BLOCK_IDS.body,
      multiline: true,
      max_length: MAX_INPUT,
      ...(text ? { initial_value: text.slice(0, MAX_INPUT) } : {}),
    },
  };
}

/** The modal of a form, pre-filled with `text`. */
export function modalFor(form: ReplyForm, text: string, context: ModalContext): types.ModalView {
  const files = context.files.length > 0 ? [filesNote(context.files.map((file) => file.filename))] : [];
  if (form === "comment") {
    return {
      type: "modal",
      callback_id: CALLBACK_IDS.commentModal,
      title: plain("Comment on a ticket"),
      submit: plain("Comment"),
      close: plain("Cancel"),
      private_metadata: encodeContext(context),
      blocks: [ticketInput(), bodyInput("Comment", text), ...files],
    };
  }
  return {
    type: "modal",
    callback_id: CALLBACK_IDS.approvalModal,
    title: plain("Request an approval"),
    submit: plain("Request"),
    close: plain("Cancel"),
    private_metadata: encodeContext(context),
    blocks: [
      ticketInput(),
      {
        type: "input",
        block_id: BLOCK_IDS.approvers,
        label: plain("Approvers"),
        hint: plain("Each approver's Slack account must be linked to their platform user."),
        element: { type: "multi_users_select", action_id: BLOCK_IDS.approvers, placeholder: plain("Choose people") },
      },
      bodyInput("What to approve", text),
      {
        type: "input",
        block_id: BLOCK_IDS.follow,
        optional: true,
        label: plain("Followers"),
        element: {
          type: "checkboxes",
          action_id: BLOCK_IDS.follow,
          options: [{ text: plain("Add the approvers to the ticket's followers"), value: FOLLOW_OPTION }],
        },
      },
    ],
  };
}

function filesNote(names: string[]): types.ContextBlock {
  return {
    type: "context",
    elements: [{ type: "mrkdwn", text: `Attached from the message: ${names.join(", ")}`.slice(0, 2000) }],
  };
}
