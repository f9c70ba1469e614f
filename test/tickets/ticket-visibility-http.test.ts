// Who may see a ticket (CONTRACT §12) through each platform's own ways in, over real HTTP: Linus sees REQ-41 (his), never REQ-42.
import { describe, expect, it } from "vitest";
import {
  eventCallback,
  interaction,
  messageShortcut,
  postSigned,
  SIGNING_SECRET,
  slashCommand,
  uniqueId,
} from "../../fakes/slack-requests.ts";
import { invokeActivity, messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import { encodeContext } from "../../src/adapters/slack/modals.ts";
import { sealKey } from "../../src/sealed.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe, startSlackServe } from "../helpers/serve.ts";

const REFUSAL = "REQ-42 was not found, or is not yours to see";
const LINK = (n: number) => `https://desk.acme.example/admin/requests/req_00${n}`;

/** Slack served with request links on, UANN linked to Linus (who asked for REQ-41), UADMIN an admin. */
async function slackAsLinus() {
  const served = await startSlackServe({ DESK_REQUEST_LINK_DOMAIN: "desk.acme.example", DESK_ADMINS: "UADMIN" });
  await served.server.runtime.store.setLink("slack", "UANN", "u_linus");
  const send = async (request: { body: string; contentType: string }) =>
    postSigned(served.server.url, request.body, request.contentType);
  /** `/desk TEXT` as Linus: the answer posted to its response_url. */
  const slash = async (text: string) => {
    const id = uniqueId("r");
    await send(slashCommand(text, { user: "UANN", responseUrl: served.slack.responseUrl(id) }));
    for (;;) {
      const answer = served.slack
        .callsOf("response_url")
        .find((call) => call.responseId === id && !String(call.body.text).includes("Working on it"));
      if (answer) return JSON.stringify(answer.body);
      await served.slack.waitFor("response_url", served.slack.callsOf("response_url").length + 1);
    }
  };
  return { ...served, send, slash };
}

describe("on Slack, a ticket that is not the person's", () => {
  it("reads as a missing one through the slash command, and a comment on it posts nothing", async () => {
    const { slash, sim } = await slackAsLinus();
    expect(await slash("ticket REQ-41")).toContain("The printer on floor 2 is jammed");
    const refused = await slash("ticket REQ-42");
    expect(refused).toContain(REFUSAL);
    expect(refused).not.toContain("New laptop");
    expect(await slash("comment REQ-42 Any news?")).toContain(REFUSAL);
    expect(await slash("what's up with REQ-42?")).toContain(REFUSAL);
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toEqual([]);
  });

  it("is not named beside a form's ticket, and its form's submission is refused beside the field", async () => {
    const { send, slack, sim } = await slackAsLinus();
    const hintOf = async (text: string, count: number) => {
      await send(
        messageShortcut({
          callbackId: "comment_on_ticket",
          message: { type: "message", ts: uniqueId("1700000000."), user: "UAUTHOR", text },
          user: "UANN",
        }),
      );
      const view = (await slack.waitFor("views.update", count)).body.view as {
        blocks: Array<{ block_id: string; hint?: { text: string }; element: { initial_value?: string } }>;
      };
      return view.blocks.find((block) => block.block_id === "ticket");
    };
    expect((await hintOf("see REQ-41", 1))?.hint?.text).toBe("REQ-41 · The printer on floor 2 is jammed (New)");
    const other = await hintOf("see REQ-42", 2);
    expect(other?.element.initial_value).toBe("REQ-42");
    expect(JSON.stringify(other)).not.toContain("New laptop");
    const text = (block: string, value: string) => ({ [block]: { [block]: { type: "plain_text_input", value } } });
    const submitted = await send(
      interaction({
        type: "view_submission",
        user: { id: "UANN" },
        team: { id: "T1" },
        view: {
          id: uniqueId("V"),
          callback_id: "comment_modal",
          private_metadata: encodeContext(
            { channel: "C1", files: [], user: "UANN" },
            sealKey(SIGNING_SECRET, "slack-modal-metadata"),
          ),
          hash: "h",
          state: { values: { ...text("ticket", "REQ-42"), ...text("body", "Any news?") } },
        },
      }),
    );
    expect(JSON.parse(submitted.text)).toMatchObject({
      response_action: "errors",
      errors: { ticket: expect.stringContaining(REFUSAL) },
    });
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toEqual([]);
  });

  it("gets no link preview in the channel, where the person's own ticket does", async () => {
    const { send, slack, server } = await slackAsLinus();
    const shared = (n: number) =>
      eventCallback({
        type: "link_shared",
        channel: "C1",
        user: "UANN",
        message_ts: uniqueId(""),
        links: [{ domain: "desk.acme.example", url: LINK(n) }],
        event_ts: uniqueId(""),
      });
    await send(shared(42));
    await send(shared(41));
    const unfurl = (await slack.waitFor("chat.unfurl")).body as { unfurls: Record<string, unknown> };
    // Once both links' work is done: one unfurl, of Linus's own ticket.
    await server.runtime.inFlight.idle(5000);
    expect(slack.callsOf("chat.unfurl").map((call) => Object.keys(call.body.unfurls as object))).toEqual([[LINK(41)]]);
    expect(Object.keys(unfurl.unfurls)).toEqual([LINK(41)]);
  });

  it("is refused to a workflow step run for the person, which completes with that error", async () => {
    const { send, slack, sim } = await slackAsLinus();
    await send(
      eventCallback({
        type: "function_executed",
        function: { id: "Fn_add_comment", callback_id: "add_comment", title: "add_comment", type: "app", app_id: "A1" },
        inputs: { user: { id: "UANN", secret: "context-secret" }, ticket: "REQ-42", body: "From a workflow" },
        function_execution_id: uniqueId("Fx"),
        workflow_execution_id: uniqueId("Wx"),
        event_ts: String(Date.now() / 1000),
        bot_access_token: "xwfp-step-token",
      }),
    );
    expect(String((await slack.waitFor("functions.completeError")).body.error)).toContain(REFUSAL);
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toEqual([]);
  });
});

describe("a reply that shows e-mails or the audit log, asked for in a shared place", () => {
  it("is shown on Slack to the asker alone, in the mention's thread", async () => {
    const { send, slack } = await slackAsLinus();
    await mentionInChannel(send, "audit");
    const ephemeral = await slack.waitFor("chat.postEphemeral");
    expect(ephemeral.body).toMatchObject({ channel: "C0IT", user: "UADMIN", thread_ts: "1700000001.000100" });
    expect(String(ephemeral.body.text)).toContain("Audit log");
    // Nothing of it in the channel's thread; a DM shows it as any answer.
    expect(slack.callsOf("chat.postMessage").map((call) => String(call.body.text))).not.toContainEqual(
      expect.stringContaining("Audit log"),
    );
  });

  it("goes on Teams to the asker's 1:1 chat, and the channel is told where it went", async () => {
    const connector = await startFakeConnector();
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin" });
    await postActivity(
      server.url,
      messageActivity("audit", { serviceUrl: connector.url, conversationType: "channel" }),
    );
    await connector.waitForSent(2);
    const created = connector.calls.find((call) => call.method === "POST" && call.path === "/v3/conversations");
    expect(created?.body).toMatchObject({ isGroup: false, members: [{ aadObjectId: "aad-admin" }] });
    const [toChat, toChannel] = connector.sent();
    expect(toChat?.path).not.toContain("conversation-channel");
    expect(JSON.stringify(toChat?.body)).toContain("Audit log");
    expect(toChannel?.path).toContain("conversation-channel");
    expect(JSON.stringify(toChannel?.body)).toContain("I sent you the answer in our 1:1 chat");
    expect(JSON.stringify(toChannel?.body)).not.toContain("Audit log");
  });
});

/** A mention of the bot in channel C0IT by UADMIN, as Slack sends it. */
async function mentionInChannel(
  send: (request: { body: string; contentType: string }) => Promise<unknown>,
  text: string,
) {
  await send(
    eventCallback({
      type: "app_mention",
      channel: "C0IT",
      user: "UADMIN",
      text: `<@UBOT> ${text}`,
      ts: "1700000001.000100",
      client_msg_id: uniqueId("msg-"),
      event_ts: "1700000001.000100",
    }),
  );
}

describe("on Teams, a ticket that is not the person's", () => {
  it("reads as a missing one in chat, in a dialog's submission, in a link's preview and beside a dialog's ticket", async () => {
    const connector = await startFakeConnector();
    const { server, sim } = await startServe({
      TEAMS_ALLOW_UNAUTHENTICATED: "true",
      DESK_REQUEST_LINK_DOMAIN: "desk.acme.example",
    });
    await server.runtime.store.setLink("teams", "aad-linus", "u_linus");
    const options = { serviceUrl: connector.url, aad: "aad-linus" };
    await postActivity(server.url, messageActivity("ticket REQ-42", options));
    expect(JSON.stringify((await connector.waitForSent(1)).body)).toContain(REFUSAL);
    const submitted = await postActivity(
      server.url,
      invokeActivity(
        "composeExtension/submitAction",
        { commandId: "commentOnTicket", data: { ticket: "REQ-42", body: "Any news?" } },
        options,
      ),
    );
    expect(JSON.stringify(submitted.body)).toContain(REFUSAL);
    const preview = await postActivity(
      server.url,
      invokeActivity("composeExtension/queryLink", { url: LINK(42) }, options),
    );
    expect(preview.body).toEqual({});
    const own = await postActivity(
      server.url,
      invokeActivity("composeExtension/queryLink", { url: LINK(41) }, options),
    );
    expect(JSON.stringify(own.body)).toContain("The printer on floor 2 is jammed");
    const dialog = (text: string) =>
      postActivity(
        server.url,
        invokeActivity(
          "composeExtension/fetchTask",
          {
            commandId: "commentOnTicket",
            messagePayload: { id: uniqueId("m"), body: { contentType: "text", content: text } },
          },
          options,
        ),
      );
    expect(JSON.stringify((await dialog("see REQ-41")).body)).toContain("The printer on floor 2 is jammed");
    expect(JSON.stringify((await dialog("see REQ-42")).body)).not.toContain("New laptop");
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toEqual([]);
  });
});

describe("the action endpoint, acting as someone", () => {
  it("answers for a ticket not theirs exactly as for one that does not exist", async () => {
    const secret = "a-long-enough-test-secret";
    const { server, sim } = await startServe({ DESK_ACTION_CALLERS: `ops:${secret}:*` });
    const { actionSignature } = await import("../../src/adapters/actions/endpoint.ts");
    const call = async (ticket: string) => {
      const raw = JSON.stringify({ as: "u_linus", ticket, body: "From ops" });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const key = uniqueId("k");
      const path = "/api/actions/add_comment";
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-deskbot-caller": "ops",
          "x-deskbot-timestamp": timestamp,
          "x-deskbot-signature": actionSignature(secret, { timestamp, method: "POST", path, key, body: raw }),
          "idempotency-key": key,
        },
        body: raw,
      });
      return { status: response.status, body: JSON.stringify(await response.json()).replaceAll(ticket, "#") };
    };
    expect((await call("REQ-41")).status).toBe(200);
    expect(await call("REQ-42")).toEqual(await call("REQ-9042"));
    expect((await call("REQ-42")).status).toBe(404);
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toEqual([]);
  });
});
