// Hostile requests cost nothing: huge bodies are refused unread, forged Teams tokens get 401, replayed Slack requests too.
import { createHmac } from "node:crypto";
import { request } from "node:http";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { postSigned, SIGNING_SECRET, slashCommand } from "../../fakes/slack-requests.ts";
import { messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startFakeSlack } from "../helpers/fake-slack.ts";
import { startServe } from "../helpers/serve.ts";

const MiB = 1024 * 1024;

/**
 * Streams `total` bytes to `path`, chunk after chunk as the server takes them, until the server
 * answers; resolves to its status and how many bytes were handed to the socket by then.
 */
function pushBody(
  url: string,
  path: string,
  total: number,
  declared: boolean,
): Promise<{ status: number; written: number }> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    let written = 0;
    let status: number | undefined;
    const req = request(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(declared ? { "content-length": String(total) } : {}) },
    });
    req.on("response", (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on("end", () => {
        req.destroy();
        resolve({ status: status ?? 0, written });
      });
    });
    // The server closes the connection after its answer: writes after that fail, as they should.
    req.on("error", () => undefined);
    const pump = () => {
      while (status === undefined && written < total) {
        written += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      if (written >= total) req.end();
    };
    pump();
  });
}

/** A loopback port nothing listens on: a Bot Framework key set that cannot be reached. */
async function deadPort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const claims = {
  iss: "https://api.botframework.com",
  aud: "00000000-0000-0000-0000-000000000001",
  serviceurl: "http://127.0.0.1:9",
  exp: Math.floor(Date.now() / 1000) + 3600,
  nbf: Math.floor(Date.now() / 1000) - 60,
};

describe("a body over 1 MiB", () => {
  it.each([
    ["/slack/events", false],
    ["/slack/events", true],
    ["/api/messages", false],
  ])("to %s (declared: %s) gets 413 and is never read in full", async (path, declared) => {
    // Slack's Web API is a loopback fake: Bolt checks the bot token at start-up, and no test leaves loopback.
    const slack = await startFakeSlack();
    const { server, sim } = await startServe({
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_BOT_TOKEN: "xoxb-test",
      SLACK_API_URL: slack.apiUrl,
      TEAMS_ALLOW_UNAUTHENTICATED: "true",
    });
    const { status, written } = await pushBody(server.url, path, 20 * MiB, declared);
    expect(status).toBe(413);
    // What the server never took in, it could not hold: far less than the 20 MiB offered was ever sent.
    expect(written).toBeLessThan(8 * MiB);
    expect(sim.journal).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("a correctly signed Slack request", () => {
  it("dated more than 5 minutes ahead gets 401, as one 5 minutes old does", async () => {
    const slack = await startFakeSlack();
    const { server, sim } = await startServe({
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_BOT_TOKEN: "xoxb-test",
      SLACK_API_URL: slack.apiUrl,
    });
    const request = slashCommand("company", { responseUrl: slack.responseUrl("future") });
    const future = await postSigned(server.url, request.body, request.contentType, {
      timestamp: Math.floor(Date.now() / 1000) + 3600,
    });
    expect(future.status).toBe(401);
    expect(sim.journal).toEqual([]);
    const soon = await postSigned(server.url, request.body, request.contentType, {
      timestamp: Math.floor(Date.now() / 1000) + 60,
    });
    expect(soon.status).toBe(200);
    expect(String((await slack.waitFor("response_url")).body.text)).toContain("Acme Corp");
  });
});

describe("a forged Bot Framework token", () => {
  it.each([
    ["alg none", `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`],
    [
      "HS256 with a guessed key",
      (() => {
        const unsigned = `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}`;
        return `${unsigned}.${createHmac("sha256", "secret").update(unsigned).digest("base64url")}`;
      })(),
    ],
    [
      "RS256 with a key no one publishes",
      `${base64url({ alg: "RS256", kid: "forged", typ: "JWT" })}.${base64url(claims)}.c2ln`,
    ],
    [
      "RS256 from the emulator's issuer",
      `${base64url({ alg: "RS256", kid: "forged", typ: "JWT" })}.${base64url({ ...claims, iss: "https://sts.windows.net/d6d49420-f39b-4df7-a1dc-d59a935871db/", ver: "1.0", appid: claims.aud })}.c2ln`,
    ],
    ["not a JWT", "not.a.jwt"],
  ])("(%s) gets 401, reaches nothing, and logs no stack trace", async (_, token) => {
    const connector = await startFakeConnector();
    const { server, sim, logs } = await startServe(
      {
        MICROSOFT_APP_ID: claims.aud,
        MICROSOFT_APP_PASSWORD: "secret",
        MICROSOFT_APP_TYPE: "SingleTenant",
        MICROSOFT_APP_TENANT_ID: "t",
      },
      {},
      { teamsOpenIdMetadataUrl: `http://127.0.0.1:${await deadPort()}/openid` },
    );
    const answer = await postActivity(server.url, messageActivity("company", { serviceUrl: connector.url }), {
      authorization: `Bearer ${token}`,
    });
    expect(answer.status).toBe(401);
    expect(sim.journal).toEqual([]);
    expect(connector.calls).toEqual([]);
    expect(logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(JSON.stringify(logs)).not.toContain("stack");
  });
});
