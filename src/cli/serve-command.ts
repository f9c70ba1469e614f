// `deskbot serve`: the HTTP server with the configured platforms, until SIGINT or SIGTERM.
import type { Config } from "../config.ts";
import { redactConfig } from "../config.ts";
import { createLogger } from "../log.ts";
import { createRuntime } from "../runtime.ts";
import { createHttpServer, listen } from "../server.ts";

/** Starts serving; resolves once listening, with a function that stops everything. */
export async function runServeCommand(config: Config): Promise<() => Promise<void>> {
  const logger = createLogger(config.logLevel ?? "info");
  const runtime = await createRuntime(config, logger);
  const server = createHttpServer({ logger });
  const address = await listen(server, config.server.port, config.server.host);
  logger.info({ address: `${address.address}:${address.port}`, config: redactConfig(config) }, "deskbot is serving");
  if (!config.slack && !config.teams) {
    logger.warn("neither Slack nor Teams is configured: only GET /healthz is served");
  }
  const stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await runtime.close();
  };
  const onSignal = () => {
    void stop().then(() => process.exit(0));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return stop;
}
