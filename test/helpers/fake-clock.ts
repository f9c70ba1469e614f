// A clock under the test's control: time moves only when the test (or an auto-advancing sleep) moves it.
import type { Clock } from "../../src/clock.ts";

interface Sleeper {
  until: number;
  resolve: () => void;
}

/**
 * `autoAdvance`: every sleep moves time forward at once and resolves (for code that backs off);
 * otherwise sleepers wait for `advance`. Every requested sleep is recorded in `sleeps`.
 */
export class FakeClock implements Clock {
  readonly sleeps: number[] = [];
  private time: number;
  private sleepers: Sleeper[] = [];
  private sleepWatchers: Array<() => void> = [];

  constructor(
    start = Date.UTC(2026, 0, 1),
    private readonly autoAdvance = false,
  ) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    for (const watcher of this.sleepWatchers.splice(0)) watcher();
    if (this.autoAdvance) {
      this.time += Math.max(0, ms);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.sleepers.push({ until: this.time + ms, resolve }));
  }

  /** Resolves at the next call of `sleep` (or at once if `count` sleeps were already asked for). */
  sleepRequested(count = this.sleeps.length + 1): Promise<void> {
    if (this.sleeps.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.sleepWatchers.push(() => void this.sleepRequested(count).then(resolve)));
  }

  /** Resolves once someone is asleep on this clock (at once if someone already is). */
  whenSleeping(): Promise<void> {
    return this.sleepers.length > 0 ? Promise.resolve() : this.sleepRequested(this.sleeps.length + 1);
  }

  /** Moves time to the earliest sleeper's waking, and wakes it. */
  async advanceToNextWake(): Promise<void> {
    const next = Math.min(...this.sleepers.map((sleeper) => sleeper.until));
    if (Number.isFinite(next)) await this.advance(Math.max(0, next - this.time));
  }

  /** Moves time forward, waking the sleepers that are due, and lets their continuations run. */
  async advance(ms: number): Promise<void> {
    this.time += ms;
    const due = this.sleepers.filter((sleeper) => sleeper.until <= this.time);
    this.sleepers = this.sleepers.filter((sleeper) => sleeper.until > this.time);
    for (const sleeper of due) sleeper.resolve();
    await settle();
  }
}

/** Lets every pending promise continuation run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
}
