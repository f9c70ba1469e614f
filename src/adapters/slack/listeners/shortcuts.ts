// Message shortcuts: every form's action opens its modal at once, then fills it from the message, once the person may use it.
import type { App, MessageShortcut } from "@slack/bolt";
import { nameMentions, plainMentions } from "../../../core/mentions.ts";
import type { SlackDeps } from "../deps.ts";
import { openForm } from "../forms-flow.ts";
import { slackTextIn } from "../text-in.ts";

interface SlackFile {
  name?: string;
  title?: string;
  permalink?: string;
}

/** The message's files as API attachments (`{filename, url}`, url = the file's permalink). */
function attachmentsOf(message: MessageShortcut["message"]): Array<{ filename: string; url: string }> {
  const files = Array.isArray(message.files) ? (message.files as SlackFile[]) : [];
  return files
    .filter((file) => typeof file.permalink === "string")
    .map((file) => ({ filename: file.name ?? file.title ?? "file", url: file.permalink as string }));
}

export function register(app: App, deps: SlackDeps): void {
  for (const { command, form } of deps.core.registry.forms()) {
    app.shortcut<MessageShortcut>({ callback_id: form.messageAction.id, type: "message_action" }, async (args) => {
      const { shortcut, ack, client } = args;
      await ack();
      await openForm(deps, client, shortcut.trigger_id, form, async () => {
        const refusal = await deps.core.preflight(command.name, "slack", shortcut.user.id);
        // The message as people read it: its mentions by name.
        const text = await nameMentions(slackTextIn(shortcut.message.text ?? ""), (id) => deps.people.nameOf(id));
        return {
          ...(refusal ? { refusal } : {}),
          message: plainMentions(text),
          context: {
            channel: shortcut.channel.id,
            responseUrl: shortcut.response_url,
            files: attachmentsOf(shortcut.message),
          },
        };
      });
    });
  }
}
