// What operators and people see when things fail: hosts and credentials stay in the log, redacted; start-up fails loudly.
import { createServer } from "node:net";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { ApiClient } from "../src/api/client.ts";
import { RateLimiter } from "../src/api/rate-limiter.ts";
import { createLogger, redactUrl, redactUrls } from "../src/log.ts";
import { cleanEnv, runCli } from "./helpers/cli.ts";
import { startFakeSlack } from "./helpers/fake-slack.ts";
import { startServe } from "./helpers/serve.ts";
import { startSimulator } from "./helpers/simulator.ts";

/** A logger whose lines the test can read. */
function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger("info", sink), lines };
}

/** A loopback port that something holds (the test's own server), or nothing listens on (after `free`). */
async function heldPort() {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    port: (server.address() as { port: number }).port,
    free: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("an API that cannot be reached", () => {
  it("is told to people without its host or port; the log has them", async () => {
    const { port, free } = await heldPort();
    await free();
    const { logger, lines } = capturedLogger();
    const client = new ApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      token: "t",
      limiter: new RateLimiter(100),
      retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 1, maxServerWaitMs: 1 },
      logger,
    });
    const result = await client.getCompany();
    await client.close();
    expect(result.ok).toBe(false);
    const shown = JSON.stringify(
      result.ok ? {} : { error: result.error.error, troubleshoot: result.error.troubleshoot },
    );
    expect(shown).toContain("Could not reach the service-management API.");
    expect(shown).not.toContain("127.0.0.1");
    expect(shown).not.toContain(String(port));
    expect(lines.join("\n")).toContain(`127.0.0.1:${port}`);
  });
});

describe("secret-bearing fields", () => {
  it("are redacted in every log line, at any depth, in bindings and errors, whatever their case", () => {
    const { logger, lines } = capturedLogger();
    const err = Object.assign(new Error("refused"), { token: "err-tok-1" });
    logger.child({ botToken: "xoxb-bind-2" }).info(
      {
        token: "top-tok-3",
        request: { headers: { authorization: "Bearer hdr-4", "x-kept": "visible" }, Password: "pw-5" },
        deep: { a: { b: { signingSecret: "sec-6" } } },
        appPassword: 12345,
        authorization: ["Bearer arr-7", 'Bearer "q\\uote-8"'],
        err,
      },
      "token seen",
    );
    const text = lines.join("\n");
    expect(text).not.toMatch(/err-tok-1|xoxb-bind-2|top-tok-3|hdr-4|pw-5|sec-6|12345|arr-7|uote-8/);
    const line = JSON.parse(lines[0] ?? "{}");
    expect(line).toMatchObject({
      botToken: "[redacted]",
      token: "[redacted]",
      request: { headers: { authorization: "[redacted]", "x-kept": "visible" }, Password: "[redacted]" },
      deep: { a: { b: { signingSecret: "[redacted]" } } },
      appPassword: "[redacted]",
      authorization: "[redacted]",
      err: { message: "refused", token: "[redacted]" },
      msg: "token seen",
    });
  });

  it("leave a field whose name only contains a secret's name, and the words of a message", () => {
    const { logger, lines } = capturedLogger();
    logger.info({ tokens: 3, passwordRule: "long", note: '"token":"in-text"' }, 'said "password":"x"');
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      tokens: 3,
      passwordRule: "long",
      note: '"token":"in-text"',
      msg: 'said "password":"x"',
    });
  });
});

describe("credentials in URLs", () => {
  it("are redacted in every log line, in any field or message", () => {
    const { logger, lines } = capturedLogger();
    logger.info(
      { target: "postgres://bot:hunter2@db.example/deskbot" },
      "connecting to https://u:s3cret@api.example/v1",
    );
    logger.error({ err: new Error("connect to http://a:b@h:1 failed") }, "failed");
    const text = lines.join("\n");
    expect(text).not.toMatch(/hunter2|s3cret|a:b@/);
    expect(text).toContain("postgres://bot:[redacted]@db.example/deskbot");
    expect(text).toContain("https://u:[redacted]@api.example/v1");
  });

  it("keep the user, host, path and parameter names, and hide the password and every query value not known to be plain", () => {
    expect(redactUrl("postgres://u:p@h/db?password=pw-1&sslmode=require")).toBe(
      "postgres://u:[redacted]@h/db?password=[redacted]&sslmode=require",
    );
    expect(redactUrl("postgresql://deskbot@db.example:5432/desk?sslpassword=pw-2&application_name=deskbot")).toBe(
      "postgresql://deskbot@db.example:5432/desk?sslpassword=[redacted]&application_name=deskbot",
    );
    expect(redactUrl("https://api.example/v1?token=tok-3&api_key=key-4&Secret=s-5&x=y-6#access_token=tok-7")).toBe(
      "https://api.example/v1?token=[redacted]&api_key=[redacted]&Secret=[redacted]&x=[redacted]#access_token=[redacted]",
    );
    // A password with a space or an @ in it, as the whole value of a variable, is still hidden.
    expect(redactUrl("postgres://bot:p w@rd@db.example/deskbot")).toBe("postgres://bot:[redacted]@db.example/deskbot");
    expect(redactUrl("./data/deskbot.sqlite")).toBe("./data/deskbot.sqlite");
    expect(redactUrls('failed: "postgres://a:b-8@h/d?password=c-9;" and https://x.example/?page=2&sig=d-10')).toBe(
      'failed: "postgres://a:[redacted]@h/d?password=[redacted];" and https://x.example/?page=2&sig=[redacted]',
    );
  });

  it("in a query string are redacted in every log line too", () => {
    const { logger, lines } = capturedLogger();
    logger.info({ db: "postgres://bot@db.example/deskbot?password=hunter3&sslmode=require" }, "opening");
    logger.error({ err: new Error("GET https://api.example/v1/company?token=s3cret-q failed") }, "failed");
    const text = lines.join("\n");
    expect(text).not.toMatch(/hunter3|s3cret-q/);
    expect(text).toContain("postgres://bot@db.example/deskbot?password=[redacted]&sslmode=require");
    expect(text).toContain("https://api.example/v1/company?token=[redacted]");
  });

  it("never show a credential in DESK_API_URL's query in serve's start-up line", async () => {
    const sim = await startSimulator();
    const { logs } = await startServe({
      DESK_API_URL: `${sim.baseUrl}/?access_token=q-s3cret`,
      TEAMS_ALLOW_UNAUTHENTICATED: "true",
    });
    const serving = logs.find((line) => line.msg === "deskbot is serving");
    expect(JSON.stringify(serving)).toContain("access_token=[redacted]");
    expect(JSON.stringify(logs)).not.toContain("q-s3cret");
  });

  it("never show the password of DESK_API_URL in serve's start-up line", async () => {
    const sim = await startSimulator();
    const withPassword = sim.baseUrl.replace("http://", "http://deskbot:p4ssw0rd@");
    const { logs } = await startServe({ DESK_API_URL: withPassword, TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    const text = JSON.stringify(logs);
    expect(text).toContain("deskbot is serving");
    expect(text).not.toContain("p4ssw0rd");
  });
});

describe("start-up", () => {
  it("with its port in use (demo mode) stops with one line naming PORT, and exits non-zero", async () => {
    const held = await heldPort();
    const env = cleanEnv({
      PORT: String(held.port),
      HOST: "127.0.0.1",
      TEAMS_ALLOW_UNAUTHENTICATED: "true",
      DESK_DB: ":memory:",
      LOG_LEVEL: "silent",
    });
    const result = await runCli(["serve"], { env });
    await held.free();
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`deskbot: PORT: ${held.port} is already in use on 127.0.0.1\n`);
  });

  it("with a store it cannot reach stops with one line naming DESK_DB, and never the password", async () => {
    const { port, free } = await heldPort();
    await free();
    const env = cleanEnv({ DESK_DB: `postgres://bot:hunter2@127.0.0.1:${port}/deskbot`, LOG_LEVEL: "silent" });
    const result = await runCli(["chat", "-c", "whoami"], { env });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^deskbot: DESK_DB: cannot open the Postgres database: .*\n$/);
    expect(result.stderr).not.toContain("hunter2");
  });
});

describe("serving real people", () => {
  it("is refused with Slack or Teams credentials and no DESK_API_URL, naming it, unless DESK_DEMO=true", async () => {
    const slack = {
      SLACK_SIGNING_SECRET: "s",
      SLACK_BOT_TOKEN: "xoxb-1",
      HOST: "127.0.0.1",
      PORT: "0",
      DESK_DB: ":memory:",
      LOG_LEVEL: "silent",
    };
    const refused = await runCli(["serve"], { env: cleanEnv(slack) });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      "deskbot: DESK_API_URL: required to serve Slack or Teams (with DESK_API_TOKEN); set DESK_DEMO=true to serve the demo data instead\n",
    );
    const teams = cleanEnv({
      ...slack,
      SLACK_SIGNING_SECRET: "",
      SLACK_BOT_TOKEN: "",
      MICROSOFT_APP_ID: "app",
      MICROSOFT_APP_PASSWORD: "p",
      MICROSOFT_APP_TENANT_ID: "t",
    });
    expect((await runCli(["serve"], { env: teams })).stderr).toContain(
      "DESK_API_URL: required to serve Slack or Teams",
    );
  });

  it("serves the demo data with DESK_DEMO=true", async () => {
    const slack = await startFakeSlack();
    const { logs } = await startServe({
      DESK_API_URL: "",
      DESK_API_TOKEN: "",
      DESK_DEMO: "true",
      SLACK_SIGNING_SECRET: "s",
      SLACK_BOT_TOKEN: "xoxb-1",
      SLACK_API_URL: slack.apiUrl,
    });
    expect(JSON.stringify(logs)).toContain("using the built-in simulator with demo data");
  });
});
