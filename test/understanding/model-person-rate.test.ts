// Each person's rate of model calls: at most 20 in any minute and 200 in any hour, their words and their summaries together; past it no call leaves, the person gets the built-in answer (or a note), and it is counted.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeChat, startFakeChat } from "../../fakes/chat-completions.ts";
import type { Caller } from "../../src/core/requests.ts";
import { createLogger } from "../../src/log.ts";
import { Metrics } from "../../src/metrics.ts";
import { createModelClient } from "../../src/understanding/model/client.ts";
import {
  MODEL_CALLS_PER_HOUR,
  MODEL_CALLS_PER_MINUTE,
  ModelCallRate,
} from "../../src/understanding/model/person-rate.ts";
import { createModelReader } from "../../src/understanding/model/reader.ts";
import { startCore } from "../helpers/core.ts";
import { FakeClock } from "../helpers/fake-clock.ts";

const fakes: FakeChat[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Words the built-in reader is not sure of: each goes to the model. */
const UNSURE = "tell me a joke";
const ada: Caller = { platform: "slack", userId: "UADA", prefix: "/desk " };
const grace: Caller = { platform: "teams", userId: "aad-grace", prefix: "" };

describe("a person's rate of model calls, counted", () => {
  it("admits a call only while the person has fewer than 20 in the last minute and 200 in the last hour, for any times", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 90_000 }), fc.constantFrom("a", "b")), { maxLength: 600 }),
        (steps) => {
          const clock = new FakeClock(0);
          const rate = new ModelCallRate(undefined, clock);
          const admitted = new Map<string, number[]>();
          for (const [gap, person] of steps) {
            void clock.advance(gap);
            const now = clock.now();
            const before = admitted.get(person) ?? [];
            const inMinute = before.filter((time) => time > now - MINUTE).length;
            const inHour = before.filter((time) => time > now - HOUR).length;
            const expected = inMinute < MODEL_CALLS_PER_MINUTE && inHour < MODEL_CALLS_PER_HOUR;
            expect(rate.take(person)).toBe(expected);
            if (expected) admitted.set(person, [...before, now]);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("allows 200 in an hour at most, even spread so that no minute is full, and again once the hour has passed", () => {
    const clock = new FakeClock(0);
    const rate = new ModelCallRate(undefined, clock);
    let admitted = 0;
    for (let call = 0; call < 400; call += 1) {
      if (rate.take("ada")) admitted += 1;
      void clock.advance(5_000);
    }
    // 400 calls over 2,000 s (33 minutes): 12 a minute, never a full minute; the hour's 200 stop them.
    expect(admitted).toBe(MODEL_CALLS_PER_HOUR);
    void clock.advance(HOUR);
    expect(rate.take("ada")).toBe(true);
  });
});

async function setup() {
  const fake = await startFakeChat();
  fakes.push(fake);
  const clock = new FakeClock(Date.now());
  const rate = new ModelCallRate(undefined, clock);
  const metrics = new Metrics();
  const logger = createLogger("silent");
  const client = createModelClient({ url: fake.url, model: "fake-model", timeoutSeconds: 5 }, undefined, rate);
  const test = await startCore({
    model: createModelReader({ client, logger, metrics }),
    summaryModel: client,
    metrics,
  });
  const counted = async () =>
    Object.fromEntries((await metrics.modelCalls.get()).values.map((value) => [value.labels.outcome, value.value]));
  return { ...test, fake, clock, counted };
}

describe("past a person's rate", () => {
  it("their words get the built-in answer and no call leaves; others are not held back; a minute later they may again", async () => {
    const { core, fake, clock, counted } = await setup();
    fake.answer({ text: "I only tell jokes in tool calls." });
    for (let index = 0; index < MODEL_CALLS_PER_MINUTE; index += 1) await core.run(ada, UNSURE);
    expect(fake.chats()).toHaveLength(MODEL_CALLS_PER_MINUTE);
    const over = await core.run(ada, UNSURE);
    expect(over.kind).toBe("error");
    expect(over.words).toEqual({ outcome: "not-understood" });
    expect(fake.chats()).toHaveLength(MODEL_CALLS_PER_MINUTE);
    expect(await counted()).toEqual({ text: MODEL_CALLS_PER_MINUTE, "person-limit": 1 });
    // Someone else's words still go to the model.
    await core.run(grace, UNSURE);
    expect(fake.chats()).toHaveLength(MODEL_CALLS_PER_MINUTE + 1);
    await clock.advance(MINUTE);
    await core.run(ada, UNSURE);
    expect(fake.chats()).toHaveLength(MODEL_CALLS_PER_MINUTE + 2);
  });

  it("a summary is not made, and the form says why; their words and summaries share one allowance", async () => {
    const { core, fake } = await setup();
    fake.answer({ text: "A summary." });
    const thread = async () => ({ messages: [{ author: "Ada", text: "The VPN drops." }], more: false });
    for (let index = 0; index < MODEL_CALLS_PER_MINUTE - 1; index += 1) await core.run(ada, UNSURE);
    expect(await core.summaries.summarise(ada, "comment", thread)).toMatchObject({ kind: "summary" });
    expect(await core.summaries.summarise(ada, "comment", thread)).toEqual({
      kind: "note",
      text: expect.stringMatching(/You have asked the AI model many times in the last minutes/),
    });
    expect(fake.chats()).toHaveLength(MODEL_CALLS_PER_MINUTE);
  });
});
