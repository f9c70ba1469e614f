// `deskbot serve`: the HTTP server with the configured platforms, until SIGINT or SIGTERM.
import type { AddressInfo } from "node:net";
import { actionEndpoint } from "../adapters/actions/endpoint.ts";
import type { WayIn } from "../adapters/way-in.ts";
import { startBackgroundWork } from "../background-work.ts";
import { type Config, redactConfig, type TeamsConfig } from "../config.ts";
import { createLogger, type Logger } from "../log.ts";
import { operatorRoutes } from "../operator-routes.ts";
import { Readiness } from "../readiness.ts";
import { createRuntime, type Runtime } from "../runtime.ts";
import { createHttpServer, listen, type RouteHandler } from "../server.ts";
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
  /** Microsoft Graph's base URL, where Teams threads are read (Microsoft's own unless set). */
  teamsGraphUrl?: string;
  /** Entra ID's sign-in base URL, where Graph tokens are asked for (Microsoft's own unless set). */
  teamsLoginUrl?: string;
  /** The app registration Graph is read as when the bot has no credentials of its own (tests only: a fake Entra ID). */
  teamsGraphApp?: Pick<TeamsConfig, "appId" | "appPassword" | "appType" | "tenantId">;
}

/**
 * Builds the runtime and the platform adapters, and listens. When anything fails on the way, what
 * was started is stopped again and the error says, in one line, what is wrong.
 */
export async function startServer(config: Config, logger: Logger, options: ServerOptions = {}): Promise<RunningServer> {
  // Real employees must never be served the demo company by mistake.
  const refusal = demoRefusal(config);
  if (refusal) throw new Error(refusal);
  const runtime = await createRuntime(config, logger, { purpose: "serve" });
  try {
    return await serve(runtime, config, logger, options);
  } catch (error) {
    await runtime.close();
    throw error;
  }
}

/**
 * The ways in `config` turns on: Slack, Teams (each when configured), and the action endpoint. A
 * platform's adapter is loaded only when it is configured: Bolt, and the Bot Framework with its
 * Azure and MSAL libraries, are megabytes of code a deployment of the other platform never runs.
 */
async function waysIn(runtime: Runtime, config: Config, logger: Logger, options: ServerOptions): Promise<WayIn[]> {
  const { core, store, inFlight } = runtime;
  const { createSlackAdapter } = config.slack ? await import("../adapters/slack/app.ts") : {};
  const { createTeamsAdapter } = config.teams ? await import("../adapters/teams/adapter.ts") : {};
  return [
    ...(config.slack && createSlackAdapter
      ? [createSlackAdapter(config.slack, { core, store, logger, command: config.command, inFlight })]
      : []),
    ...(config.teams && createTeamsAdapter
      ? [
          createTeamsAdapter(config.teams, {
            core,
            logger,
            inFlight,
            ...(options.teamsOpenIdMetadataUrl ? { openIdMetadataUrl: options.teamsOpenIdMetadataUrl } : {}),
            ...(options.teamsGraphUrl ? { graphUrl: options.teamsGraphUrl } : {}),
            ...(options.teamsLoginUrl ? { loginUrl: options.teamsLoginUrl } : {}),
            ...(options.teamsGraphApp ? { graphApp: options.teamsGraphApp } : {}),
          }),
        ]
      : []),
    // The signed action endpoint for automation: off (404) unless DESK_ACTION_CALLERS names callers.
    actionEndpoint(core, store, config.actionCallers),
  ];
}

/** Serves `runtime`: every way in's routes and the operator's on one server, and the instance's own work. */
async function serve(runtime: Runtime, config: Config, logger: Logger, options: ServerOptions): Promise<RunningServer> {
  const ways = await waysIn(runtime, config, logger, options);
  const readiness = new Readiness(runtime.store, runtime.api);
  const routes: Record<string, RouteHandler> = Object.assign(
    {},
    ...ways.map((way) => way.routes),
    operatorRoutes({
      readiness,
      metrics: runtime.metrics,
      ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
      locale: config.locale,
    }),
  );
  const stopWays = () => Promise.all(ways.map((way) => way.stop()));
  const server = createHttpServer({ logger, routes, metrics: runtime.metrics, inFlight: runtime.inFlight });
  let address: AddressInfo;
  try {
    for (const way of ways) await way.start();
    address = await listen(server, config.server.port, config.server.host).catch((error: unknown) => {
      throw listenError(error, config.server);
    });
  } catch (error) {
    await stopWays();
    throw error;
  }
  const stopBackground = startBackgroundWork(
    runtime,
    logger,
    Object.fromEntries(ways.flatMap((way) => (way.late ? [[way.late.platform, way.late.deliver]] : []))),
  );
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
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
  // Everything started is stopped here, once.
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      stopBackground();
      runtime.core.previews.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopWays();
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
    shutdown: (graceMs) => drainThenStop(runtime, readiness, logger, graceMs, stop),
    stop,
  };
}

/**
 * A deploy's stop: turns /readyz to 503, serves what still arrives, waits up to `graceMs` for the
 * commands under way to deliver their answers, then stops. Resolves to how many were still under way.
 */
async function drainThenStop(
  runtime: Runtime,
  readiness: Readiness,
  logger: Logger,
  graceMs: number,
  stop: () => Promise<void>,
): Promise<number> {
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
