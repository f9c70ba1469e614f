// Message shortcuts: every form's action opens its modal at once, then fills it from the message, once the person may use it.
import type { App, MessageShortcut, Middleware, SlackShortcutMiddlewareArgs } from "@slack/bolt";
import type { Attachment } from "../../../api/schemas.ts";
import type { CommandForm } from "../../../core/forms.ts";
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

/** The message shortcut of `command`'s form: its modal, pre-filled with the message (its mentions by name) and its files. */
export function shortcutListener(
  deps: SlackDeps,
  command: { name: string; form: CommandForm },
): Middleware<SlackShortcutMiddlewareArgs<MessageShortcut>> {
  return async ({ shortcut, ack, client }) => {
    await ack();
    await openForm(deps, client, shortcut.trigger_id, slackCaller(deps, shortcut.user.id), command, async () => ({
      message: plainMentions(
        await nameMentions(slackTextIn(shortcut.message.text ?? ""), (id) => deps.people.nameOf(id)),
      ),
      context: {
        channel: shortcut.channel.id,
        responseUrl: shortcut.response_url,
        files: attachmentsOf(shortcut.message),
      },
    }));
  };
}

export function register(app: App, deps: SlackDeps): void {
  for (const { command, form } of deps.core.registry.forms()) {
    const action = { callback_id: form.messageAction.id, type: "message_action" as const };
    app.shortcut<MessageShortcut>(action, shortcutListener(deps, { name: command.name, form }));
  }
}
