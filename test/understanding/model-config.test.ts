// DESK_AI_* decides whether a model is ever asked: unset, no request leaves for one (whatever people write); set, words the built-in reader is not sure of go to it, counted on /metrics.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeChat, startFakeChat } from "../../fakes/chat-completions.ts";
import { loadConfig } from "../../src/config.ts";
import type { Caller } from "../../src/core/requests.ts";
import { createLogger } from "../../src/log.ts";
import { createRuntime, type Runtime } from "../../src/runtime.ts";

const ada: Caller = { platform: "console", userId: "ada" };
/** Words of every kind: a command, words read, a question back, words no one could read. */
// One conversation: the question back ("What should it say?") comes last, so that no line is taken as its answer.
const WORDS = [
  "ticket REQ-42",
  "what's up with REQ-42?",
  "tell me a joke",
  "fais-moi rire",
  "ask Ada Lovelace to approve REQ-43",
];

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

/** A runtime on the demo simulator with `env`, in a fresh store. */
async function runtimeWith(env: Record<string, string>): Promise<Runtime> {
  const loaded = loadConfig({ DESK_DB: join(await mkdtemp(join(tmpdir(), "deskbot-model-")), "store.sqlite"), ...env });
  if (!loaded.ok) throw new Error(loaded.error.join("\n"));
  const runtime = await createRuntime(loaded.value, createLogger("silent"), { consoleOperator: "ada" });
  open.push(runtime);
  return runtime;
}

async function fake(): Promise<FakeChat> {
  const started = await startFakeChat();
  open.push(started);
  return started;
}

describe("DESK_AI_*", () => {
  it("unset: no request ever leaves for a model, whatever people write", async () => {
    const model = await fake();
    const runtime = await runtimeWith({});
    expect(runtime.config.model).toBeUndefined();
    for (const words of WORDS) await runtime.core.run(ada, words);
    expect(model.requests).toEqual([]);
    expect(await runtime.metrics.text()).not.toMatch(/^deskbot_model_calls_total\{/m);
  });

  it("set: words the built-in reader is not sure of go to the model, once each, counted on /metrics", async () => {
    const model = await fake();
    model.answer({ toolCall: { name: "whoami", arguments: {} } });
    const runtime = await runtimeWith({ DESK_AI_URL: model.url, DESK_AI_MODEL: "fake-model" });
    for (const words of WORDS) await runtime.core.run(ada, words);
    expect(model.chats()).toHaveLength(2);
    expect(model.chats().map((request) => request.body?.messages?.[1]?.content)).toEqual([
      "tell me a joke",
      "fais-moi rire",
    ]);
    expect(model.chats()[0]?.body?.model).toBe("fake-model");
    expect(await runtime.metrics.text()).toMatch(/^deskbot_model_calls_total\{outcome="tool-call"\} 2$/m);
    expect(await runtime.metrics.text()).toMatch(/^deskbot_model_call_seconds_count\{outcome="tool-call"\} 2$/m);
  });

  it("set: a change that waits, or news told, never goes to the model, which would propose the change", async () => {
    const model = await fake();
    model.answer({ toolCall: { name: "service_disable", arguments: { service_uid: "wa_vpn" } } });
    const runtime = await runtimeWith({ DESK_AI_URL: model.url, DESK_AI_MODEL: "fake-model" });
    for (const words of [
      "Disable wa_vpn only if Grace approves it.",
      "Désactive wa_vpn seulement si Grace donne son feu vert.",
      "unlink @ken, but let's wait for Ken to confirm",
      "FYI REQ-44 access was granted this morning",
    ]) {
      const reply = await runtime.core.run(ada, words);
      expect(JSON.stringify(reply), words).not.toContain("wa_vpn --");
    }
    expect(model.chats()).toEqual([]);
  });
});
