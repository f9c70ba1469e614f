// Buttons: pages and Home commands (answers replace the list, or fill the Home tab), and merge confirmations.
import type { App, BlockAction, ButtonAction } from "@slack/bolt";
import { z } from "zod";
import { toBlocks } from "../blocks.ts";
import { type SlackDeps, slackPrefix } from "../deps.ts";
import { homeView } from "../home.ts";
import { ACTION_IDS } from "../ids.ts";

/** What a second press of a confirmation is told. */
export const DUPLICATE_PRESS = "That was already done (or is being done): its outcome is above.";

const ConfirmValue = z.object({ command: z.string(), nonce: z.string() });

export function register(app: App, deps: SlackDeps): void {
  const commandButtons = new RegExp(
    `^(${ACTION_IDS.pagePrevious}|${ACTION_IDS.pageNext}|${ACTION_IDS.runCommand}(:.*)?)$`,
  );

  app.action<BlockAction<ButtonAction>>(commandButtons, async ({ ack, action, body, respond, client }) => {
    await ack();
    const reply = await deps.core.handle({
      kind: "text",
      text: action.value ?? "",
      platform: "slack",
      profileOf: deps.people.profileOf,
      userId: body.user.id,
      prefix: slackPrefix(deps),
    });
    if (body.view?.type === "home") {
      await client.views.publish({ user_id: body.user.id, view: await homeView(deps, body.user.id, reply) });
      return;
    }
    const isPage = action.action_id === ACTION_IDS.pagePrevious || action.action_id === ACTION_IDS.pageNext;
    await respond({ response_type: "ephemeral", replace_original: isPage, ...toBlocks(reply) });
  });

  app.action<BlockAction<ButtonAction>>(ACTION_IDS.confirm, async ({ ack, action, body, respond }) => {
    await ack();
    const parsed = ConfirmValue.safeParse(safeJson(action.value));
    if (!parsed.success) {
      await respond({
        response_type: "ephemeral",
        replace_original: false,
        text: "This confirmation is not valid any more.",
      });
      return;
    }
    const reply = await deps.core.handle({
      kind: "text",
      text: parsed.data.command,
      platform: "slack",
      profileOf: deps.people.profileOf,
      userId: body.user.id,
      prefix: slackPrefix(deps),
      confirmed: true,
      // Every press of this confirmation is one delivery: a double press merges once.
      deliveryId: `confirm:${parsed.data.nonce}`,
    });
    // A second press must not overwrite the first one's outcome: it only gets a note.
    if (reply.repeated) {
      await respond({ response_type: "ephemeral", replace_original: false, text: DUPLICATE_PRESS });
      return;
    }
    // A refusal leaves the confirmation in place for someone who may press it.
    await respond({ response_type: "ephemeral", replace_original: reply.kind !== "denied", ...toBlocks(reply) });
  });

  app.action(ACTION_IDS.cancel, async ({ ack, respond }) => {
    await ack();
    await respond({ response_type: "ephemeral", replace_original: true, text: "Cancelled. Nothing was changed." });
  });
}

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
}
