// How often one person may have deskbot call the model: a rolling minute and a rolling hour, past which no call leaves for them.
import { ExpiringCache } from "../../cache.ts";
import { type Clock, systemClock } from "../../clock.ts";

/**
 * The most model calls made for one person (their words read, and threads summarised, together):
 * 20 in any minute and 200 in any hour. A person who writes to deskbot in their own words gets
 * one call per message the built-in reader is not sure of: 20 a minute is more than anyone types,
 * and 200 an hour bounds what one account (or a script behind it) can spend of the company's
 * model. Past it the person gets the built-in reader's answer (or, for a summary, a note saying
 * so), and the call is counted with the outcome `person-limit`. The README's "With a model" says
 * it in one line. Each instance counts its own calls (a person's messages spread over N instances
 * may make up to N times as many).
 */
export const MODEL_CALLS_PER_MINUTE = 20;
export const MODEL_CALLS_PER_HOUR = 200;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The most people counted at once: past it, whoever called least recently is forgotten (and starts afresh). */
const MAX_PEOPLE = 10_000;

export interface PersonRateLimits {
  perMinute: number;
  perHour: number;
}

/** Each person's model calls of the last hour, as times, oldest first. */
export class ModelCallRate {
  private readonly calls: ExpiringCache<number[]>;

  constructor(
    private readonly limits: PersonRateLimits = { perMinute: MODEL_CALLS_PER_MINUTE, perHour: MODEL_CALLS_PER_HOUR },
    private readonly clock: Clock = systemClock,
  ) {
    this.calls = new ExpiringCache({ ttlMs: HOUR_MS, maxEntries: MAX_PEOPLE, now: () => clock.now() });
  }

  /** Counts one call for `person` and says true, or says false (and counts nothing) when they are at either limit. */
  take(person: string): boolean {
    const now = this.clock.now();
    const times = (this.calls.get(person) ?? []).filter((time) => time > now - HOUR_MS);
    const lastMinute = times.filter((time) => time > now - MINUTE_MS).length;
    if (times.length >= this.limits.perHour || lastMinute >= this.limits.perMinute) {
      this.calls.set(person, times);
      return false;
    }
    times.push(now);
    this.calls.set(person, times);
    return true;
  }
}
