// Buttons: pages and Home commands (answers replace the list, or fill the Home tab), confirmations, a proposal's Change, and a form command's "Open the form".
import type {
  BlockAction,
  ButtonAction,
  Middleware,
  RespondArguments,
  RespondFn,
  SlackActionMiddlewareArgs,
} from "@slack/bolt";
import { parseJson } from "../../../json.ts";
import { toBlocks } from "../blocks.ts";
import { type SlackDeps, slackCaller } from "../deps.ts";
import { type FormFill, openForm } from "../forms-flow.ts";
import { ACTION_IDS } from "../ids.ts";
import { toNote } from "../notes.ts";
import type { SlackRoutes } from "../routes.ts";
import { homeView } from "./app-home.ts";

type ButtonPress = Middleware<SlackActionMiddlewareArgs<BlockAction<ButtonAction>>>;

/** A button that runs its command: a page (its answer replaces the list) or a Home button (it fills the Home tab). */
export function commandButtonListener(deps: SlackDeps): ButtonPress {
  return async ({ ack, action, body, respond, client }) => {
    await ack();
    const command = typeof action.value === "string" ? action.value : "";
    const reply = await deps.core.run(slackCaller(deps, body.user.id, reachOf(body)), command);
    if (body.view?.type === "home") {
      await client.views.publish({ user_id: body.user.id, view: await homeView(deps, body.user.id, reply) });
      return;
    }
    const isPage = action.action_id === ACTION_IDS.pagePrevious || action.action_id === ACTION_IDS.pageNext;
    await answer(deps, respond, { response_type: "ephemeral", replace_original: isPage, ...toBlocks(reply) });
  };
}

/** A confirmation's yes: the outcome replaces it; a refusal or a second press leaves it, with a note beside. */
export function confirmListener(deps: SlackDeps): ButtonPress {
  return async ({ ack, action, body, respond }) => {
    await ack();
    const outcome = await deps.core.press(slackCaller(deps, body.user.id, reachOf(body)), parseJson(action.value));
    if (outcome.kind === "note") {
      await answer(deps, respond, { response_type: "ephemeral", replace_original: false, ...toNote(outcome.text) });
      return;
    }
    const replace = outcome.kind === "replace";
    await answer(deps, respond, { response_type: "ephemeral", replace_original: replace, ...toBlocks(outcome.reply) });
  };
}

/** A confirmation's no: its asker's replaces it with the word that nothing changed; anyone else's only gets a note. */
export function cancelListener(deps: SlackDeps): ButtonPress {
  return async ({ ack, action, body, respond }) => {
    await ack();
    const outcome = deps.core.cancel(slackCaller(deps, body.user.id, reachOf(body)), parseJson(action.value));
    if (outcome.kind === "note") {
      await answer(deps, respond, { response_type: "ephemeral", replace_original: false, ...toNote(outcome.text) });
      return;
    }
    await answer(deps, respond, { response_type: "ephemeral", replace_original: true, ...toBlocks(outcome.reply) });
  };
}

/**
 * A proposal's "Change": its command's form opens, filled in with what was proposed, carrying the
 * proposal (its submission is the proposal's one change, and takes its place); else a note says why not.
 */
export function changeListener(deps: SlackDeps): ButtonPress {
  return async ({ ack, action, body, respond, client }) => {
    await ack();
    const reach = reachOf(body);
    const caller = slackCaller(deps, body.user.id, reach);
    const outcome = await deps.core.change(caller, parseJson(action.value));
    if (outcome.kind === "note") {
      await answer(deps, respond, { response_type: "ephemeral", replace_original: false, ...toNote(outcome.text) });
      return;
    }
    const context = { ...formContextOf(reach), proposal: outcome.proposal };
    const command = { name: outcome.command, form: outcome.form };
    await openForm(deps, client, body.trigger_id, caller, command, async () => ({
      message: "",
      context,
      answers: outcome.answers,
      notes: outcome.notes,
    }));
  };
}

/** A form command's "Open the form" (its value the command): the press has a trigger, so the form opens at once, empty. */
export function openFormListener(deps: SlackDeps): ButtonPress {
  return async ({ ack, action, body, client }) => {
    await ack();
    const name = typeof action.value === "string" ? action.value : "";
    const form = deps.core.registry.get(name)?.form;
    if (!form) {
      deps.logger.warn({ actionId: action.action_id }, "an Open the form button names no form");
      return;
    }
    const reach = reachOf(body);
    const context = formContextOf(reach);
    const caller = slackCaller(deps, body.user.id, reach);
    await openForm(deps, client, body.trigger_id, caller, { name, form }, async () => ({ message: "", context }));
  };
}

export function register(routes: SlackRoutes, deps: SlackDeps): void {
  const { pagePrevious, pageNext, runCommand } = ACTION_IDS;
  const commandButtons = new RegExp(`^(${pagePrevious}|${pageNext}|${runCommand}(:.*)?)$`);
  routes.action<BlockAction<ButtonAction>>(commandButtons, commandButtonListener(deps));
  routes.action<BlockAction<ButtonAction>>(ACTION_IDS.confirm, confirmListener(deps));
  routes.action<BlockAction<ButtonAction>>(ACTION_IDS.cancel, cancelListener(deps));
  routes.action<BlockAction<ButtonAction>>(ACTION_IDS.change, changeListener(deps));
  routes.action<BlockAction<ButtonAction>>(ACTION_IDS.openCommandForm, openFormListener(deps));
}

/**
 * Posts a press's answer through its response URL. Bolt gives `respond` only when Slack sent one:
 * a press without it has its work done, and its answer nowhere to go (said in the log).
 */
async function answer(deps: SlackDeps, respond: RespondFn | undefined, message: RespondArguments): Promise<void> {
  if (typeof respond !== "function") {
    deps.logger.warn("a button press came without a response URL: its answer is not posted");
    return;
  }
  await respond(message);
}

/** A form opened by a press: its outcome goes where the press came from (no message's files go with it). */
function formContextOf(reach: { channel?: string; responseUrl?: string }): FormFill["context"] {
  return {
    ...(reach.channel ? { channel: reach.channel } : {}),
    ...(reach.responseUrl ? { responseUrl: reach.responseUrl } : {}),
    files: [],
  };
}

/** Where a late word about a press reaches the person: the channel and response URL Slack sent with it. */
function reachOf(body: BlockAction): { channel?: string; responseUrl?: string } {
  return {
    ...(body.channel?.id ? { channel: body.channel.id } : {}),
    ...(body.response_url ? { responseUrl: body.response_url } : {}),
  };
}
