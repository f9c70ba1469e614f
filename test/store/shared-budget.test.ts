// One API budget per token across instances (CI's Postgres): two instances never send more than it in any rolling minute.
import { randomUUID } from "node:crypto";
import { EventEmitter, once } from "node:events";
import { describe, expect, it } from "vitest";
import { RateLimiter } from "../../src/api/rate-limiter.ts";
import { openPostgresStore } from "../../src/store/open-store.ts";
import { sharedBudget } from "../../src/store/shared-budget.ts";
import { FakeClock } from "../helpers/fake-clock.ts";
import { clientFor, startSimulator } from "../helpers/simulator.ts";

const url = process.env.DESKBOT_TEST_POSTGRES_URL;

/** Two stores on one fresh schema of the CI's Postgres, as two instances of deskbot open it. */
function twoInstances(clock: FakeClock) {
  const schema = `t_${randomUUID().replaceAll("-", "")}`;
  return Promise.all([
    openPostgresStore(url ?? "", { schema, clock }),
    openPostgresStore(url ?? "", { schema, clock }),
  ]);
}

describe.skipIf(!url)("two instances on one Postgres", () => {
  it("send, together, no more than DESK_API_RATE_LIMIT a rolling minute, and the API never answers 429", async () => {
    const clock = new FakeClock();
    // The simulator enforces the same budget: a single request too many would be a 429.
    const sim = await startSimulator({ rateLimit: 3, clock });
    const [first, second] = await twoInstances(clock);
    // Places taken and answers received, so that the clock only moves once what was sent has arrived.
    let taking = 0;
    let granted = 0;
    let answered = 0;
    const changes = new EventEmitter();
    const counted = (store: typeof first) => {
      const budget = sharedBudget(store, sim.token, 3);
      return {
        take: async (waiting: number) => {
          taking += 1;
          const answer = await budget.take(waiting).finally(() => {
            taking -= 1;
          });
          if (answer.waitMs === 0) granted += 1;
          changes.emit("change");
          return answer;
        },
        idle: budget.idle,
        pauseUntil: budget.pauseUntil,
      };
    };
    /** Nothing is being decided or sent: every place asked for is answered, every request sent has its answer. */
    const quiet = () => taking === 0 && answered === granted;
    const instance = (store: typeof first) =>
      clientFor(sim, { limiter: new RateLimiter(3, 60_000, clock, counted(store)), clock });
    const [a, b] = [instance(first), instance(second)];
    // Different reads (identical ones in flight at once would share one request).
    const call = (client: typeof a, page: number) =>
      client.listApplications({ page }).finally(() => {
        answered += 1;
        changes.emit("change");
      });
    const calls = [1, 2, 3, 4].flatMap((page) => [call(a, page), call(b, page)]);
    // Whenever a queue sleeps, the budget is spent: time moves on to its waking.
    const done = Promise.all(calls);
    let finished = false;
    void done.then(() => {
      finished = true;
    });
    while (!finished) {
      await Promise.race([clock.whenSleeping(), done]);
      while (!finished && !quiet()) await Promise.race([once(changes, "change"), done]);
      if (!finished) await clock.advanceToNextWake();
    }
    const results = await done;
    expect(results.every((result) => result.ok)).toBe(true);
    // The simulator counts the same rolling minute on the same clock: one call too many would have been a 429.
    expect(clock.now() - Date.UTC(2026, 0, 1)).toBeGreaterThanOrEqual(120_000);
    expect(sim.journal).toHaveLength(8);
    expect(sim.journal.filter((call) => call.status === 429)).toEqual([]);
    await Promise.all([first.close(), second.close()]);
  });

  it("holds every instance back when the API says to wait", async () => {
    const clock = new FakeClock();
    const [first, second] = await twoInstances(clock);
    await sharedBudget(first, "token", 10).pauseUntil(clock.now() + 30_000);
    expect((await sharedBudget(second, "token", 10).take(1)).waitMs).toBe(30_000);
    expect((await sharedBudget(second, "another token", 10).take(1)).waitMs).toBe(0);
    await Promise.all([first.close(), second.close()]);
  });

  it("tells each instance how many calls the others have waiting, until they say they have none", async () => {
    const clock = new FakeClock();
    const [first, second] = await twoInstances(clock);
    const [a, b] = [sharedBudget(first, "token", 10), sharedBudget(second, "token", 10)];
    await a.take(7);
    expect((await b.take(2)).othersWaiting).toBe(7);
    expect((await a.take(6)).othersWaiting).toBe(2);
    await b.idle();
    expect((await a.take(5)).othersWaiting).toBe(0);
    // An instance that stopped saying anything (it died) no longer counts once its window has passed.
    await b.take(4);
    await clock.advance(62_000);
    expect((await a.take(1)).othersWaiting).toBe(0);
    await Promise.all([first.close(), second.close()]);
  });
});
