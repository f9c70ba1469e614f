// A Slack form's life: opened at once as a loading view (the trigger lives 3 s), then the form or why it cannot be used.
import type { webApi } from "@slack/bolt";
import type { CommandForm, FormAnswers } from "../../core/forms.ts";
import type { Caller } from "../../core/requests.ts";
import { THREAD_READ_MS } from "../../core/thread-summary.ts";
import type { SlackDeps } from "./deps.ts";
import { loadingModal, type ModalContext, modalFor, reasonModal } from "./modals.ts";
import type { ThreadPlace } from "./thread-summary.ts";

/** What a form opens with: the message it was opened on, where its outcome goes, a ticket to show, and answers already known (a proposal's). */
export interface FormFill {
  message: string;
  /** What the modal carries to its submission; sealed for the person it opens for, the thread for THREAD_READ_MS. */
  context: Omit<ModalContext, "user" | "thread"> & { thread?: ThreadPlace };
  ticket?: string;
  /** Answers that stand over those read from the message (a proposal's "Change": what was proposed). */
  answers?: FormAnswers;
  /** Notes beside fields that stand over the prefill's (a proposal's people who could not be chosen). */
  notes?: Record<string, string>;
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
  fill: () => Promise<FormFill>,
): Promise<void> {
  const opened = await client.views.open({ trigger_id: triggerId, view: loadingModal(command.form) });
  const viewId = opened.view?.id;
  const outcome = await deps.core.openForm(caller, command.name);
  const user = caller.userId;
  const view =
    outcome.kind === "refused"
      ? reasonModal(command.form, outcome.reply)
      : await fill()
          .then(async ({ message, context, ticket, answers, notes }) => {
            const prefill = await deps.core.prefill(caller, outcome.form, message, ticket);
            const filled = { answers: { ...prefill.answers, ...answers }, notes: { ...prefill.notes, ...notes } };
            const { model } = deps.core.summaries;
            // Sealed for this person; its thread may be read for a while only.
            const { thread, ...rest } = context;
            const sealed = {
              ...rest,
              user,
              ...(thread ? { thread: { ...thread, until: Date.now() + THREAD_READ_MS } } : {}),
            };
            return modalFor(outcome.form, filled, sealed, deps.sealKey, model ? { model } : undefined);
          })
          .catch((error: unknown) => {
            deps.logger.warn({ err: error, form: command.name }, "a form could not be filled: it opens empty");
            return modalFor(outcome.form, { answers: {}, notes: {} }, { user, files: [] }, deps.sealKey);
          });
  if (!viewId) {
    deps.logger.warn("views.open gave no view id: the form cannot be shown");
    return;
  }
  await client.views.update({ view_id: viewId, view });
}
