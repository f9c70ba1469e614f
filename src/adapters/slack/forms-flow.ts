// A Slack form's life: opened at once as a loading view (the trigger lives 3 s), then the form or why it cannot be used.
import type { types, webApi } from "@slack/bolt";
import type { CommandForm } from "../../core/forms.ts";
import type { Reply } from "../../core/reply.ts";
import type { Caller } from "../../core/requests.ts";
import { t } from "../../messages/translate.ts";
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
    close: plain(t("form.cancel")),
    blocks: [{ type: "section", text: { type: "mrkdwn", text: `:hourglass_flowing_sand: ${t("form.opening")}` } }],
  };
}

/** The view that says why the form cannot be used. */
function reasonView(form: CommandForm, reply: Reply): types.ModalView {
  return {
    type: "modal",
    title: plain(form.title),
    close: plain(t("form.close")),
    blocks: toBlocks(reply).blocks.slice(0, MAX_MODAL_BLOCKS),
  };
}

/**
 * Opens the form of `command` at once, as a loading view, then shows the form (filled by `fill`),
 * or the reason the person cannot use it, once the core has said whether they may. Whatever
 * filling it costs or fails, the loading view is replaced: a form that cannot be filled opens empty.
 */
export async function openForm(
  deps: SlackDeps,
  client: webApi.WebClient,
  triggerId: string,
  caller: Caller,
  command: { name: string; form: CommandForm },
  fill: () => Promise<{ message: string; context: ModalContext; ticket?: string }>,
): Promise<void> {
  const opened = await client.views.open({ trigger_id: triggerId, view: loadingView(command.form) });
  const viewId = opened.view?.id;
  const outcome = await deps.core.flows.openForm(caller, command.name);
  const view =
    outcome.kind === "refused"
      ? reasonView(command.form, outcome.reply)
      : await fill()
          .then(async ({ message, context, ticket }) =>
            modalFor(outcome.form, await deps.core.flows.prefill(outcome.form, message, ticket), context, deps.sealKey),
          )
          .catch((error: unknown) => {
            deps.logger.warn({ err: error, form: command.name }, "a form could not be filled: it opens empty");
            return modalFor(outcome.form, { answers: {}, notes: {} }, { files: [] }, deps.sealKey);
          });
  if (!viewId) {
    deps.logger.warn("views.open gave no view id: the form cannot be shown");
    return;
  }
  await client.views.update({ view_id: viewId, view });
}
