// What people are told when the API budget holds their commands back: their place in the turns, or a refusal in time.
import { describe, expect, it } from "vitest";
import { RateLimiter } from "../../src/api/rate-limiter.ts";
import { ofKind, startCore } from "../helpers/core.ts";
import { FakeClock, settle } from "../helpers/fake-clock.ts";

/** A core allowed one API request a minute, with `waiting` people's lists already queued behind the company read (which `help` makes). */
async function busyCore(waiting: number) {
  const clock = new FakeClock();
  const limiter = new RateLimiter(1, 60_000, clock);
  const test = await startCore({ clock, client: { limiter, clock } });
  const first = test.run("help", { platform: "slack", userId: "UFIRST" });
  await settle();
  const queued = Array.from({ length: waiting }, (_, index) =>
    test.run(`apps --page ${index + 2}`, { platform: "slack", userId: `U${index}` }),
  );
  await settle();
  return { ...test, clock, limiter, first, queued };
}

describe("a command held back by the API budget", () => {
  it("is refused at once, with nothing sent, when its wait would outlast Slack's 30-minute reply", async () => {
    const { run, sim, limiter, first } = await busyCore(40);
    await first;
    expect(limiter.queued).toBe(40);
    const reply = ofKind(await run("apps --page 99", { platform: "slack", userId: "ULATE" }), "error");
    expect(reply.title).toBe("The service desk is too busy to answer this in time.");
    expect(reply.troubleshoot).toMatch(
      /^Nothing was sent\. The service desk allows 1 request a minute, and 40 are waiting: your answer would take about 41 minutes, and Slack keeps a command's reply open for 30 minutes\./,
    );
    expect(sim.received("GET", "/v1/applications").map((call) => call.query)).not.toContainEqual(
      expect.stringContaining("page=99"),
    );
    expect(limiter.queued).toBe(40);
    limiter.abandonQueued();
  });

  it("is served, and told its own place, when it can be answered in time", async () => {
    const { core, limiter, first } = await busyCore(20);
    await first;
    expect(core.progressNote({ platform: "slack", userId: "ULATE" })).toBe(
      "Queued: the service desk allows 1 request a minute, and 20 are waiting. Your answer will follow here in about 21 minutes.",
    );
    // One of the people already waiting is told of their own place, not the queue's end.
    expect(core.progressNote({ platform: "slack", userId: "U0" })).toMatch(/in about (60|\d) seconds\.$/);
    limiter.abandonQueued();
  });
});

describe("a command that never calls the API", () => {
  it("is answered while the budget's queue is long, and is never told it is queued", async () => {
    const { run, core, limiter, first } = await busyCore(40);
    await first;
    expect(limiter.queued).toBe(40);
    expect((await run("help", { platform: "slack", userId: "ULATE" })).kind).toBe("help");
    expect((await run("whoami", { platform: "slack", userId: "ULATE" })).kind).toBe("result");
    expect(core.progressNote({ platform: "slack", userId: "ULATE" }, "whoami")).toBe("Working on it…");
    expect(core.progressNote({ platform: "slack", userId: "ULATE" }, "apps --page 3")).toMatch(/^Queued: /);
    limiter.abandonQueued();
  });
});

describe("the queue note", () => {
  it("says the limit the API states for the token, not a looser one of the configuration", async () => {
    const test = await startCore({ simulator: { rateLimit: 5 } });
    await test.run("company", { platform: "slack", userId: "UANN" });
    expect(test.api.budget().limitPerMinute).toBe(5);
  });
});
