// Whose turn an API call is, and which command it serves: carried to the rate limiter and the transport without threading it through every call.
import { type CommandTrace, currentWork, withWork } from "../work-context.ts";

export type { CommandTrace };

/**
 * Runs `work` on behalf of `who` (such as `slack:U123`): every API call it makes waits for the
 * budget in that person's turn, so that one person's many calls do not push everyone else back,
 * and is counted in the trace, whose request id its log lines carry.
 */
export function onBehalfOf<T>(trace: CommandTrace, work: () => Promise<T>): Promise<T> {
  return withWork({ trace }, work);
}

/** The command the current API call is made for; undefined outside any command (start-up, probes). */
export function currentTrace(): CommandTrace | undefined {
  return currentWork()?.trace;
}

/** Runs `work` as background work named `what` (such as `directory sync`): see `CommandTrace.background`. */
export function inBackground<T>(what: string, work: () => Promise<T>): Promise<T> {
  const trace: CommandTrace = {
    person: `background:${what}`,
    requestId: `background-${what.replace(/\W+/g, "-")}`,
    apiCalls: 0,
    background: true,
  };
  return withWork({ trace }, work);
}
