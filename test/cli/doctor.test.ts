// `deskbot doctor` against loopback fakes of each service: it passes when all is well and names each broken part with its fix.

import { mkdtemp, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { type CheckResult, runDoctor } from "../../src/cli/doctor.ts";
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
  const doctor = async (changes: Record<string, string> = {}) => {
    const loaded = loadConfig({ ...env, ...changes });
    if (!loaded.ok) throw new Error(loaded.error.join("\n"));
    return runDoctor(loaded.value, { logger, teamsTokenUrl, timeoutMs: 5_000 });
  };
  return { sim, slack, env, doctor };
}

const failures = (results: CheckResult[]) => results.filter((result) => !result.ok);

describe("deskbot doctor", () => {
  it("passes against healthy services, a line for each part", async () => {
    const { doctor } = await healthy();
    const results = await doctor();
    expect(failures(results)).toEqual([]);
    expect(new Set(results.map((result) => result.part))).toEqual(new Set(["api", "store", "slack", "teams"]));
    expect(results.map((result) => result.detail)).toEqual(
      expect.arrayContaining([
        "token accepted: Acme Corp",
        "rate limit: the API allows 60 a minute, deskbot sends at most 60",
        "the bot token works in the workspace Acme",
        `an access token was obtained for the app in tenant ${TENANT}`,
      ]),
    );
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
    slack.scopes = ["commands", "chat:write", "users:read", "links:read", "links:write"];
    const [failure] = failures(await doctor());
    expect(failure).toMatchObject({ part: "slack", detail: "the bot token lacks users:read.email" });
    expect(failure?.fix).toContain("reinstall the app");
  });

  it("names a Teams app in the wrong tenant, and a wrong secret", async () => {
    const { doctor } = await healthy();
    const [tenant] = failures(await doctor({ MICROSOFT_APP_TENANT_ID: "00000000-0000-0000-0000-000000000000" }));
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
    const demoConfig = loadConfig({ DESK_DB: env.DESK_DB ?? "" });
    if (!demoConfig.ok) throw new Error("config");
    await (await createRuntime(demoConfig.value, logger)).close();
    const [failure] = failures(await doctor());
    expect(failure).toMatchObject({ part: "configuration", detail: expect.stringContaining("holds the demo's data") });
  });

  it("as a command: exit 0 and a line a check when all hold, 1 when one fails; --json for scripts", async () => {
    const sim = await startSimulator();
    const dir = await mkdtemp(join(tmpdir(), "deskbot-doctor-"));
    const env = cleanEnv({ DESK_API_URL: sim.baseUrl, DESK_API_TOKEN: sim.token, DESK_DB: join(dir, "store.sqlite") });
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
