// A Slack form's life: opened at once as a loading view (the trigger lives 3 s), then the form or why it cannot be used.
import type { types, webApi } from "@slack/bolt";
import type { CommandForm } from "../../core/forms.ts";
import type { Reply } from "../../core/reply.ts";
import { toBlocks } from "./blocks.ts";
import type { SlackDeps } from "./deps.ts";
import { type ModalContext, modalFor } from "./modals.ts";

/** A modal can hold 100 blocks. */
const MAX_MODAL_BLOCKS = 100;

const plain = (text: string) => ({ type: "plain_text" as const, text });

/** The view shown while deskbot checks whether the person may use the form. */
function loadingView(form: CommandForm): types.ModalView {
  return {
    type: "modal",
    title: plain(form.title),
    close: plain("Cancel"),
    blocks: [{ type: "section", text: { type: "mrkdwn", text: ":hourglass_flowing_sand: Opening the form…" } }],
  };
}

/** The view that says why the form cannot be used. */
function reasonView(form: CommandForm, reply: Reply): types.ModalView {
  return {
    type: "modal",
    title: plain(form.title),
    close: plain("Close"),
    blocks: toBlocks(reply).blocks.slice(0, MAX_MODAL_BLOCKS),
  };
}

/**
 * Opens the form's modal at once, as a loading view, then shows the form, or the reason the
 * person cannot use it, once `decide` has answered (undefined: the form may be used).
 */
export async function openForm(
  deps: SlackDeps,
  client: webApi.WebClient,
  triggerId: string,
  form: CommandForm,
  decide: () => Promise<{ refusal?: Reply; message: string; context: ModalContext }>,
): Promise<void> {
  const opened = await client.views.open({ trigger_id: triggerId, view: loadingView(form) });
  const viewId = opened.view?.id;
  const { refusal, message, context } = await decide();
  const view = refusal ? reasonView(form, refusal) : modalFor(form, message, context);
  if (!viewId) {
    deps.logger.warn("views.open gave no view id: the form cannot be shown");
    return;
  }
  await client.views.update({ view_id: viewId, view });
}
