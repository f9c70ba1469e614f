// POST /api/actions/ACTION: a v2 signature over the whole request, a key bound to its request, inputs as values, a bad signature 401, a foreign action 403.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { actionSignature } from "../../src/adapters/actions/endpoint.ts";
import { MAX_COMMAND_LENGTH } from "../../src/core/parser.ts";
import { startServe } from "../helpers/serve.ts";

const SECRET = "a-long-enough-test-secret";
const OPS_SECRET = "another-long-test-secret";

interface CallOptions {
  key?: string;
  secret?: string;
  timestamp?: number;
  caller?: string;
  language?: string;
  /** The signature header as sent, in place of the right one. */
  signature?: string;
  /** The action the signature is made for, when it is not the one called. */
  signedFor?: string;
  /** The Idempotency-Key the signature is made for, when it is not the one sent. */
  signedKey?: string;
}

async function setup() {
  const served = await startServe({
    DESK_ACTION_CALLERS: `onboarding:${SECRET}:add_comment|enable_service,ops:${OPS_SECRET}:*`,
  });
  /** A request as a caller sends it: its headers and raw body, which a test may send again as they are. */
  const request = (action: string, body: Record<string, unknown> | string, options: CallOptions = {}) => {
    const raw = typeof body === "string" ? body : JSON.stringify(body);
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const key = options.key ?? "key-1";
    const signature =
      options.signature ??
      actionSignature(options.secret ?? (options.caller === "ops" ? OPS_SECRET : SECRET), {
        timestamp,
        method: "POST",
        path: `/api/actions/${options.signedFor ?? action}`,
        key: options.signedKey ?? key,
        body: raw,
      });
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "x-deskbot-caller": options.caller ?? "onboarding",
      "x-deskbot-timestamp": timestamp,
      "x-deskbot-signature": signature,
      "idempotency-key": key,
      ...(options.language ? { "accept-language": options.language } : {}),
    };
    return { action, headers, raw };
  };
  const send = async ({ action, headers, raw }: ReturnType<typeof request>) => {
    const response = await fetch(`${served.server.url}/api/actions/${action}`, { method: "POST", headers, body: raw });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const call = (action: string, body: Record<string, unknown> | string, options: CallOptions = {}) =>
    send(request(action, body, options));
  const comments = (ticket: string) =>
    served.sim.received("POST", `/v1/requests/${ticket}/messages`).map((each) => each.body);
  const writes = () => served.sim.journal.filter((each) => each.method !== "GET");
  return { ...served, request, send, call, comments, writes };
}

describe("the action endpoint", () => {
  it("runs a signed call once, as the platform user named; the same idempotency key gets the first answer", async () => {
    const { call, comments, server } = await setup();
    const body = { as: "u_grace", ticket: "REQ-41", body: "New hire: laptop ready" };
    const first = await call("add_comment", body);
    expect(first).toEqual({
      status: 200,
      body: { ok: true, outputs: { ticket: "REQ-41", comment_id: expect.stringMatching(/^msg_/) } },
    });
    const replay = await call("add_comment", body);
    expect(replay.body).toEqual(first.body);
    expect(comments("REQ-41")).toEqual([{ body_text: "New hire: laptop ready", sent_by_uid: "u_grace" }]);
    const [entry] = await server.runtime.store.recentAudit({ limit: 1 });
    expect(entry).toMatchObject({
      chatUserId: "automation:onboarding",
      detail: expect.stringContaining("from an automation"),
    });
  });

  it("refuses a bad or old signature (401) and an action the caller may not run (403), sending nothing", async () => {
    const { call, writes } = await setup();
    const body = { as: "u_grace", ticket: "REQ-41", body: "Hi" };
    expect((await call("add_comment", body, { secret: "someone-else-s-secret" })).status).toBe(401);
    expect((await call("add_comment", body, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(401);
    expect((await call("add_comment", body, { caller: "stranger" })).status).toBe(401);
    expect((await call("disable_service", { as: "u_grace", service: "wa_vpn" })).status).toBe(403);
    expect(writes()).toEqual([]);
  });

  it("answers a refusal with the API's words, in the caller's Accept-Language, and is off (404) unless callers are configured", async () => {
    const { call } = await setup();
    const unknown = await call("add_comment", { as: "u_grace", ticket: "REQ-999", body: "Hi" }, { key: "key-2" });
    expect(unknown.status).toBe(404);
    // To someone who sees their own tickets, a missing one reads as one that is not theirs.
    expect(unknown.body).toMatchObject({ ok: false, error: "REQ-999 was not found, or is not yours to see" });
    const french = await call("disable_service", { as: "u_grace", service: "wa_vpn" }, { language: "fr-CH, en;q=0.5" });
    expect(french).toEqual({
      status: 403,
      body: {
        ok: false,
        error: "onboarding n’a pas le droit de lancer l’action «\u00a0disable_service\u00a0».",
        troubleshoot: "",
      },
    });
    const { server } = await startServe({});
    expect((await fetch(`${server.url}/api/actions/add_comment`, { method: "POST", body: "{}" })).status).toBe(404);
  });
});

describe("the action endpoint's signature", () => {
  it("covers the key: a captured request sent again with fresh keys is refused, and makes no second comment", async () => {
    const { request, send, comments } = await setup();
    const captured = request("add_comment", { as: "u_grace", ticket: "REQ-41", body: "Once only" }, { key: "k-1" });
    expect((await send(captured)).status).toBe(200);
    for (const fresh of ["k-2", "k-3", "k-4"]) {
      const replayed = await send({ ...captured, headers: { ...captured.headers, "idempotency-key": fresh } });
      expect(replayed).toMatchObject({ status: 401, body: { ok: false } });
    }
    expect(comments("REQ-41")).toHaveLength(1);
  });

  it("covers the action: a body signed for disable_service is refused on enable_service, and on disable_service it runs", async () => {
    const { call, sim, writes } = await setup();
    const body = { as: "u_grace", service: "wa_vpn" };
    const moved = await call("enable_service", body, { caller: "ops", signedFor: "disable_service" });
    expect(moved).toMatchObject({ status: 401, body: { ok: false } });
    expect(writes()).toEqual([]);
    expect((await call("disable_service", body, { caller: "ops" })).status).toBe(200);
    expect(sim.received("PUT", "/v1/services/wa_vpn").map((each) => each.body)).toEqual([{ enabled: false }]);
  });

  it("covers the body and the key as sent: a key or a body other than the ones signed is refused", async () => {
    const { call, writes } = await setup();
    const body = { as: "u_grace", ticket: "REQ-41", body: "Hi" };
    expect((await call("add_comment", body, { signedKey: "another-key" })).status).toBe(401);
    const signedRaw = JSON.stringify(body);
    const other = await call(
      "add_comment",
      { ...body, body: "Changed" },
      {
        signature: actionSignature(SECRET, {
          timestamp: String(Math.floor(Date.now() / 1000)),
          method: "POST",
          path: "/api/actions/add_comment",
          key: "key-1",
          body: signedRaw,
        }),
      },
    );
    expect(other.status).toBe(401);
    expect(writes()).toEqual([]);
  });

  it("refuses a v1 signature (401), saying that v2 is required and what it covers", async () => {
    const { call, writes } = await setup();
    const raw = JSON.stringify({ as: "u_grace", ticket: "REQ-41", body: "Hi" });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const v1 = `v1=${createHmac("sha256", SECRET).update(`v1:${timestamp}:`).update(raw).digest("hex")}`;
    const refused = await call("add_comment", raw, { signature: v1, timestamp: Number(timestamp) });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      ok: false,
      error: expect.stringContaining("v1 signatures are no longer accepted"),
      troubleshoot: expect.stringContaining('"v2:" + timestamp + ":POST:/api/actions/ACTION:" + Idempotency-Key'),
    });
    const unsigned = await call("add_comment", raw, { signature: "v2=00" });
    expect(unsigned.body).toMatchObject({ troubleshoot: expect.stringContaining("v2=") });
    expect(writes()).toEqual([]);
  });
});

describe("an Idempotency-Key", () => {
  it("sent again with another body is refused (409) without a write, and the first body still gets its answer", async () => {
    const { call, comments } = await setup();
    const first = await call("add_comment", { as: "u_grace", ticket: "REQ-41", body: "First" }, { key: "k-9" });
    expect(first.status).toBe(200);
    for (const other of [
      { as: "u_grace", ticket: "REQ-42", body: "First" },
      { as: "u_grace", ticket: "REQ-41", body: "Second" },
      { as: "u_ann", ticket: "REQ-41", body: "First" },
    ]) {
      const refused = await call("add_comment", other, { key: "k-9" });
      expect(refused).toEqual({
        status: 409,
        body: {
          ok: false,
          error: expect.stringContaining("first used for another request"),
          troubleshoot: expect.stringContaining("new Idempotency-Key"),
        },
      });
    }
    expect(comments("REQ-41")).toEqual([{ body_text: "First", sent_by_uid: "u_grace" }]);
    expect(comments("REQ-42")).toEqual([]);
    const again = await call("add_comment", { as: "u_grace", ticket: "REQ-41", body: "First" }, { key: "k-9" });
    expect(again).toEqual(first);
  });

  it("sent again for another action is refused (409), not answered with the first action's outputs", async () => {
    const { call, writes } = await setup();
    const body = { as: "u_grace", service: "wa_vpn" };
    expect((await call("disable_service", body, { caller: "ops", key: "k-5" })).status).toBe(200);
    const other = await call("enable_service", body, { caller: "ops", key: "k-5" });
    expect(other.status).toBe(409);
    expect(writes()).toHaveLength(1);
  });

  it("is one caller's: another caller's same key is another request", async () => {
    const { call, comments } = await setup();
    const body = { as: "u_grace", ticket: "REQ-41", body: "Hello" };
    expect((await call("add_comment", body, { key: "shared" })).status).toBe(200);
    expect((await call("add_comment", { ...body, body: "Hi" }, { key: "shared", caller: "ops" })).status).toBe(200);
    expect(comments("REQ-41")).toHaveLength(2);
  });

  it("whose first request did nothing (an unknown ticket) may be used again for a corrected one", async () => {
    const { call, comments } = await setup();
    const wrong = await call("add_comment", { as: "u_grace", ticket: "REQ-999", body: "Hi" }, { key: "k-7" });
    expect(wrong.status).toBe(404);
    const corrected = await call("add_comment", { as: "u_grace", ticket: "REQ-41", body: "Hi" }, { key: "k-7" });
    expect(corrected.status).toBe(200);
    expect(comments("REQ-41")).toHaveLength(1);
  });

  it("with a colon, a space or over 200 characters is refused (400), nothing sent", async () => {
    const { call, writes } = await setup();
    const body = { as: "u_grace", ticket: "REQ-41", body: "Hi" };
    for (const key of ["a:b", "x".repeat(201), "é"]) {
      const refused = await call("add_comment", body, { key });
      expect(refused).toMatchObject({ status: 400, body: { error: expect.stringContaining("Idempotency-Key") } });
    }
    expect(writes()).toEqual([]);
  });
});

describe("an action's inputs", () => {
  it("reach the ticket as written: options, quotes and a leading --approvers are text, never parsed", async () => {
    const { call, comments, sim } = await setup();
    const texts = [
      "--force is needed",
      '"hello"',
      "'single' and “curly” quotes, Zoë O'Brien",
      "--approvers u_grace is who approves",
      "--help",
      "line one\nline two",
    ];
    for (const [index, body] of texts.entries()) {
      const answer = await call("add_comment", { as: "u_grace", ticket: "REQ-41", body }, { key: `t-${index}` });
      expect(answer.status).toBe(200);
    }
    expect(comments("REQ-41").map((each) => (each as { body_text: string }).body_text)).toEqual(texts);
    const approval = await call(
      "request_approval",
      // Grace is REQ-43's assignee: hers to act on (CONTRACT §12).
      { as: "u_grace", ticket: "REQ-43", approvers: ["u_grace"], body: "--approvers u_ann --follow", follow: true },
      { caller: "ops", key: "a-1" },
    );
    expect(approval.status).toBe(200);
    expect(sim.received("POST", "/v1/requests/REQ-43/approvals").map((each) => each.body)).toEqual([
      {
        body_markdown: "--approvers u_ann --follow",
        approver_uids: ["u_grace"],
        add_to_followers: true,
        sent_by: "u_grace",
      },
    ]);
  });

  it("take a body as long as a form's text field (40,000 characters), and refuse a longer one naming body", async () => {
    const { call, comments } = await setup();
    const longest = "é".repeat(MAX_COMMAND_LENGTH);
    const taken = await call("add_comment", { as: "u_grace", ticket: "REQ-41", body: longest }, { key: "l-1" });
    expect(taken.status).toBe(200);
    expect(comments("REQ-41")).toEqual([{ body_text: longest, sent_by_uid: "u_grace" }]);
    const longer = await call("add_comment", { as: "u_grace", ticket: "REQ-41", body: `${longest}x` }, { key: "l-2" });
    expect(longer).toMatchObject({
      status: 400,
      body: { error: "body: is too long: it may hold at most 40,000 characters" },
    });
    expect(comments("REQ-41")).toHaveLength(1);
  });

  it("never let a ticket or a service be a dot segment or hold a separator: refused (400), nothing sent", async () => {
    const { call, writes } = await setup();
    for (const [index, ticket] of ["..", ".", "REQ-41/..", "..\\messages"].entries()) {
      const refused = await call("add_comment", { as: "u_grace", ticket, body: "Hi" }, { key: `p-${index}` });
      expect(refused).toMatchObject({
        status: 400,
        body: {
          ok: false,
          error: expect.stringContaining("cannot be an id"),
          troubleshoot: expect.stringContaining("Nothing was sent"),
        },
      });
    }
    const service = await call("enable_service", { as: "u_grace", service: ".." }, { key: "p-9" });
    expect(service.status).toBe(400);
    expect(writes()).toEqual([]);
  });

  it("take `as` as one identifier of at most 200 characters: a longer one is refused (400) naming as, nothing sent", async () => {
    const { call, writes } = await setup();
    for (const [index, as] of ["u".repeat(500_000), "u".repeat(201), "u_\u0007grace", 42, ""].entries()) {
      const refused = await call("add_comment", { as, ticket: "REQ-41", body: "Hi" }, { key: `as-${index}` });
      expect(refused).toMatchObject({ status: 400, body: { ok: false, error: expect.stringMatching(/^as: /) } });
    }
    expect(writes()).toEqual([]);
  });
});

describe("the operator's log", () => {
  it("says an action came through the action endpoint, not the console", async () => {
    const { call, logs } = await setup();
    await call("add_comment", { as: "u_grace", ticket: "REQ-41", body: "Hi" });
    const handled = logs.filter((line) => line.msg === "command handled");
    expect(handled).toEqual([
      expect.objectContaining({
        platform: "action-endpoint",
        via: "automation",
        chatUser: "automation:onboarding",
        command: "comment",
        outcome: "result",
      }),
    ]);
  });
});
