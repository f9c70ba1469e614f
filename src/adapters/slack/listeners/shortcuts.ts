// The message shortcuts: open the comment or approval modal, pre-filled from the message.
import type { App, MessageShortcut } from "@slack/bolt";
import type { ReplyForm } from "../../../core/reply.ts";
import { toBlocks } from "../blocks.ts";
import type { SlackDeps } from "../deps.ts";
import { CALLBACK_IDS } from "../ids.ts";
import { modalFor } from "../modals.ts";

const SHORTCUTS: Array<{ callbackId: string; form: ReplyForm; command: string }> = [
  { callbackId: CALLBACK_IDS.commentShortcut, form: "comment", command: "comment" },
  { callbackId: CALLBACK_IDS.approvalShortcut, form: "approval", command: "approval" },
];

interface SlackFile {
  name?: string;
  title?: string;
  permalink?: string;
}

/** The message's files as API attachments (`{filename, url}`, url = the file's permalink). */
export function attachmentsOf(message: MessageShortcut["message"]): Array<{ filename: string; url: string }> {
  const files = Array.isArray(message.files) ? (message.files as SlackFile[]) : [];
  return files
    .filter((file) => typeof file.permalink === "string")
    .map((file) => ({ filename: file.name ?? file.title ?? "file", url: file.permalink as string }));
}

export function register(app: App, deps: SlackDeps): void {
  for (const shortcut of SHORTCUTS) {
    app.shortcut<MessageShortcut>({ callback_id: shortcut.callbackId, type: "message_action" }, async (args) => {
      const { shortcut: payload, ack, client, respond } = args;
      await ack();
      const refusal = await deps.core.preflight(shortcut.command, "slack", payload.user.id);
      if (refusal) {
        await respond({ response_type: "ephemeral", ...toBlocks(refusal) });
        return;
      }
      await client.views.open({
        trigger_id: payload.trigger_id,
        view: modalFor(shortcut.form, slackTextToPlain(payload.message.text ?? ""), {
          channel: payload.channel.id,
          responseUrl: payload.response_url,
          files: attachmentsOf(payload.message),
        }),
      });
    });
  }
}

/** Slack's message text as a person reads it: mentions and links unwrapped, entities decoded. */
export function slackTextToPlain(text: string): string {
  return text
    .replace(/<([@#!][^>|]*)\|([^>]*)>/g, (_, _id: string, label: string) => label)
    .replace(/<(https?:[^>|]+)\|([^>]*)>/g, "$2 ($1)")
    .replace(/<(https?:[^>]+)>/g, "$1")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
