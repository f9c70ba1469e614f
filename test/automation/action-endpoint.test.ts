// POST /api/actions/ACTION: a signed call runs once, a replay gets the first answer, a bad signature is 401, a foreign action 403.
import { describe, expect, it } from "vitest";
import { actionSignature } from "../../src/adapters/actions/endpoint.ts";
import { startServe } from "../helpers/serve.ts";

const SECRET = "a-long-enough-test-secret";

async function setup() {
  const served = await startServe({ DESK_ACTION_CALLERS: `onboarding:${SECRET}:add_comment|enable_service` });
  const call = async (
    action: string,
    body: Record<string, unknown>,
    options: { key?: string; secret?: string; timestamp?: number; caller?: string; language?: string } = {},
  ) => {
    const raw = JSON.stringify(body);
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const response = await fetch(`${served.server.url}/api/actions/${action}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-deskbot-caller": options.caller ?? "onboarding",
        "x-deskbot-timestamp": timestamp,
        "x-deskbot-signature": actionSignature(options.secret ?? SECRET, timestamp, raw),
        "idempotency-key": options.key ?? "key-1",
        ...(options.language ? { "accept-language": options.language } : {}),
      },
      body: raw,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { ...served, call };
}

describe("the action endpoint", () => {
  it("runs a signed call once, as the platform user named; the same idempotency key gets the first answer", async () => {
    const { call, sim, server } = await setup();
    const body = { as: "u_grace", ticket: "REQ-41", body: "New hire: laptop ready" };
    const first = await call("add_comment", body);
    expect(first).toEqual({
      status: 200,
      body: { ok: true, outputs: { ticket: "REQ-41", comment_id: expect.stringMatching(/^msg_/) } },
    });
    const replay = await call("add_comment", body);
    expect(replay.body).toEqual(first.body);
    expect(sim.received("POST", "/v1/requests/REQ-41/messages").map((each) => each.body)).toEqual([
      { body_text: "New hire: laptop ready", sent_by_uid: "u_grace" },
    ]);
    const [entry] = await server.runtime.store.recentAudit({ limit: 1 });
    expect(entry).toMatchObject({
      chatUserId: "automation:onboarding",
      detail: expect.stringContaining("from an automation"),
    });
  });

  it("refuses a bad or old signature (401) and an action the caller may not run (403), sending nothing", async () => {
    const { call, sim } = await setup();
    const body = { as: "u_grace", ticket: "REQ-41", body: "Hi" };
    expect((await call("add_comment", body, { secret: "someone-else-s-secret" })).status).toBe(401);
    expect((await call("add_comment", body, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(401);
    expect((await call("add_comment", body, { caller: "stranger" })).status).toBe(401);
    expect((await call("disable_service", { as: "u_grace", service: "wa_vpn" })).status).toBe(403);
    expect(sim.journal.filter((each) => each.method !== "GET")).toEqual([]);
  });

  it("answers a refusal with the API's words, in the caller's Accept-Language, and is off (404) unless callers are configured", async () => {
    const { call } = await setup();
    const unknown = await call("add_comment", { as: "u_grace", ticket: "REQ-999", body: "Hi" }, { key: "key-2" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ ok: false, troubleshoot: expect.stringContaining("REQ-999") });
    const french = await call("disable_service", { as: "u_grace", service: "wa_vpn" }, { language: "fr-CH, en;q=0.5" });
    expect(french).toEqual({
      status: 403,
      body: { ok: false, error: "onboarding n’a pas le droit de lancer disable_service.", troubleshoot: "" },
    });
    const { server } = await startServe({});
    expect((await fetch(`${server.url}/api/actions/add_comment`, { method: "POST", body: "{}" })).status).toBe(404);
  });
});
