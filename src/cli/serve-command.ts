// `deskbot serve`: the HTTP server with the configured platforms, until SIGINT or SIGTERM.
import { timingSafeEqual } from "node:crypto";
import type { AddressInfo } from "node:net";
import { actionRoutes } from "../adapters/actions/endpoint.ts";
import { createSlackAdapter, SLACK_EVENTS_PATH } from "../adapters/slack/app.ts";
import { createTeamsAdapter, TEAMS_MESSAGES_PATH } from "../adapters/teams/adapter.ts";
import { systemClock } from "../clock.ts";
import { type Config, redactConfig } from "../config.ts";
import { CutOffWork, type CutOffWorkOptions } from "../core/cut-off-work.ts";
import { scheduleDirectorySync } from "../core/directory-sync-schedule.ts";
import { createLogger, type Logger } from "../log.ts";
import { Readiness } from "../readiness.ts";
import { createRuntime, type Runtime } from "../runtime.ts";
import { createHttpServer, listen, type RouteHandler, sendJson, sendPage } from "../server.ts";
import { StoreUnavailableError } from "../store/ports.ts";
import { demoRefusal } from "./demo-guard.ts";
import type { CliIo } from "./io.ts";

/** How long, after the grace period, the answers "run it again" have to reach their people. */
export const TELLING_MS = 5_000;

/** A running server: where it listens, what it runs, how to stop it. */
export interface RunningServer {
  address: AddressInfo;
  /** `http://host:port`, for tests and logs. */
  url: string;
  /** Every route served (`GET /healthz`, `POST /slack/events`…), as the start-up log names them. */
  routes: string[];
  runtime: Runtime;
  /** Turns GET /readyz to 503 for good: load balancers send no more traffic; requests that arrive are still served. */
  drain(): void;
  /**
   * A deploy's stop: drains, serves what still arrives, waits up to `graceMs` for the commands
   * under way to deliver their answers, then stops. Resolves to how many were still under way.
   */
  shutdown(graceMs: number): Promise<number>;
  stop(): Promise<void>;
}

/** What tests may change of how the server reaches the outside world. */
export interface ServerOptions {
  /** Where the Bot Framework's signing keys are published (Microsoft's own unless set). */
  teamsOpenIdMetadataUrl?: string;
}

/**
 * Builds the runtime and the platform adapters, and listens. When anything fails on the way, what
 * was started is stopped again and the error says, in one line, what is wrong.
 */
export async function startServer(config: Config, logger: Logger, options: ServerOptions = {}): Promise<RunningServer> {
  // Real employees must never be served the demo company by mistake.
  const refusal = demoRefusal(config);
  if (refusal) throw new Error(refusal);
  const runtime = await createRuntime(config, logger);
  try {
    return await serve(runtime, config, logger, options);
  } catch (error) {
    await runtime.close();
    throw error;
  }
}

async function serve(runtime: Runtime, config: Config, logger: Logger, options: ServerOptions): Promise<RunningServer> {
  const routes: Record<string, RouteHandler> = {};
  const slack = config.slack
    ? createSlackAdapter(config.slack, {
        core: runtime.core,
        store: runtime.store,
        logger,
        command: config.command,
        inFlight: runtime.inFlight,
      })
    : undefined;
  if (slack?.route) routes[`POST ${SLACK_EVENTS_PATH}`] = slack.route;
  await slack?.start().catch((error: unknown) => {
    throw socketModeError(error);
  });
  const teams = config.teams
    ? createTeamsAdapter(config.teams, {
        core: runtime.core,
        logger,
        inFlight: runtime.inFlight,
        ...(options.teamsOpenIdMetadataUrl ? { openIdMetadataUrl: options.teamsOpenIdMetadataUrl } : {}),
      })
    : undefined;
  if (teams) routes[`POST ${TEAMS_MESSAGES_PATH}`] = teams.route;
  // The signed action endpoint for automation: off (404) unless DESK_ACTION_CALLERS names callers.
  Object.assign(routes, actionRoutes(runtime.core, runtime.store, config.actionCallers));
  // The pages the Teams app package links to (its privacy and terms URLs).
  routes["GET /privacy"] = (_req, res) => sendPage(res, "privacy");
  routes["GET /terms"] = (_req, res) => sendPage(res, "terms");
  const readiness = new Readiness(runtime.store, runtime.api);
  routes["GET /readyz"] = async (_req, res) => {
    const report = await readiness.report();
    sendJson(res, report.ready ? 200 : 503, report);
  };
  routes["GET /metrics"] = async (req, res) => {
    if (config.metricsToken && !isBearer(req.headers.authorization, config.metricsToken)) {
      res.writeHead(401, { "www-authenticate": "Bearer" }).end();
      return;
    }
    res.writeHead(200, { "content-type": runtime.metrics.contentType }).end(await runtime.metrics.text());
  };
  const server = createHttpServer({ logger, routes, metrics: runtime.metrics, inFlight: runtime.inFlight });
  let address: AddressInfo;
  try {
    address = await listen(server, config.server.port, config.server.host);
  } catch (error) {
    await slack?.stop();
    throw listenError(error, config.server);
  }
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const stopSyncing = scheduleDirectorySync(
    {
      api: runtime.api,
      store: runtime.store,
      logger,
      clock: systemClock,
    },
    config.directorySyncHours,
  );
  const stopTelling = tellCutOffWork(runtime, logger, {
    ...(slack ? { slack: slack.deliverLate } : {}),
    ...(teams ? { teams: teams.deliverLate } : {}),
  });
  const served = ["GET /healthz", ...Object.keys(routes)].sort();
  logger.info(
    { address: `${host}:${address.port}`, routes: served, config: redactConfig(config) },
    "deskbot is serving",
  );
  if (!config.slack && !config.teams)
    logger.warn(
      { routes: served },
      `neither Slack nor Teams is configured: no chat reaches deskbot; it serves ${served.join(", ")}`,
    );
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      stopTelling();
      stopSyncing();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await slack?.stop();
      await runtime.close();
    })();
    return stopped;
  };
  return {
    address,
    url: `http://${host}:${address.port}`,
    routes: served,
    runtime,
    drain: () => readiness.stop(),
    async shutdown(graceMs) {
      readiness.stop();
      // Link previews wait behind people's commands for the budget: none is waited for.
      runtime.core.previews.stop();
      logger.info({ underWay: runtime.inFlight.count, graceMs }, "stopping: waiting for the commands under way");
      if (!(await runtime.inFlight.idle(graceMs))) {
        // Commands whose calls still wait for the budget are told to run again; nothing of theirs was sent.
        const told = runtime.api.abandonQueued();
        if (told > 0) {
          logger.warn({ told }, "the grace period ended: people whose commands had not run are told to run them again");
          await runtime.inFlight.idle(TELLING_MS);
        }
      }
      const left = runtime.inFlight.count;
      if (left > 0) logger.warn({ left }, "stopping with commands still under way after the grace period");
      await stop();
      return left;
    },
    stop,
  };
}

/** How often an instance looks for work that a stopped instance left cut off (its lease ran out). */
const CUT_OFF_SWEEP_MS = 30_000;

/**
 * Tells the people whose work was cut off by a stop (this instance's last run, or another
 * instance's), now and then every half minute; returns the way to stop looking.
 */
function tellCutOffWork(runtime: Runtime, logger: Logger, deliveries: CutOffWorkOptions["deliveries"]): () => void {
  const work = new CutOffWork({ store: runtime.store, clock: systemClock, logger, deliveries });
  const sweep = () => {
    const swept = work.sweep().catch((error: unknown) => {
      // The store down is said elsewhere (readiness, the store's own log): the next sweep tries again.
      if (!(error instanceof StoreUnavailableError)) logger.warn({ err: error }, "could not look for cut-off work");
    });
    runtime.inFlight.track(swept);
  };
  sweep();
  const timer = setInterval(sweep, CUT_OFF_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Whether an Authorization header carries `token` as a bearer token (compared in constant time). */
function isBearer(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A failed listen in one line that names the variable to change. */
function listenError(error: unknown, where: { port: number; host: string }): Error {
  const code = (error as { code?: unknown }).code;
  if (code === "EADDRINUSE") return new Error(`PORT: ${where.port} is already in use on ${where.host}`);
  if (code === "EACCES") return new Error(`PORT: ${where.port} may not be used by this user on ${where.host}`);
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
    return new Error(`HOST: ${where.host} is not an address of this machine`);
  return new Error(
    `cannot listen on ${where.host}:${where.port}: ${error instanceof Error ? error.message : String(error)}`,
  );
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

/** Serves until the run is asked to stop (SIGINT or SIGTERM), then stops within the grace period; resolves to 0. */
export async function runServeCommand(config: Config, io: CliIo): Promise<number> {
  const logger = createLogger(config.logLevel ?? "info", io.stderr);
  // A promise nobody awaited (a library's, on input it did not expect) is logged; it never ends the process.
  io.onUnhandledRejection?.((reason) => {
    logger.error({ err: reason }, "a promise was rejected and nobody handled it");
  });
  // Until it serves, a signal ends the process as by default (a start-up that hangs can be stopped).
  const running = await startServer(config, logger);
  await io.untilStopped();
  await running.shutdown(config.shutdownGraceSeconds * 1000);
  return 0;
}
