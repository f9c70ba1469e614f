// The core when the store or the API fails: reads go on, changes are refused, known outcomes are told, nothing repeats.
import { describe, expect, it } from "vitest";
import { defineCommand } from "../../src/core/command.ts";
import { createLogger } from "../../src/log.ts";
import type { Store } from "../../src/store/ports.ts";
import { ResilientStore } from "../../src/store/resilient-store.ts";
import { ofKind, startCore } from "../helpers/core.ts";
import { FakeClock } from "../helpers/fake-clock.ts";
import { flaky } from "../helpers/flaky-store.ts";

const logger = createLogger("silent");

/** A core whose store sits on a database the test can switch off. */
async function withFlakyStore() {
  let database: ReturnType<typeof flaky> | undefined;
  let resilient: ResilientStore | undefined;
  const t = await startCore({
    admins: ["boss"],
    wrapStore: (store) => {
      database = flaky(store);
      resilient = new ResilientStore(database, { logger, retryMs: 60_000 });
      return resilient;
    },
  });
  // Ann asked for REQ-41 (as Linus, at the console) and REQ-42 (as Margaret, on Slack): hers to comment on (CONTRACT §12).
  await t.store.setLink("console", "ann", "u_linus");
  await t.store.setLink("slack", "ann", "u_margaret");
  return { ...t, database: database as ReturnType<typeof flaky>, resilient: resilient as ResilientStore };
}

describe("while the store does not answer", () => {
  it("answers reads that need no store, as it would", async () => {
    const t = await withFlakyStore();
    t.database.down = true;
    const apps = await t.run("apps --per-page 2", { userId: "ann", platform: "slack" });
    expect(apps).toMatchObject({ kind: "result", title: "Applications" });
    expect((await t.run("app unarchive s_lever", { userId: "boss" })).kind).not.toBe("denied");
  });

  it("refuses changes in plain words, and sends nothing", async () => {
    const t = await withFlakyStore();
    t.database.down = true;
    const reply = await t.run("comment REQ-41 The laptop is here", {
      userId: "ann",
      platform: "slack",
      deliveryId: "T1",
    });
    expect(reply).toMatchObject({
      kind: "error",
      title: "deskbot cannot make changes right now: its database does not answer.",
    });
    expect(ofKind(reply, "error").troubleshoot).toContain("Nothing was sent");
    expect(t.sim.received("POST", "/v1/requests/REQ-41/messages")).toEqual([]);
    expect((await t.run("admins", { userId: "boss" })).title).toBe("deskbot's database does not answer right now.");
  });

  it("carries out the change once the store is back", async () => {
    const t = await withFlakyStore();
    t.database.down = true;
    await t.run("comment REQ-41 Hello", { userId: "ann", deliveryId: "T1" });
    t.database.down = false;
    const reply = await t.run("comment REQ-41 Hello", { userId: "ann", deliveryId: "T1" });
    expect(reply.title).toBe("Comment added to REQ-41");
    expect(t.sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(1);
  });
});

describe("an outcome that is known", () => {
  it("is told as made when recording it fails, recorded once the store is back, and never repeated", async () => {
    const t = await withFlakyStore();
    t.database.failing.add("completeIdempotency");
    const first = await t.run("comment REQ-42 Delivered", { userId: "ann", platform: "slack", deliveryId: "T7" });
    expect(first).toMatchObject({ kind: "result", title: "Comment added to REQ-42" });
    expect(t.resilient.health().pending).toBe(1);
    t.database.failing.clear();
    await t.resilient.flushPending();
    const again = await t.run("comment REQ-42 Delivered", { userId: "ann", platform: "slack", deliveryId: "T7" });
    expect(again).toMatchObject({ title: "Comment added to REQ-42", repeated: true });
    expect(t.sim.received("POST", "/v1/requests/REQ-42/messages")).toHaveLength(1);
  });
});

describe("a write whose fate is unknown", () => {
  it("is not sent again when the platform delivers it again after it timed out", async () => {
    const t = await startCore({
      simulator: { latencyMs: 60_000, clock: new FakeClock() },
      client: { timeoutMs: 200 },
      ttlSeconds: 3600,
    });
    const first = await t.run("comment REQ-41 Once", { platform: "console", deliveryId: "T9" });
    expect(first).toMatchObject({ kind: "error", mayHaveSucceeded: true });
    expect(ofKind(first, "error").text).toContain("cannot tell whether the change was made");
    const again = await t.run("comment REQ-41 Once", { platform: "console", deliveryId: "T9" });
    expect(again).toMatchObject({ mayHaveSucceeded: true, repeated: true });
    expect(t.sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(1);
  });

  it("is recorded as unknown when the command throws while it runs, and a repeat says so", async () => {
    let runs = 0;
    const explode = defineCommand({
      name: "explode",
      role: "everyone",
      writes: true,
      args: {},
      async run(ctx) {
        runs += 1;
        await ctx.services.api.addMessage("REQ-41", { body_text: "half done" });
        throw new Error("a bug after the write");
      },
    });
    let store: Store | undefined;
    const t = await startCore({ extraCommands: [explode], wrapStore: (inner) => (store = inner) });
    const first = await t.run("explode", { deliveryId: "T3" });
    expect(first.title).toBe("Something went wrong inside deskbot.");
    expect(await store?.claimIdempotency("console:T3")).toEqual({
      status: "done",
      outcome: JSON.stringify({
        kind: "error",
        title: "The outcome is unknown.",
        troubleshoot: "Check before trying again.",
      }),
    });
    const again = await t.run("explode", { deliveryId: "T3" });
    expect(again).toMatchObject({ title: "The outcome is unknown.", repeated: true });
    expect(runs).toBe(1);
    expect(t.sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(1);
  });
});

describe("a claim whose instance stopped mid-write", () => {
  it("is told plainly after its lease, recorded as unknown once, and never promises an answer", async () => {
    const clock = new FakeClock();
    const t = await startCore({ clock });
    // Another instance claimed this delivery, then died before recording its outcome.
    await t.store.claimIdempotency("slack:T5", 120_000);
    const early = await t.run("comment REQ-41 Hello", { platform: "slack", deliveryId: "T5" });
    expect(early).toMatchObject({ title: "Already on it", repeated: true });
    await clock.advance(121_000);
    const late = await t.run("comment REQ-41 Hello", { platform: "slack", deliveryId: "T5" });
    expect(late).toMatchObject({
      kind: "error",
      title: "deskbot stopped while it was carrying this out, so whether the change was made is unknown.",
      repeated: true,
    });
    expect(ofKind(late, "error").troubleshoot).toContain("Check the ticket");
    const again = await t.run("comment REQ-41 Hello", { platform: "slack", deliveryId: "T5" });
    expect(again.title).toBe(late.title);
    expect(t.sim.received("POST", "/v1/requests/REQ-41/messages")).toEqual([]);
    const audit = await t.store.recentAudit({ limit: 5 });
    expect(audit.map((entry) => [entry.command, entry.outcome])).toEqual([["comment", "unknown"]]);
  });
});
