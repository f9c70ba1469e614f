// Teams over real HTTP: activities posted to /api/messages of a running serve, a fake Bot Connector, the simulator.
import { describe, expect, it } from "vitest";
import { botAdded, cardPress, invokeActivity, messageActivity, postActivity } from "../../../fakes/teams-activities.ts";
import { startFakeConnector } from "../../helpers/fake-connector.ts";
import { startServe } from "../../helpers/serve.ts";

async function setup(env: Record<string, string> = {}) {
  const connector = await startFakeConnector();
  const { server, sim } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin", ...env });
  const options = { serviceUrl: connector.url };
  /** Sends a message and resolves to the card of the bot's reply. */
  const say = async (text: string, extra: Partial<Parameters<typeof messageActivity>[1]> = {}) => {
    const before = connector.sent().length;
    const answer = await postActivity(server.url, messageActivity(text, { ...options, ...extra }));
    expect(answer.status).toBe(200);
    const sent = await connector.waitForSent(before + 1);
    return { call: sent, card: cardOf(sent.body) };
  };
  const apiCalls = () =>
    sim.journal.filter((call) => call.path !== "/v1/company").map((call) => `${call.method} ${call.path}`);
  return { connector, server, sim, options, say, apiCalls };
}

interface Card {
  fallbackText: string;
  body: Array<Record<string, unknown>>;
  actions?: Array<{ title: string; data: Record<string, unknown>; style?: string }>;
  version: string;
}

function cardOf(activity: Record<string, unknown>): Card {
  const [attachment] = activity.attachments as Array<{ contentType: string; content: Card }>;
  expect(attachment?.contentType).toBe("application/vnd.microsoft.card.adaptive");
  return attachment?.content as Card;
}

describe("commands in messages", () => {
  it("answers a 1:1 message with an Adaptive Card (1.5) and a text fallback", async () => {
    const { say } = await setup();
    const { call, card } = await say("company");
    expect(call.path).toMatch(/^\/v3\/conversations\/conversation-personal\/activities\//);
    expect(card.version).toBe("1.5");
    expect(card.fallbackText).toContain("Acme Corp");
    expect(call.body.summary).toContain("Acme Corp");
    expect(JSON.stringify(card.body)).toContain(
      '{"type":"TextRun","text":"Microsoft Teams: ","weight":"Bolder"},{"type":"TextRun","text":"on"}',
    );
    // Ids as monospace text, never markdown backticks.
    expect(JSON.stringify(card)).toContain('{"type":"TextRun","text":"co_acme","fontType":"Monospace"}');
    expect(JSON.stringify(card)).not.toContain("`");
  });

  it("removes the bot's mention in a channel, and resolves other mentions to their AAD ids", async () => {
    const { say, sim, server, connector, options } = await setup();
    const linked = await postActivity(
      server.url,
      messageActivity("link <at>Grace</at> u_grace", {
        ...options,
        conversationType: "channel",
        mentions: [{ name: "Grace", id: "29:grace" }],
      }),
    );
    expect(linked.status).toBe(200);
    const reply = cardOf((await connector.waitForSent(1)).body);
    expect(reply.fallbackText).toBe("@Grace is linked to u_grace by an admin");
    // In the card, Grace is a mention: the name in <at>, and the entity that makes it one.
    expect(reply.body[0]).toMatchObject({
      type: "TextBlock",
      text: "<at>Grace</at> is linked to u\\_grace by an admin",
    });
    expect((reply as unknown as { msteams: unknown }).msteams).toEqual({
      entities: [{ type: "mention", text: "<at>Grace</at>", mentioned: { id: "aad-grace", name: "Grace" } }],
    });
    const { card } = await say("approval REQ-41 --approvers <at>Grace</at> Please approve", {
      conversationType: "channel",
      mentions: [{ name: "Grace", id: "29:grace" }],
    });
    expect(card.fallbackText).toContain("Approval requested on REQ-41");
    expect(sim.received("POST", "/v1/requests/REQ-41/approvals")[0]?.body).toMatchObject({
      approver_uids: ["u_grace"],
    });
  });

  it("offers page actions that re-run the query and replace the card", async () => {
    const { say, server, connector, options } = await setup();
    const { call, card } = await say("apps --status approved --per-page 5");
    expect(JSON.stringify(card.body)).toContain("Page 1 of 5 · 22 in all");
    const next = card.actions?.find((action) => action.title.startsWith("Next"));
    expect(next?.data).toEqual({ deskbot: "run", command: "apps --status approved --per-page 5 --page 2" });
    const cardId = (call.path.split("/").at(-1) as string) || "card-1";
    await postActivity(server.url, cardPress(next?.data ?? {}, cardId, options));
    const update = await connector.waitForSent(2);
    expect(update.method).toBe("PUT");
    expect(update.path).toBe(`/v3/conversations/conversation-personal/activities/${cardId}`);
    expect(JSON.stringify(cardOf(update.body).body)).toContain("Page 2 of 5");
  });

  it("tells the user when Teams is off for the company, and calls nothing else", async () => {
    const { say, sim } = await setup();
    sim.state.company = { ...sim.state.company, has_ms_teams_enabled: false };
    const { card } = await say("apps");
    expect(card.fallbackText).toContain("deskbot is turned off for Microsoft Teams at Acme Corp.");
    expect(sim.journal.map((call) => call.path)).toEqual(["/v1/company"]);
  });

  it("refuses admin commands to non-admins, with no API request", async () => {
    const { say, apiCalls } = await setup();
    const { card } = await say("app unarchive s_lever", { aad: "aad-intern" });
    expect(card.fallbackText).toContain("Only admins may run app unarchive.");
    expect(apiCalls()).toEqual([]);
  });

  it("makes one write for a message Teams delivers twice", async () => {
    const { server, connector, sim, options } = await setup();
    const activity = messageActivity("comment REQ-42 From Teams", { ...options, id: "same-activity" });
    await postActivity(server.url, activity);
    await connector.waitForSent(1);
    await postActivity(server.url, activity);
    await connector.waitForSent(2);
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toHaveLength(1);
    expect(cardOf(connector.sent()[1]?.body ?? {}).fallbackText).toContain("already handled");
  });
});

describe("merge confirmation", () => {
  it("asks first; only an admin's press runs it, and a double press merges once", async () => {
    const { say, server, connector, sim, options } = await setup();
    const { card } = await say("merge u_katherine u_katherine_dup");
    expect(card.fallbackText).toContain("Merge these users?");
    const confirm = card.actions?.find((action) => action.style === "destructive");
    expect(confirm?.data).toMatchObject({ deskbot: "confirm", command: "merge u_katherine u_katherine_dup" });
    expect(sim.received("PATCH", "/v1/users/u_katherine/merge")).toEqual([]);
    await postActivity(server.url, cardPress(confirm?.data ?? {}, "card-1", { ...options, aad: "aad-intern" }));
    const refused = await connector.waitForSent(2);
    expect(cardOf(refused.body).fallbackText).toContain("Only admins may run merge.");
    await Promise.all([
      postActivity(server.url, cardPress(confirm?.data ?? {}, "card-1", options)),
      postActivity(server.url, cardPress(confirm?.data ?? {}, "card-1", options)),
    ]);
    await connector.waitForSent(4);
    expect(sim.received("PATCH", "/v1/users/u_katherine/merge")).toHaveLength(1);
    const [first, second] = connector.sent().slice(2);
    const texts = [first, second].map((call) => JSON.stringify(call?.body));
    expect(texts.filter((text) => text.includes("is merged into"))).toHaveLength(1);
    expect(texts.filter((text) => text.includes("already done"))).toHaveLength(1);
  });
});

describe("message actions", () => {
  const messagePayload = {
    id: "m1",
    body: {
      contentType: "html",
      content: "<p>The printer near <at>Ann</at> is jammed &amp; smoking</p><p>Second line</p>",
    },
    attachments: [{ contentType: "reference", contentUrl: "https://files.example/jam.jpg", name: "jam.jpg" }],
    from: { user: { id: "29:ann", displayName: "Ann" } },
  };

  it("answers fetchTask with the comment dialog, pre-filled with the message's text (HTML stripped)", async () => {
    const { server, options } = await setup();
    const answer = await postActivity(
      server.url,
      invokeActivity(
        "composeExtension/fetchTask",
        { commandId: "commentOnTicket", commandContext: "message", messagePayload },
        options,
      ),
    );
    expect(answer.status).toBe(200);
    const task = (answer.body as { task: { type: string; value: { card: { content: Card } } } }).task;
    expect(task.type).toBe("continue");
    const inputs = task.value.card.content.body.filter((element) => String(element.type).startsWith("Input."));
    expect(inputs.map((input) => input.id)).toEqual(["ticket", "body"]);
    expect(inputs[1]?.value).toBe("The printer near @Ann is jammed & smoking\nSecond line");
    // The message's files ride in the submit data sealed: only deskbot's own seal is read back.
    const carried = String(task.value.card.content.actions?.[0]?.data?.files);
    expect(carried).toContain('[{"filename":"jam.jpg","url":"https://files.example/jam.jpg"}]');
  });

  it("answers fetchTask for approvals with a people picker and a toggle", async () => {
    const { server, options } = await setup();
    const answer = await postActivity(
      server.url,
      invokeActivity(
        "composeExtension/fetchTask",
        { commandId: "requestApproval", commandContext: "message", messagePayload },
        options,
      ),
    );
    const card = (answer.body as { task: { value: { card: { content: Card } } } }).task.value.card.content;
    const inputs = card.body.filter((element) => String(element.type).startsWith("Input."));
    expect(inputs.map((input) => [input.id, input.type])).toEqual([
      ["ticket", "Input.Text"],
      ["approvers", "Input.ChoiceSet"],
      ["body", "Input.Text"],
      ["follow", "Input.Toggle"],
    ]);
    expect(inputs[1]).toMatchObject({ isMultiSelect: true, "choices.data": { dataset: "graph.microsoft.com/users" } });
  });

  it("refuses the approval action to non-admins at fetchTask", async () => {
    const { server, options } = await setup();
    const answer = await postActivity(
      server.url,
      invokeActivity(
        "composeExtension/fetchTask",
        { commandId: "requestApproval", messagePayload },
        { ...options, aad: "aad-intern" },
      ),
    );
    expect(answer.body).toEqual({
      task: { type: "message", value: expect.stringContaining("Only admins may run approval.") },
    });
  });

  it("re-shows the dialog with the error beside the ticket, then comments with the message's files", async () => {
    const { server, sim, options } = await setup();
    const files = [{ filename: "jam.jpg", url: "https://files.example/jam.jpg" }];
    const wrong = await postActivity(
      server.url,
      invokeActivity(
        "composeExtension/submitAction",
        { commandId: "commentOnTicket", data: { ticket: "REQ-999", body: "Jammed" }, messagePayload },
        options,
      ),
    );
    const card = (wrong.body as { task: { type: string; value: { card: { content: Card } } } }).task;
    expect(card.type).toBe("continue");
    const body = card.value.card.content.body;
    const ticketIndex = body.findIndex((element) => element.id === "ticket");
    expect(body[ticketIndex]?.value).toBe("REQ-999");
    expect(body[ticketIndex + 1]).toMatchObject({
      type: "RichTextBlock",
      inlines: [{ type: "TextRun", color: "Attention", text: expect.stringContaining("REQ-999") }],
    });
    expect(sim.state.messages.size).toBe(0);
    // Resubmitted from the re-shown dialog, without the message: the files come from the dialog's sealed data.
    const sealedFiles = (card.value.card.content.actions?.[0]?.data as { files: string }).files;
    const fixed = await postActivity(
      server.url,
      invokeActivity(
        "composeExtension/submitAction",
        { commandId: "commentOnTicket", data: { ticket: "REQ-45", body: "Jammed", files: sealedFiles } },
        options,
      ),
    );
    expect(fixed.body).toEqual({
      task: { type: "message", value: expect.stringContaining("Comment added to REQ-45") },
    });
    expect(sim.state.messages.get("req_0045")).toEqual([
      expect.objectContaining({ body_text: "Jammed", attachments: files }),
    ]);
  });

  it("attaches no file a client adds to the submit data: files come from Teams' message or deskbot's seal", async () => {
    const { server, sim, options } = await setup();
    const forged = [{ filename: "payroll.xlsx", url: "https://phishing.example/login" }];
    const fetched = await postActivity(
      server.url,
      invokeActivity("composeExtension/fetchTask", { commandId: "commentOnTicket", messagePayload }, options),
    );
    const sealed = String(
      (fetched.body as { task: { value: { card: { content: Card } } } }).task.value.card.content.actions?.[0]?.data
        ?.files,
    );
    const altered = sealed
      .replace("jam.jpg", "payroll.xlsx")
      .replace("https://files.example/", "https://phishing.example/");
    for (const [index, files] of [forged, JSON.stringify(forged), altered].entries()) {
      const answer = await postActivity(
        server.url,
        invokeActivity(
          "composeExtension/submitAction",
          { commandId: "commentOnTicket", data: { ticket: "REQ-45", body: `Forged ${index}`, files } },
          options,
        ),
      );
      expect(answer.body).toEqual({ task: { type: "message", value: expect.stringContaining("Comment added") } });
    }
    const posted = sim.received("POST", "/v1/requests/REQ-45/messages").map((call) => call.body);
    expect(posted).toHaveLength(3);
    for (const body of posted) expect(JSON.stringify(body)).not.toMatch(/payroll|phishing|jam\.jpg/);
  });

  it("shows an approver with no link beside the approvers, and requests the approval once linked", async () => {
    const { server, sim, options, say } = await setup();
    const data = {
      ticket: "REQ-44",
      body: "Approve **this**",
      approvers: "aad-grace,aad-alan",
      follow: "true",
      files: [],
    };
    const refused = await postActivity(
      server.url,
      invokeActivity("composeExtension/submitAction", { commandId: "requestApproval", data }, options),
    );
    const body = (refused.body as { task: { value: { card: { content: Card } } } }).task.value.card.content.body;
    const index = body.findIndex((element) => element.id === "approvers");
    // Named by the name Teams knows, never by the AAD id the picker gave.
    const error = (body[index + 1] as { inlines: Array<{ text: string }> }).inlines[0]?.text;
    expect(error).toContain("Grace is not linked");
    expect(error).not.toContain("aad-grace");
    await say("link <@aad-grace> u_grace");
    await say("link <@aad-alan> u_alan");
    const done = await postActivity(
      server.url,
      invokeActivity("composeExtension/submitAction", { commandId: "requestApproval", data }, options),
    );
    expect(done.body).toEqual({
      task: { type: "message", value: expect.stringContaining("Approval requested on REQ-44") },
    });
    expect(sim.received("POST", "/v1/requests/REQ-44/approvals").map((call) => call.body)).toEqual([
      { body_markdown: "Approve **this**", approver_uids: ["u_grace", "u_alan"], add_to_followers: true },
    ]);
  });

  it("makes one write for a submitAction invoke that Teams repeats", async () => {
    const { server, sim, options } = await setup();
    const invoke = invokeActivity(
      "composeExtension/submitAction",
      { commandId: "commentOnTicket", data: { ticket: "REQ-41", body: "Once", files: [] } },
      { ...options, id: "invoke-1" },
    );
    await postActivity(server.url, invoke);
    const again = await postActivity(server.url, invoke);
    expect(again.body).toEqual({ task: { type: "message", value: expect.stringContaining("already handled") } });
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(1);
  });
});

describe("installation", () => {
  it("says hello and how to start when added to a team, and nothing when someone else joins", async () => {
    const { server, connector, options } = await setup();
    const added = await postActivity(server.url, botAdded({ ...options, conversationType: "channel" }));
    expect(added.status).toBe(200);
    const hello = cardOf((await connector.waitForSent(1)).body);
    expect(hello.fallbackText).toContain("Hello! I'm deskbot");
    expect(JSON.stringify(hello.body)).toContain("@deskbot help");
    expect(JSON.stringify(hello.body)).toContain("More actions → Comment on ticket or Request approval");
    const someone = { ...botAdded(options), membersAdded: [{ id: "29:newcomer", name: "Newcomer" }] };
    await postActivity(server.url, someone);
    await postActivity(server.url, botAdded(options));
    await connector.waitForSent(2);
    expect(connector.sent()).toHaveLength(2);
  });
});

describe("authentication", () => {
  it("answers 401 to an activity without a Bot Framework token when credentials are set, reaching nothing", async () => {
    const connector = await startFakeConnector();
    const { server, sim } = await startServe({
      MICROSOFT_APP_ID: "00000000-0000-0000-0000-000000000001",
      MICROSOFT_APP_PASSWORD: "secret",
      MICROSOFT_APP_TENANT_ID: "tenant-1",
    });
    const missing = await postActivity(server.url, messageActivity("company", { serviceUrl: connector.url }));
    expect(missing.status).toBe(401);
    const forged = await postActivity(server.url, messageActivity("company", { serviceUrl: connector.url }), {
      authorization: "Bearer not.a.jwt",
    });
    expect(forged.status).toBe(401);
    expect(sim.journal).toEqual([]);
    expect(connector.calls).toEqual([]);
  });
});
