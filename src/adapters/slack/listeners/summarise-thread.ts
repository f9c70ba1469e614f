// A modal's "Summarise the thread": the thread read and summarised by the model into the form's text, for the person to read and edit; nothing is posted until they submit.
import type { BlockAction, ButtonAction, Middleware, SlackActionMiddlewareArgs } from "@slack/bolt";
import type { FormAnswers } from "../../../core/forms.ts";
import { t } from "../../../messages/translate.ts";
import { type SlackDeps, slackCaller } from "../deps.ts";
import { ACTION_IDS, modalCallbackId } from "../ids.ts";
import { answersOf, decodeContext, type ModalContext, modalFor, type SummaryOffer, threadToRead } from "../modals.ts";
import type { SlackRoutes } from "../routes.ts";
import { readSlackThread } from "../thread-summary.ts";

type ButtonPress = Middleware<SlackActionMiddlewareArgs<BlockAction<ButtonAction>>>;

/**
 * The press of "Summarise the thread" in a form's modal: the modal says the summary is under way,
 * then shows the summary in the form's text (a new input, labelled as AI-made) or the note why
 * there is none, the person's other answers kept. Only the thread deskbot sealed into the modal is read.
 */
export function summariseThreadListener(deps: SlackDeps): ButtonPress {
  return async ({ ack, body, client }) => {
    await ack();
    const view = body.view;
    const entry = deps.core.registry.forms().find(({ form }) => modalCallbackId(form) === view?.callback_id);
    // Only the person the form was sealed for reads its thread, and only for a while after it opened.
    const context = decodeContext(view?.private_metadata, deps.sealKey, body.user.id);
    const { model } = deps.core.summaries;
    const field = entry?.form.summary;
    const thread = threadToRead(context, Date.now());
    if (!view || !entry || !field || !model || !thread || context.summarisedBy) {
      deps.logger.warn("a Summarise the thread press on a modal that offers none: ignored");
      return;
    }
    const { form, command } = entry;
    const answers = answersOf(form, (view.state as { values?: unknown } | undefined)?.values, context);
    const show = (shown: ModalContext, shownAnswers: FormAnswers, offer?: SummaryOffer) =>
      client.views
        .update({
          view_id: view.id,
          view: modalFor(form, { answers: shownAnswers, notes: {} }, shown, deps.sealKey, offer),
        })
        .then(() => undefined)
        // The person may have closed or submitted the modal meanwhile: there is nothing left to show it in.
        .catch((error: unknown) =>
          deps.logger.info({ err: error }, "a modal's summary could not be shown: it is closed"),
        );
    if (thread === "lapsed") {
      await show(context, answers, { model, note: t("summary.lapsed") });
      return;
    }
    await show(context, answers, { model, working: true });
    const reach = {
      ...(context.channel ? { channel: context.channel } : {}),
      ...(context.responseUrl ? { responseUrl: context.responseUrl } : {}),
    };
    const caller = slackCaller(deps, body.user.id, reach);
    const outcome = await deps.core.summaries.summarise(caller, command.name, () =>
      readSlackThread(client, deps, thread),
    );
    if (outcome.kind === "summary")
      await show(
        { ...context, summarisedBy: outcome.model },
        { ...answers, [field]: outcome.text },
        outcome.partial ? { model, partial: outcome.partial } : undefined,
      );
    else await show(context, answers, { model, note: outcome.text });
  };
}

export function register(routes: SlackRoutes, deps: SlackDeps): void {
  routes.action<BlockAction<ButtonAction>>(ACTION_IDS.summariseThread, summariseThreadListener(deps));
}
