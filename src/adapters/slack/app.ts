// The Slack adapter: a Bolt app over HTTP (mounted on deskbot's server) or Socket Mode, with its listeners.
import { App, type Authorize, webApi } from "@slack/bolt";
import type { SlackConfig } from "../../config.ts";
import { within } from "../../core/flows.ts";
import { bodyOf } from "../../http-body.ts";
import { inLocale, type Locale } from "../../messages/translate.ts";
import { sealKey } from "../../sealed.ts";
import { type RouteHandler, sendJson } from "../../server.ts";
import type { WayIn } from "../way-in.ts";
import { lateDelivery } from "./deliver.ts";
import type { SlackDeps } from "./deps.ts";
import { register as registerActions } from "./listeners/actions.ts";
import { register as registerAppHome } from "./listeners/app-home.ts";
import { register as registerLinkShared } from "./listeners/link-shared.ts";
import { register as registerMessages } from "./listeners/messages.ts";
import { register as registerShortcuts } from "./listeners/shortcuts.ts";
import { register as registerSlashCommand } from "./listeners/slash-command.ts";
import { register as registerSummariseThread } from "./listeners/summarise-thread.ts";
import { register as registerViews } from "./listeners/view-submissions.ts";
import { register as registerWorkflowSteps } from "./listeners/workflow-steps.ts";
import { boltLogger } from "./logger.ts";
import { slackPayloadOf, unreadableFields } from "./payload-ids.ts";
import { RouteReceiver } from "./receiver.ts";
import { SlackRoutes } from "./routes.ts";
import { SlackProfiles } from "./slack-profiles.ts";

/** The path Slack posts to (the manifest's request URLs end with it). */
export const SLACK_EVENTS_PATH = "/slack/events";

/**
 * Builds the Bolt app. Over HTTP, the route verifies every request's signature and timestamp (401
 * when they fail), reads it once and acknowledges it (see RouteReceiver); the listeners hand over to the core.
 */
export function createSlackAdapter(config: SlackConfig, core: Omit<SlackDeps, "people" | "sealKey">): WayIn {
  const logger = boltLogger(core.logger);
  const clientOptions = {
    ...(config.apiUrl ? { slackApiUrl: config.apiUrl } : {}),
    // The Web API client's own default retries ten times over half an hour: a command would wait that long.
    ...WEB_API_PATIENCE,
  };
  const { signingSecret, botToken: token, appToken } = config;
  // deskbot's own calls (profiles, late answers) with the bot token; the listeners get Bolt's, with the same.
  const client = new webApi.WebClient(token, { ...clientOptions, logger });
  const authorize = botAuthorization(client, token);
  const receiver = appToken ? undefined : new RouteReceiver(signingSecret, core.logger);
  // No conversation store: deskbot keeps no state per conversation in Bolt (its own lives in the store),
  // and Bolt's in-memory one was a lookup on every request.
  const app = receiver
    ? new App({ authorize, receiver, logger, clientOptions, convoStore: false })
    : new App({ authorize, signingSecret, appToken, socketMode: true, logger, clientOptions, convoStore: false });
  const sealed = sealKey(signingSecret, "slack-modal-metadata");
  registerAll(app, { ...core, people: new SlackProfiles(client, core.logger), sealKey: sealed }, !receiver);
  const late = { platform: "slack" as const, deliver: lateDelivery(client, core.logger) };
  /** Asks who the bot is at start-up, so that a token Slack refuses, or Slack out of reach, is in the log at once. */
  const introduce = () => {
    void authorize({ isEnterpriseInstall: false, teamId: undefined, enterpriseId: undefined }).catch(
      (error: unknown) => {
        const refusal = (error as { code?: string; data?: { error?: string } }).data?.error;
        if ((error as { code?: string }).code === webApi.ErrorCode.PlatformError)
          core.logger.error(
            { slackError: refusal },
            "Slack refuses SLACK_BOT_TOKEN (auth.test): Slack requests cannot be answered until it is replaced; npx deskbot doctor says more",
          );
        else
          core.logger.warn(
            { err: error },
            "Slack does not answer (auth.test): it is asked again at the next Slack request; npx deskbot doctor says more",
          );
      },
    );
  };
  if (!receiver)
    return {
      routes: {},
      start: async () => {
        introduce();
        await app.start().catch((error: unknown) => {
          throw socketModeError(error);
        });
      },
      stop: () => app.stop().then(() => undefined),
      late,
    };
  const route: RouteHandler = (req, res) => {
    // Bolt refuses old timestamps only; one from the future is as suspect (a replay prepared in advance).
    if (!isFresh(req.headers["x-slack-request-timestamp"], Date.now())) {
      sendJson(res, 401, { error: "the request's timestamp is missing or more than 5 minutes away" });
      return;
    }
    const raw = bodyOf(req);
    if (!receiver.verified(req, raw)) {
      sendJson(res, 401, { error: "the request's signature is missing or wrong" });
      return;
    }
    // Bolt reads a payload's fields without asking whether it is an object (a signed `payload=null` crashed it).
    const payload = slackPayloadOf(raw, String(req.headers["content-type"] ?? ""));
    if (!payload) {
      sendJson(res, 400, { error: "the body is not a Slack payload" });
      return;
    }
    // Nor whether its person, channel or trigger is what Slack sends (a `channel: null` made it answer 500).
    const unreadable = unreadableFields(payload);
    if (unreadable.length > 0) {
      core.logger.warn({ fields: unreadable }, "a Slack request whose ids deskbot does not read: refused");
      sendJson(res, 400, { error: "the payload's ids are not ones deskbot reads" });
      return;
    }
    receiver.dispatch(req, res, payload);
  };
  return {
    routes: { [`POST ${SLACK_EVENTS_PATH}`]: route },
    start: async () => introduce(),
    stop: async () => {},
    late,
  };
}

/** A Socket Mode connection that could not open, in one line naming what to change. */
function socketModeError(error: unknown): Error {
  const { data } = error as { data?: { error?: string } };
  if (data?.error)
    return new Error(
      `SLACK_APP_TOKEN: Slack refuses to open a Socket Mode connection (${data.error}); npx deskbot doctor says more`,
    );
  return new Error(
    `SLACK_APP_TOKEN: Socket Mode cannot reach Slack (${error instanceof Error ? error.message : String(error)}): check that this host can reach it`,
  );
}

/**
 * Bolt's `authorize` for deskbot's one bot token: who the bot is (auth.test), asked when first needed
 * and kept once Slack has answered; a failure is asked again at the next request. (Bolt's own, given
 * the token, asks once at construction and keeps that answer for good: an instance started while Slack
 * was out of reach never answered anyone, and its failure was an unhandled rejection.)
 */
export function botAuthorization(client: webApi.WebClient, token: string): Authorize<boolean> {
  let identity: Promise<{ botId?: string; botUserId?: string }> | undefined;
  return async ({ isEnterpriseInstall }) => {
    identity ??= client.auth.test().then((answer) => ({
      ...(answer.bot_id ? { botId: answer.bot_id } : {}),
      ...(answer.user_id ? { botUserId: answer.user_id } : {}),
    }));
    const asked = identity;
    try {
      return { isEnterpriseInstall, botToken: token, ...(await asked) };
    } catch (error) {
      if (identity === asked) identity = undefined;
      throw error;
    }
  };
}

/** How long a Web API call may take, and how often it is tried again: once, so that an outage costs seconds, not minutes. */
export const WEB_API_PATIENCE = {
  timeout: 3_000,
  retryConfig: { retries: 1, factor: 1, minTimeout: 500, maxTimeout: 500 },
};

/** How far a signed request's timestamp may be from now, either way. */
const TIMESTAMP_WINDOW_S = 5 * 60;

/** Whether a request's `X-Slack-Request-Timestamp` (seconds) is within 5 minutes of `now` (ms), past or future. */
export function isFresh(header: string | string[] | undefined, now: number): boolean {
  const seconds = typeof header === "string" && /^\d+$/.test(header) ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && Math.abs(now / 1000 - seconds) <= TIMESTAMP_WINDOW_S;
}

function registerAll(app: App, deps: SlackDeps, socketMode: boolean): void {
  // A request whose ids are not ids (another type, kilobytes long, missing) is acknowledged and not read further
  // (over HTTP the route refuses it before Bolt reads it; this is Socket Mode's check).
  if (socketMode)
    app.use(async (args) => {
      const unreadable = unreadableFields(args.body);
      if (unreadable.length === 0) return args.next();
      deps.logger.warn({ fields: unreadable }, "a Slack request whose ids deskbot does not read: ignored");
      const { ack } = args as { ack?: () => Promise<void> };
      if (typeof ack === "function") await ack();
    });
  // Every listener's work, acknowledged or not, is followed from its start (the person's language looked up first)
  // until its answer is posted, in that language.
  app.use(async ({ next, body }) => {
    const work = readerLocale(deps, body).then((locale) => inLocale(locale ?? deps.core.defaultLocale, () => next()));
    await (deps.inFlight ? deps.inFlight.track(work) : work);
  });
  const registers = [
    registerSlashCommand,
    registerShortcuts,
    registerViews,
    registerActions,
    registerSummariseThread,
    registerAppHome,
    registerLinkShared,
    registerMessages,
    registerWorkflowSteps,
  ];
  const routes = new SlackRoutes();
  for (const register of registers) register(routes, deps);
  routes.mount(app);
  app.error(async (error) => {
    deps.logger.error({ err: error }, "a Slack listener failed");
  });
}

/**
 * How long the person's language may be looked up (only when Slack answers at once: never a wait in
 * its queue) before their request goes on in DESK_LOCALE's: Slack's 3 s ack comes first.
 */
const LOCALE_LOOKUP_MS = 1000;

/** The language of the person a Slack request is from (users.info's locale, cached with their profile), or undefined. */
async function readerLocale(deps: SlackDeps, body: unknown): Promise<Locale | undefined> {
  const fields = body as {
    user_id?: unknown;
    user?: { id?: unknown };
    event?: { user?: unknown; inputs?: { user?: { id?: unknown } } };
  };
  // A slash command, an interaction, an event, or a workflow step's person.
  const candidates = [fields.user_id, fields.user?.id, fields.event?.user, fields.event?.inputs?.user?.id];
  const user = candidates.find((id): id is string => typeof id === "string");
  if (!user) return undefined;
  // Never a wait in Slack's queue: a language not known in time is DESK_LOCALE's for this reply.
  const slackLocale = () => deps.people.localeOf(user).catch(() => undefined);
  const found = await within(deps.core.readerLocale("slack", user, slackLocale), LOCALE_LOOKUP_MS);
  return found.done ? found.value : undefined;
}
