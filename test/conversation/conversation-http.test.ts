// A conversation over real HTTP (CONTRACT section 10): Slack DMs and mention threads, Teams 1:1 chats and channel threads, against the loopback fakes; a question answered on the next message, a yes that writes once, someone else's yes that writes nothing.
import { describe, expect, it } from "vitest";
import { directMessage, eventCallback, postSigned, uniqueId } from "../../fakes/slack-requests.ts";
import { messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe, startSlackServe } from "../helpers/serve.ts";

const COMMENTS = "/v1/requests/REQ-42/messages";

async function slackSetup() {
  const served = await startSlackServe({ DESK_ADMINS: "UADMIN" });
  const { server, slack } = served;
  /** Posts a signed event; resolves once deskbot has done all it does with it. */
  const send = async (event: Record<string, unknown>) => {
    const request = eventCallback(event);
    const ack = await postSigned(server.url, request.body, request.contentType);
    expect(ack.status).toBe(200);
    expect(await server.runtime.inFlight.idle(10_000)).toBe(true);
  };
  /** A DM; in Slack's agent view a DM's message may start a thread of its own (`thread_ts`). */
  const dm = (text: string, extra: Record<string, unknown> = {}) => send(directMessage(text, extra));
  /** A mention of the bot in the thread of C0IT's message 1700000001.000100. */
  const inThread = (text: string, user = "UADMIN") =>
    send({
      type: "app_mention",
      channel: "C0IT",
      user,
      text: `<@UBOT> ${text}`,
      ts: uniqueId("1700000002."),
      thread_ts: "1700000001.000100",
      client_msg_id: uniqueId("msg-"),
      event_ts: "1700000002.1",
    });
  const lastPosted = () => JSON.stringify(slack.callsOf("chat.postMessage").at(-1)?.body ?? {});
  return { ...served, dm, inThread, lastPosted };
}

describe("Slack", () => {
  it("a DM: the question's answer on the next message, then yes, writes the comment once; a second yes writes nothing", async () => {
    const { dm, lastPosted, sim } = await slackSetup();
    await dm("comment on REQ-42");
    expect(lastPosted()).toContain("What should it say?");
    // A new top-level message of the DM's agent view: the same conversation.
    await dm("the laptop arrived", { thread_ts: uniqueId("1700000009.") });
    expect(lastPosted()).toContain("comment REQ-42 the laptop arrived");
    expect(sim.received("POST", COMMENTS)).toEqual([]);
    await dm("yes");
    expect(sim.received("POST", COMMENTS)).toHaveLength(1);
    expect(sim.received("POST", COMMENTS)[0]?.body).toMatchObject({ body_text: "the laptop arrived" });
    await dm("yes");
    expect(lastPosted()).toContain("Nothing is waiting for your yes here.");
    expect(sim.received("POST", COMMENTS)).toHaveLength(1);
  });

  it("a DM: no cancels, and a later yes writes nothing", async () => {
    const { dm, lastPosted, sim } = await slackSetup();
    await dm("tell REQ-42 the laptop arrived");
    await dm("annule");
    expect(lastPosted()).toContain("Nothing was changed.");
    await dm("oui");
    expect(sim.received("POST", COMMENTS)).toEqual([]);
  });

  it("a thread: someone else's yes writes nothing and is told so to them only; the asker's yes writes once", async () => {
    const { inThread, slack, sim } = await slackSetup();
    await inThread("tell REQ-42 the laptop arrived");
    await inThread("yes", "UOTHER");
    const ephemeral = slack.callsOf("chat.postEphemeral").at(-1)?.body ?? {};
    expect(ephemeral).toMatchObject({ channel: "C0IT", user: "UOTHER", thread_ts: "1700000001.000100" });
    expect(JSON.stringify(ephemeral)).toContain("Nothing is waiting for your yes here.");
    expect(sim.received("POST", COMMENTS)).toEqual([]);
    await inThread("yes");
    expect(sim.received("POST", COMMENTS)).toHaveLength(1);
  });
});

async function teamsSetup() {
  const connector = await startFakeConnector();
  const { server, sim } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin" });
  /** Sends a message as `aad` and resolves to the text of the bot's reply. */
  const say = async (text: string, conversationType: "personal" | "channel" = "personal", aad = "aad-admin") => {
    const before = connector.sent().length;
    const answer = await postActivity(
      server.url,
      messageActivity(text, { serviceUrl: connector.url, conversationType, aad }),
    );
    expect(answer.status).toBe(200);
    expect(await server.runtime.inFlight.idle(10_000)).toBe(true);
    const sent = await connector.waitForSent(before + 1);
    return JSON.stringify(sent.body);
  };
  return { say, sim };
}

describe("Teams", () => {
  it("a 1:1 chat: the answer, then oui, writes the comment once", async () => {
    const { say, sim } = await teamsSetup();
    expect(await say("commente REQ-42")).toContain("What should it say?");
    expect(await say("le portable est arrivé")).toContain("comment REQ-42 le portable est arrivé");
    await say("oui");
    expect(sim.received("POST", COMMENTS)).toHaveLength(1);
    expect(sim.received("POST", COMMENTS)[0]?.body).toMatchObject({ body_text: "le portable est arrivé" });
  });

  it("a channel thread: someone else's yes writes nothing; the asker's does, once", async () => {
    const { say, sim } = await teamsSetup();
    await say("tell REQ-42 the laptop arrived", "channel");
    await say("yes", "channel", "aad-other");
    expect(sim.received("POST", COMMENTS)).toEqual([]);
    await say("yes", "channel");
    expect(sim.received("POST", COMMENTS)).toHaveLength(1);
  });
});
