// Message shortcuts: every form's action opens its modal at once, then fills it from the message, once the person may use it.
import type { MessageShortcut, Middleware, SlackShortcutMiddlewareArgs } from "@slack/bolt";
import type { Attachment } from "../../../api/schemas.ts";
import type { CommandForm } from "../../../core/forms.ts";
import { nameMentions, plainMentions } from "../../../core/mentions.ts";
import { type SlackDeps, slackCaller } from "../deps.ts";
import { openForm } from "../forms-flow.ts";
import type { SlackRoutes } from "../routes.ts";
import { slackMessageText } from "../text-in.ts";
import { threadOf } from "../thread-summary.ts";

interface SlackFile {
  name?: string;
  title?: string;
  permalink?: string;
}

/** The message's files as API attachments (`{filename, url}`, url = the file's permalink); what is not a file is left out. */
function attachmentsOf(message: { files?: unknown }): Attachment[] {
  const files = Array.isArray(message.files) ? (message.files as unknown[]) : [];
  return files
    .filter((file): file is SlackFile => typeof file === "object" && file !== null)
    .filter((file) => typeof file.permalink === "string")
    .map((file) => ({ filename: textOr(file.name) ?? textOr(file.title) ?? "file", url: file.permalink as string }));
}

const textOr = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

/** The message a shortcut was used on, as far as it is one: Slack may send none, or fields of another type. */
function messageOf(shortcut: MessageShortcut): Record<string, unknown> {
  const message: unknown = shortcut.message;
  return typeof message === "object" && message !== null ? (message as Record<string, unknown>) : {};
}

/**
 * The message shortcut of `command`'s form: its modal, pre-filled with the message (its mentions by
 * name) and its files; on a message with a thread, with a model, the offer to summarise the thread.
 */
export function shortcutListener(
  deps: SlackDeps,
  command: { name: string; form: CommandForm },
): Middleware<SlackShortcutMiddlewareArgs<MessageShortcut>> {
  return async ({ shortcut, ack, client }) => {
    await ack();
    const message = messageOf(shortcut);
    const channel = textOr((shortcut.channel as { id?: unknown } | undefined)?.id);
    const responseUrl = textOr(shortcut.response_url);
    // The thread is sealed into the modal only when it may be summarised: a press reads that thread and no other.
    const thread = deps.core.summaries.fieldOf(command.form) ? threadOf(message, channel) : undefined;
    await openForm(deps, client, shortcut.trigger_id, slackCaller(deps, shortcut.user.id), command, async () => ({
      message: plainMentions(await nameMentions(slackMessageText(message.text), (id) => deps.people.nameOf(id))),
      context: {
        ...(channel ? { channel } : {}),
        ...(responseUrl ? { responseUrl } : {}),
        files: attachmentsOf(message),
        ...(thread ? { thread } : {}),
      },
    }));
  };
}

export function register(routes: SlackRoutes, deps: SlackDeps): void {
  for (const { command, form } of deps.core.registry.forms()) {
    routes.shortcut<MessageShortcut>(form.messageAction.id, shortcutListener(deps, { name: command.name, form }));
  }
}
