// The rolling-window rate limiter, on a fake clock: never over budget in any window, callers served in order.
import { describe, expect, it } from "vitest";
import { NotSentError, RateLimiter } from "../../src/api/rate-limiter.ts";
import { FakeClock, settle } from "../helpers/fake-clock.ts";
import { clientFor, startSimulator } from "../helpers/simulator.ts";

/** Acquires `count` places and records the order in which they were granted. */
function acquireMany(limiter: RateLimiter, count: number, granted: number[]): Promise<void>[] {
  return Array.from({ length: count }, (_, index) => limiter.acquire().then(() => void granted.push(index)));
}

describe("RateLimiter", () => {
  it("admits the budget at once and queues the rest until the window has rolled on", async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter(3, 60_000, clock);
    const granted: number[] = [];
    const all = acquireMany(limiter, 5, granted);
    await settle();
    expect(granted).toEqual([0, 1, 2]);
    expect(limiter.queued).toBe(2);
    await clock.advance(59_999);
    expect(granted).toEqual([0, 1, 2]);
    await clock.advance(1);
    await Promise.all(all);
    expect(granted).toEqual([0, 1, 2, 3, 4]);
  });

  it("counts a rolling window, not a fixed minute", async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter(2, 60_000, clock);
    const granted: number[] = [];
    await limiter.acquire();
    await clock.advance(30_000);
    await limiter.acquire();
    await clock.advance(10_000);
    const third = limiter.acquire().then(() => granted.push(clock.now()));
    await clock.advance(19_999);
    expect(granted).toEqual([]);
    await clock.advance(1);
    await third;
    expect(granted).toEqual([Date.UTC(2026, 0, 1) + 60_000]);
  });

  it("never grants more than the limit in any window over a long run", async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter(5, 60_000, clock);
    const times: number[] = [];
    const all = Array.from({ length: 23 }, () => limiter.acquire().then(() => void times.push(clock.now())));
    await settle();
    for (let step = 0; step < 400 && times.length < 23; step += 1) await clock.advance(1_000);
    await Promise.all(all);
    for (const start of times) {
      expect(times.filter((t) => t >= start && t < start + 60_000).length).toBeLessThanOrEqual(5);
    }
  });

  it("holds everyone back while paused by the API", async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter(100, 60_000, clock);
    limiter.pauseUntil(clock.now() + 5_000);
    let granted = false;
    const waiting = limiter.acquire().then(() => {
      granted = true;
    });
    await clock.advance(4_999);
    expect(granted).toBe(false);
    await clock.advance(1);
    await waiting;
    expect(granted).toBe(true);
  });

  it("makes a client wait instead of failing when over DESK_API_RATE_LIMIT", async () => {
    const sim = await startSimulator();
    const clock = new FakeClock();
    const client = clientFor(sim, { limiter: new RateLimiter(2, 60_000, clock), clock });
    // Three different reads (identical ones would share one request).
    const results = [1, 2, 3].map((page) => client.listApplications({ page }));
    await Promise.all(results.slice(0, 2));
    await settle();
    expect(sim.received("GET", "/v1/applications")).toHaveLength(2);
    await clock.advance(60_000);
    expect((await results[2])?.ok).toBe(true);
    expect(sim.received("GET", "/v1/applications")).toHaveLength(3);
  });
});

describe("RateLimiter's turns", () => {
  /** Spends the window's one place, so that everything after it waits. */
  async function spent(clock: FakeClock): Promise<RateLimiter> {
    const limiter = new RateLimiter(1, 60_000, clock);
    await limiter.acquire();
    return limiter;
  }

  /** Lets the clock run, one window at a time, until every acquisition is granted. */
  async function drain(clock: FakeClock, all: Promise<unknown>[]): Promise<void> {
    let done = false;
    void Promise.all(all).then(() => {
      done = true;
    });
    for (let window = 0; window < 100 && !done; window += 1) await clock.advance(60_000);
    await Promise.all(all);
  }

  it("serves people in rotation: one person's thirty clicks do not push a later person back", async () => {
    const clock = new FakeClock();
    const limiter = await spent(clock);
    const order: string[] = [];
    const ask = (person: string, label: string) => limiter.acquire({ person }).then(() => void order.push(label));
    const all = Array.from({ length: 30 }, (_, page) => ask("slack:UADA", `ada ${page + 1}`));
    all.push(ask("slack:UALAN", "alan"));
    await drain(clock, all);
    expect(order.slice(0, 3)).toEqual(["ada 1", "alan", "ada 2"]);
    expect(order).toHaveLength(31);
  });

  it("never makes a write wait longer than a read that came after it", async () => {
    const clock = new FakeClock();
    const limiter = await spent(clock);
    const order: string[] = [];
    const all = [
      ...["a", "b", "c"].map((person) => limiter.acquire({ person }).then(() => void order.push(`read ${person}`))),
      limiter.acquire({ person: "d", write: true }).then(() => void order.push("write d")),
      limiter.acquire({ person: "e" }).then(() => void order.push("read e")),
    ];
    await drain(clock, all);
    expect(order).toEqual(["write d", "read a", "read b", "read c", "read e"]);
  });

  it("serves background work after every person's call, leaving a quarter of the budget to people", async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter(8, 60_000, clock);
    const order: string[] = [];
    const background = Array.from({ length: 10 }, (_, index) =>
      limiter.acquire({ background: true }).then(() => void order.push(`sync ${index + 1}`)),
    );
    await settle();
    // Six of eight places at most: two stay free for people.
    expect(order).toEqual(["sync 1", "sync 2", "sync 3", "sync 4", "sync 5", "sync 6"]);
    // A person's command does not wait behind the sync: it takes a reserved place at once.
    await limiter.acquire({ person: "slack:UADA" });
    order.push("ada");
    expect(order.at(-1)).toBe("ada");
    expect(limiter.queued).toBe(0);
    let done = false;
    void Promise.all(background).then(() => {
      done = true;
    });
    for (let step = 0; step < 10 && !done; step += 1) await clock.advance(60_000);
    expect(order.filter((label) => label.startsWith("sync"))).toHaveLength(10);
  });

  it("estimates a person's wait by their place in the turns, not by the whole queue", async () => {
    const clock = new FakeClock();
    const limiter = await spent(clock);
    const all = Array.from({ length: 10 }, () => limiter.acquire({ person: "ada" }));
    await settle();
    expect(limiter.queued).toBe(10);
    // Alan goes second: after Ada's next call, in the window after next.
    expect(limiter.estimatedWaitMs({ person: "alan" })).toBe(120_000);
    // Ada, already waiting, is told when her last call goes: the tenth window from now.
    expect(limiter.estimatedWaitMs({ person: "ada" })).toBe(600_000);
    // With Alan's call waiting too, Ada's last goes a window later.
    all.push(limiter.acquire({ person: "alan" }));
    await settle();
    expect(limiter.estimatedWaitMs({ person: "ada" })).toBe(660_000);
    expect(limiter.estimatedWaitMs({ person: "alan" })).toBe(120_000);
    await drain(clock, all);
  });

  it("refuses every waiting call, unsent, when abandoned (a stop), and admits nothing of theirs", async () => {
    const clock = new FakeClock();
    const limiter = await spent(clock);
    const outcomes = await Promise.allSettled([
      limiter.acquire({ person: "ada" }),
      limiter.acquire({ person: "alan", write: true }),
      Promise.resolve().then(() => limiter.abandonQueued()),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "fulfilled"]);
    expect((outcomes[0] as PromiseRejectedResult).reason).toBeInstanceOf(NotSentError);
    expect(limiter.queued).toBe(0);
  });

  it("counts the calls other instances have waiting in a person's estimate", async () => {
    const clock = new FakeClock();
    let taken = 0;
    const shared = {
      take: async () => ({ waitMs: taken++ === 0 ? 0 : 60_000, othersWaiting: 5 }),
      idle: async () => undefined,
      pauseUntil: async () => undefined,
    };
    const limiter = new RateLimiter(1, 60_000, clock, shared);
    await limiter.acquire({ person: "ada" });
    // Alone, Alan would go in the next window; with the other instance's calls taking turns, one later.
    expect(limiter.estimatedWaitMs({ person: "alan" })).toBe(120_000);
  });
});
