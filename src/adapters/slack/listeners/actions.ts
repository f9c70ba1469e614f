// Buttons: pages and Home commands (answers replace the list, or fill the Home tab), and confirmations.
import type { App, BlockAction, ButtonAction } from "@slack/bolt";
import { toBlocks } from "../blocks.ts";
import { type SlackDeps, slackCaller } from "../deps.ts";
import { homeView } from "../home.ts";
import { ACTION_IDS } from "../ids.ts";

export function register(app: App, deps: SlackDeps): void {
  const commandButtons = new RegExp(
    `^(${ACTION_IDS.pagePrevious}|${ACTION_IDS.pageNext}|${ACTION_IDS.runCommand}(:.*)?)$`,
  );

  app.action<BlockAction<ButtonAction>>(commandButtons, async ({ ack, action, body, respond, client }) => {
    await ack();
    const reply = await deps.core.flows.run(slackCaller(deps, body.user.id), action.value ?? "");
    if (body.view?.type === "home") {
      await client.views.publish({ user_id: body.user.id, view: await homeView(deps, body.user.id, reply) });
      return;
    }
    const isPage = action.action_id === ACTION_IDS.pagePrevious || action.action_id === ACTION_IDS.pageNext;
    await respond({ response_type: "ephemeral", replace_original: isPage, ...toBlocks(reply) });
  });

  app.action<BlockAction<ButtonAction>>(ACTION_IDS.confirm, async ({ ack, action, body, respond }) => {
    await ack();
    const outcome = await deps.core.flows.press(slackCaller(deps, body.user.id), safeJson(action.value));
    if (outcome.kind === "note") {
      // A second press must not overwrite the first one's outcome: it only gets a note.
      await respond({ response_type: "ephemeral", replace_original: false, text: outcome.text });
      return;
    }
    // A refusal leaves the confirmation in place for someone who may press it.
    await respond({
      response_type: "ephemeral",
      replace_original: outcome.kind === "replace",
      ...toBlocks(outcome.reply),
    });
  });

  app.action(ACTION_IDS.cancel, async ({ ack, respond }) => {
    await ack();
    await respond({ response_type: "ephemeral", replace_original: true, ...toBlocks(deps.core.flows.cancel()) });
  });
}

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
}
