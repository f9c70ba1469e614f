// Whose turn an API call is: the person a command runs for, carried to the rate limiter without threading it through every call.
import { AsyncLocalStorage } from "node:async_hooks";

const person = new AsyncLocalStorage<string>();

/**
 * Runs `work` on behalf of `who` (such as `slack:U123`): every API call it makes waits for the
 * budget in that person's turn, so that one person's many calls do not push everyone else back.
 */
export function onBehalfOf<T>(who: string, work: () => Promise<T>): Promise<T> {
  return person.run(who, work);
}

/** The person the current API call is made for; undefined outside any command (start-up, probes). */
export function currentPerson(): string | undefined {
  return person.getStore();
}
