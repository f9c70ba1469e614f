// A model behind deskbot serve, over real HTTP: a Slack DM the built-in reader is not sure of becomes the fake model's tool call, proposed in the DM and written once on yes; a failing model leaves the built-in answer within its timeout and a second; /metrics counts each call.
import { afterEach, describe, expect, it } from "vitest";
import { type FakeChat, startFakeChat } from "../../fakes/chat-completions.ts";
import { directMessage, eventCallback, interaction, postSigned, uniqueId } from "../../fakes/slack-requests.ts";
import { startSlackServe } from "../helpers/serve.ts";

type Block = { type: string; elements?: Array<Record<string, unknown>>; text?: { text: string } };

const fakes: FakeChat[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

/** deskbot serving Slack with DESK_AI_* pointing at a loopback fake model. */
async function setup(env: Record<string, string> = {}) {
  const model = await startFakeChat();
  fakes.push(model);
  const served = await startSlackServe({
    DESK_ADMINS: "UADMIN",
    DESK_AI_URL: model.url,
    DESK_AI_MODEL: "fake-model",
    ...env,
  });
  const send = async (text: string) => {
    const request = eventCallback(directMessage(text));
    const ack = await postSigned(served.server.url, request.body, request.contentType);
    expect(ack.status).toBe(200);
    expect(await served.server.runtime.inFlight.idle(10_000)).toBe(true);
  };
  const metrics = async () => (await fetch(`${served.server.url}/metrics`)).text();
  return { ...served, model, send, posted: () => served.slack.callsOf("chat.postMessage"), metrics };
}

describe("a model behind deskbot serve", () => {
  it("turns a DM the built-in reader is not sure of into the model's proposal, written once on its asker's yes", async () => {
    const { model, send, posted, slack, server, sim, metrics } = await setup();
    model.answer({ toolCall: { name: "comment", arguments: { request: "REQ-42", text: "The printer is fixed" } } });
    await send("tell me a joke");
    expect(model.chats()).toHaveLength(1);
    expect(model.chats()[0]?.body?.messages?.[1]?.content).toBe("tell me a joke");
    const proposed = posted()[0]?.body ?? {};
    expect(proposed.channel).toBe("D0DESK");
    expect(JSON.stringify((proposed.blocks as Block[])[0])).toContain("From your words: `comment REQ-42");
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toEqual([]);
    const yes = (proposed.blocks as Block[])
      .find((block) => block.type === "actions")
      ?.elements?.find((button) => button.action_id === "confirm_command");
    const press = interaction({
      type: "block_actions",
      user: { id: "UADMIN" },
      trigger_id: uniqueId("trigger."),
      response_url: slack.responseUrl("yes"),
      channel: { id: "D0DESK" },
      container: { type: "message", message_ts: "1700000000.000300", channel_id: "D0DESK" },
      actions: [{ type: "button", action_id: yes?.action_id, value: yes?.value, action_ts: uniqueId("") }],
    });
    await postSigned(server.url, press.body, press.contentType);
    await slack.waitFor("response_url");
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toHaveLength(1);
    expect(model.chats()).toHaveLength(1);
    expect(await metrics()).toMatch(/^deskbot_model_calls_total\{outcome="tool-call"\} 1$/m);
  });

  it("answers with the built-in reply within the timeout and a second when the model is slow, and counts it", async () => {
    const { model, send, posted, metrics, logs } = await setup({ DESK_AI_TIMEOUT_SECONDS: "1" });
    model.slow(5000);
    const started = performance.now();
    await send("tell me a joke");
    expect(performance.now() - started).toBeLessThan(2000);
    expect(String(posted()[0]?.body.text)).toMatch(/did not understand/i);
    expect(await metrics()).toMatch(/^deskbot_model_calls_total\{outcome="timeout"\} 1$/m);
    const line = logs.find((entry) => entry.msg === "model read nothing usable");
    expect(line).toMatchObject({ model: "fake-model", outcome: "timeout" });
    expect(JSON.stringify(logs)).not.toContain("tell me a joke");
  });

  it("shows what a model chose to read to its asker alone, in a channel as on every way in", async () => {
    const { model, slack, server } = await setup();
    // Words the person never meant as `ticket REQ-44`; a model (mistaken, or told to by a thread) reads them so.
    model.answer({ toolCall: { name: "ticket", arguments: { request: "REQ-44" } } });
    const mention = eventCallback({
      type: "app_mention",
      channel: "C0PUBLIC",
      user: "UADMIN",
      text: "<@UBOT> zzz blorp quux",
      ts: "1700000001.000100",
      client_msg_id: uniqueId("msg-"),
      event_ts: "1700000001.000100",
    });
    await postSigned(server.url, mention.body, mention.contentType);
    expect(await server.runtime.inFlight.idle(10_000)).toBe(true);
    const ephemeral = await slack.waitFor("chat.postEphemeral");
    expect(ephemeral.body).toMatchObject({ channel: "C0PUBLIC", user: "UADMIN" });
    expect(JSON.stringify(ephemeral.body)).toContain("Access to the finance share");
    // Nothing of the ticket in the channel's thread: at most a word that the answer went to the asker.
    for (const call of slack.callsOf("chat.postMessage"))
      expect(JSON.stringify(call.body)).not.toContain("finance share");
  });
});
