// `deskbot serve`: the HTTP server with the configured platforms, until SIGINT or SIGTERM.
import type { AddressInfo } from "node:net";
import { createSlackAdapter, SLACK_EVENTS_PATH } from "../adapters/slack/app.ts";
import { createTeamsAdapter, TEAMS_MESSAGES_PATH } from "../adapters/teams/adapter.ts";
import { type Config, redactConfig } from "../config.ts";
import { createLogger, type Logger } from "../log.ts";
import { createRuntime, type Runtime } from "../runtime.ts";
import { createHttpServer, listen, type RouteHandler } from "../server.ts";

/** A running server: where it listens, what it runs, how to stop it. */
export interface RunningServer {
  address: AddressInfo;
  /** `http://host:port`, for tests and logs. */
  url: string;
  runtime: Runtime;
  stop(): Promise<void>;
}

/** Builds the runtime and the platform adapters, and listens. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const runtime = await createRuntime(config, logger);
  const routes: Record<string, RouteHandler> = {};
  const slack = config.slack
    ? createSlackAdapter(config.slack, { core: runtime.core, store: runtime.store, logger, command: config.command })
    : undefined;
  if (slack?.route) routes[`POST ${SLACK_EVENTS_PATH}`] = slack.route;
  await slack?.start();
  if (config.teams) {
    routes[`POST ${TEAMS_MESSAGES_PATH}`] = createTeamsAdapter(config.teams, { core: runtime.core, logger }).route;
  }
  const server = createHttpServer({ logger, routes });
  const address = await listen(server, config.server.port, config.server.host);
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  logger.info({ address: `${host}:${address.port}`, config: redactConfig(config) }, "deskbot is serving");
  if (!config.slack && !config.teams) logger.warn("neither Slack nor Teams is configured: only GET /healthz is served");
  return {
    address,
    url: `http://${host}:${address.port}`,
    runtime,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await slack?.stop();
      await runtime.close();
    },
  };
}

/** Serves until SIGINT or SIGTERM. */
export async function runServeCommand(config: Config): Promise<void> {
  const running = await startServer(config, createLogger(config.logLevel ?? "info"));
  const onSignal = () => {
    void running.stop().then(() => process.exit(0));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
}
