// A model as a second reader, against a loopback fake of the chat completions protocol: its tool call goes through the same checks (a change proposed, a read run), a person is offered only what their role allows, every failure leaves the built-in answer and is counted, and only the words, their language, the tools and a short prompt leave.
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { type ChatAnswer, type FakeChat, startFakeChat } from "../../fakes/chat-completions.ts";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import { CommandRegistry } from "../../src/core/registry.ts";
import type { Caller } from "../../src/core/requests.ts";
import { createLogger } from "../../src/log.ts";
import { inLocale } from "../../src/messages/translate.ts";
import { Metrics } from "../../src/metrics.ts";
import { createModelClient, type ModelOutcome } from "../../src/understanding/model/client.ts";
import { createModelReader } from "../../src/understanding/model/reader.ts";
import { readWords } from "../../src/understanding/reader.ts";
import { ofKind, startCore } from "../helpers/core.ts";

const ada: Caller = { platform: "slack", userId: "admin", prefix: "/desk " };
const grace: Caller = { platform: "slack", userId: "UGRACE", prefix: "/desk " };
const registry = new CommandRegistry(ALL_COMMANDS);

/** Words the built-in reader is not sure of (checked in each test that uses them, so that a test never passes on the built-in reading). */
const UNSURE = "tell me a joke";

const fakes: FakeChat[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

/** A fake model server, a core reading words with it (timeout in seconds), what it logs and counts. */
async function setup(options: { timeoutSeconds?: number; key?: string; url?: string } = {}) {
  const fake = await startFakeChat();
  fakes.push(fake);
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const logger = createLogger("trace", sink);
  const metrics = new Metrics();
  const client = createModelClient({
    url: options.url ?? fake.url,
    model: "fake-model",
    timeoutSeconds: options.timeoutSeconds ?? 8,
    ...(options.key ? { key: options.key } : {}),
  });
  const test = await startCore({ model: createModelReader({ client, logger, metrics }), metrics });
  /** The model calls counted, by outcome. */
  const counted = async () =>
    Object.fromEntries((await metrics.modelCalls.get()).values.map((value) => [value.labels.outcome, value.value]));
  /** The tools the fake was offered in its `index`th chat request. */
  const toolsSent = (index = 0) => fake.chats()[index]?.body?.tools?.map((offer) => offer.function.name) ?? [];
  return { ...test, fake, logs, metrics, counted, toolsSent };
}

const comments = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((call) => call.method === "POST" && call.path.endsWith("/messages"));

describe("a model as a second reader", () => {
  it("only reads what the built-in reader is not sure of: words it reads never reach the model", async () => {
    const { core, fake } = await setup();
    expect(readWords("what's up with REQ-42?", { registry, today: new Date() }).kind).toBe("command");
    await core.run(ada, "what's up with REQ-42?");
    await core.run(ada, "ticket REQ-42");
    await core.run(ada, "ask Ada Lovelace to approve REQ-43");
    expect(fake.requests).toEqual([]);
  });

  it("never offers a model the words the built-in reader refused (destroy, everything): they are not understood", async () => {
    const { core, fake } = await setup();
    for (const words of ["delete every user", "wipe REQ-42", "disable all services"]) {
      const reading = readWords(words, { registry, today: new Date() });
      expect(reading.kind === "none" && reading.refused).toBe(true);
      expect((await core.run(ada, words)).words).toEqual({ outcome: "not-understood" });
    }
    expect(fake.requests).toEqual([]);
  });

  it("proposes the change its tool call names, through the same checks: nothing sent until its asker says yes, then once", async () => {
    const { core, fake, writesAndReads, counted } = await setup();
    expect(readWords(UNSURE, { registry, today: new Date() }).kind).toBe("none");
    fake.answer({ toolCall: { name: "comment", arguments: { request: "REQ-42", text: "The laptop arrived" } } });
    const proposal = ofKind(await core.run(ada, UNSURE, { id: "m1" }), "confirm");
    expect(proposal.words).toEqual({ outcome: "proposed", line: "/desk comment REQ-42 The laptop arrived" });
    expect(proposal.confirmation.command).toBe("comment REQ-42 The laptop arrived");
    expect(comments(writesAndReads())).toHaveLength(0);
    expect((await core.press(grace, proposal.confirmation)).kind).toBe("keep");
    await core.press(ada, proposal.confirmation);
    await core.press(ada, proposal.confirmation);
    expect(comments(writesAndReads())).toHaveLength(1);
    expect(fake.chats()).toHaveLength(1);
    expect(await counted()).toEqual({ "tool-call": 1 });
  });

  it("runs the read its tool call names at once, and says the line it stands for", async () => {
    const { core, fake } = await setup();
    fake.answer({ toolCall: { name: "ticket", arguments: { request: "REQ-42" } } });
    const reply = ofKind(await core.run(ada, UNSURE), "result");
    expect(reply.title).toContain("REQ-42");
    expect(reply.words).toEqual({ outcome: "understood", line: "/desk ticket REQ-42" });
  });

  it("reads a tool call's list, switch and whole number as the grammar's options", async () => {
    const { core, fake } = await setup();
    fake.answer({
      toolCall: {
        name: "approval",
        arguments: { request: "REQ-43", approvers: ["u_grace", "u_alan"], follow: true, text: "Please approve" },
      },
    });
    const proposal = ofKind(await core.run(ada, UNSURE), "confirm");
    expect(proposal.words).toEqual({
      outcome: "proposed",
      line: "/desk approval REQ-43 --approvers u_grace,u_alan --follow Please approve",
    });
    fake.answer({ toolCall: { name: "audit", arguments: { command: "merge", limit: 5 } } });
    expect((await core.run(ada, UNSURE)).words).toEqual({
      outcome: "understood",
      line: "/desk audit --command merge --limit 5",
    });
  });

  it("offers a non-admin no admin command, and runs none the model names anyway", async () => {
    const { core, fake, toolsSent, counted, writesAndReads } = await setup();
    fake.answer({ toolCall: { name: "merge", arguments: { target_user_uid: "u_a", source_user_uid: "u_b" } } });
    const reply = ofKind(await core.run(grace, UNSURE), "error");
    expect(reply.words).toEqual({ outcome: "not-understood" });
    const everyone = ALL_COMMANDS.filter((definition) => definition.role === "everyone").map((d) => d.name);
    expect(toolsSent(0)).toEqual(everyone.map((name) => name.replaceAll(" ", "_")));
    expect(toolsSent(0)).not.toContain("merge");
    expect(toolsSent(0)).toEqual(["help", "company", "apps", "ticket", "comment", "whoami"]);
    expect(await counted()).toEqual({ "unknown-tool": 1 });
    expect(writesAndReads()).toEqual([]);

    await core.run(ada, UNSURE);
    expect(toolsSent(1)).toHaveLength(ALL_COMMANDS.length);
    expect(toolsSent(1)).toEqual(expect.arrayContaining(["merge", "service_disable", "admin_grant", "directory_sync"]));
  });

  it("names each tool and its parameters as CONTRACT section 9 fixes them, tool choice required", async () => {
    const { core, fake } = await setup();
    await core.run(ada, UNSURE);
    const body = fake.chats()[0]?.body;
    expect(body?.tool_choice).toBe("required");
    const parameters = (name: string) =>
      body?.tools?.find((offer) => offer.function.name === name)?.function.parameters;
    expect(parameters("approval")).toMatchObject({
      type: "object",
      properties: {
        request: { type: "string" },
        text: { type: "string" },
        approvers: { type: "array", items: { type: "string" } },
        follow: { type: "boolean" },
      },
      required: ["request", "text", "approvers"],
      additionalProperties: false,
    });
    expect(parameters("audit")).toMatchObject({
      properties: { user: { type: "string" }, command: { type: "string" }, limit: { type: "integer" } },
    });
    expect(parameters("apps")).toMatchObject({
      properties: {
        status: { type: "array" },
        created_after: { type: "string" },
        updated_before: { type: "string" },
        per_page: { type: "integer" },
      },
    });
    const named = Object.fromEntries(
      (body?.tools ?? []).map((offer) => [
        offer.function.name,
        Object.keys(offer.function.parameters.properties ?? {}),
      ]),
    );
    expect(named).toMatchObject({
      ticket: ["request"],
      comment: ["request", "text"],
      service_disable: ["service_uid"],
      merge: ["target_user_uid", "source_user_uid"],
      app_unarchive: ["app_uid"],
      equipment_unarchive: ["equipment_uid"],
      link: ["chat_user", "platform_user_uid"],
      admin_grant: ["user"],
      inboxes: expect.arrayContaining(["search"]),
      help: ["command"],
      service_update: expect.arrayContaining(["service_uid", "enabled", "restricted"]),
    });
    // Each tool says what its command does, in the person's language.
    expect(body?.tools?.find((offer) => offer.function.name === "comment")?.function.description).toContain(
      "Add a comment to a request",
    );
  });

  const failures: Array<[string, ChatAnswer, ModelOutcome]> = [
    ["an unknown tool", { toolCall: { name: "delete_everything", arguments: {} } }, "unknown-tool"],
    ["arguments of the wrong type", { toolCall: { name: "ticket", arguments: { request: 42 } } }, "bad-arguments"],
    [
      "a required argument missing",
      { toolCall: { name: "comment", arguments: { request: "REQ-42" } } },
      "bad-arguments",
    ],
    ["arguments that are not JSON", { toolCall: { name: "ticket", arguments: "{request: REQ-42" } }, "bad-arguments"],
    [
      "an argument the command's own schema refuses",
      { toolCall: { name: "apps", arguments: { status: ["lost"] } } },
      "bad-arguments",
    ],
    [
      "an argument no tool has",
      { toolCall: { name: "ticket", arguments: { request: "REQ-42", x: 1 } } },
      "bad-arguments",
    ],
    ["text instead of a tool call", { text: "Sure! Here is a joke." }, "text"],
    [
      "two tool calls",
      {
        toolCalls: [
          { name: "ticket", arguments: { request: "REQ-42" } },
          { name: "ticket", arguments: { request: "REQ-43" } },
        ],
      },
      "several-calls",
    ],
    ["a 429", { status: 429 }, "rate-limited"],
    ["a 500", { status: 500 }, "server-error"],
    ["a 503", { status: 503 }, "server-error"],
    ["a 401 (a wrong key)", { status: 401 }, "refused"],
  ];

  it.each(failures)("answers %s with the built-in answer, and counts it", async (_name, answer, outcome) => {
    const { core, fake, counted, writesAndReads, logs } = await setup();
    const { core: alone } = await startCore();
    fake.answer(answer);
    const reply = ofKind(await core.run(ada, UNSURE), "error");
    const builtIn = ofKind(await alone.run(ada, UNSURE), "error");
    expect(reply).toEqual(builtIn);
    expect(reply.words).toEqual({ outcome: "not-understood" });
    expect(reply.troubleshoot.match(/^• /gm)).toHaveLength(3);
    expect(fake.chats()).toHaveLength(1);
    expect(await counted()).toEqual({ [outcome]: 1 });
    expect(writesAndReads()).toEqual([]);
    expect(logs.find((line) => line.msg === "model read nothing usable")).toMatchObject({
      outcome,
      model: "fake-model",
    });
  });

  it("answers a model slower than DESK_AI_TIMEOUT_SECONDS with the built-in answer within the timeout and a second", async () => {
    const { core, fake, counted } = await setup({ timeoutSeconds: 1 });
    fake.slow(5000);
    fake.answer({ toolCall: { name: "ticket", arguments: { request: "REQ-42" } } });
    const started = performance.now();
    const reply = ofKind(await core.run(ada, UNSURE), "error");
    expect(performance.now() - started).toBeLessThan(2000);
    expect(reply.words).toEqual({ outcome: "not-understood" });
    expect(await counted()).toEqual({ timeout: 1 });
  });

  it("answers a model that cannot be reached with the built-in answer, and counts it", async () => {
    const closed = await startFakeChat();
    const url = closed.url;
    await closed.close();
    const { core, counted } = await setup({ url });
    expect(ofKind(await core.run(ada, UNSURE), "error").words).toEqual({ outcome: "not-understood" });
    expect(await counted()).toEqual({ "network-error": 1 });
  });

  it("sends only the person's words, their language, the tools and a short system prompt: no API data, no token", async () => {
    const { core, fake, sim } = await setup();
    const words = "fais-moi rire";
    expect(readWords(words, { registry, today: new Date() }).kind).toBe("none");
    fake.answer({ toolCall: { name: "ticket", arguments: { request: "REQ-42" } } });
    await inLocale("fr", () => core.run(grace, words));
    const [request] = fake.chats();
    expect(Object.keys(request?.body ?? {}).sort()).toEqual(["messages", "model", "tool_choice", "tools"]);
    const messages = request?.body?.messages ?? [];
    expect(messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(messages[1]?.content).toBe(words);
    const system = String(messages[0]?.content);
    expect(system).toContain("French (fr)");
    expect(system.length).toBeLessThan(1000);
    // The tools are described in the person's language.
    expect(request?.body?.tools?.find((offer) => offer.function.name === "ticket")?.function.description).toMatch(
      /ticket/i,
    );
    // Nothing from the API (the ticket read after the call is never sent back), nothing of who asked, no token.
    expect(request?.raw).not.toContain("New laptop for Margaret");
    expect(request?.raw).not.toContain(sim.token);
    expect(request?.raw).not.toContain("UGRACE");
    expect(request?.headers.authorization).toBeUndefined();
    expect(fake.chats()).toHaveLength(1);
  });

  it("sends DESK_AI_KEY as the bearer, and nothing else of deskbot's secrets", async () => {
    const { core, fake, sim } = await setup({ key: "model-key-1" });
    await core.run(ada, UNSURE);
    const [request] = fake.chats();
    expect(request?.headers.authorization).toBe("Bearer model-key-1");
    expect(JSON.stringify(request)).not.toContain(sim.token);
  });

  it("logs each call's model, latency and outcome, and never the words", async () => {
    const { core, fake, logs } = await setup();
    fake.answer({ toolCall: { name: "ticket", arguments: { request: "REQ-42" } } }, { text: "no" });
    await core.run(ada, UNSURE);
    await core.run(ada, UNSURE);
    const calls = logs.filter((line) => /^model read/.test(String(line.msg)));
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ level: 30, model: "fake-model", outcome: "tool-call", command: "ticket" });
    expect(calls[1]).toMatchObject({ model: "fake-model", outcome: "text" });
    for (const call of calls) expect(typeof call.latencyMs).toBe("number");
    expect(JSON.stringify(logs)).not.toContain(UNSURE);
  });
});
