// The client under 429, 5xx, timeouts, refused connections and malformed bodies, against scripted loopback servers.
import { createServer as createHttpServer } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import { ApiClient } from "../../src/api/client.ts";
import { RateLimiter } from "../../src/api/rate-limiter.ts";
import type { RetryPolicy } from "../../src/api/retry.ts";
import type { Clock } from "../../src/clock.ts";
import { FakeClock } from "../helpers/fake-clock.ts";
import { type PlannedResponse, type RecordedRequest, scriptedServer } from "../helpers/scripted-server.ts";

const company = {
  uid: "co_1",
  name: "One",
  slug: "one",
  domains: [],
  website_url: null,
  people_alias: null,
  has_portal_access: false,
  logo_url: null,
  widget_icon_url: null,
  has_slack_enabled: true,
  has_ms_teams_enabled: false,
};
const message = { uid: "msg_1", body_text: "hi" };
const unavailable: PlannedResponse = { status: 503, body: { error: "unavailable", troubleshoot: "later" } };

function clientOf(
  url: string,
  clock: Clock = new FakeClock(undefined, true),
  extra: { timeoutMs?: number; retry?: RetryPolicy } = {},
) {
  return new ApiClient({
    baseUrl: url,
    token: "t0ken",
    limiter: new RateLimiter(1000, 60_000, clock),
    clock,
    random: () => 0.5,
    ...extra,
  });
}

describe("reads", () => {
  it("are retried on 503, 502 and 504 with growing backoff, then succeed", async () => {
    const server = await scriptedServer([
      unavailable,
      { status: 502 },
      { status: 504 },
      { status: 200, body: company },
    ]);
    const clock = new FakeClock(undefined, true);
    const result = await clientOf(server.url, clock).getCompany();
    expect(result.ok).toBe(true);
    expect(server.requests).toHaveLength(4);
    expect(clock.sleeps).toEqual([187.5, 375, 750]);
  });

  it("give up after the policy's retries with the API's own error texts", async () => {
    const server = await scriptedServer([unavailable]);
    const result = await clientOf(server.url).getCompany();
    expect(server.requests).toHaveLength(4);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: "http", status: 503, error: "unavailable", troubleshoot: "later", retryable: true },
    });
  });

  it("honour Retry-After on 429", async () => {
    const server = await scriptedServer([
      { status: 429, headers: { "retry-after": "7" } },
      { status: 200, body: { result: company } },
    ]);
    const clock = new FakeClock(undefined, true);
    expect((await clientOf(server.url, clock).getCompany()).ok).toBe(true);
    expect(clock.sleeps).toEqual([7000]);
  });

  it("honour X-SiitApi-Reset on 429, given as an epoch in seconds", async () => {
    const clock = new FakeClock(Date.UTC(2026, 0, 1), true);
    const resetAt = Date.UTC(2026, 0, 1) / 1000 + 30;
    const server = await scriptedServer([
      { status: 429, headers: { "x-siitapi-reset": String(resetAt), "x-siitapi-remaining": "0" } },
      { status: 200, body: company },
    ]);
    expect((await clientOf(server.url, clock).getCompany()).ok).toBe(true);
    expect(clock.sleeps).toEqual([30_000]);
  });

  it("are not retried when the server asks for a wait longer than the policy allows", async () => {
    const server = await scriptedServer([
      { status: 429, headers: { "retry-after": "3600" }, body: { error: "slow down", troubleshoot: "wait an hour" } },
    ]);
    const result = await clientOf(server.url).getCompany();
    expect(server.requests).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, error: { status: 429, troubleshoot: "wait an hour" } });
  });

  it("are not retried on a 4xx other than 429", async () => {
    const server = await scriptedServer([{ status: 404, body: { error: "not_found", troubleshoot: "no such thing" } }]);
    const result = await clientOf(server.url).listApplications();
    expect(server.requests).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, error: { status: 404, retryable: false } });
  });

  it("time out on a server that does not answer, and are retried", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = await scriptedServer([
      { status: 200, body: company, hold: held },
      { status: 200, body: company },
    ]);
    const result = await clientOf(server.url, undefined, { timeoutMs: 150 }).getCompany();
    release();
    expect(result.ok).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it("report a timeout as a retryable error naming the wait", async () => {
    const held = new Promise<void>(() => {});
    const server = await scriptedServer([{ status: 200, body: company, hold: held }]);
    const retry = { retries: 0, baseDelayMs: 1, maxDelayMs: 1, maxServerWaitMs: 1 };
    const result = await clientOf(server.url, undefined, { timeoutMs: 100, retry }).getCompany();
    expect(result).toMatchObject({ ok: false, error: { kind: "timeout", retryable: true, mayHaveSucceeded: false } });
  });

  it("succeed from a slow server that answers within the timeout", async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const server = await scriptedServer([{ status: 200, body: company, hold: held }]);
    const pending = clientOf(server.url, undefined, { timeoutMs: 5_000 }).getCompany();
    // The server holds the answer until the client is waiting for it: only then does it answer.
    await server.received(1);
    answer();
    const result = await pending;
    expect(result.ok).toBe(true);
    expect(server.requests).toHaveLength(1);
  });
});

describe("writes", () => {
  it("are never re-sent after a 503", async () => {
    const server = await scriptedServer([unavailable, { status: 201, body: { result: message } }]);
    const result = await clientOf(server.url).addMessage("REQ-1", { body_text: "hi" });
    expect(server.requests).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, error: { status: 503 } });
  });

  it("are never re-sent after a 429", async () => {
    const server = await scriptedServer([
      { status: 429, headers: { "retry-after": "1" } },
      { status: 201, body: message },
    ]);
    const result = await clientOf(server.url).requestApproval("REQ-1", {
      body_markdown: "ok?",
      approver_uids: ["u_1"],
    });
    expect(server.requests).toHaveLength(1);
    expect(result.ok).toBe(false);
  });

  it("are never re-sent after a timeout, and say the change may have been made", async () => {
    const held = new Promise<void>(() => {});
    const server = await scriptedServer([
      { status: 201, body: message, hold: held },
      { status: 201, body: message },
    ]);
    const result = await clientOf(server.url, undefined, { timeoutMs: 100 }).addMessage("REQ-1", { body_text: "hi" });
    expect(server.requests).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, error: { kind: "timeout", retryable: false, mayHaveSucceeded: true } });
    if (!result.ok) expect(result.error.troubleshoot).toContain("may have been made");
  });

  /** Every write the client makes, each with a record its API answers with. */
  const WRITES: Array<[string, (client: ApiClient) => Promise<{ ok: boolean }>]> = [
    ["addMessage", (client) => client.addMessage("REQ-1", { body_text: "hi" })],
    ["requestApproval", (client) => client.requestApproval("REQ-1", { body_markdown: "ok?", approver_uids: ["u_1"] })],
    ["updateService", (client) => client.updateService("wa_vpn", { enabled: false })],
    ["mergeUsers", (client) => client.mergeUsers("u_1", "u_2")],
    ["unarchiveEquipment", (client) => client.unarchiveEquipment("ueq_1")],
    ["unarchiveApplication", (client) => client.unarchiveApplication("s_1")],
  ];
  for (const status of [502, 504])
    for (const [name, write] of WRITES)
      it(`${name} answered ${status} by a gateway: sent once, and said to have maybe been made`, async () => {
        const server = await scriptedServer([
          { status, body: { error: "gateway" } },
          { status: 200, body: message },
        ]);
        const result = await write(clientOf(server.url));
        expect(server.requests).toHaveLength(1);
        expect(result).toMatchObject({ ok: false, error: { status, retryable: false, mayHaveSucceeded: true } });
        if (!result.ok && "error" in result)
          expect(String((result.error as { troubleshoot: string }).troubleshoot)).toContain("may have been made");
      });

  it("are sent again when the connection was refused before anything was sent", async () => {
    const freePort = await unusedPort();
    const server: { requests?: RecordedRequest[] } = {};
    // Nothing listens on the port until the client backs off for the first time.
    const clock: Clock = {
      now: () => Date.now(),
      sleep: async () => {
        if (!server.requests)
          server.requests = (await scriptedServer([{ status: 201, body: { result: message } }], freePort)).requests;
      },
    };
    const result = await clientOf(`http://127.0.0.1:${freePort}`, clock).addMessage("REQ-1", { body_text: "hi" });
    expect(result.ok).toBe(true);
    expect(server.requests?.map((request) => request.method)).toEqual(["POST"]);
  });
});

describe("answers", () => {
  it("that are not JSON are an invalid_response, not a crash", async () => {
    const server = await scriptedServer([{ status: 200, body: "<html>proxy error</html>" }]);
    const result = await clientOf(server.url).getCompany();
    expect(result).toMatchObject({ ok: false, error: { kind: "invalid_response", retryable: false } });
  });

  it("that break the record's shape name the field", async () => {
    const server = await scriptedServer([{ status: 200, body: { result: { ...company, has_slack_enabled: "yes" } } }]);
    const result = await clientOf(server.url).getCompany();
    expect(result).toMatchObject({ ok: false, error: { kind: "invalid_response", field: "has_slack_enabled" } });
    if (!result.ok) expect(result.error.error).toContain("has_slack_enabled");
  });

  it("name the item and field of a broken list", async () => {
    const good = { uid: "s_1", name: "A", status: "approved" };
    const meta = { count: 2, total: 2, current_page: 1, per_page: 20 };
    const server = await scriptedServer([
      { status: 200, body: { meta, results: [good, { ...good, status: "lost" }] } },
    ]);
    const result = await clientOf(server.url).listApplications();
    expect(result).toMatchObject({ ok: false, error: { field: "results.1.status" } });
  });

  it("over the body limit are refused, unread past it, with a plain error; never retried", async () => {
    const limit = 1024 * 1024;
    const fits = { ...company, notes: "x".repeat(limit - 1024) };
    const over = { ...company, notes: "x".repeat(limit) };
    const server = await scriptedServer([
      { status: 200, body: fits },
      { status: 200, body: over },
    ]);
    const client = new ApiClient({ baseUrl: server.url, token: "t0ken", maxBodyBytes: limit });
    expect((await client.getCompany()).ok).toBe(true);
    const refused = await client.getCompany();
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: "invalid_response", status: 200, retryable: false, call: "GET /v1/company" },
    });
    if (!refused.ok)
      expect(refused.error.error).toBe("The API's answer is over 1 MB: deskbot does not read answers that large.");
    expect(server.requests).toHaveLength(2);
    await client.close();
  });

  it("streamed without a length are cut off at the limit: a 300 MB page is never read whole", async () => {
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, "x");
    const server = createHttpServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"meta":{"count":1,"total":1,"current_page":1,"per_page":50},"results":[{"uid":"u_1","notes":"');
      const more = () => {
        while (sent < 300 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        res.end('"}]}');
      };
      more();
      res.on("close", () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    onTestFinished(() => {
      server.closeAllConnections();
      server.close();
    });
    const { port } = server.address() as AddressInfo;
    const client = new ApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      token: "t0ken",
      maxBodyBytes: 4 * 1024 * 1024,
    });
    const result = await client.listUsers();
    expect(result).toMatchObject({ ok: false, error: { kind: "invalid_response", retryable: false } });
    if (!result.ok) expect(result.error.error).toContain("over 4 MB");
    expect(sent).toBeLessThan(300 * 1024 * 1024);
    await client.close();
  });

  it("keep unknown extra fields", async () => {
    const server = await scriptedServer([{ status: 200, body: { ...company, plan: "enterprise" } }]);
    const result = await clientOf(server.url).getCompany();
    expect(result.ok && (result.value as Record<string, unknown>).plan).toBe("enterprise");
  });

  it("are accepted wrapped in result and bare", async () => {
    const server = await scriptedServer([
      { status: 201, body: { result: message } },
      { status: 201, body: message },
    ]);
    const client = clientOf(server.url);
    const wrapped = await client.addMessage("REQ-1", { body_text: "hi" });
    const bare = await client.addMessage("REQ-1", { body_text: "hi" });
    expect(wrapped).toEqual({ ok: true, value: message });
    expect(bare).toEqual({ ok: true, value: message });
  });

  it("carry the token only in the Authorization header, under the base URL's path", async () => {
    const server = await scriptedServer([{ status: 200, body: company }]);
    const client = new ApiClient({ baseUrl: `${server.url}/api/`, token: "t0ken", limiter: new RateLimiter(10) });
    await client.getCompany();
    expect(server.requests[0]?.url).toBe("/api/v1/company");
  });
});

/** A loopback port that nothing listens on (it was free a moment ago). */
function unusedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
