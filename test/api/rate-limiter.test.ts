// The rolling-window rate limiter, on a fake clock: never over budget in any window, callers served in order.
import { describe, expect, it } from "vitest";
import { RateLimiter } from "../../src/api/rate-limiter.ts";
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
