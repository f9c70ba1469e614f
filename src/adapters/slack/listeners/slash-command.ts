// The slash command: acknowledged at once; the answer follows through response_url, or its form opens at once.
import type { Middleware, SlackCommandMiddlewareArgs } from "@slack/bolt";
import type { Reply } from "../../../core/reply.ts";
import { t } from "../../../messages/translate.ts";
import { withProgress } from "../../progress.ts";
import { toBlocks } from "../blocks.ts";
import { type SlackDeps, slackCaller } from "../deps.ts";
import { openForm } from "../forms-flow.ts";
import { toNote } from "../notes.ts";
import type { SlackRoutes } from "../routes.ts";
import { slackCommandText } from "../text-in.ts";

/** `DESK_COMMAND TEXT`: a form command alone opens its modal; anything else is answered through response_url. */
export function slashCommandListener(deps: SlackDeps): Middleware<SlackCommandMiddlewareArgs> {
  return async ({ command, ack, respond, client }) => {
    await ack();
    const caller = slackCaller(deps, command.user_id, {
      channel: command.channel_id,
      responseUrl: command.response_url,
    });
    const text = slackCommandText(command.text);
    // A form command alone opens its modal before anything is asked of the API: the trigger lives 3 s.
    const definition = deps.core.registry.get(text.trim());
    if (definition?.form) {
      const context = { channel: command.channel_id, responseUrl: command.response_url, files: [] };
      const form = { name: definition.name, form: definition.form };
      await openForm(deps, client, command.trigger_id, caller, form, async () => ({ message: "", context }));
      return;
    }
    const work = deps.core.run(caller, text, { id: `command:${command.trigger_id}` });
    const { value: reply, slow } = await withProgress(work, () =>
      respond({ response_type: "ephemeral", ...toNote(deps.core.progressNote(caller, text), "progress") }),
    );
    await respond({ response_type: "ephemeral", replace_original: slow, ...toBlocks(reply) });
  };
}

/** A slash command other than DESK_COMMAND: the app's manifest and deskbot disagree, and the person is told whom to tell. */
export function otherCommandListener(deps: SlackDeps): Middleware<SlackCommandMiddlewareArgs> {
  return async ({ command, ack, respond }) => {
    await ack();
    deps.logger.warn({ received: command.command, expected: deps.command }, "a slash command other than DESK_COMMAND");
    const names = { expected: deps.command, received: command.command };
    const reply: Reply = {
      kind: "error",
      title: t("slack.otherCommand.title", names),
      troubleshoot: t("slack.otherCommand.troubleshoot", names),
    };
    await respond({ response_type: "ephemeral", ...toBlocks(reply) });
  };
}

export function register(routes: SlackRoutes, deps: SlackDeps): void {
  routes.command(deps.command, slashCommandListener(deps));
  routes.command(
    new RegExp(`^(?!${deps.command.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")}$)`),
    otherCommandListener(deps),
  );
}
