// What the work under way carries without threading it through every call (the reader's language, the command's trace), in one AsyncLocalStorage.
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

/** The work under way: set by whoever starts it, read where it is needed. */
export interface WorkContext {
  /**
   * The language of the person the work answers: one of messages/translate.ts's LOCALES, set only
   * by its `inLocale` (named here as text so that this module imports nothing of deskbot's).
   */
  locale?: string;
  /** The command its API calls are made for (set by api/turns.ts). */
  trace?: CommandTrace;
  /**
   * The messages the work has made, by their words, when someone keeps them to say again later in
   * another reader's language (set only by messages/translate.ts's `keepingMessages`).
   */
  said?: Map<string, { key: string; values: Record<string, string | number>; order: number }>;
}

/**
 * One storage for both: on Node 20 every promise made while any storage is in use runs a hook that
 * copies each storage's value onto it (a twelfth of a command's allocations with two); one storage
 * copies one.
 */
const storage = new AsyncLocalStorage<WorkContext>();

/** Runs `work` with `change` over the context under way (what it does not set stays). */
export function withWork<T>(change: WorkContext, work: () => T): T {
  const current = storage.getStore();
  return storage.run(current ? { ...current, ...change } : change, work);
}

/** The context of the work under way; undefined outside any. */
export function currentWork(): WorkContext | undefined {
  return storage.getStore();
}
