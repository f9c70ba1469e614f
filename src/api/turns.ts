// Whose turn an API call is, and which command it serves: carried to the rate limiter and the transport without threading it through every call.
import { AsyncLocalStorage } from "node:async_hooks";

/** The command an API call is made for: whose turn it takes, its request id, and how many calls it has made. */
export interface CommandTrace {
  /** Such as `slack:U123`. */
  person: string;
  /** Ties the command's log line to its API calls' lines (and is sent to the API as `X-Request-Id`). */
  requestId: string;
  /** API calls sent for it so far, retries included. */
  apiCalls: number;
  /**
   * Work nobody is waiting for (a link preview, a directory sync): its calls use only what people's
   * commands leave of the budget, and never go before a command's.
   */
  background?: boolean;
}

const traces = new AsyncLocalStorage<CommandTrace>();

/**
 * Runs `work` on behalf of `who` (such as `slack:U123`): every API call it makes waits for the
 * budget in that person's turn, so that one person's many calls do not push everyone else back,
 * and is counted in the trace, whose request id its log lines carry.
 */
export function onBehalfOf<T>(trace: CommandTrace, work: () => Promise<T>): Promise<T> {
  return traces.run(trace, work);
}

/** The command the current API call is made for; undefined outside any command (start-up, probes). */
export function currentTrace(): CommandTrace | undefined {
  return traces.getStore();
}

/** Runs `work` as background work named `what` (such as `directory sync`): see `CommandTrace.background`. */
export function inBackground<T>(what: string, work: () => Promise<T>): Promise<T> {
  return traces.run(
    {
      person: `background:${what}`,
      requestId: `background-${what.replace(/\W+/g, "-")}`,
      apiCalls: 0,
      background: true,
    },
    work,
  );
}
