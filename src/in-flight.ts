// Work under way that a stop waits for: every request and command, from its arrival to its delivered answer.

/** Counts work under way and says when there is none. */
export class InFlight {
  private readonly active = new Set<Promise<void>>();
  private readonly waiters: Array<() => void> = [];

  /** How much work is under way. */
  get count(): number {
    return this.active.size;
  }

  /** Follows `work` until it settles; returns it unchanged (its errors are the caller's). */
  track<T>(work: Promise<T>): Promise<T> {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.active.add(settled);
    void settled.then(() => {
      this.active.delete(settled);
      if (this.active.size === 0) for (const wake of this.waiters.splice(0)) wake();
    });
    return work;
  }

  /** Resolves to true once nothing is under way, or to false after `ms` if something still is. */
  idle(ms: number): Promise<boolean> {
    if (this.active.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(this.active.size === 0), ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
