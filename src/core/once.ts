// Exactly once: a piece of work runs at most once per delivery key, and repeats get the first outcome.
import type { Store } from "../store/store.ts";

/** What became of a piece of work keyed by a delivery. */
export type OnceOutcome<T> =
  /** It ran now. */
  | { state: "ran"; value: T }
  /** It ran before: the first outcome. */
  | { state: "repeat"; value: T }
  /** It is running now, for another delivery of the same key. */
  | { state: "in_progress" };

export interface OnceOptions<T> {
  /** Whether to keep the outcome; false: the work certainly did not happen, and a later delivery may run it. */
  keep(value: T): boolean;
  /** Recorded as the outcome when the work throws (it may have happened); unset: the claim is released. */
  onThrow?: T;
}

/**
 * Runs `work` unless the store says `key` was (or is being) handled. The outcome is kept as JSON,
 * so `T` must survive `JSON.stringify`. A throw is rethrown after the claim is settled.
 */
export async function runOnce<T>(
  store: Store,
  key: string,
  work: () => Promise<T>,
  options: OnceOptions<T>,
): Promise<OnceOutcome<T>> {
  const claim = await store.claimIdempotency(key);
  if (claim.status === "in_progress") return { state: "in_progress" };
  if (claim.status === "done") return { state: "repeat", value: JSON.parse(claim.outcome) as T };
  let value: T;
  try {
    value = await work();
  } catch (error) {
    if (options.onThrow === undefined) await store.releaseIdempotency(key);
    else await store.completeIdempotency(key, JSON.stringify(options.onThrow));
    throw error;
  }
  if (options.keep(value)) await store.completeIdempotency(key, JSON.stringify(value));
  else await store.releaseIdempotency(key);
  return { state: "ran", value };
}
