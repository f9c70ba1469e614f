// Every field deskbot reads from a Slack payload or a Teams activity, of the wrong type: an answer or nothing, never a throw or a form left loading.
import { describe, expect, it } from "vitest";
import { interaction, postSigned, slashCommand, uniqueId } from "../../fakes/slack-requests.ts";
import { invokeActivity, messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import { actionSignature } from "../../src/adapters/actions/endpoint.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe, startSlackServe } from "../helpers/serve.ts";

/** The wrong types every field is given in turn; `undefined` removes the field. */
const WRONG: unknown[] = [42, { x: 1 }, ["fr"], null, undefined];

type Path = Array<string | number>;

/** A copy of `value` with the field at `path` set to `wrong` (removed when undefined). */
function withField<T>(value: T, path: Path, wrong: unknown): T {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof at[key] !== "object" || at[key] === null) return copy as T;
    at = at[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1) as string | number;
  if (wrong === undefined) delete at[last];
  else at[last] = wrong;
  return copy as T;
}

/** Error lines in the log (a listener or a turn that threw). */
const errorsIn = (logs: Array<Record<string, unknown>>) =>
  logs
    .filter((line) => Number(line.level) >= 50)
    .map((line) => `${line.msg}: ${(line.err as { message?: string } | undefined)?.message ?? ""}`);

describe("a Slack payload with a field of the wrong type", () => {
  const shortcut = (responseUrl: string) => ({
    type: "message_action",
    callback_id: "comment_on_ticket",
    trigger_id: uniqueId("trigger."),
    response_url: responseUrl,
    message_ts: "1.2",
    message: {
      type: "message",
      ts: "1.2",
      user: "UAUTHOR",
      text: "REQ-41 broke",
      files: [{ name: "a", permalink: "https://f.example/a" }],
    },
    user: { id: "UADMIN", name: "someone" },
    channel: { id: "C1", name: "it" },
    team: { id: "T1", domain: "acme" },
    token: "legacy",
    action_ts: "1",
  });
  const submission = () => ({
    type: "view_submission",
    user: { id: "UADMIN" },
    team: { id: "T1" },
    view: {
      id: uniqueId("V"),
      callback_id: "comment_modal",
      private_metadata: "not sealed",
      state: {
        values: {
          ticket: { ticket: { type: "plain_text_input", value: "REQ-41" } },
          body: { body: { type: "plain_text_input", value: "Hello" } },
        },
      },
      hash: "h",
    },
  });
  const button = (responseUrl: string) => ({
    type: "block_actions",
    user: { id: "UADMIN" },
    trigger_id: uniqueId("trigger."),
    response_url: responseUrl,
    channel: { id: "C1" },
    container: { type: "message" },
    actions: [{ type: "button", action_id: "open_form:comment", value: "REQ-41", action_ts: "1" }],
  });
  const confirm = (responseUrl: string) => ({
    ...button(responseUrl),
    actions: [
      { type: "button", action_id: "confirm_command", value: '{"command":"help","nonce":"n1"}', action_ts: "1" },
    ],
  });
  const event = (inner: Record<string, unknown>) => ({
    token: "legacy",
    team_id: "T1",
    api_app_id: "A1",
    type: "event_callback",
    event_id: uniqueId("Ev"),
    event_time: 1,
    event: inner,
  });
  const linkShared = () =>
    event({
      type: "link_shared",
      channel: "C1",
      user: "UADMIN",
      message_ts: "1.2",
      links: [{ domain: "desk.acme.example", url: "https://desk.acme.example/admin/requests/req_0042" }],
      event_ts: "1.2",
    });
  const home = () => event({ type: "app_home_opened", user: "UADMIN", tab: "home", event_ts: "1.2" });
  const step = () =>
    event({
      type: "function_executed",
      function: { id: "Fn1", callback_id: "add_comment", title: "t", type: "app", app_id: "A1" },
      inputs: { user: { id: "UADMIN", secret: "s" }, ticket: "REQ-41", body: "Hi" },
      function_execution_id: uniqueId("Fx"),
      workflow_execution_id: "Wx1",
      event_ts: "1.2",
      bot_access_token: "xwfp-token",
    });

  const KINDS: Array<{
    kind: string;
    make: (responseUrl: string) => Record<string, unknown>;
    fields: Path[];
    json?: boolean;
  }> = [
    {
      kind: "message shortcut",
      make: shortcut,
      fields: [
        ["message"],
        ["message", "text"],
        ["message", "files"],
        ["message", "files", 0],
        ["message", "files", 0, "name"],
        ["channel"],
        ["channel", "id"],
        ["user"],
        ["user", "id"],
        ["trigger_id"],
        ["response_url"],
      ],
    },
    {
      kind: "view submission",
      make: submission,
      fields: [
        ["view", "id"],
        ["view", "private_metadata"],
        ["view", "state"],
        ["view", "state", "values"],
        ["view", "state", "values", "body"],
        ["view", "state", "values", "body", "body"],
        ["view", "state", "values", "body", "body", "value"],
        ["user", "id"],
      ],
    },
    {
      kind: "preview button",
      make: button,
      fields: [
        ["actions"],
        ["actions", 0],
        ["actions", 0, "value"],
        ["user", "id"],
        ["channel"],
        ["trigger_id"],
        ["response_url"],
      ],
    },
    { kind: "confirmation button", make: confirm, fields: [["actions", 0, "value"], ["channel"], ["response_url"]] },
    {
      kind: "link_shared event",
      make: linkShared,
      json: true,
      fields: [
        ["event", "links"],
        ["event", "links", 0],
        ["event", "links", 0, "url"],
        ["event", "user"],
        ["event", "channel"],
        ["event", "message_ts"],
        ["event_id"],
      ],
    },
    {
      kind: "app_home_opened event",
      make: home,
      json: true,
      fields: [["event", "user"], ["event", "tab"], ["event_id"]],
    },
    {
      kind: "workflow step",
      make: step,
      json: true,
      fields: [
        ["event", "inputs"],
        ["event", "inputs", "user"],
        ["event", "inputs", "user", "id"],
        ["event", "inputs", "ticket"],
        ["event", "inputs", "body"],
        ["event", "function_execution_id"],
      ],
    },
  ];

  it.each(KINDS)("$kind: every field read, of every wrong type, gets an answer or nothing", {
    timeout: 60_000,
  }, async ({ make, fields, json }) => {
    const { slack, server, logs } = await startSlackServe({
      DESK_ADMINS: "UADMIN",
      DESK_REQUEST_LINK_DOMAIN: "desk.acme.example",
    });
    const problems: string[] = [];
    for (const path of fields) {
      for (const wrong of WRONG) {
        const payload = withField(make(slack.responseUrl(uniqueId("r"))), path, wrong);
        const request = json
          ? { body: JSON.stringify(payload), contentType: "application/json" }
          : interaction(payload);
        const before = logs.length;
        const answer = await postSigned(server.url, request.body, request.contentType);
        await server.runtime.inFlight.idle(10_000);
        const what = `${path.join(".")} = ${JSON.stringify(wrong)}`;
        if (![200, 400].includes(answer.status)) problems.push(`${what}: HTTP ${answer.status}`);
        problems.push(...errorsIn(logs.slice(before)).map((error) => `${what}: ${error}`));
      }
    }
    expect(problems).toEqual([]);
    // No form was left on "Opening the form…": every view opened was replaced by the form or the reason.
    const opened = slack.callsOf("views.open").length;
    expect(slack.callsOf("views.update").length).toBe(opened);
  });

  it("slash command: a field missing or 10 KB long gets an answer or nothing", async () => {
    const { slack, server, logs } = await startSlackServe({ DESK_ADMINS: "UADMIN" });
    const problems: string[] = [];
    for (const field of ["user_id", "text", "trigger_id", "channel_id", "response_url", "command"]) {
      for (const wrong of [undefined, "x".repeat(10_000)]) {
        const { body, contentType } = slashCommand("help", { responseUrl: slack.responseUrl(uniqueId("r")) });
        const form = new URLSearchParams(body);
        if (wrong === undefined) form.delete(field);
        else form.set(field, wrong);
        const before = logs.length;
        const answer = await postSigned(server.url, form.toString(), contentType);
        await server.runtime.inFlight.idle(10_000);
        if (![200, 400].includes(answer.status)) problems.push(`${field}: HTTP ${answer.status}`);
        problems.push(...errorsIn(logs.slice(before)).map((error) => `${field}: ${error}`));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("a Teams activity with a field of the wrong type", () => {
  const KINDS: Array<{ kind: string; make: (serviceUrl: string) => Record<string, unknown>; fields: Path[] }> = [
    {
      kind: "message",
      make: (serviceUrl) =>
        messageActivity("comment REQ-41 thanks <at>Ada Lovelace</at>", {
          serviceUrl,
          conversationType: "channel",
          mentions: [{ name: "Ada Lovelace", id: "29:ada" }],
        }),
      fields: [
        ["text"],
        ["locale"],
        ["entities"],
        ["entities", 1],
        ["entities", 1, "text"],
        ["entities", 1, "mentioned"],
        ["entities", 1, "mentioned", "id"],
        ["entities", 1, "mentioned", "name"],
        ["from"],
        ["from", "id"],
        ["from", "aadObjectId"],
        ["recipient"],
        ["recipient", "id"],
        ["conversation"],
        ["conversation", "id"],
        ["conversation", "conversationType"],
        ["channelData"],
        ["id"],
      ],
    },
    {
      kind: "card press",
      make: (serviceUrl) => ({
        ...messageActivity("", { serviceUrl }),
        text: undefined,
        value: { deskbot: "run", command: "help" },
        replyToId: "card-1",
      }),
      fields: [["value"], ["value", "deskbot"], ["value", "command"], ["replyToId"]],
    },
    {
      kind: "message action (fetchTask)",
      make: (serviceUrl) =>
        invokeActivity(
          "composeExtension/fetchTask",
          {
            commandId: "commentOnTicket",
            commandContext: "message",
            messagePayload: {
              id: "m1",
              body: { contentType: "html", content: "<p>REQ-41 is down</p>" },
              attachments: [{ contentType: "image/png", contentUrl: "https://f.example/a.png", name: "a.png" }],
            },
          },
          { serviceUrl },
        ),
      fields: [
        ["value"],
        ["value", "commandId"],
        ["value", "messagePayload"],
        ["value", "messagePayload", "body"],
        ["value", "messagePayload", "body", "content"],
        ["value", "messagePayload", "body", "contentType"],
        ["value", "messagePayload", "attachments"],
        ["value", "messagePayload", "attachments", 0],
        ["value", "messagePayload", "attachments", 0, "name"],
        ["locale"],
      ],
    },
    {
      kind: "dialog submission (submitAction)",
      make: (serviceUrl) =>
        invokeActivity(
          "composeExtension/submitAction",
          { commandId: "commentOnTicket", data: { ticket: "REQ-41", body: "Hi", files: [] } },
          { serviceUrl },
        ),
      fields: [
        ["value"],
        ["value", "commandId"],
        ["value", "data"],
        ["value", "data", "body"],
        ["value", "messagePayload"],
      ],
    },
    {
      kind: "link query",
      make: (serviceUrl) =>
        invokeActivity(
          "composeExtension/queryLink",
          { url: "https://desk.acme.example/admin/requests/req_0042" },
          { serviceUrl },
        ),
      fields: [["value"], ["value", "url"], ["locale"]],
    },
    {
      kind: "installation",
      make: (serviceUrl) => ({
        ...messageActivity("", { serviceUrl }),
        type: "conversationUpdate",
        text: undefined,
        membersAdded: [{ id: "28:deskbot", name: "deskbot" }],
      }),
      fields: [["membersAdded"], ["membersAdded", 0], ["membersAdded", 0, "id"]],
    },
  ];

  it.each(KINDS)("$kind: every field read, of every wrong type, gets an answer or nothing", {
    timeout: 60_000,
  }, async ({ make, fields }) => {
    const connector = await startFakeConnector();
    const { server, logs } = await startServe({
      TEAMS_ALLOW_UNAUTHENTICATED: "true",
      DESK_ADMINS: "aad-admin",
      DESK_REQUEST_LINK_DOMAIN: "desk.acme.example",
    });
    const problems: string[] = [];
    for (const path of fields) {
      for (const wrong of WRONG) {
        const activity = withField(make(connector.url), path, wrong);
        const before = logs.length;
        const answer = await postActivity(server.url, activity);
        await server.runtime.inFlight.idle(10_000);
        const what = `${path.join(".")} = ${JSON.stringify(wrong)}`;
        if (answer.status >= 500) problems.push(`${what}: HTTP ${answer.status}`);
        problems.push(...errorsIn(logs.slice(before)).map((error) => `${what}: ${error}`));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("an id read from a platform that is kilobytes long", () => {
  it("Slack: a user id of 10 KB is refused with a log line naming the field, and reaches neither the store nor the API", async () => {
    const { slack, server, sim, logs } = await startSlackServe({ DESK_ADMINS: "UADMIN" });
    const long = `U${"X".repeat(10_000)}`;
    const { body, contentType } = slashCommand("comment REQ-41 hello", {
      responseUrl: slack.responseUrl("r1"),
      user: long,
    });
    expect((await postSigned(server.url, body, contentType)).status).toBe(400);
    const refused = logs.find((line) => String(line.msg).includes("ids deskbot does not read"));
    expect(refused?.fields).toEqual([{ field: "user_id", type: "string", length: 10_001 }]);
    expect(JSON.stringify(refused)).not.toContain("XXXX");
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(0);
    expect(await server.runtime.store.recentAudit({ limit: 10 })).toEqual([]);
  });

  it("Teams: an aadObjectId of 8 KB is refused with a log line naming the field, and reaches neither the store nor the API", async () => {
    const connector = await startFakeConnector();
    const { server, sim, logs } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    const activity = messageActivity("comment REQ-41 hello", { serviceUrl: connector.url, aad: "a".repeat(8192) });
    expect((await postActivity(server.url, activity)).status).toBe(400);
    const refused = logs.find((line) => String(line.msg).includes("ids deskbot does not read"));
    expect(refused?.fields).toEqual([
      { field: "from.id", type: "string", length: 8195 },
      { field: "from.aadObjectId", type: "string", length: 8192 },
    ]);
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(0);
    expect(connector.sent()).toHaveLength(0);
    expect(await server.runtime.store.recentAudit({ limit: 10 })).toEqual([]);
  });

  it("the action endpoint: a platform user uid of 10 KB to act as is refused, and nothing reaches the API", async () => {
    const secret = "a-long-enough-test-secret";
    const { server, sim } = await startServe({ DESK_ACTION_CALLERS: `onboarding:${secret}:add_comment` });
    const raw = JSON.stringify({ as: `u_${"x".repeat(10_000)}`, ticket: "REQ-41", body: "Hi" });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answer = await fetch(`${server.url}/api/actions/add_comment`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-deskbot-caller": "onboarding",
        "x-deskbot-timestamp": timestamp,
        "x-deskbot-signature": actionSignature(secret, {
          timestamp,
          method: "POST",
          path: "/api/actions/add_comment",
          key: "key-1",
          body: raw,
        }),
        "idempotency-key": "key-1",
      },
      body: raw,
    });
    expect(answer.status).toBe(400);
    expect(sim.journal.filter((call) => call.path !== "/v1/company")).toEqual([]);
  });
});
