// `deskbot doctor`'s checks: the configuration against the live API, store, Slack and Teams, each a line with what to do when it fails.
import { webApi } from "@slack/bolt";
import { boltLogger } from "../adapters/slack/logger.ts";
import { unwrapRecord } from "../api/envelope.ts";
import { API_PREFIX, RATE_LIMIT_HEADERS } from "../api/limits.ts";
import { CompanySchema } from "../api/schemas.ts";
import type { Config } from "../config.ts";
import { type Logger, redactUrls } from "../log.ts";
import { DEMO_DIRECTORY_FILE } from "../runtime.ts";
import { migrationsFor } from "../store/migrations.ts";
import { openStore } from "../store/open-store.ts";
import type { DirectoryStatus } from "../store/people-records.ts";
import { demoRefusal } from "./demo-guard.ts";
import { checkModel } from "./doctor-model.ts";
import { type CheckResult, failed, pass } from "./doctor-result.ts";
import { slackScopesFor } from "./manifest-command.ts";

export type { CheckResult } from "./doctor-result.ts";

export interface DoctorOptions {
  logger: Logger;
  /** The Microsoft identity platform's token endpoint for a tenant (tests point it at a loopback fake). */
  teamsTokenUrl?: (tenant: string) => string;
  /** How long each live check may take. */
  timeoutMs?: number;
}

const MICROSOFT_TOKEN_URL = (tenant: string) => `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/token`;
const BOT_FRAMEWORK_SCOPE = "https://api.botframework.com/.default";
/** The tenant of multi-tenant bots' tokens. */
const BOT_FRAMEWORK_TENANT = "botframework.com";

/** Every check that applies to `config`, in order: the API, the store, Slack, Teams, the model. */
export async function runDoctor(config: Config, options: DoctorOptions): Promise<CheckResult[]> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const results = [...(await checkApi(config, timeoutMs)), ...(await checkStore(config, options.logger))];
  if (config.slack)
    results.push(
      ...(await checkSlack(
        config.slack,
        slackScopesFor(config.requestLinkDomain, config.model !== undefined),
        options.logger,
        timeoutMs,
      )),
    );
  if (config.teams) results.push(...(await checkTeams(config.teams, options, timeoutMs)));
  if (config.model) results.push(...(await checkModel(config.model, timeoutMs)));
  // What a check found may quote a URL (an error's message): never with its credentials.
  return results.map((result) => ({
    ...result,
    detail: redactUrls(result.detail),
    ...(result.fix ? { fix: redactUrls(result.fix) } : {}),
  }));
}

/** The API: the token accepted, the company, the chat flags of the platforms configured, the rate-limit headers. */
async function checkApi(config: Config, timeoutMs: number): Promise<CheckResult[]> {
  const { url, token, rateLimit } = config.api;
  const refusal = demoRefusal(config);
  if (refusal) {
    return [
      failed(
        "api",
        "DESK_API_URL is not set while Slack or Teams credentials are: deskbot serve refuses to start on the demo data",
        "Set DESK_API_URL and DESK_API_TOKEN to the platform's API; or DESK_DEMO=true to let people in Slack or Teams try the demo company.",
      ),
    ];
  }
  if (!url || !token) {
    return [
      pass(
        "api",
        config.demo && (config.slack || config.teams)
          ? "DESK_API_URL is not set and DESK_DEMO=true: deskbot serves Slack and Teams the demo company (a trial)"
          : "DESK_API_URL is not set: deskbot uses its built-in simulator with demo data (a trial)",
      ),
    ];
  }
  let answer: Response;
  try {
    answer = await fetch(`${url.replace(/\/+$/, "")}${API_PREFIX}/company`, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return [
      failed(
        "api",
        "the API does not answer at DESK_API_URL",
        "Check DESK_API_URL, and that this host can reach it (proxy, firewall).",
      ),
    ];
  }
  if (answer.status === 401 || answer.status === 403) {
    return [
      failed(
        "api",
        `the API refuses the token (HTTP ${answer.status})`,
        "Set DESK_API_TOKEN to a valid token of the platform's public API (its settings, API tokens).",
      ),
    ];
  }
  if (!answer.ok) {
    return [
      failed(
        "api",
        `GET /v1/company answered HTTP ${answer.status}`,
        "Check that DESK_API_URL is the API's base URL (the path /v1/… is added to it).",
      ),
    ];
  }
  const company = CompanySchema.safeParse(unwrapRecord(await answer.json().catch(() => undefined)));
  if (!company.success) {
    return [
      failed(
        "api",
        "GET /v1/company did not answer a company record",
        "Check that DESK_API_URL is the service-management API's base URL.",
      ),
    ];
  }
  const results = [pass("api", `token accepted: ${company.data.name}`)];
  for (const [configured, flag, name] of [
    [config.slack, company.data.has_slack_enabled, "Slack"],
    [config.teams, company.data.has_ms_teams_enabled, "Microsoft Teams"],
  ] as const) {
    if (!configured) continue;
    results.push(
      flag
        ? pass("api", `the ${name} integration is on for ${company.data.name}`)
        : failed(
            "api",
            `the ${name} integration is off for ${company.data.name}: deskbot will tell people so`,
            `Turn on the ${name} integration in the platform's settings.`,
          ),
    );
  }
  const limit = Number(answer.headers.get(RATE_LIMIT_HEADERS.limit));
  if (!Number.isFinite(limit) || answer.headers.get(RATE_LIMIT_HEADERS.limit) === null) {
    results.push(
      pass("api", `the API sent no rate-limit header: deskbot keeps to DESK_API_RATE_LIMIT (${rateLimit} a minute)`),
    );
  } else if (rateLimit > limit) {
    results.push(
      failed(
        "api",
        `DESK_API_RATE_LIMIT is ${rateLimit} a minute, the API allows this token ${limit}`,
        `Set DESK_API_RATE_LIMIT=${limit} (or less), so that people wait in turns instead of getting errors.`,
      ),
    );
  } else {
    results.push(pass("api", `rate limit: the API allows ${limit} a minute, deskbot sends at most ${rateLimit}`));
  }
  return results;
}

/** The store: reachable, its migrations current, writable; and no demo data behind a real API. */
async function checkStore(config: Config, logger: Logger): Promise<CheckResult[]> {
  const where = config.store.kind === "sqlite" ? config.store.path : "the Postgres database";
  let store: Awaited<ReturnType<typeof openStore>>;
  try {
    store = await openStore(config.store, { logger });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [
      failed(
        "store",
        `cannot open ${where}: ${reason.replace(/^DESK_DB: /, "")}`,
        "Check DESK_DB: the file's folder must be writable; a Postgres URL must name a reachable database and a user allowed to create tables.",
      ),
    ];
  }
  try {
    const results: CheckResult[] = [];
    const expected = Object.keys(await migrationsFor(config.store.kind).getMigrations()).length;
    const applied = await store.schemaVersion();
    results.push(
      applied === expected
        ? pass("store", `${where} answers, migrations current (${applied})`)
        : failed(
            "store",
            `${where} has ${applied} of ${expected} migrations`,
            "Start deskbot once with a user allowed to alter tables: it applies the missing migrations.",
          ),
    );
    const key = `doctor:${process.pid}:${Date.now()}`;
    const claim = await store.claimIdempotency(key, 1000);
    await store.releaseIdempotency(key);
    results.push(
      claim.status === "claimed"
        ? pass("store", "writable")
        : failed("store", "a write was not taken", "Check that DESK_DB's user may insert and delete rows."),
    );
    const directory = await store.directoryStatus();
    const linked = (await store.linkCounts()).reduce((sum, each) => sum + each.count, 0);
    results.push(ticketVisibility(config, directory, linked));
    if (config.api.url && directory.lastImport?.file === DEMO_DIRECTORY_FILE) {
      results.push(
        failed(
          "configuration",
          `${where} holds the demo's data, and DESK_API_URL names a real platform`,
          "Point DESK_DB at a new database, or run npx deskbot directory clear and unlink what the demo linked.",
        ),
      );
    }
    return results;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [failed("store", `${where} failed a check: ${reason}`, "Check DESK_DB and the database's health.")];
  } finally {
    await store.close();
  }
}

/**
 * Whose tickets people see (CONTRACT §12): which rule is in force, and under the default, how many
 * of the directory's people are IT staff (who see every ticket beside deskbot's admins).
 */
function ticketVisibility(config: Config, directory: DirectoryStatus, linked: number): CheckResult {
  if (config.ticketsVisibleTo === "everyone")
    return pass(
      "tickets",
      "DESK_TICKETS_VISIBLE_TO=everyone: any chat user may read and comment on any ticket (set own, or unset it, to show people their own)",
    );
  const staff = `${directory.itStaff} of the directory's ${directory.people} people`;
  // Nobody can be linked yet: every ticket is "not found" to all but deskbot's admins.
  if (directory.people === 0 && linked === 0)
    return failed(
      "tickets",
      "people see their own tickets, but the directory is empty and nobody is linked: only deskbot's admins see any ticket",
      "Load the directory (npx deskbot directory sync, or directory import FILE) or link people (link), so that deskbot knows whose tickets are whose; or set DESK_TICKETS_VISIBLE_TO=everyone.",
    );
  return pass(
    "tickets",
    `people see their own tickets; deskbot's admins and IT staff (platform role owner, admin or it: ${staff}) see all of them`,
  );
}

/** Slack: the bot token's workspace and scopes, the signing secret's form, Socket Mode's app token. */
async function checkSlack(
  slack: NonNullable<Config["slack"]>,
  wanted: string[],
  logger: Logger,
  timeoutMs: number,
): Promise<CheckResult[]> {
  const client = (token: string) =>
    new webApi.WebClient(token, {
      ...(slack.apiUrl ? { slackApiUrl: slack.apiUrl } : {}),
      retryConfig: { retries: 0 },
      timeout: timeoutMs,
      // The client's own console lines (`[WARN] web-api…`) would repeat the verdict in its words: deskbot's logger (errors only).
      logger: boltLogger(logger),
    });
  const results: CheckResult[] = [];
  try {
    const identity = await client(slack.botToken).auth.test();
    results.push(pass("slack", `the bot token works in the workspace ${identity.team ?? identity.team_id ?? "?"}`));
    const granted = new Set(identity.response_metadata?.scopes ?? []);
    const missing = wanted.filter((scope) => !granted.has(scope));
    results.push(
      missing.length === 0
        ? pass("slack", `the bot token has every scope of the manifest (${wanted.join(", ")})`)
        : failed(
            "slack",
            `the bot token lacks ${missing.join(", ")}`,
            "Add the missing scopes under OAuth & Permissions (or update the app from deskbot manifest slack), reinstall the app, then set the new SLACK_BOT_TOKEN.",
          ),
    );
  } catch (error) {
    results.push(
      slackFailure(
        error,
        "the bot token",
        "Set SLACK_BOT_TOKEN to the app's Bot User OAuth Token (xoxb-…), from OAuth & Permissions after installing the app.",
        slack.apiUrl,
      ),
    );
  }
  results.push(
    /^[0-9a-f]{32}$/.test(slack.signingSecret)
      ? pass("slack", "the signing secret has Slack's form (32 hex characters)")
      : failed(
          "slack",
          "SLACK_SIGNING_SECRET does not look like a Slack signing secret (32 hex characters)",
          "Copy the Signing Secret from Basic Information > App Credentials (not the client secret or a token).",
        ),
  );
  if (slack.appToken) {
    try {
      await client(slack.appToken).apps.connections.open();
      results.push(pass("slack", "Socket Mode: the app token opens a connection"));
    } catch (error) {
      results.push(
        slackFailure(
          error,
          "the app token",
          "Create an app-level token with the connections:write scope (Basic Information > App-Level Tokens) and set it as SLACK_APP_TOKEN; turn Socket Mode on.",
          slack.apiUrl,
          "Socket Mode: ",
        ),
      );
    }
  }
  return results;
}

/** Slack's answers that refuse a token (auth.test, apps.connections.open): the token is what to change. */
const TOKEN_REFUSALS = new Set([
  "invalid_auth",
  "not_authed",
  "account_inactive",
  "token_revoked",
  "token_expired",
  "not_allowed_token_type",
  "no_permission",
  "missing_scope",
]);

/**
 * A failed Slack call, said for what it is: Slack refusing the token (the token's fix), Slack answering
 * something else, or Slack not answering at all (this host cannot reach it: the network's fix).
 */
function slackFailure(error: unknown, what: string, tokenFix: string, apiUrl: string | undefined, prefix = "") {
  const { code, data, statusCode } = error as { code?: string; data?: { error?: string }; statusCode?: number };
  const where = apiUrl ? `SLACK_API_URL (${new URL(apiUrl).host})` : "slack.com";
  if (code === webApi.ErrorCode.PlatformError && data?.error && TOKEN_REFUSALS.has(data.error))
    return failed("slack", `${prefix}Slack refuses ${what} (${data.error})`, tokenFix);
  if (code === webApi.ErrorCode.PlatformError)
    return failed("slack", `${prefix}Slack answered ${data?.error ?? "an error"} when checking ${what}`, tokenFix);
  if (code === webApi.ErrorCode.HTTPError || code === webApi.ErrorCode.RateLimitedError)
    return failed(
      "slack",
      `${prefix}Slack answered HTTP ${statusCode ?? 429} when checking ${what}`,
      "Slack may be having an outage (status.slack.com): run deskbot doctor again in a few minutes.",
    );
  return failed(
    "slack",
    `${prefix}Slack does not answer at ${where}`,
    `Check that this host can reach ${where} (proxy, firewall, DNS)${apiUrl ? ", or unset SLACK_API_URL" : ""}.`,
  );
}

/** Teams: an access token for the app id (and tenant), as the Bot Framework will ask for one to send replies. */
async function checkTeams(
  teams: NonNullable<Config["teams"]>,
  options: DoctorOptions,
  timeoutMs: number,
): Promise<CheckResult[]> {
  if (!teams.appId) {
    return [
      failed(
        "teams",
        "no MICROSOFT_APP_ID: Teams is served without authentication (TEAMS_ALLOW_UNAUTHENTICATED)",
        "For Teams itself, set MICROSOFT_APP_ID, MICROSOFT_APP_PASSWORD and MICROSOFT_APP_TENANT_ID from the Azure Bot.",
      ),
    ];
  }
  if (teams.appType === "UserAssignedMSI") {
    return [pass("teams", "a managed identity: its token can only be obtained inside Azure, not checked from here")];
  }
  const tenant = teams.appType === "SingleTenant" ? (teams.tenantId ?? "") : BOT_FRAMEWORK_TENANT;
  const tokenUrl = (options.teamsTokenUrl ?? MICROSOFT_TOKEN_URL)(tenant);
  try {
    const answer = await fetch(tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: teams.appId,
        client_secret: teams.appPassword ?? "",
        scope: BOT_FRAMEWORK_SCOPE,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await answer.json().catch(() => ({}))) as {
      access_token?: string;
      error?: string;
      error_description?: string;
    };
    if (answer.ok && body.access_token)
      return [pass("teams", `an access token was obtained for the app in tenant ${tenant}`)];
    const code = body.error_description?.match(/AADSTS\d+/)?.[0] ?? body.error ?? `HTTP ${answer.status}`;
    return [failed("teams", `no access token for the app in tenant ${tenant} (${code})`, teamsFix(code))];
  } catch {
    return [
      failed(
        "teams",
        "the Microsoft identity platform does not answer",
        "Check that this host can reach login.microsoftonline.com.",
      ),
    ];
  }
}

/** What to do about a token endpoint's refusal, by its code. */
function teamsFix(code: string): string {
  if (code === "AADSTS700016" || code === "unauthorized_client")
    return "The app id is not registered in that tenant: check MICROSOFT_APP_ID, and MICROSOFT_APP_TENANT_ID (the Azure Bot's tenant).";
  if (code === "AADSTS90002" || code === "invalid_tenant" || code === "AADSTS900023")
    return "The tenant does not exist: set MICROSOFT_APP_TENANT_ID to the Azure Bot's Directory (tenant) ID.";
  if (code === "AADSTS7000215" || code === "invalid_client")
    return "The secret is wrong or expired: create a new client secret for the app and set MICROSOFT_APP_PASSWORD.";
  return "Check MICROSOFT_APP_ID, MICROSOFT_APP_PASSWORD, MICROSOFT_APP_TYPE and MICROSOFT_APP_TENANT_ID against the Azure Bot.";
}
