// Configuration: defaults, every variable's checks as one line naming it, cross-variable rules, redaction.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadConfig, redactConfig } from "../src/config.ts";

function errorsOf(env: Record<string, string>): string[] {
  const result = loadConfig(env);
  return result.ok ? [] : result.error;
}

describe("loadConfig", () => {
  it("has the contract's defaults when nothing is set: simulator, /desk, the demo's own SQLite in ./data, port 3000", () => {
    const result = loadConfig({});
    expect(result).toEqual({
      ok: true,
      value: {
        api: { rateLimit: 60 },
        companyTtlSeconds: 60,
        command: "/desk",
        admins: [],
        demo: false,
        shutdownGraceSeconds: 25,
        directorySyncHours: 24,
        ticketsVisibleTo: "own",
        locale: "en",
        actionCallers: [],
        store: { kind: "sqlite", path: "./data/demo.sqlite" },
        server: { port: 3000, host: "0.0.0.0" },
      },
    });
  });

  it("keeps the demo's store apart: with a real API and no DESK_DB, the store is ./data/deskbot.sqlite", () => {
    const result = loadConfig({ DESK_API_URL: "https://api.example/", DESK_API_TOKEN: "tok" });
    expect(result.ok && result.value.store).toEqual({ kind: "sqlite", path: "./data/deskbot.sqlite" });
  });

  it("reads a full configuration", () => {
    const result = loadConfig({
      DESK_API_URL: "https://api.example/",
      DESK_API_TOKEN: "tok",
      DESK_API_RATE_LIMIT: "30",
      DESK_COMPANY_TTL: "0",
      DESK_COMMAND: "/it",
      DESK_ADMINS: " U1, W2 ,,alice ",
      DESK_DB: "postgres://bot:pw@db.example/deskbot",
      PORT: "8080",
      HOST: "127.0.0.1",
      SLACK_SIGNING_SECRET: "s3cret",
      SLACK_BOT_TOKEN: "xoxb-1",
      SLACK_APP_TOKEN: "xapp-1",
      SLACK_API_URL: "http://127.0.0.1:9/api",
      MICROSOFT_APP_ID: "app-id",
      MICROSOFT_APP_PASSWORD: "pw",
      MICROSOFT_APP_TYPE: "SingleTenant",
      MICROSOFT_APP_TENANT_ID: "tenant",
      TEAMS_ALLOW_UNAUTHENTICATED: "false",
      LOG_LEVEL: "debug",
    });
    expect(result.ok && result.value).toMatchObject({
      api: { url: "https://api.example/", token: "tok", rateLimit: 30 },
      companyTtlSeconds: 0,
      command: "/it",
      admins: ["U1", "W2", "alice"],
      store: { kind: "postgres", url: "postgres://bot:pw@db.example/deskbot" },
      server: { port: 8080, host: "127.0.0.1" },
      slack: { signingSecret: "s3cret", botToken: "xoxb-1", appToken: "xapp-1", apiUrl: "http://127.0.0.1:9/api/" },
      teams: {
        appId: "app-id",
        appPassword: "pw",
        appType: "SingleTenant",
        tenantId: "tenant",
        allowUnauthenticated: false,
      },
      logLevel: "debug",
    });
  });

  it.each([
    [{ DESK_API_URL: "ftp://x", DESK_API_TOKEN: "t" }, "DESK_API_URL: must be an http:// or https:// URL"],
    [{ DESK_API_URL: "https://x.example" }, "DESK_API_TOKEN: required when DESK_API_URL is set"],
    [{ DESK_API_RATE_LIMIT: "fast" }, "DESK_API_RATE_LIMIT: must be a whole number from 1 to 100000"],
    [{ DESK_API_RATE_LIMIT: "0" }, "DESK_API_RATE_LIMIT: must be a whole number from 1 to 100000"],
    [{ DESK_COMPANY_TTL: "-1" }, "DESK_COMPANY_TTL: must be a whole number from 0 to 86400"],
    [{ DESK_COMMAND: "desk" }, "DESK_COMMAND: must be a slash"],
    [{ PORT: "70000" }, "PORT: must be a whole number from 0 to 65535"],
    [{ SLACK_SIGNING_SECRET: "s" }, "SLACK_BOT_TOKEN: required with SLACK_SIGNING_SECRET"],
    [{ SLACK_SIGNING_SECRET: "s", SLACK_BOT_TOKEN: "xoxp-user" }, 'SLACK_BOT_TOKEN: must start with "xoxb-"'],
    [{ SLACK_APP_TOKEN: "xapp-1" }, "SLACK_APP_TOKEN: Socket Mode also needs"],
    [
      { MICROSOFT_APP_ID: "id", MICROSOFT_APP_TENANT_ID: "t" },
      "MICROSOFT_APP_PASSWORD: required with MICROSOFT_APP_ID",
    ],
    [
      { MICROSOFT_APP_ID: "id", MICROSOFT_APP_PASSWORD: "p" },
      "MICROSOFT_APP_TENANT_ID: required when MICROSOFT_APP_TYPE is SingleTenant",
    ],
    [{ DESK_DEMO: "yes" }, "DESK_DEMO: must be true or false"],
    [{ DESK_SHUTDOWN_GRACE_SECONDS: "-1" }, "DESK_SHUTDOWN_GRACE_SECONDS: must be a whole number from 0 to 3600"],
    [{ MICROSOFT_APP_TYPE: "Single" }, "MICROSOFT_APP_TYPE: must be one of MultiTenant, SingleTenant, UserAssignedMSI"],
    [
      { MICROSOFT_APP_ID: "id", MICROSOFT_APP_PASSWORD: "p", MICROSOFT_APP_TYPE: "SingleTenant" },
      "MICROSOFT_APP_TENANT_ID: required",
    ],
    [{ TEAMS_ALLOW_UNAUTHENTICATED: "yes" }, "TEAMS_ALLOW_UNAUTHENTICATED: must be true or false"],
    [
      { TEAMS_ALLOW_UNAUTHENTICATED: "true" },
      "TEAMS_ALLOW_UNAUTHENTICATED: refused because HOST (0.0.0.0) is not a loopback address",
    ],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL: must be one of"],
    [{ DESK_AI_URL: "localhost:11434", DESK_AI_MODEL: "m" }, "DESK_AI_URL: must be an http:// or https:// URL"],
    [{ DESK_AI_URL: "http://127.0.0.1:11434/v1" }, "DESK_AI_MODEL: required when DESK_AI_URL is set"],
    [{ DESK_AI_MODEL: "llama3.1" }, "DESK_AI_URL: required when DESK_AI_MODEL is set"],
    [{ DESK_AI_KEY: "sk-1" }, "DESK_AI_URL: required when DESK_AI_KEY is set"],
    [
      { DESK_AI_URL: "http://127.0.0.1:11434/v1", DESK_AI_MODEL: "m", DESK_AI_TIMEOUT_SECONDS: "0" },
      "DESK_AI_TIMEOUT_SECONDS: must be a whole number from 1 to 120",
    ],
  ])("rejects %j with one line naming the variable", (env, line) => {
    const errors = errorsOf(env);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(line);
  });

  it("reads the model's variables (DESK_AI_*): none set, no model; the timeout 8 seconds unless said", () => {
    const none = loadConfig({});
    expect(none.ok && none.value.model).toBeUndefined();
    const local = loadConfig({ DESK_AI_URL: "http://127.0.0.1:11434/v1/", DESK_AI_MODEL: "llama3.1" });
    expect(local.ok && local.value.model).toEqual({
      url: "http://127.0.0.1:11434/v1",
      model: "llama3.1",
      timeoutSeconds: 8,
    });
    const hosted = loadConfig({
      DESK_AI_URL: "https://example.openai.azure.com/openai/v1",
      DESK_AI_MODEL: "gpt-4.1-mini",
      DESK_AI_KEY: "ai-key-7",
      DESK_AI_TIMEOUT_SECONDS: "20",
    });
    expect(hosted.ok && hosted.value.model).toEqual({
      url: "https://example.openai.azure.com/openai/v1",
      model: "gpt-4.1-mini",
      key: "ai-key-7",
      timeoutSeconds: 20,
    });
    if (!hosted.ok) throw new Error(hosted.error.join("\n"));
    const printed = JSON.stringify(redactConfig(hosted.value));
    expect(printed).not.toContain("ai-key-7");
    expect(printed).toContain("gpt-4.1-mini");
  });

  it("gives one line per bad variable, and never a secret's value", () => {
    const errors = errorsOf({
      PORT: "x",
      LOG_LEVEL: "y",
      SLACK_SIGNING_SECRET: "top-secret-value",
      SLACK_BOT_TOKEN: "not-a-bot-token",
    });
    expect(errors.map((line) => line.split(":")[0])).toEqual(["PORT", "SLACK_BOT_TOKEN", "LOG_LEVEL"]);
    expect(errors.join("\n")).not.toMatch(/top-secret-value|not-a-bot-token/);
  });

  it("reads DESK_TICKETS_VISIBLE_TO: own unless everyone, and names any other value in one line", () => {
    const read = loadConfig({ DESK_TICKETS_VISIBLE_TO: "everyone" });
    expect(read.ok && read.value.ticketsVisibleTo).toBe("everyone");
    expect(errorsOf({ DESK_TICKETS_VISIBLE_TO: "all" })).toEqual([
      "DESK_TICKETS_VISIBLE_TO: must be own (people see their own tickets, IT staff all) or everyone",
    ]);
  });

  it("reads DESK_ACTION_CALLERS, and names in one line what is wrong with it, never its secrets", () => {
    const read = loadConfig({
      DESK_ACTION_CALLERS: "hr:0123456789abcdef0123:add_comment|enable_service, it:fedcba9876543210fedc:*",
    });
    expect(read.ok && read.value.actionCallers.map(({ name, actions }) => [name, actions.length])).toEqual([
      ["hr", 2],
      ["it", 6],
    ]);
    const short = errorsOf({ DESK_ACTION_CALLERS: "hr:short-secret:add_comment" });
    expect(short).toEqual(["DESK_ACTION_CALLERS: the secret of hr must be at least 16 characters"]);
    const unknown = errorsOf({ DESK_ACTION_CALLERS: "hr:0123456789abcdef0123:merge" });
    expect(unknown[0]).toContain('DESK_ACTION_CALLERS: hr names an unknown action "merge"');
    expect(unknown.join("\n")).not.toContain("0123456789abcdef0123");
  });

  it("allows unauthenticated Teams on a loopback HOST, and treats empty values as unset", () => {
    for (const host of ["127.0.0.1", "localhost", "::1", "127.4.5.6"]) {
      expect(loadConfig({ TEAMS_ALLOW_UNAUTHENTICATED: "true", HOST: host }).ok).toBe(true);
    }
    expect(loadConfig({ DESK_API_URL: "", DESK_API_TOKEN: "", PORT: "" })).toMatchObject({
      ok: true,
      value: { server: { port: 3000 } },
    });
  });
});

describe("SLACK_API_URL", () => {
  const slackApiUrlOf = (value: string) => {
    const loaded = loadConfig({ SLACK_SIGNING_SECRET: "s", SLACK_BOT_TOKEN: "xoxb-1", SLACK_API_URL: value });
    if (!loaded.ok) throw new Error(loaded.error.join("\n"));
    return loaded.value.slack?.apiUrl;
  };

  it("is the Web API's base ending in /api/ once, given with or without /api and slashes", () => {
    const host = fc.constantFrom("http://127.0.0.1:9", "https://slack.com", "https://proxy.example:8443");
    const prefix = fc.constantFrom("", "/slack", "/a/b");
    const api = fc.constantFrom("", "/api", "/API");
    const slashes = fc.constantFrom("", "/", "//");
    const extra = fc.constantFrom("", "?x=1", "#top");
    fc.assert(
      fc.property(host, prefix, api, slashes, extra, (origin, path, apiPart, tail, after) => {
        const base = slackApiUrlOf(`${origin}${path}${apiPart}${tail}${after}`);
        const expected = `${origin}${path}${apiPart === "" ? "/api" : apiPart}/`;
        expect(base).toBe(new URL(expected).href);
      }),
    );
  });
});

describe("redactConfig", () => {
  it("hides every secret and a database password, and nothing else", () => {
    const result = loadConfig({
      DESK_API_URL: "https://api.example",
      DESK_API_TOKEN: "api-token-1",
      DESK_DB: "postgres://bot:db-pass@db.example/deskbot",
      SLACK_SIGNING_SECRET: "signing-2",
      SLACK_BOT_TOKEN: "xoxb-3",
      SLACK_APP_TOKEN: "xapp-4",
      MICROSOFT_APP_ID: "app",
      MICROSOFT_APP_PASSWORD: "ms-pass-5",
      MICROSOFT_APP_TENANT_ID: "tenant",
    });
    if (!result.ok) throw new Error(result.error.join("\n"));
    const printed = JSON.stringify(redactConfig(result.value));
    for (const secret of ["api-token-1", "db-pass", "signing-2", "xoxb-3", "xapp-4", "ms-pass-5"]) {
      expect(printed).not.toContain(secret);
    }
    expect(printed).toContain("https://api.example");
    expect(printed).toContain("[redacted]");
    expect(result.value.api.token).toBe("api-token-1");
  });

  it("hides a database password given in DESK_DB's query string, as pg reads it", () => {
    const result = loadConfig({ DESK_DB: "postgres://bot@db.example/deskbot?password=db-pass-6&sslmode=require" });
    if (!result.ok) throw new Error(result.error.join("\n"));
    const printed = JSON.stringify(redactConfig(result.value));
    expect(printed).not.toContain("db-pass-6");
    expect(printed).toContain("postgres://bot@db.example/deskbot?password=[redacted]&sslmode=require");
  });
});
