// Message shortcuts: every form's action opens its modal, pre-filled from the message, once the person may use it.
import type { App, MessageShortcut } from "@slack/bolt";
import { toBlocks } from "../blocks.ts";
import type { SlackDeps } from "../deps.ts";
import { modalFor } from "../modals.ts";
import { slackTextToPlain } from "../text-in.ts";

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
  for (const { command, form } of deps.core.registry.forms()) {
    const callbackId = form.messageAction.id;
    app.shortcut<MessageShortcut>({ callback_id: callbackId, type: "message_action" }, async (args) => {
      const { shortcut, ack, client, respond } = args;
      await ack();
      const refusal = await deps.core.preflight(command.name, "slack", shortcut.user.id);
      if (refusal) {
        await respond({ response_type: "ephemeral", ...toBlocks(refusal) });
        return;
      }
      await client.views.open({
        trigger_id: shortcut.trigger_id,
        view: modalFor(form, slackTextToPlain(shortcut.message.text ?? ""), {
          channel: shortcut.channel.id,
          responseUrl: shortcut.response_url,
          files: attachmentsOf(shortcut.message),
        }),
      });
    });
  }
}
