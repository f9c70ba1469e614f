// A rolling-window rate limiter: at most N acquisitions in any window; callers over budget queue in order.
import { type Clock, systemClock } from "../clock.ts";
import { RATE_LIMIT_WINDOW_MS } from "./limits.ts";

/**
 * A token's budget kept outside the process, shared by every instance that uses the token (the
 * Postgres store). `take` counts one call and resolves to 0, or to how long to wait first.
 */
export interface SharedBudget {
  take(): Promise<number>;
  /** Holds every instance back until `time` (when the API said to wait). */
  pauseUntil(time: number): Promise<void>;
}

/**
 * Admits at most `limit` calls in any rolling window of `windowMs`. A call over the budget waits
 * (first come, first served) instead of failing. `pauseUntil` holds everyone back, for when the
 * API itself says to wait. With a shared budget, every instance's calls count together; when it
 * cannot be reached, this instance's own window still holds it back.
 */
export class RateLimiter {
  private readonly sent: number[] = [];
  private readonly waiting: Array<() => void> = [];
  private pausedUntil = 0;
  private pumping = false;

  constructor(
    readonly limit: number,
    readonly windowMs: number = RATE_LIMIT_WINDOW_MS,
    private readonly clock: Clock = systemClock,
    private readonly shared?: SharedBudget,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a whole number ≥ 1");
  }

  /** Resolves when one more call may be sent, and counts it as sent. */
  acquire(): Promise<void> {
    if (!this.shared && this.waiting.length === 0 && this.admitNow()) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      void this.pump();
    });
  }

  /** Holds every call back until the given time (milliseconds since the epoch). */
  pauseUntil(time: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, time);
    this.shared?.pauseUntil(time).catch(() => undefined);
  }

  /** Calls waiting for a place. */
  get queued(): number {
    return this.waiting.length;
  }

  /** About how long the last call in the queue will wait (this instance's view), in ms. */
  estimatedWaitMs(): number {
    if (this.waiting.length === 0) return 0;
    return Math.max(this.waitTime(), Math.ceil(this.waiting.length / this.limit - 1) * this.windowMs);
  }

  /** Admits one call now if the budget allows; otherwise returns false. */
  private admitNow(): boolean {
    if (this.waitTime() > 0) return false;
    this.sent.push(this.clock.now());
    return true;
  }

  /** Milliseconds until the next call may go, 0 when it may go now. */
  private waitTime(): number {
    const now = this.clock.now();
    while (this.sent.length > 0 && (this.sent[0] as number) <= now - this.windowMs) this.sent.shift();
    let until = this.pausedUntil;
    if (this.sent.length >= this.limit) {
      until = Math.max(until, (this.sent[this.sent.length - this.limit] as number) + this.windowMs);
    }
    return Math.max(0, until - now);
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.waiting.length > 0) {
        let wait = this.waitTime();
        if (wait === 0 && this.shared) wait = await this.sharedWait();
        if (wait > 0) {
          await this.clock.sleep(wait);
          continue;
        }
        this.sent.push(this.clock.now());
        this.waiting.shift()?.();
      }
    } finally {
      this.pumping = false;
    }
  }

  /** The shared budget's answer (a place taken when 0); when it cannot be reached, this instance's window alone decides. */
  private async sharedWait(): Promise<number> {
    try {
      return (await this.shared?.take()) ?? 0;
    } catch {
      return 0;
    }
  }
}
