// A rolling-window rate limiter: at most N acquisitions in any window; callers over budget queue in order.
import { type Clock, systemClock } from "../clock.ts";
import { RATE_LIMIT_WINDOW_MS } from "./limits.ts";

/**
 * Admits at most `limit` calls in any rolling window of `windowMs`. A call over the budget waits
 * (first come, first served) instead of failing. `pauseUntil` holds everyone back, for when the
 * API itself says to wait.
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
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a whole number ≥ 1");
  }

  /** Resolves when one more call may be sent, and counts it as sent. */
  acquire(): Promise<void> {
    if (this.waiting.length === 0 && this.admitNow()) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      void this.pump();
    });
  }

  /** Holds every call back until the given time (milliseconds since the epoch). */
  pauseUntil(time: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, time);
  }

  /** Calls waiting for a place. */
  get queued(): number {
    return this.waiting.length;
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
        const wait = this.waitTime();
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
}
