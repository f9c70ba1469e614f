// Exactly once: a piece of work runs at most once per delivery key, and repeats get the first outcome.
import { type ClaimNote, type ClaimStore, DEFAULT_LEASE_MS } from "../store/ports.ts";

/** What became of a piece of work keyed by a delivery. */
export type OnceOutcome<T> =
  /** It ran now. */
  | { state: "ran"; value: T }
  /** It ran before: the first outcome. */
  | { state: "repeat"; value: T }
  /** It is running now, for another delivery of the same key. */
  | { state: "in_progress" }
  /** It was started, and its instance stopped before recording an outcome; `recorded`: this repeat recorded `onAbandoned`. */
  | { state: "abandoned"; recorded: boolean };

export interface OnceOptions<T> {
  /** Whether to keep the outcome; false: the work certainly did not happen, and a later delivery may run it. */
  keep(value: T): boolean;
  /** Recorded as the outcome when the work throws (it may have happened); unset: the claim is released. */
  onThrow?: T;
  /** Recorded as the outcome of a claim whose instance stopped mid-work (its lease ran out). */
  onAbandoned?: T;
  /** How long the claim is held before it counts as abandoned; renewed while the work runs. */
  leaseMs?: number;
  /** For whom the work is, and where a late word reaches them if its instance stops mid-work. */
  note?: ClaimNote;
}

/**
 * Runs `work` unless the store says `key` was (or is being) handled. The outcome is kept as JSON,
 * so `T` must survive `JSON.stringify`. A throw is rethrown after the claim is settled.
 */
export async function runOnce<T>(
  store: ClaimStore,
  key: string,
  work: () => Promise<T>,
  options: OnceOptions<T>,
): Promise<OnceOutcome<T>> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const claim = await store.claimIdempotency(key, leaseMs, options.note);
  if (claim.status === "in_progress") return { state: "in_progress" };
  if (claim.status === "done") return { state: "repeat", value: JSON.parse(claim.outcome) as T };
  if (claim.status === "abandoned") {
    const outcome = options.onAbandoned;
    const recorded = outcome !== undefined && (await store.abandonIdempotency(key, JSON.stringify(outcome)));
    return { state: "abandoned", recorded };
  }
  // The lease is renewed while the work runs, so that only a stopped instance lets it run out.
  const renewal = setInterval(() => void store.renewIdempotency(key, leaseMs).catch(() => undefined), leaseMs / 3);
  renewal.unref();
  let value: T;
  try {
    value = await work();
  } catch (error) {
    clearInterval(renewal);
    if (options.onThrow === undefined) await store.releaseIdempotency(key);
    else await store.completeIdempotency(key, JSON.stringify(options.onThrow));
    throw error;
  }
  clearInterval(renewal);
  if (options.keep(value)) await store.completeIdempotency(key, JSON.stringify(value));
  else await store.releaseIdempotency(key);
  return { state: "ran", value };
}
