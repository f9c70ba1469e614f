// Slack Workflow Builder custom steps (`function_executed`): each of deskbot's actions, for the person the workflow runs for.
import type { Middleware, SlackEventMiddlewareArgs } from "@slack/bolt";
import { type ActionName, runAction } from "../../../core/actions.ts";
import { mentionOf } from "../../../core/mentions.ts";
import { t } from "../../../messages/translate.ts";
import { ACTION_NAMES } from "../../../vocabulary.ts";
import { type SlackDeps, slackCaller } from "../deps.ts";
import { isSlackUserId } from "../ids.ts";
import { toStepError } from "../notes.ts";
import type { SlackRoutes } from "../routes.ts";

/** What Bolt hands a custom step's listener: the event, and the ways to complete it. */
type StepArgs = SlackEventMiddlewareArgs<"function_executed">;

/** The user id of a `slack#/types/user_context` input (Slack's verified context: `{id, secret}`), never a typed id. */
function userOfContext(input: unknown): string | undefined {
  const id = (input as { id?: unknown } | undefined)?.id;
  return isSlackUserId(id) ? id : undefined;
}

/**
 * The step of `name`: its inputs become the values of the action's command (never a command line
 * read again), run for the workflow's person with every check a command has (their role, their
 * link, the company gate, the budget), once per `function_execution_id` however often Slack
 * delivers it; the step completes with the outputs, or fails with the reason a person can act on.
 */
export function workflowStepListener(deps: SlackDeps, name: ActionName): Middleware<StepArgs> {
  return async ({ event, complete, fail }) => {
    const inputs = (event.inputs ?? {}) as Record<string, unknown>;
    const user = userOfContext(inputs.user);
    if (!user) {
      await fail({ error: toStepError(t("workflow.noUser")) });
      return;
    }
    // Approvers come as Slack user ids: as mentions, they resolve through links and the directory. One more
    // than the action takes is enough for its check to refuse a longer list: the rest is not read.
    const actionInputs =
      name === "request_approval" && Array.isArray(inputs.approvers)
        ? {
            ...inputs,
            approvers: inputs.approvers.slice(0, 51).map((id) => (typeof id === "string" ? mentionOf(id) : id)),
          }
        : inputs;
    const run = deps.core.runValues;
    const outcome = await runAction(run, slackCaller(deps, user), name, actionInputs, {
      id: `function:${event.function_execution_id}`,
      via: "workflow",
    });
    try {
      if (outcome.ok) await complete({ outputs: outcome.outputs });
      else await fail({ error: toStepError(outcome.error, outcome.troubleshoot) });
    } catch (error) {
      // A redelivered event whose step Slack already completed: the first completion stands.
      deps.logger.warn({ err: error, step: name }, "a workflow step could not be completed");
    }
  };
}

export function register(routes: SlackRoutes, deps: SlackDeps): void {
  for (const name of ACTION_NAMES) routes.function(name, workflowStepListener(deps, name));
}
