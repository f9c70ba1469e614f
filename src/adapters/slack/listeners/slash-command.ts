// The slash command: acknowledged at once; the answer follows through response_url (or a modal opens).
import type { App } from "@slack/bolt";
import { withProgress } from "../../progress.ts";
import { toBlocks } from "../blocks.ts";
import type { SlackDeps } from "../deps.ts";
import { modalFor } from "../modals.ts";

export function register(app: App, deps: SlackDeps): void {
  app.command(deps.command, async ({ command, ack, respond, client }) => {
    await ack();
    const work = deps.core.handle({
      kind: "text",
      text: command.text,
      platform: "slack",
      userId: command.user_id,
      deliveryId: `command:${command.trigger_id}`,
    });
    const { value: reply, slow } = await withProgress(work, () =>
      respond({ response_type: "ephemeral", text: ":hourglass_flowing_sand: Working on it…" }),
    );
    if (reply.kind === "form") {
      try {
        await client.views.open({
          trigger_id: command.trigger_id,
          view: modalFor(reply.form, "", { channel: command.channel_id, responseUrl: command.response_url, files: [] }),
        });
        if (slow) await respond({ delete_original: true });
        return;
      } catch (error) {
        deps.logger.warn({ err: error }, "views.open failed for the slash command");
        await respond({
          response_type: "ephemeral",
          replace_original: slow,
          text: "The form could not open in time. Run the command again, or give its arguments directly.",
        });
        return;
      }
    }
    await respond({ response_type: "ephemeral", replace_original: slow, ...toBlocks(reply) });
  });
}
