// Slack conversations and people's words over real HTTP: direct messages and mentions answered where they were written, what words were read as, a proposal's Change, a form command's "Open the form".
import { describe, expect, it } from "vitest";
import { directMessage, eventCallback, interaction, postSigned, uniqueId } from "../../../fakes/slack-requests.ts";
import { toBlocks } from "../../../src/adapters/slack/blocks.ts";
import type { Reply } from "../../../src/core/reply.ts";
import { startSlackServe } from "../../helpers/serve.ts";

async function setup() {
  const served = await startSlackServe({ DESK_ADMINS: "UADMIN" });
  const { server, slack } = served;
  /** Posts a signed event; resolves once deskbot has done all it does with it. */
  const send = async (event: Record<string, unknown>, headers: Record<string, string> = {}, eventId?: string) => {
    const request = eventCallback(event, eventId);
    const ack = await postSigned(server.url, request.body, request.contentType, { headers });
    expect(ack.status).toBe(200);
    expect(await server.runtime.inFlight.idle(10_000)).toBe(true);
    return request.eventId;
  };
  const posted = () => slack.callsOf("chat.postMessage");
  return { ...served, send, posted };
}

type Block = {
  type: string;
  block_id?: string;
  elements?: Array<Record<string, unknown>>;
  text?: { text: string };
  element?: { initial_value?: string };
};

/** A direct message as Slack sends it in `message.im`. */
const dm = directMessage;

describe("direct messages", () => {
  it("answer a DM's command once, in that DM, with no thread and no slash command in hints", async () => {
    const { send, posted } = await setup();
    await send(dm("ticket REQ-42"));
    expect(posted()).toHaveLength(1);
    const [answer] = posted();
    expect(answer?.body.channel).toBe("D0DESK");
    expect(answer?.body.thread_ts).toBeUndefined();
    expect(String(answer?.body.text)).toContain("REQ-42");
  });

  it("write hints bare in a DM: help's examples are typed as they are", async () => {
    const { send, posted } = await setup();
    await send(dm("apps --status lost"));
    const blocks = JSON.stringify(posted()[0]?.body.blocks);
    expect(blocks).toContain("Usage: `apps [--status");
    expect(blocks).not.toContain("/desk apps");
  });

  it("answer nothing to a bot's message, an edit, a join, or a message outside DMs", async () => {
    const { send, posted, sim } = await setup();
    await send(dm("ticket REQ-42", { bot_id: "BOTHER", user: undefined }));
    await send(dm("ticket REQ-42", { bot_id: "BBOT" }));
    await send(dm("ticket REQ-42", { subtype: "message_changed" }));
    await send(dm("has joined", { subtype: "channel_join" }));
    await send(dm("ticket REQ-42", { channel_type: "channel", channel: "C1" }));
    expect(posted()).toEqual([]);
    expect(sim.journal.filter((call) => call.path !== "/v1/company")).toEqual([]);
  });

  it("answer an event that Slack retries once, and a write it carries is made once", async () => {
    const { send, posted, sim } = await setup();
    const message = dm("comment REQ-42 Sent from the Messages tab");
    const eventId = await send(message);
    expect(posted()).toHaveLength(1);
    await send(message, { "x-slack-retry-num": "1", "x-slack-retry-reason": "http_timeout" }, eventId);
    await send(message, { "x-slack-retry-num": "2", "x-slack-retry-reason": "http_timeout" }, eventId);
    expect(posted()).toHaveLength(1);
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toHaveLength(1);
  });

  it("answer on Slack's retry when the first answer could not be posted, writing nothing twice", async () => {
    const { send, posted, slack, sim } = await setup();
    const message = dm("comment REQ-42 Once only");
    slack.failNext("chat.postMessage");
    const eventId = await send(message);
    await send(message, { "x-slack-retry-num": "1", "x-slack-retry-reason": "http_error" }, eventId);
    expect(posted()).toHaveLength(2);
    expect(posted()[1]?.body.channel).toBe("D0DESK");
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toHaveLength(1);
  });
});

describe("mentions", () => {
  const mention = (text: string, extra: Record<string, unknown> = {}) => ({
    type: "app_mention",
    channel: "C0IT",
    user: "UADMIN",
    text,
    ts: "1700000001.000100",
    client_msg_id: uniqueId("msg-"),
    event_ts: "1700000001.000100",
    ...extra,
  });

  it("answer in the thread of the mention, the bot's own mention removed", async () => {
    const { send, posted } = await setup();
    await send(mention("<@UBOT> ticket REQ-42"));
    expect(posted()).toHaveLength(1);
    expect(posted()[0]?.body).toMatchObject({ channel: "C0IT", thread_ts: "1700000001.000100" });
    expect(String(posted()[0]?.body.text)).toContain("REQ-42");
  });

  it("answer a mention inside a thread in that thread", async () => {
    const { send, posted } = await setup();
    await send(mention("ticket REQ-42 <@UBOT|deskbot>", { ts: "1700000002.000200", thread_ts: "1700000000.000001" }));
    expect(posted()[0]?.body).toMatchObject({ channel: "C0IT", thread_ts: "1700000000.000001" });
    expect(String(posted()[0]?.body.text)).toContain("REQ-42");
  });

  it("answer a message that comes as both a DM and a mention once", async () => {
    const { send, posted } = await setup();
    const message = dm("<@UBOT> help");
    await send(message);
    await send({ ...message, type: "app_mention", channel_type: undefined });
    expect(posted()).toHaveLength(1);
  });
});

describe("what people's words were read as", () => {
  it("shows the command line a reading ran, in one small line first", () => {
    const reply: Reply = {
      kind: "result",
      title: "REQ-42 · Printer jammed",
      words: { outcome: "understood", line: "ticket REQ-42 <b>" },
    };
    const [first, second] = toBlocks(reply).blocks as Block[];
    expect(first).toEqual({
      type: "context",
      elements: [{ type: "mrkdwn", text: "Understood as: `ticket REQ-42 &lt;b&gt;`" }],
    });
    expect(second?.text?.text).toContain("REQ-42 · Printer jammed");
    // A question back or nothing understood has no such line.
    const asked = toBlocks({ ...reply, words: { outcome: "ask", question: "Which ticket?" } });
    expect((asked.blocks[0] as Block).type).toBe("section");
  });
});

describe("a proposal's Change", () => {
  const line = "comment REQ-42 The printer is jammed";
  const proposal = (command = line): Reply => ({
    kind: "confirm",
    title: "Shall I do this? Add a comment to REQ-42",
    text: "A comment is added to REQ-42.",
    words: { outcome: "proposed", line: command },
    confirmation: {
      title: "Add a comment",
      text: "A comment is added to REQ-42.",
      confirmLabel: "Confirm",
      denyLabel: "Cancel",
      command,
      nonce: "nonce-1",
      requestedBy: "UADMIN",
      expiresAt: 1_900_000_000_000,
      proposal: { expiresAt: 1_900_000_000_000 },
      changeForm: "comment",
    },
  });

  it("is a third button between confirm and cancel; the yes carries when the proposal lapses", () => {
    const blocks = toBlocks(proposal()).blocks as Block[];
    expect(blocks[0]?.type).toBe("context");
    expect(JSON.stringify(blocks[0])).toContain(`From your words: \`${line}\``);
    const buttons = blocks.find((block) => block.type === "actions")?.elements ?? [];
    expect(buttons.map((button) => button.action_id)).toEqual(["confirm_command", "change_command", "cancel_command"]);
    expect(JSON.parse(String(buttons[0]?.value))).toEqual({
      command: line,
      nonce: "nonce-1",
      requestedBy: "UADMIN",
      expiresAt: 1_900_000_000_000,
      words: true,
    });
    expect(JSON.parse(String(buttons[1]?.value))).toEqual({ change: line, requestedBy: "UADMIN", nonce: "nonce-1" });
    expect(JSON.parse(String(buttons[2]?.value))).toEqual({ requestedBy: "UADMIN", nonce: "nonce-1" });
    expect(buttons[1]).toMatchObject({ text: { text: "Change" } });
    // No Change without a form to open.
    const plain = proposal();
    if (plain.kind === "confirm") delete plain.confirmation.changeForm;
    const without = (toBlocks(plain).blocks as Block[]).find((block) => block.type === "actions")?.elements ?? [];
    expect(without.map((button) => button.action_id)).toEqual(["confirm_command", "cancel_command"]);
  });

  it("is left out when the command is too long for a button's value", () => {
    const long = `comment REQ-42 ${"x".repeat(2000)}`;
    const buttons = (toBlocks(proposal(long)).blocks as Block[]).find((block) => block.type === "actions")?.elements;
    expect(buttons?.map((button) => button.action_id)).toEqual(["cancel_command"]);
  });

  const press = (value: string, user: string, responseUrl: string, channel = "D0DESK") =>
    interaction({
      type: "block_actions",
      user: { id: user },
      trigger_id: uniqueId("trigger."),
      response_url: responseUrl,
      channel: { id: channel },
      container: { type: "message", message_ts: "1700000000.000300", channel_id: channel },
      actions: [{ type: "button", action_id: "change_command", value, action_ts: uniqueId("") }],
    });
  const changeValue = () => {
    const buttons = (toBlocks(proposal()).blocks as Block[]).find((block) => block.type === "actions")?.elements;
    return String(buttons?.find((button) => button.action_id === "change_command")?.value);
  };

  it("opens the comment form filled in with what was proposed; its submission comments once, in the proposal's place", async () => {
    const { server, slack, sim } = await setup();
    const request = press(changeValue(), "UADMIN", slack.responseUrl("change"));
    expect((await postSigned(server.url, request.body, request.contentType)).status).toBe(200);
    const opened = await slack.waitFor("views.open");
    expect(opened.body.trigger_id).toEqual(expect.stringMatching(/^trigger\./));
    const update = await slack.waitFor("views.update");
    const view = update.body.view as { callback_id: string; private_metadata: string; blocks: Block[] };
    expect(view.callback_id).toBe("comment_modal");
    const initial = (id: string) => view.blocks.find((block) => block.block_id === id)?.element?.initial_value;
    expect(initial("ticket")).toBe("REQ-42");
    expect(initial("body")).toBe("The printer is jammed");
    const values = {
      ticket: { ticket: { type: "plain_text_input", value: "REQ-42" } },
      body: { body: { type: "plain_text_input", value: "The printer is jammed, and smoking" } },
    };
    const submitted = interaction({
      type: "view_submission",
      user: { id: "UADMIN" },
      team: { id: "T1" },
      view: { id: "VCHANGE", callback_id: "comment_modal", private_metadata: view.private_metadata, state: { values } },
    });
    expect((await postSigned(server.url, submitted.body, submitted.contentType)).status).toBe(200);
    // The proposal's message becomes the outcome, through the Change press's response URL.
    const outcome = await slack.waitFor("response_url");
    expect(outcome).toMatchObject({ responseId: "change", body: { replace_original: true } });
    expect(String(outcome.body.text)).toContain("Comment added to REQ-42");
    expect(slack.callsOf("chat.postEphemeral")).toEqual([]);
    expect(sim.received("POST", "/v1/requests/REQ-42/messages").map((call) => call.body)).toEqual([
      expect.objectContaining({ body_text: "The printer is jammed, and smoking" }),
    ]);
  });

  it("opens nothing for someone other than the person who asked: a note says why", async () => {
    const { server, slack } = await setup();
    const request = press(changeValue(), "UOTHER", slack.responseUrl("other"));
    await postSigned(server.url, request.body, request.contentType);
    const note = await slack.waitFor("response_url");
    expect(note.body).toMatchObject({ response_type: "ephemeral", replace_original: false });
    expect(String(note.body.text)).toContain("Only the person who asked can change this proposal.");
    expect(slack.callsOf("views.open")).toEqual([]);
  });
});

describe("people's own words in a DM", () => {
  it("a read runs and says what it was understood as; a change is proposed, its Change opens the form, its yes writes once", async () => {
    const { send, posted, server, slack, sim } = await setup();
    await send(dm("show me ticket REQ-42"));
    const read = posted()[0]?.body ?? {};
    expect(JSON.stringify((read.blocks as Block[])[0])).toContain("Understood as: `ticket REQ-42`");
    await send(dm("add a comment to REQ-42 saying the printer is jammed"));
    const proposed = posted()[1]?.body ?? {};
    expect(proposed.channel).toBe("D0DESK");
    expect(JSON.stringify((proposed.blocks as Block[])[0])).toContain("From your words: `comment REQ-42");
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toEqual([]);
    const buttons = (proposed.blocks as Block[]).find((block) => block.type === "actions")?.elements ?? [];
    expect(buttons.map((button) => button.action_id)).toEqual(["confirm_command", "change_command", "cancel_command"]);
    const pressOf = (index: number, responseId: string) =>
      interaction({
        type: "block_actions",
        user: { id: "UADMIN" },
        trigger_id: uniqueId("trigger."),
        response_url: slack.responseUrl(responseId),
        channel: { id: "D0DESK" },
        container: { type: "message", message_ts: "1700000000.000300", channel_id: "D0DESK" },
        actions: [
          {
            type: "button",
            action_id: buttons[index]?.action_id,
            value: buttons[index]?.value,
            action_ts: uniqueId(""),
          },
        ],
      });
    const change = pressOf(1, "change");
    await postSigned(server.url, change.body, change.contentType);
    const view = (await slack.waitFor("views.update")).body.view as { callback_id: string; blocks: Block[] };
    expect(view.callback_id).toBe("comment_modal");
    expect(view.blocks.find((block) => block.block_id === "ticket")?.element?.initial_value).toBe("REQ-42");
    expect(view.blocks.find((block) => block.block_id === "body")?.element?.initial_value).toContain(
      "printer is jammed",
    );
    const confirm = pressOf(0, "yes");
    await postSigned(server.url, confirm.body, confirm.contentType);
    const outcome = await slack.waitFor("response_url");
    expect(outcome.body.replace_original).toBe(true);
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toHaveLength(1);
  });
});

describe("a form command alone in a DM or a mention", () => {
  /** The actions of a posted answer. */
  const buttonsOf = (body: Record<string, unknown> | undefined) =>
    ((body?.blocks ?? []) as Block[])
      .filter((block) => block.type === "actions")
      .flatMap((block) => block.elements ?? []);
  const pressOf = (button: Record<string, unknown> | undefined, channel: string, responseUrl: string) =>
    interaction({
      type: "block_actions",
      user: { id: "UADMIN" },
      trigger_id: uniqueId("trigger."),
      response_url: responseUrl,
      channel: { id: channel },
      container: { type: "message", message_ts: "1700000000.000300", channel_id: channel },
      actions: [{ type: "button", action_id: button?.action_id, value: button?.value, action_ts: uniqueId("") }],
    });

  it("answers its usage line with a button that opens the form; the form's submission comments once, the outcome in the DM", async () => {
    const { send, posted, server, slack, sim } = await setup();
    await send(dm("comment"));
    const answer = posted()[0]?.body;
    expect(answer?.channel).toBe("D0DESK");
    expect(JSON.stringify(answer?.blocks)).toContain("Usage: `comment REQUEST TEXT");
    expect(slack.callsOf("views.open")).toEqual([]);
    const buttons = buttonsOf(answer);
    expect(buttons).toEqual([
      expect.objectContaining({
        action_id: "open_command_form",
        value: "comment",
        text: expect.objectContaining({ text: "Open the form" }),
      }),
    ]);
    const press = pressOf(buttons[0], "D0DESK", slack.responseUrl("open"));
    expect((await postSigned(server.url, press.body, press.contentType)).status).toBe(200);
    const opened = await slack.waitFor("views.open");
    expect(opened.body.trigger_id).toBe(JSON.parse(new URLSearchParams(press.body).get("payload") ?? "{}").trigger_id);
    const view = (await slack.waitFor("views.update")).body.view as {
      callback_id: string;
      private_metadata: string;
      blocks: Block[];
    };
    expect(view.callback_id).toBe("comment_modal");
    expect(view.blocks.map((block) => block.block_id).filter(Boolean)).toEqual(["ticket", "body"]);
    const values = {
      ticket: { ticket: { type: "plain_text_input", value: "REQ-42" } },
      body: { body: { type: "plain_text_input", value: "Written in the form from the DM" } },
    };
    const submitted = interaction({
      type: "view_submission",
      user: { id: "UADMIN" },
      team: { id: "T1" },
      view: { id: "VFROMDM", callback_id: "comment_modal", private_metadata: view.private_metadata, state: { values } },
    });
    expect((await postSigned(server.url, submitted.body, submitted.contentType)).status).toBe(200);
    const outcome = await slack.waitFor("chat.postEphemeral");
    expect(outcome.body).toMatchObject({ channel: "D0DESK", user: "UADMIN" });
    expect(sim.received("POST", "/v1/requests/REQ-42/messages").map((call) => call.body)).toEqual([
      expect.objectContaining({ body_text: "Written in the form from the DM" }),
    ]);
  });

  it("answers a mention's approval with the same button in its thread; a press opens the approval form", async () => {
    const { send, posted, server, slack } = await setup();
    await send({
      type: "app_mention",
      channel: "C0IT",
      user: "UADMIN",
      text: "<@UBOT> approval",
      ts: "1700000003.000100",
      client_msg_id: uniqueId("msg-"),
      event_ts: "1700000003.000100",
    });
    const answer = posted()[0]?.body;
    expect(answer).toMatchObject({ channel: "C0IT", thread_ts: "1700000003.000100" });
    expect(JSON.stringify(answer?.blocks)).toContain("Usage: `/desk approval REQUEST");
    const [button] = buttonsOf(answer);
    expect(button).toMatchObject({ action_id: "open_command_form", value: "approval" });
    const press = pressOf(button, "C0IT", slack.responseUrl("open"));
    await postSigned(server.url, press.body, press.contentType);
    const view = (await slack.waitFor("views.update")).body.view as { callback_id: string };
    expect(view.callback_id).toBe("approval_modal");
  });

  it("opens nothing for a button that names no form", async () => {
    const { server, slack, logs } = await setup();
    const press = pressOf({ action_id: "open_command_form", value: "ticket" }, "D0DESK", slack.responseUrl("open"));
    expect((await postSigned(server.url, press.body, press.contentType)).status).toBe(200);
    expect(await server.runtime.inFlight.idle(10_000)).toBe(true);
    expect(slack.callsOf("views.open")).toEqual([]);
    expect(logs.some((line) => line.msg === "an Open the form button names no form")).toBe(true);
  });

  it("gives a person who may not use the form its refusal, and no button", async () => {
    const { send, posted } = await setup();
    await send(dm("approval", { user: "UOTHER" }));
    const answer = posted()[0]?.body;
    expect(buttonsOf(answer)).toEqual([]);
    expect(String(answer?.text)).not.toContain("Usage");
  });
});
