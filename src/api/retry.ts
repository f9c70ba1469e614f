// When a failed call may be sent again, and how long to wait first.
import { parseResumeAt, RATE_LIMIT_HEADERS } from "./limits.ts";

export interface RetryPolicy {
  /** Further attempts after the first, for reads. */
  readonly retries: number;
  /** First backoff delay; each later one doubles. */
  readonly baseDelayMs: number;
  /** No single backoff delay is longer. */
  readonly maxDelayMs: number;
  /** A server asking for a longer wait than this is not retried: the error is returned instead. */
  readonly maxServerWaitMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 3,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  maxServerWaitMs: 60_000,
};

/** Connection errors raised before a request left this machine: safe to send again, even a write. */
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"]);

/** Whether a thrown connection error proves the request was never sent. */
export function wasNeverSent(cause: unknown): boolean {
  let current: unknown = cause;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && NOT_SENT_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Exponential backoff with jitter for attempt number `attempt` (0 for the first retry). */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponential = policy.baseDelayMs * 2 ** attempt;
  return Math.min(policy.maxDelayMs, exponential * (0.5 + random() / 2));
}

/**
 * The wait the server asked for through `Retry-After` or the rate limit's reset header, in
 * milliseconds from `now`; undefined when it asked for none.
 */
export function serverRequestedWait(headers: Record<string, string | undefined>, now: number): number | undefined {
  const times = [parseResumeAt(headers["retry-after"], now), parseResumeAt(headers[RATE_LIMIT_HEADERS.reset], now)]
    .filter((t): t is number => t !== undefined)
    .map((t) => Math.max(0, t - now));
  return times.length > 0 ? Math.max(...times) : undefined;
}
