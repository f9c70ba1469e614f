// Environment -> one typed, validated Config (the README's Configuration); one line per bad variable; secrets redacted.
import { isIP } from "node:net";
import { z } from "zod";
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from "./api/limits.ts";
import { redactUrl } from "./log.ts";
import { LOCALE_SETTING_RULE, type Locale, localeOf } from "./messages/translate.ts";
import { fail, ok, type Result } from "./result.ts";
import { ACTION_NAMES, type ActionName, TICKET_VISIBILITIES, type TicketsVisibleTo } from "./vocabulary.ts";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export const MICROSOFT_APP_TYPES = ["MultiTenant", "SingleTenant", "UserAssignedMSI"] as const;

export interface SlackConfig {
  signingSecret: string;
  botToken: string;
  /** Set: Socket Mode instead of HTTP. */
  appToken?: string;
  /** Base of the Slack Web API, ending in `/api/` (see `slackWebApiBase`); unset: Slack's own. */
  apiUrl?: string;
}

export interface TeamsConfig {
  /** Unset only when unauthenticated Teams is allowed (loopback, tests). */
  appId?: string;
  appPassword?: string;
  appType: (typeof MICROSOFT_APP_TYPES)[number];
  tenantId?: string;
  /** Activities accepted without Bot Framework authentication (loopback only). */
  allowUnauthenticated: boolean;
}

/** A model that reads people's words when the built-in reader is not sure (CONTRACT section 9, "With a model"). */
export interface ModelConfig {
  /** The base URL of an OpenAI-compatible API: `POST {url}/chat/completions`. */
  url: string;
  /** The model's name, as the API knows it. */
  model: string;
  /** A bearer key; unset for a local server that takes none. */
  key?: string;
  /** How long one call may take before the person gets the built-in answer. */
  timeoutSeconds: number;
}

export type StoreConfig = { kind: "sqlite"; path: string } | { kind: "postgres"; url: string };

export interface Config {
  api: {
    /** Unset: the built-in simulator, in process, with demo data. */
    url?: string;
    token?: string;
    rateLimit: number;
  };
  companyTtlSeconds: number;
  /** The slash command, such as `/desk`. */
  command: string;
  /** Chat user ids with the admin role. */
  admins: string[];
  store: StoreConfig;
  server: { port: number; host: string };
  slack?: SlackConfig;
  teams?: TeamsConfig;
  /** `serve` may run on the built-in demo simulator although Slack or Teams credentials are set. */
  demo: boolean;
  /** When set, GET /metrics requires it as a bearer token. */
  metricsToken?: string;
  /** The automations allowed to call POST /api/actions/ACTION (DESK_ACTION_CALLERS); none: the endpoint is off. */
  actionCallers: ActionCaller[];
  /** The host of the platform's request links (DESK_REQUEST_LINK_DOMAIN): links to it name a ticket. */
  requestLinkDomain?: string;
  /** DESK_TICKETS_VISIBLE_TO: whose tickets people may see in chat (CONTRACT §12), `own` unless set to `everyone`. */
  ticketsVisibleTo: TicketsVisibleTo;
  /** On SIGTERM or SIGINT, how long commands under way may take to finish. */
  shutdownGraceSeconds: number;
  /** How often `serve` syncs the directory from the platform's people list; 0: never. */
  directorySyncHours: number;
  /** DESK_LOCALE: the language of people whose own is not known. */
  locale: Locale;
  /** DESK_AI_*: the model that reads words the built-in reader is not sure of; unset: none, and nothing is ever sent to one. */
  model?: ModelConfig;
  /** Unset: `info` for the server, `warn` for the console (whose output is the conversation). */
  logLevel?: (typeof LOG_LEVELS)[number];
}

/** An automation allowed to call the action endpoint: its name, its secret, and the actions it may run (`*`: all). */
export interface ActionCaller {
  name: string;
  secret: string;
  actions: readonly ActionName[];
}

/**
 * DESK_ACTION_CALLERS: comma-separated `NAME:SECRET:ACTION|ACTION` (`*` for every action), or the
 * reason it cannot be read (never naming a secret).
 */
export function parseActionCallers(value: string): ActionCaller[] | string {
  const callers: ActionCaller[] = [];
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = "", secret = "", actions = "", ...rest] = entry.split(":");
    if (rest.length > 0 || !/^[A-Za-z0-9_-]{1,64}$/.test(name))
      return `each caller must be NAME:SECRET:ACTION|ACTION (a name of letters, digits, - or _)`;
    if (secret.length < 16) return `the secret of ${name} must be at least 16 characters`;
    const named = actions === "*" ? [...ACTION_NAMES] : actions.split("|");
    const unknown = named.find((action) => !(ACTION_NAMES as readonly string[]).includes(action));
    if (unknown !== undefined)
      return `${name} names an unknown action "${unknown}" (one of ${ACTION_NAMES.join(", ")}, or *)`;
    if (callers.some((caller) => caller.name === name)) return `${name} is named twice`;
    callers.push({ name, secret, actions: named as ActionName[] });
  }
  return callers;
}

/** The configuration, or one line per bad variable. */
export type ConfigResult = Result<Config, string[]>;

const httpUrl = z
  .string()
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), "must be an http:// or https:// URL");
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);
const secret = (prefix?: string) =>
  prefix ? z.string().startsWith(prefix, `must start with "${prefix}"`) : z.string().min(1, "must not be empty");

const EnvSchema = z.object({
  DESK_API_URL: httpUrl.optional(),
  DESK_API_TOKEN: secret().optional(),
  DESK_API_RATE_LIMIT: wholeNumber(1, 100_000).default(DEFAULT_RATE_LIMIT_PER_MINUTE),
  DESK_COMPANY_TTL: wholeNumber(0, 86_400).default(60),
  DESK_COMMAND: z
    .string()
    .regex(/^\/[a-z0-9_-]{1,31}$/, "must be a slash and 1 to 31 lower-case letters, digits, - or _ (like /desk)")
    .default("/desk"),
  DESK_ADMINS: z.string().default(""),
  DESK_DB: z.string().min(1).optional(),
  PORT: wholeNumber(0, 65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SLACK_SIGNING_SECRET: secret().optional(),
  SLACK_BOT_TOKEN: secret("xoxb-").optional(),
  SLACK_APP_TOKEN: secret("xapp-").optional(),
  SLACK_API_URL: httpUrl.optional(),
  MICROSOFT_APP_ID: z.string().min(1).optional(),
  MICROSOFT_APP_PASSWORD: secret().optional(),
  MICROSOFT_APP_TYPE: z
    .enum(MICROSOFT_APP_TYPES, { message: `must be one of ${MICROSOFT_APP_TYPES.join(", ")}` })
    // New Azure Bot registrations are single-tenant (multi-tenant ones cannot be created since July 2025).
    .default("SingleTenant"),
  MICROSOFT_APP_TENANT_ID: z.string().min(1).optional(),
  TEAMS_ALLOW_UNAUTHENTICATED: z
    .enum(["true", "false"], { message: "must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }).optional(),
  DESK_METRICS_TOKEN: secret().optional(),
  DESK_ACTION_CALLERS: z
    .string()
    .optional()
    .transform((value, context) => {
      const callers = parseActionCallers(value ?? "");
      if (typeof callers === "string") {
        context.addIssue({ code: "custom", message: callers });
        return z.NEVER;
      }
      return callers;
    }),
  DESK_REQUEST_LINK_DOMAIN: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d+)?$/i, "must be a host name, such as desk.example.com (no https://)")
    .transform((value) => value.toLowerCase())
    .optional(),
  DESK_TICKETS_VISIBLE_TO: z
    .enum(TICKET_VISIBILITIES, { message: "must be own (people see their own tickets, IT staff all) or everyone" })
    .default("own"),
  DESK_SHUTDOWN_GRACE_SECONDS: wholeNumber(0, 3600).default(25),
  DESK_DIRECTORY_SYNC_HOURS: wholeNumber(0, 8760).default(24),
  DESK_LOCALE: z
    .string()
    .refine((value) => localeOf(value) !== undefined, LOCALE_SETTING_RULE)
    .transform((value) => localeOf(value) as Locale)
    .default("en"),
  DESK_DEMO: z
    .enum(["true", "false"], { message: "must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  DESK_AI_URL: httpUrl.optional(),
  DESK_AI_MODEL: z.string().min(1).max(200, "must be a model's name (200 characters at most)").optional(),
  DESK_AI_KEY: secret().optional(),
  DESK_AI_TIMEOUT_SECONDS: wholeNumber(1, 120).default(8),
});

type Env = z.infer<typeof EnvSchema>;

/** Every variable deskbot reads (deployment files are held to this list by a test). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

/** The variables that hold a secret (DESK_DB too: a Postgres URL carries its password): deployments take them from a secret store. */
export const SECRET_VARIABLES = [
  "DESK_API_TOKEN",
  "DESK_DB",
  "DESK_METRICS_TOKEN",
  "DESK_ACTION_CALLERS",
  "DESK_AI_KEY",
  "SLACK_SIGNING_SECRET",
  "SLACK_BOT_TOKEN",
  "SLACK_APP_TOKEN",
  "MICROSOFT_APP_PASSWORD",
] as const satisfies ReadonlyArray<keyof Env>;

/**
 * Where the store is when DESK_DB is unset: the demo (no DESK_API_URL, the built-in simulator)
 * keeps a database of its own, so that its people, links and admins never reach the store of a
 * real platform.
 */
export const DEFAULT_DATABASES = { real: "./data/deskbot.sqlite", demo: "./data/demo.sqlite" } as const;

/**
 * The Slack Web API's base from SLACK_API_URL, given as Slack writes its own (`https://slack.com/api/`)
 * or as a host alone (`https://slack-proxy.example`): deskbot calls `{base}METHOD`, so `/api/` ends
 * the base, added when the URL's path does not already end in `/api`. Query and fragment are dropped.
 * Slack's response URLs are then accepted on this base's origin (beside Slack's own `hooks.slack.com`).
 */
export function slackWebApiBase(value: string): string {
  const url = new URL(value);
  const path = url.pathname.replace(/\/+$/, "");
  url.pathname = /\/api$/i.test(path) ? `${path}/` : `${path}/api/`;
  url.search = "";
  url.hash = "";
  return url.href;
}

/** Whether a host name or address is on this machine only. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "");
  if (bare === "localhost" || bare === "::1") return true;
  return isIP(bare) === 4 && bare.startsWith("127.");
}

/**
 * Reads the configuration from an environment. Empty values count as unset. Every bad variable
 * gives one line, `NAME: what is wrong`; a secret's value is never part of it.
 */
export function loadConfig(environment: Record<string, string | undefined>): ConfigResult {
  const known = Object.keys(EnvSchema.shape);
  const input = Object.fromEntries(
    known.map((name) => [name, environment[name]?.trim() === "" ? undefined : environment[name]?.trim()]),
  );
  const parsed = EnvSchema.safeParse(input);
  if (!parsed.success) {
    const lines = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "environment");
      if (!lines.has(name)) lines.set(name, `${name}: ${issue.message}`);
    }
    return fail([...lines.values()]);
  }
  const errors = [...placeholderChecks(input), ...crossChecks(parsed.data)];
  return errors.length > 0 ? fail(errors) : ok(toConfig(parsed.data));
}

/** The placeholders deploy/'s examples carry instead of real values: `CHANGE-ME`, and the all-zero GUID for Teams' ids. */
const PLACEHOLDER = /CHANGE-ME/i;
const NIL_GUID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

/** A variable still holding an example's placeholder would start deskbot against nothing: each is named. */
function placeholderChecks(input: Record<string, string | undefined>): string[] {
  const errors: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (PLACEHOLDER.test(value) || (name.startsWith("MICROSOFT_APP_") && NIL_GUID.test(value)))
      errors.push(`${name}: still the example's placeholder; set the real value (in the Secret, or .env)`);
  }
  return errors;
}

/** Rules that join several variables. */
function crossChecks(env: Env): string[] {
  const errors: string[] = [];
  if (env.DESK_API_URL && !env.DESK_API_TOKEN) errors.push("DESK_API_TOKEN: required when DESK_API_URL is set");
  if (env.DESK_API_TOKEN && !env.DESK_API_URL) errors.push("DESK_API_URL: required when DESK_API_TOKEN is set");
  if (Boolean(env.SLACK_SIGNING_SECRET) !== Boolean(env.SLACK_BOT_TOKEN)) {
    const missing = env.SLACK_SIGNING_SECRET ? "SLACK_BOT_TOKEN" : "SLACK_SIGNING_SECRET";
    errors.push(
      `${missing}: required with ${missing === "SLACK_BOT_TOKEN" ? "SLACK_SIGNING_SECRET" : "SLACK_BOT_TOKEN"}`,
    );
  }
  if (env.SLACK_APP_TOKEN && !env.SLACK_BOT_TOKEN) {
    errors.push("SLACK_APP_TOKEN: Socket Mode also needs SLACK_BOT_TOKEN and SLACK_SIGNING_SECRET");
  }
  if (env.MICROSOFT_APP_ID && !env.MICROSOFT_APP_PASSWORD && env.MICROSOFT_APP_TYPE !== "UserAssignedMSI") {
    errors.push("MICROSOFT_APP_PASSWORD: required with MICROSOFT_APP_ID");
  }
  if (env.MICROSOFT_APP_PASSWORD && !env.MICROSOFT_APP_ID)
    errors.push("MICROSOFT_APP_ID: required with MICROSOFT_APP_PASSWORD");
  if (env.MICROSOFT_APP_TYPE === "SingleTenant" && env.MICROSOFT_APP_ID && !env.MICROSOFT_APP_TENANT_ID) {
    errors.push("MICROSOFT_APP_TENANT_ID: required when MICROSOFT_APP_TYPE is SingleTenant");
  }
  if (env.TEAMS_ALLOW_UNAUTHENTICATED && !isLoopback(env.HOST)) {
    errors.push(`TEAMS_ALLOW_UNAUTHENTICATED: refused because HOST (${env.HOST}) is not a loopback address`);
  }
  if (env.DESK_AI_URL && !env.DESK_AI_MODEL) errors.push("DESK_AI_MODEL: required when DESK_AI_URL is set");
  if (env.DESK_AI_MODEL && !env.DESK_AI_URL) errors.push("DESK_AI_URL: required when DESK_AI_MODEL is set");
  if (env.DESK_AI_KEY && !env.DESK_AI_URL) errors.push("DESK_AI_URL: required when DESK_AI_KEY is set");
  if (env.DESK_DB && /^postgres(ql)?:/i.test(env.DESK_DB) && !URL.canParse(env.DESK_DB)) {
    errors.push("DESK_DB: the postgres:// URL cannot be parsed");
  }
  return errors;
}

function toConfig(env: Env): Config {
  const slack: SlackConfig | undefined =
    env.SLACK_SIGNING_SECRET && env.SLACK_BOT_TOKEN
      ? {
          signingSecret: env.SLACK_SIGNING_SECRET,
          botToken: env.SLACK_BOT_TOKEN,
          ...(env.SLACK_APP_TOKEN ? { appToken: env.SLACK_APP_TOKEN } : {}),
          ...(env.SLACK_API_URL ? { apiUrl: slackWebApiBase(env.SLACK_API_URL) } : {}),
        }
      : undefined;
  const teams: TeamsConfig | undefined =
    env.MICROSOFT_APP_ID || env.TEAMS_ALLOW_UNAUTHENTICATED
      ? {
          ...(env.MICROSOFT_APP_ID ? { appId: env.MICROSOFT_APP_ID } : {}),
          ...(env.MICROSOFT_APP_PASSWORD ? { appPassword: env.MICROSOFT_APP_PASSWORD } : {}),
          appType: env.MICROSOFT_APP_TYPE,
          ...(env.MICROSOFT_APP_TENANT_ID ? { tenantId: env.MICROSOFT_APP_TENANT_ID } : {}),
          allowUnauthenticated: env.TEAMS_ALLOW_UNAUTHENTICATED,
        }
      : undefined;
  return {
    api: {
      ...(env.DESK_API_URL ? { url: env.DESK_API_URL } : {}),
      ...(env.DESK_API_TOKEN ? { token: env.DESK_API_TOKEN } : {}),
      rateLimit: env.DESK_API_RATE_LIMIT,
    },
    companyTtlSeconds: env.DESK_COMPANY_TTL,
    command: env.DESK_COMMAND,
    admins: env.DESK_ADMINS.split(",")
      .map((id) => id.trim())
      .filter((id) => id !== ""),
    store: storeOf(env.DESK_DB ?? (env.DESK_API_URL ? DEFAULT_DATABASES.real : DEFAULT_DATABASES.demo)),
    server: { port: env.PORT, host: env.HOST },
    demo: env.DESK_DEMO,
    ...(env.DESK_METRICS_TOKEN ? { metricsToken: env.DESK_METRICS_TOKEN } : {}),
    ...(env.DESK_REQUEST_LINK_DOMAIN ? { requestLinkDomain: env.DESK_REQUEST_LINK_DOMAIN } : {}),
    directorySyncHours: env.DESK_DIRECTORY_SYNC_HOURS,
    ticketsVisibleTo: env.DESK_TICKETS_VISIBLE_TO,
    actionCallers: env.DESK_ACTION_CALLERS,
    locale: env.DESK_LOCALE,
    shutdownGraceSeconds: env.DESK_SHUTDOWN_GRACE_SECONDS,
    ...(slack ? { slack } : {}),
    ...(teams ? { teams } : {}),
    ...(env.DESK_AI_URL && env.DESK_AI_MODEL
      ? {
          model: {
            url: env.DESK_AI_URL.replace(/\/+$/, ""),
            model: env.DESK_AI_MODEL,
            ...(env.DESK_AI_KEY ? { key: env.DESK_AI_KEY } : {}),
            timeoutSeconds: env.DESK_AI_TIMEOUT_SECONDS,
          },
        }
      : {}),
    ...(env.LOG_LEVEL ? { logLevel: env.LOG_LEVEL } : {}),
  };
}

/** DESK_DB's value as a store: a `postgres://` URL, or a SQLite file. */
function storeOf(database: string): StoreConfig {
  return /^postgres(ql)?:/i.test(database) ? { kind: "postgres", url: database } : { kind: "sqlite", path: database };
}

const REDACTED = "[redacted]";

/** A copy of the configuration fit to print or log: secrets replaced, and credentials in its URLs (userinfo, query) hidden. */
export function redactConfig(config: Config): Config {
  const store: StoreConfig =
    config.store.kind === "postgres" ? { kind: "postgres", url: redactUrl(config.store.url) } : config.store;
  return {
    ...config,
    api: {
      ...config.api,
      ...(config.api.url ? { url: redactUrl(config.api.url) } : {}),
      ...(config.api.token ? { token: REDACTED } : {}),
    },
    store,
    ...(config.metricsToken ? { metricsToken: REDACTED } : {}),
    actionCallers: config.actionCallers.map((caller) => ({ ...caller, secret: REDACTED })),
    ...(config.slack
      ? {
          slack: {
            ...config.slack,
            signingSecret: REDACTED,
            botToken: REDACTED,
            ...(config.slack.appToken ? { appToken: REDACTED } : {}),
          },
        }
      : {}),
    ...(config.teams
      ? { teams: { ...config.teams, ...(config.teams.appPassword ? { appPassword: REDACTED } : {}) } }
      : {}),
    ...(config.model
      ? {
          model: {
            ...config.model,
            url: redactUrl(config.model.url),
            ...(config.model.key ? { key: REDACTED } : {}),
          },
        }
      : {}),
  };
}
