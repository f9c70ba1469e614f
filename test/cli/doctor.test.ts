// `deskbot doctor` against loopback fakes of each service: it passes when all is well and names each broken part with its fix.

import { mkdtemp, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { startFakeChat } from "../../fakes/chat-completions.ts";
import { type CheckResult, runDoctor } from "../../src/cli/doctor.ts";
import { startServer } from "../../src/cli/serve-command.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/log.ts";
import { createRuntime } from "../../src/runtime.ts";
import { cleanEnv, runCli } from "../helpers/cli.ts";
import { startFakeSlack } from "../helpers/fake-slack.ts";
import { startSimulator } from "../helpers/simulator.ts";

const logger = createLogger("silent");
const APP_ID = "11111111-2222-3333-4444-555555555555";
const TENANT = "99999999-8888-7777-6666-555555555555";

/** A loopback Microsoft identity platform: a token for APP_ID in TENANT with the right secret, its error codes otherwise. */
async function startTokenEndpoint(): Promise<(tenant: string) => string> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
    const tenant = req.url?.split("/")[1] ?? "";
    const refuse = (error: string, description: string) =>
      res
        .writeHead(400, { "content-type": "application/json" })
        .end(JSON.stringify({ error, error_description: description }));
    if (tenant !== TENANT) return refuse("invalid_request", `AADSTS90002: Tenant '${tenant}' not found.`);
    if (form.get("client_id") !== APP_ID)
      return refuse("unauthorized_client", "AADSTS700016: Application not found in the directory.");
    if (form.get("client_secret") !== "teams-secret")
      return refuse("invalid_client", "AADSTS7000215: Invalid client secret provided.");
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ access_token: "t", expires_in: 3600 }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return (tenant) => `http://127.0.0.1:${port}/${tenant}/oauth2/v2.0/token`;
}

/** A healthy deployment's environment: the API (a simulator), a fresh SQLite store, Slack and Teams. */
async function healthy() {
  const sim = await startSimulator({ rateLimit: 60 });
  const slack = await startFakeSlack();
  const teamsTokenUrl = await startTokenEndpoint();
  const env: Record<string, string> = {
    DESK_API_URL: sim.baseUrl,
    DESK_API_TOKEN: sim.token,
    DESK_DB: join(await mkdtemp(join(tmpdir(), "deskbot-doctor-")), "store.sqlite"),
    SLACK_SIGNING_SECRET: "0123456789abcdef0123456789abcdef",
    SLACK_BOT_TOKEN: "xoxb-test-token",
    SLACK_API_URL: slack.apiUrl,
    MICROSOFT_APP_ID: APP_ID,
    MICROSOFT_APP_PASSWORD: "teams-secret",
    MICROSOFT_APP_TENANT_ID: TENANT,
  };
  // One person in the directory, so that people can be linked and see their own tickets.
  const people = join(await mkdtemp(join(tmpdir(), "deskbot-doctor-people-")), "people.csv");
  await writeFile(people, "uid,email\nu_ada,ada@acme.example\n");
  expect((await runCli(["directory", "import", people], { env: cleanEnv(env) })).status).toBe(0);
  const doctor = async (changes: Record<string, string> = {}) => {
    const loaded = loadConfig({ ...env, ...changes });
    if (!loaded.ok) throw new Error(loaded.error.join("\n"));
    return runDoctor(loaded.value, { logger, teamsTokenUrl, timeoutMs: 5_000 });
  };
  return { sim, slack, env, doctor };
}

const failures = (results: CheckResult[]) => results.filter((result) => !result.ok);

/** A loopback port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("deskbot doctor", () => {
  it("passes against healthy services, a line for each part", async () => {
    const { doctor } = await healthy();
    const results = await doctor();
    expect(failures(results)).toEqual([]);
    expect(new Set(results.map((result) => result.part))).toEqual(
      new Set(["api", "store", "tickets", "slack", "teams"]),
    );
    expect(results.map((result) => result.detail)).toEqual(
      expect.arrayContaining([
        "token accepted: Acme Corp",
        "rate limit: the API allows 60 a minute, deskbot sends at most 60",
        "the bot token works in the workspace Acme",
        `an access token was obtained for the app in tenant ${TENANT}`,
      ]),
    );
  });

  it("says whose tickets people see: their own by default, anyone's under DESK_TICKETS_VISIBLE_TO=everyone", async () => {
    const { doctor } = await healthy();
    const line = async (changes: Record<string, string> = {}) =>
      (await doctor(changes)).find((result) => result.part === "tickets")?.detail;
    expect(await line()).toBe(
      "people see their own tickets; deskbot's admins and IT staff (platform role owner, admin or it: 0 of the directory's 1 people) see all of them",
    );
    expect(await line({ DESK_TICKETS_VISIBLE_TO: "everyone" })).toContain(
      "any chat user may read and comment on any ticket",
    );
  });

  it("fails while nobody can see a ticket of their own: an empty directory and no link, with what to do", async () => {
    const { doctor, env } = await healthy();
    await runCli(["directory", "clear"], { env: cleanEnv(env) });
    const [failure] = failures(await doctor());
    expect(failure).toMatchObject({ part: "tickets", detail: expect.stringContaining("the directory is empty") });
    expect(failure?.fix).toContain("directory sync");
    expect(failures(await doctor({ DESK_TICKETS_VISIBLE_TO: "everyone" }))).toEqual([]);
  });

  it("names a bad API token, with its fix", async () => {
    const { doctor } = await healthy();
    const [failure] = failures(await doctor({ DESK_API_TOKEN: "not-the-token" }));
    expect(failure).toMatchObject({ part: "api", detail: expect.stringContaining("refuses the token") });
    expect(failure?.fix).toContain("DESK_API_TOKEN");
  });

  it("names a rate limit above what the API allows", async () => {
    const { doctor } = await healthy();
    const [failure] = failures(await doctor({ DESK_API_RATE_LIMIT: "120" }));
    expect(failure?.detail).toBe("DESK_API_RATE_LIMIT is 120 a minute, the API allows this token 60");
    expect(failure?.fix).toContain("DESK_API_RATE_LIMIT=60");
  });

  it("names a Slack scope the bot token lacks", async () => {
    const { doctor, slack } = await healthy();
    slack.scopes = [
      "commands",
      "chat:write",
      "users:read",
      "im:history",
      "app_mentions:read",
      "links:read",
      "links:write",
    ];
    const [failure] = failures(await doctor());
    expect(failure).toMatchObject({ part: "slack", detail: "the bot token lacks users:read.email" });
    expect(failure?.fix).toContain("reinstall the app");
  });

  it("tells Slack not answering from Slack refusing a token, for the bot token and the app token alike", async () => {
    const { doctor, slack } = await healthy();
    const closed = await closedPort();
    const socket = { SLACK_APP_TOKEN: "xapp-test-token" };
    // Unreachable: the network is what to check, not the tokens.
    const away = failures(await doctor({ ...socket, SLACK_API_URL: `http://127.0.0.1:${closed}/api/` }));
    expect(away.map((failure) => failure.detail)).toEqual([
      `Slack does not answer at SLACK_API_URL (127.0.0.1:${closed})`,
      `Socket Mode: Slack does not answer at SLACK_API_URL (127.0.0.1:${closed})`,
    ]);
    for (const failure of away) {
      expect(failure.detail).not.toMatch(/refuse|token/);
      expect(failure.fix).toContain("can reach");
    }
    // An outage of Slack's answers (HTTP 5xx): not the token either.
    slack.broken.set("auth.test", 503);
    slack.broken.set("apps.connections.open", 502);
    const outage = failures(await doctor(socket));
    expect(outage.map((failure) => failure.detail)).toEqual([
      "Slack answered HTTP 503 when checking the bot token",
      "Socket Mode: Slack answered HTTP 502 when checking the app token",
    ]);
    slack.broken.clear();
    // A refusal names the token and its fix.
    for (const code of ["invalid_auth", "token_revoked", "account_inactive"]) {
      slack.failNext("auth.test", code);
      slack.failNext("apps.connections.open", code);
      const refused = failures(await doctor(socket));
      expect(refused.map((failure) => failure.detail)).toEqual([
        `Slack refuses the bot token (${code})`,
        `Socket Mode: Slack refuses the app token (${code})`,
      ]);
      expect(refused[0]?.fix).toContain("SLACK_BOT_TOKEN");
      expect(refused[1]?.fix).toContain("SLACK_APP_TOKEN");
    }
  });

  it("asks for the links scopes only when DESK_REQUEST_LINK_DOMAIN makes the manifest ask for them", async () => {
    const { doctor, slack } = await healthy();
    slack.scopes = ["commands", "chat:write", "users:read", "users:read.email", "im:history", "app_mentions:read"];
    expect(failures(await doctor())).toEqual([]);
    const [failure] = failures(await doctor({ DESK_REQUEST_LINK_DOMAIN: "desk.acme.example" }));
    expect(failure).toMatchObject({ part: "slack", detail: "the bot token lacks links:read, links:write" });
  });

  it("asks for the scopes that read threads only when a model may summarise them", async () => {
    const { doctor, slack } = await healthy();
    // A model that answers doctor's one tiny call with the tool call it asks for.
    const model = await startFakeChat({ reply: () => ({ toolCall: { name: "whoami", arguments: {} } }) });
    onTestFinished(() => model.close());
    slack.scopes = ["commands", "chat:write", "users:read", "users:read.email", "im:history", "app_mentions:read"];
    expect(failures(await doctor())).toEqual([]);
    const withModel = { DESK_AI_URL: model.url, DESK_AI_MODEL: "fake-model" };
    const [failure, ...others] = failures(await doctor(withModel));
    expect(failure).toMatchObject({
      part: "slack",
      detail: "the bot token lacks channels:history, groups:history, mpim:history",
    });
    expect(others).toEqual([]);
    slack.scopes.push("channels:history", "groups:history", "mpim:history");
    expect(failures(await doctor(withModel))).toEqual([]);
  });

  it("passes the API exactly when serve would start: Slack or Teams credentials need DESK_API_URL or DESK_DEMO", async () => {
    const { env, slack } = await healthy();
    const dir = await mkdtemp(join(tmpdir(), "deskbot-doctor-"));
    const slackEnv = { SLACK_SIGNING_SECRET: env.SLACK_SIGNING_SECRET ?? "", SLACK_BOT_TOKEN: "xoxb-test-token" };
    const teamsEnv = {
      MICROSOFT_APP_ID: APP_ID,
      MICROSOFT_APP_PASSWORD: "teams-secret",
      MICROSOFT_APP_TENANT_ID: TENANT,
    };
    const api = { DESK_API_URL: env.DESK_API_URL ?? "", DESK_API_TOKEN: env.DESK_API_TOKEN ?? "" };
    const cases: Array<Record<string, string>> = [
      {},
      { DESK_DEMO: "true" },
      slackEnv,
      teamsEnv,
      { ...slackEnv, ...teamsEnv },
      { ...slackEnv, DESK_DEMO: "true" },
      { ...teamsEnv, DESK_DEMO: "true" },
      { ...slackEnv, ...api },
      { ...teamsEnv, ...api },
    ];
    for (const [index, changes] of cases.entries()) {
      const loaded = loadConfig({
        DESK_DB: join(dir, `store-${index}.sqlite`),
        SLACK_API_URL: slack.apiUrl,
        PORT: "0",
        HOST: "127.0.0.1",
        ...changes,
      });
      if (!loaded.ok) throw new Error(loaded.error.join("\n"));
      const apiChecks = (await runDoctor(loaded.value, { logger, timeoutMs: 5_000 })).filter(
        (result) => result.part === "api",
      );
      const started = await startServer(loaded.value, logger).then(
        (server) => server.stop().then(() => true),
        () => false,
      );
      expect(
        apiChecks.every((check) => check.ok),
        JSON.stringify(changes),
      ).toBe(started);
      if (!started) expect(apiChecks[0]?.fix).toMatch(/DESK_API_URL.*DESK_DEMO=true/);
    }
  });

  it("names a Teams app in the wrong tenant, and a wrong secret", async () => {
    const { doctor } = await healthy();
    const [tenant] = failures(await doctor({ MICROSOFT_APP_TENANT_ID: "12345678-0000-4000-8000-000000000000" }));
    expect(tenant).toMatchObject({ part: "teams", detail: expect.stringContaining("AADSTS90002") });
    expect(tenant?.fix).toContain("MICROSOFT_APP_TENANT_ID");
    const [secret] = failures(await doctor({ MICROSOFT_APP_PASSWORD: "old-secret" }));
    expect(secret?.fix).toContain("MICROSOFT_APP_PASSWORD");
  });

  it("names a store it cannot open", async () => {
    const { doctor } = await healthy();
    const file = join(await mkdtemp(join(tmpdir(), "deskbot-doctor-")), "a-file");
    await writeFile(file, "not a folder");
    const [failure] = failures(await doctor({ DESK_DB: join(file, "store.sqlite") }));
    expect(failure).toMatchObject({ part: "store", detail: expect.stringContaining("cannot open") });
    expect(failure?.fix).toContain("DESK_DB");
  });

  it("names the demo's data behind a real API", async () => {
    const { doctor, env } = await healthy();
    // The store as the demo leaves it: the demo's people its directory.
    await runCli(["directory", "clear"], { env: cleanEnv(env) });
    const demoConfig = loadConfig({ DESK_DB: env.DESK_DB ?? "" });
    if (!demoConfig.ok) throw new Error("config");
    await (await createRuntime(demoConfig.value, logger)).close();
    const [failure] = failures(await doctor());
    expect(failure).toMatchObject({ part: "configuration", detail: expect.stringContaining("holds the demo's data") });
  });

  it("as a command: only its own lines when Slack does not answer, none of the Slack client's", async () => {
    const sim = await startSimulator();
    const dir = await mkdtemp(join(tmpdir(), "deskbot-doctor-"));
    const closed = await closedPort();
    const result = await runCli(["doctor"], {
      env: cleanEnv({
        DESK_API_URL: sim.baseUrl,
        DESK_API_TOKEN: sim.token,
        DESK_DB: join(dir, "store.sqlite"),
        SLACK_SIGNING_SECRET: "0123456789abcdef0123456789abcdef",
        SLACK_BOT_TOKEN: "xoxb-test-token",
        SLACK_APP_TOKEN: "xapp-test-token",
        SLACK_API_URL: `http://127.0.0.1:${closed}/api/`,
      }),
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(`✗ slack: Slack does not answer at SLACK_API_URL (127.0.0.1:${closed})`);
    expect(result.stdout).not.toContain("refuses");
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/\[(WARN|ERROR|INFO)\]|web-api/);
    expect(result.stderr).toBe("");
  });

  it("as a command: exit 0 and a line a check when all hold, 1 when one fails; --json for scripts", async () => {
    const sim = await startSimulator();
    const dir = await mkdtemp(join(tmpdir(), "deskbot-doctor-"));
    const env = cleanEnv({ DESK_API_URL: sim.baseUrl, DESK_API_TOKEN: sim.token, DESK_DB: join(dir, "store.sqlite") });
    expect((await runCli(["directory", "sync"], { env })).status).toBe(0);
    const good = await runCli(["doctor"], { env });
    expect(good.status).toBe(0);
    expect(good.stdout).toContain("✓ api: token accepted: Acme Corp");
    expect(good.stdout).toContain("Every check holds.");
    const bad = await runCli(["doctor", "--json"], { env: { ...env, DESK_API_TOKEN: "wrong" } });
    expect(bad.status).toBe(1);
    const report = JSON.parse(bad.stdout) as { ok: boolean; checks: CheckResult[] };
    expect(report.ok).toBe(false);
    expect(report.checks.find((check) => !check.ok)).toMatchObject({
      part: "api",
      fix: expect.stringContaining("DESK_API_TOKEN"),
    });
    expect(bad.stdout).not.toContain("wrong");
  });
});
