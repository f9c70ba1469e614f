// A rolling-window rate limiter: at most N calls in any window; calls over budget wait their turn, fairly between people.
import { type Clock, systemClock } from "../clock.ts";
import { RATE_LIMIT_WINDOW_MS } from "./limits.ts";

/** What the shared budget answers when a place is asked for. */
export interface SharedTake {
  /** 0 when a place was taken; otherwise how long to wait before asking again, in ms. */
  waitMs: number;
  /** Calls the other instances have waiting (as they last said), for estimates. */
  othersWaiting: number;
}

/**
 * A token's budget kept outside the process, shared by every instance that uses the token (the
 * Postgres store). `take` counts one call, telling how many calls this instance has waiting behind it.
 */
export interface SharedBudget {
  take(waiting: number): Promise<SharedTake>;
  /** Says that this instance has no call waiting any more. */
  idle(): Promise<void>;
  /** Holds every instance back until `time` (when the API said to wait). */
  pauseUntil(time: number): Promise<void>;
}

/** Who asks for a place: the person a command runs for, and whether the call changes something. */
export interface Ticket {
  person?: string | undefined;
  write?: boolean;
  /** Background work's call: it goes after every person's, and only while a quarter of the budget stays free. */
  background?: boolean | undefined;
}

/** The share of the window's budget that background work leaves for people's commands. */
const PEOPLE_RESERVE = 0.25;

/** Why a waiting call was never sent: the process is stopping (see `abandonQueued`). */
export class NotSentError extends Error {
  constructor() {
    super("deskbot stopped before this call could be sent");
    this.name = "NotSentError";
  }
}

interface Waiter {
  person: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Admits at most `limit` calls in any rolling window of `windowMs`; a call over the budget waits
 * instead of failing. Waiting calls are served in turns: every write first (a write never waits
 * longer than a read that came after it), then one read per person in rotation, so that one
 * person's thirty page clicks do not push everyone else back. `pauseUntil` holds everyone back
 * when the API itself says to wait. With a shared budget every instance's calls count together;
 * when it cannot be reached, this instance's own window still holds it back.
 */
export class RateLimiter {
  private readonly sent: number[] = [];
  private readonly writes: Waiter[] = [];
  /** Reads waiting, by person, in the order of their next turn. */
  private readonly reads = new Map<string, Waiter[]>();
  /** Background work's calls, served when no person's call waits and the reserve is free. */
  private readonly background: Waiter[] = [];
  private pausedUntil = 0;
  private othersWaiting = 0;
  /** How many calls this instance last told the shared budget it had waiting. */
  private reportedWaiting = 0;
  private pumping = false;

  constructor(
    readonly limit: number,
    readonly windowMs: number = RATE_LIMIT_WINDOW_MS,
    private readonly clock: Clock = systemClock,
    private readonly shared?: SharedBudget,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a whole number ≥ 1");
  }

  /** Resolves when one more call may be sent, and counts it as sent; rejects with NotSentError when abandoned. */
  acquire(ticket: Ticket = {}): Promise<void> {
    if (!this.shared && !ticket.background && this.queued === 0 && this.admitNow()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const person = ticket.person ?? "";
      const waiter = { person, resolve, reject };
      if (ticket.background) this.background.push(waiter);
      else if (ticket.write) this.writes.push(waiter);
      else {
        const line = this.reads.get(person);
        if (line) line.push(waiter);
        else this.reads.set(person, [waiter]);
      }
      void this.pump();
    });
  }

  /**
   * Takes a place now when one is free and nobody waits (this instance's window only), counting the
   * call as sent: true; otherwise false at once, and nothing is queued.
   */
  tryAcquire(): boolean {
    return this.queued === 0 && this.background.length === 0 && this.admitNow();
  }

  /** Holds every call back until the given time (milliseconds since the epoch). */
  pauseUntil(time: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, time);
    this.shared?.pauseUntil(time).catch(() => undefined);
  }

  /** People's calls waiting for a place in this instance (background work's are not counted: nobody waits for them). */
  get queued(): number {
    let count = this.writes.length;
    for (const line of this.reads.values()) count += line.length;
    return count;
  }

  /** Calls waiting in every instance (this one's, and the others' as they last told the shared budget). */
  get queuedEverywhere(): number {
    return this.queued + this.othersWaiting;
  }

  /**
   * About how long `ticket`'s person waits, in ms: for the last call they have waiting, or else for
   * a call they would ask for now. It counts the place in the turns (the writes first, then one
   * read of each person per round, in rotation order), the other instances' calls taking turns
   * with this one's, and when the window frees that many places.
   */
  estimatedWaitMs(ticket: Ticket = {}): number {
    const who = ticket.person ?? "";
    const own = this.reads.get(who)?.length ?? 0;
    const lastWrite = this.writes.findLastIndex((waiter) => waiter.person === who);
    let position: number;
    if (ticket.write) position = this.writes.length + 1;
    else if (own === 0 && lastWrite >= 0) position = lastWrite + 1;
    else {
      // The person's k-th read goes in round k; a person before them in the rotation goes first in that round.
      const round = Math.max(own, 1);
      let beforeThem = true;
      position = this.writes.length + round;
      for (const [person, line] of this.reads) {
        if (person === who) {
          beforeThem = false;
          continue;
        }
        position += Math.min(line.length, round - 1) + (beforeThem && line.length >= round ? 1 : 0);
      }
    }
    position += Math.min(this.othersWaiting, position);
    return Math.max(0, this.slotTime(position) - this.clock.now());
  }

  /** Refuses every call still waiting with NotSentError (a stop after its grace period): none of them is sent. */
  abandonQueued(): number {
    for (const waiter of this.background.splice(0)) waiter.reject(new NotSentError());
    const waiters = [...this.writes.splice(0), ...[...this.reads.values()].flat()];
    this.reads.clear();
    for (const waiter of waiters) waiter.reject(new NotSentError());
    return waiters.length;
  }

  /** Calls this instance may still send in its rolling minute (0 while the API asked for a pause). */
  get remaining(): number {
    if (this.pausedUntil > this.clock.now()) return 0;
    const now = this.clock.now();
    return Math.max(0, this.limit - this.sent.filter((time) => time > now - this.windowMs).length);
  }

  /** Admits one call now if the budget allows; otherwise returns false. */
  private admitNow(): boolean {
    if (this.waitTime() > 0) return false;
    this.sent.push(this.clock.now());
    return true;
  }

  /** Milliseconds until the next call may go, 0 when it may go now. */
  private waitTime(): number {
    return Math.max(0, this.slotTime(1) - this.clock.now());
  }

  /** When the `position`-th call from now (1 = the next) may go, by this instance's window and any pause. */
  private slotTime(position: number): number {
    const now = this.clock.now();
    while (this.sent.length > 0 && (this.sent[0] as number) <= now - this.windowMs) this.sent.shift();
    const free = this.limit - this.sent.length;
    let at = now;
    if (position > free) {
      // The places free as the calls already sent leave the window, and again a window later.
      const over = position - free - 1;
      const oldest = this.sent[over % this.limit] ?? now;
      at = oldest + this.windowMs * (Math.floor(over / this.limit) + 1);
    }
    return Math.max(at, this.pausedUntil);
  }

  /** The next waiting call: a write, else the read of the person whose turn it is (who then goes to the back). */
  private next(): Waiter | undefined {
    const write = this.writes.shift();
    if (write) return write;
    for (const [person, line] of this.reads) {
      const waiter = line.shift();
      this.reads.delete(person);
      if (line.length > 0) this.reads.set(person, line);
      if (waiter) return waiter;
    }
    return undefined;
  }

  /** Milliseconds until background work may send a call: when a quarter of the window is free and no person waits. */
  private backgroundWaitTime(): number {
    const reserve = Math.max(1, Math.ceil(this.limit * PEOPLE_RESERVE));
    return Math.max(0, this.slotTime(reserve + 1) - this.clock.now());
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.queued > 0 || this.background.length > 0) {
        if (this.queued === 0) {
          // Only background work waits: it goes while people's reserve stays free, one call at a time.
          const wait = this.backgroundWaitTime();
          if (wait > 0) {
            await this.clock.sleep(Math.min(wait, 1000));
            continue;
          }
          const sharedWait = this.shared ? await this.sharedWait() : 0;
          if (sharedWait > 0) {
            await this.clock.sleep(Math.min(sharedWait, 1000));
            continue;
          }
          this.sent.push(this.clock.now());
          this.background.shift()?.resolve();
          continue;
        }
        let wait = this.waitTime();
        if (wait === 0 && this.shared) wait = await this.sharedWait();
        if (wait > 0) {
          await this.clock.sleep(wait);
          continue;
        }
        const waiter = this.next();
        if (!waiter) continue;
        this.sent.push(this.clock.now());
        waiter.resolve();
      }
      // The others' count stays as they last said: it is refreshed with the next place taken. Told
      // only when this instance had said it had calls waiting: a quiet instance costs one write a call.
      if (this.reportedWaiting > 0) {
        this.reportedWaiting = 0;
        await this.shared?.idle().catch(() => undefined);
      }
    } finally {
      this.pumping = false;
    }
    // A call that arrived while the shared budget was being told of the idle queue.
    if (this.queued > 0) void this.pump();
  }

  /** The shared budget's answer (a place taken when 0); when it cannot be reached, this instance's window alone decides. */
  private async sharedWait(): Promise<number> {
    try {
      // The calls waiting behind the one that asks.
      this.reportedWaiting = Math.max(0, this.queued - 1);
      const answer = await this.shared?.take(this.reportedWaiting);
      this.othersWaiting = answer?.othersWaiting ?? 0;
      return answer?.waitMs ?? 0;
    } catch {
      return 0;
    }
  }
}
