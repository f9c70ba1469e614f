// The API budget every instance on one Postgres draws from: DESK_API_RATE_LIMIT calls a rolling minute per token, in total.
import { createHash, randomUUID } from "node:crypto";
import { RATE_LIMIT_WINDOW_MS } from "../api/limits.ts";
import type { SharedBudget } from "../api/rate-limiter.ts";
import type { Store } from "./ports.ts";

/** The API counts a request when it arrives: a second more than its window keeps one sent at the edge from counting twice. */
const ARRIVAL_MARGIN_MS = 1000;

/** A token's budget in the store, under a hash of the token (never the token itself). */
export function sharedBudget(
  store: Store,
  token: string,
  limit: number,
  windowMs = RATE_LIMIT_WINDOW_MS,
): SharedBudget {
  const bucket = createHash("sha256").update(token).digest("hex").slice(0, 32);
  // This process among the instances, for the counts of calls waiting.
  const instance = randomUUID();
  return {
    take: (waiting) => store.takeApiBudget(bucket, limit, windowMs + ARRIVAL_MARGIN_MS, { instance, waiting }),
    idle: () => store.reportApiWaiting(bucket, instance, 0),
    pauseUntil: (time) => store.pauseApiBudget(bucket, time),
  };
}
