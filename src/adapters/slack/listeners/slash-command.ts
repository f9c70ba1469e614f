// The slash command: acknowledged at once; the answer follows through response_url, or its form opens at once.
import type { App, SlashCommand } from "@slack/bolt";
import type { Reply } from "../../../core/reply.ts";
import { withProgress } from "../../progress.ts";
import { toBlocks } from "../blocks.ts";
import { type SlackDeps, slackPrefix } from "../deps.ts";
import { openForm } from "../forms-flow.ts";
import { slackTextIn } from "../text-in.ts";

export function register(app: App, deps: SlackDeps): void {
  app.command(deps.command, async ({ command, ack, respond, client }) => {
    await ack();
    const request = {
      kind: "text" as const,
      text: slackTextIn(command.text),
      platform: "slack" as const,
      profileOf: deps.people.profileOf,
      userId: command.user_id,
      deliveryId: `command:${command.trigger_id}`,
      prefix: slackPrefix(deps),
    };
    // A form command alone opens its modal before anything is asked of the API: the trigger lives 3 s.
    const form = deps.core.registry.get(request.text.trim())?.form;
    if (form) {
      await openForm(deps, client, command.trigger_id, form, async () => {
        const reply = await deps.core.handle(request);
        return { ...(reply.kind === "form" ? {} : { refusal: reply }), message: "", context: contextOf(command) };
      });
      return;
    }
    const { value: reply, slow } = await withProgress(deps.core.handle(request), () =>
      respond({ response_type: "ephemeral", text: `:hourglass_flowing_sand: ${deps.core.progressNote(request)}` }),
    );
    await respond({ response_type: "ephemeral", replace_original: slow, ...toBlocks(reply) });
  });

  // A slash command other than DESK_COMMAND reached deskbot: the app's manifest and deskbot disagree.
  const other = new RegExp(`^(?!${deps.command.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")}$)`);
  app.command(other, async ({ command, ack, respond }) => {
    await ack();
    deps.logger.warn({ received: command.command, expected: deps.command }, "a slash command other than DESK_COMMAND");
    const reply: Reply = {
      kind: "error",
      title: `deskbot answers ${deps.command} here, not ${command.command}.`,
      troubleshoot: `Use ${deps.command}. If ${command.command} is meant to be deskbot's, its manifest and deskbot's DESK_COMMAND (${deps.command}) must name the same command: tell your deskbot administrator.`,
    };
    await respond({ response_type: "ephemeral", ...toBlocks(reply) });
  });
}

function contextOf(command: SlashCommand) {
  return { channel: command.channel_id, responseUrl: command.response_url, files: [] };
}
