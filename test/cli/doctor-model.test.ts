// `deskbot doctor` checks a configured model against a loopback fake of its API: reachable, the key taken, the model known, tool calls made; each failure with its fix.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ChatAnswer, type FakeChat, type FakeChatOptions, startFakeChat } from "../../fakes/chat-completions.ts";
import { type CheckResult, runDoctor } from "../../src/cli/doctor.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/log.ts";
import { listModels } from "../../src/understanding/model/probe.ts";
import { MAX_ANSWER_BYTES } from "../../src/understanding/model/transport.ts";

const fakes: FakeChat[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

const WHOAMI: ChatAnswer = { toolCall: { name: "whoami", arguments: {} } };

/** The doctor's model lines against a fake with `options` answering `answer`, DESK_AI_* plus `env`. */
async function modelChecks(
  options: FakeChatOptions,
  answer: ChatAnswer = WHOAMI,
  env: Record<string, string> = {},
): Promise<{ checks: CheckResult[]; fake: FakeChat }> {
  const fake = await startFakeChat(options);
  fakes.push(fake);
  fake.answer(answer);
  const loaded = loadConfig({
    DESK_DB: join(await mkdtemp(join(tmpdir(), "deskbot-doctor-model-")), "store.sqlite"),
    DESK_AI_URL: fake.url,
    DESK_AI_MODEL: "fake-model",
    ...env,
  });
  if (!loaded.ok) throw new Error(loaded.error.join("\n"));
  const results = await runDoctor(loaded.value, { logger: createLogger("silent"), timeoutMs: 5_000 });
  return { checks: results.filter((result) => result.part === "model"), fake };
}

describe("deskbot doctor, with a model", () => {
  it("reads no more of a model list than of any model answer: a list over MAX_ANSWER_BYTES is no list", async () => {
    const many = Array.from({ length: 40_000 }, (_, index) => `a-model-with-a-long-name-${index}`);
    const fake = await startFakeChat({ models: many });
    fakes.push(fake);
    expect(JSON.stringify(many).length).toBeGreaterThan(MAX_ANSWER_BYTES);
    const listing = await listModels({ url: fake.url, model: "fake-model", timeoutSeconds: 5 }, 5_000);
    expect(listing).toEqual({ kind: "unlisted", status: 200 });
  });

  it("checks nothing of a model when DESK_AI_* is unset", async () => {
    const loaded = loadConfig({ DESK_DB: join(await mkdtemp(join(tmpdir(), "deskbot-doctor-model-")), "s.sqlite") });
    if (!loaded.ok) throw new Error(loaded.error.join("\n"));
    const results = await runDoctor(loaded.value, { logger: createLogger("silent") });
    expect(results.filter((result) => result.part === "model")).toEqual([]);
  });

  it("passes a reachable API that lists the model and makes a tool call, with one tiny call offering one tool", async () => {
    const { checks, fake } = await modelChecks({ models: ["other", "fake-model"], key: "k-1" }, WHOAMI, {
      DESK_AI_KEY: "k-1",
    });
    expect(checks.map((check) => [check.ok, check.detail.replace(/\d+ ms/, "N ms")])).toEqual([
      [true, `DESK_AI_URL (${new URL(fake.url).host}) answers and lists fake-model`],
      [true, "fake-model makes tool calls (a call offering one tool answered in N ms)"],
    ]);
    const [call] = fake.chats();
    expect(call?.body?.tools?.map((offer) => offer.function.name)).toEqual(["whoami"]);
    expect(call?.body?.tool_choice).toBe("required");
    expect(fake.chats()).toHaveLength(1);
  });

  it("passes an API that serves no /models (a local server), the call deciding", async () => {
    const { checks } = await modelChecks({ models: null });
    expect(checks.every((check) => check.ok)).toBe(true);
    expect(checks[0]?.detail).toContain("it lists no models: HTTP 404 on /models");
  });

  it("passes a model /models does not list that answers all the same (an Azure OpenAI deployment)", async () => {
    const { checks } = await modelChecks({ models: ["gpt-4o"] });
    expect(checks.every((check) => check.ok)).toBe(true);
    expect(checks[0]?.detail).toContain("does not list fake-model, which answers all the same");
  });

  it("names an API that does not answer, with DESK_AI_URL's fix", async () => {
    const closed = await startFakeChat();
    const url = closed.url;
    await closed.close();
    const { checks } = await modelChecks({}, WHOAMI, { DESK_AI_URL: url });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ ok: false, detail: expect.stringContaining("does not answer at DESK_AI_URL") });
    expect(checks[0]?.fix).toMatch(/Check DESK_AI_URL.*Ollama http:\/\/127\.0\.0\.1:11434\/v1.*unset DESK_AI_URL/);
  });

  it("names a key the API refuses, with DESK_AI_KEY's fix", async () => {
    const { checks } = await modelChecks({ key: "right" }, WHOAMI, { DESK_AI_KEY: "wrong" });
    expect(checks).toEqual([
      expect.objectContaining({ ok: false, detail: "the model's API refuses the key (HTTP 401)" }),
    ]);
    expect(checks[0]?.fix).toContain("Set DESK_AI_KEY");
  });

  it("names a model the API does not serve, with the models it lists", async () => {
    const { checks } = await modelChecks(
      { models: ["llama3.1", "qwen2.5"] },
      { status: 404, body: { error: { message: "model not found" } } },
    );
    expect(checks).toEqual([
      expect.objectContaining({ ok: false, detail: expect.stringContaining("fake-model is not a model") }),
    ]);
    expect(checks[0]?.detail).toContain("it lists llama3.1, qwen2.5");
    expect(checks[0]?.fix).toContain("Set DESK_AI_MODEL");
  });

  const broken: Array<[string, ChatAnswer, RegExp, RegExp]> = [
    [
      "text instead of a tool call",
      { text: "Hello!" },
      /did not make the one tool call asked of it \(text\)/,
      /tool calls/,
    ],
    [
      "a call with tools refused",
      { status: 400 },
      /refused a call with tools \(HTTP 400\)/,
      /--enable-auto-tool-choice/,
    ],
    ["a 429", { status: 429 }, /HTTP 429/, /limit/],
    ["a 500", { status: 500 }, /answered HTTP 500/, /server failed/],
  ];
  it.each(broken)("names %s, with its fix", async (_name, answer, detail, fix) => {
    const { checks } = await modelChecks({}, answer);
    const failed = checks.filter((check) => !check.ok);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.detail).toMatch(detail);
    expect(failed[0]?.fix).toMatch(fix);
  });

  it("names a model slower than DESK_AI_TIMEOUT_SECONDS", async () => {
    const { checks } = await modelChecks({ delayMs: 3000 }, WHOAMI, { DESK_AI_TIMEOUT_SECONDS: "1" });
    expect(checks.filter((check) => !check.ok)).toEqual([
      expect.objectContaining({ detail: "fake-model did not answer within DESK_AI_TIMEOUT_SECONDS (1 s)" }),
    ]);
  });
});
