// Message shortcuts: every form's action opens its modal at once, then fills it from the message, once the person may use it.
import type { App, MessageShortcut } from "@slack/bolt";
import type { Attachment } from "../../../api/schemas.ts";
import { nameMentions, plainMentions } from "../../../core/mentions.ts";
import { type SlackDeps, slackCaller } from "../deps.ts";
import { openForm } from "../forms-flow.ts";
import { slackTextIn } from "../text-in.ts";

interface SlackFile {
  name?: string;
  title?: string;
  permalink?: string;
}

/** The message's files as API attachments (`{filename, url}`, url = the file's permalink). */
function attachmentsOf(message: MessageShortcut["message"]): Attachment[] {
  const files = Array.isArray(message.files) ? (message.files as SlackFile[]) : [];
  return files
    .filter((file) => typeof file.permalink === "string")
    .map((file) => ({ filename: file.name ?? file.title ?? "file", url: file.permalink as string }));
}

export function register(app: App, deps: SlackDeps): void {
  for (const command of deps.core.registry.forms().map(({ command, form }) => ({ name: command.name, form }))) {
    const action = { callback_id: command.form.messageAction.id, type: "message_action" as const };
    app.shortcut<MessageShortcut>(action, async ({ shortcut, ack, client }) => {
      await ack();
      await openForm(deps, client, shortcut.trigger_id, slackCaller(deps, shortcut.user.id), command, async () => ({
        // The message as people read it: its mentions by name.
        message: plainMentions(
          await nameMentions(slackTextIn(shortcut.message.text ?? ""), (id) => deps.people.nameOf(id)),
        ),
        context: {
          channel: shortcut.channel.id,
          responseUrl: shortcut.response_url,
          files: attachmentsOf(shortcut.message),
        },
      }));
    });
  }
}
