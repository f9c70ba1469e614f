// Wires deskbot together from its configuration: API client (or the in-process simulator), store, core.
import { ApiClient } from "./api/client.ts";
import { RATE_LIMIT_WINDOW_MS } from "./api/limits.ts";
import { RateLimiter } from "./api/rate-limiter.ts";
import { systemClock } from "./clock.ts";
import type { Config } from "./config.ts";
import { createRegistry } from "./core/commands/index.ts";
import { type Core, createCore } from "./core/core.ts";
import { CompanyGate } from "./core/gate.ts";
import { InFlight } from "./in-flight.ts";
import type { Logger } from "./log.ts";
import { Metrics } from "./metrics.ts";
import type { Simulator } from "./simulator/server.ts";
import { openStore } from "./store/open-store.ts";
import type { ResilientStore } from "./store/resilient-store.ts";
import { sharedBudget } from "./store/shared-budget.ts";
import { createModelClient } from "./understanding/model/client.ts";
import { createModelReader } from "./understanding/model/reader.ts";

/** Everything a running deskbot holds, and how to let go of it. */
export interface Runtime {
  config: Config;
  logger: Logger;
  api: ApiClient;
  store: ResilientStore;
  gate: CompanyGate;
  core: Core;
  /** Everything counted, for GET /metrics. */
  metrics: Metrics;
  /** Work under way, which a stop waits for. */
  inFlight: InFlight;
  /** The in-process simulator, when DESK_API_URL is unset. */
  simulator?: Simulator;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** The demo console's user: an admin for running it, when DESK_ADMINS names nobody. */
  consoleOperator?: string;
  /** What this process runs (`chat`, `serve`…), as the demo's lock names its owner to another that finds it taken. */
  purpose?: string;
}

/**
 * Builds the runtime; with no DESK_API_URL it starts the simulator with demo data on loopback,
 * after taking the demo's data for this process (another that has it makes this one refuse, naming it).
 */
export async function createRuntime(config: Config, logger: Logger, options: RuntimeOptions = {}): Promise<Runtime> {
  let simulator: Simulator | undefined;
  let releaseDemo: (() => void) | undefined;
  let baseUrl = config.api.url;
  let token = config.api.token;
  if (!baseUrl || !token) {
    // What was changed in the demo stays changed, as its audit log says: its records are kept beside its store.
    // The simulator and its demo data are loaded only for the demo: a real deployment never runs them.
    const [{ demoSeed }, { demoRecordsFile, keepDemoRecords, restoreDemoRecords }, { Simulator }, owner] =
      await Promise.all([
        import("./simulator/demo-data.ts"),
        import("./simulator/demo-records.ts"),
        import("./simulator/server.ts"),
        import("./simulator/demo-owner.ts"),
      ]);
    // One process at a time has the demo's files: two would overwrite each other's records.
    const files = owner.demoFilesOf(config.store);
    releaseDemo = files ? owner.claimDemo(files, options.purpose ?? "deskbot") : undefined;
    const kept = demoRecordsFile(config.store);
    simulator = new Simulator({
      seed: demoSeed(),
      ...(kept ? { onChange: (state) => keepDemoRecords(state, kept, logger) } : {}),
    });
    if (kept) restoreDemoRecords(simulator.state, kept, logger);
    baseUrl = await simulator.listen(0, "127.0.0.1").catch((error: unknown) => {
      releaseDemo?.();
      throw error;
    });
    token = simulator.token;
    logger.info({ baseUrl }, "DESK_API_URL is not set: using the built-in simulator with demo data");
  }
  const metrics = new Metrics();
  const inFlight = new InFlight();
  let store: ResilientStore;
  try {
    store = await openStore(config.store, { logger, metrics });
  } catch (error) {
    await simulator?.close();
    releaseDemo?.();
    throw error;
  }
  try {
    await keepDemoApart(store, config, Boolean(simulator));
  } catch (error) {
    await store.close();
    await simulator?.close();
    releaseDemo?.();
    throw error;
  }
  // Instances that share a Postgres share the token's budget too; with SQLite it is this process's.
  const shared = config.store.kind === "postgres" ? sharedBudget(store, token, config.api.rateLimit) : undefined;
  const limiter = new RateLimiter(config.api.rateLimit, RATE_LIMIT_WINDOW_MS, systemClock, shared);
  const api = new ApiClient({ baseUrl, token, limiter, logger, metrics });
  metrics.watchBudget(() => limiter.remaining);
  const gate = new CompanyGate(api, config.companyTtlSeconds);
  const modelClient = config.model ? createModelClient(config.model) : undefined;
  const core = createCore({
    api,
    store,
    gate,
    registry: createRegistry(),
    admins: config.admins,
    ...(options.consoleOperator ? { consoleOperator: options.consoleOperator } : {}),
    ...(config.requestLinkDomain ? { requestLinkDomain: config.requestLinkDomain } : {}),
    ticketsVisibleTo: config.ticketsVisibleTo,
    defaultLocale: config.locale,
    logger,
    metrics,
    // Only with DESK_AI_URL and DESK_AI_MODEL set is there a model; its calls go straight to it, never through the API's client or budget.
    ...(modelClient
      ? { model: createModelReader({ client: modelClient, logger, metrics }), summaryModel: modelClient }
      : {}),
  });
  return {
    config,
    logger,
    api,
    store,
    gate,
    core,
    metrics,
    inFlight,
    ...(simulator ? { simulator } : {}),
    async close() {
      await api.close();
      await store.close();
      await simulator?.close();
      releaseDemo?.();
    },
  };
}

/** How the demo's directory is named in the store: what marks a database as the demo's. */
export const DEMO_DIRECTORY_FILE = "demo data";

/**
 * The demo's people are its directory, so that names and links show at once (an imported one is
 * kept). A real API is never served from a store that holds the demo's data: its people and links
 * would be taken for the company's.
 */
async function keepDemoApart(store: ResilientStore, config: Config, demo: boolean): Promise<void> {
  const directory = await store.directoryStatus();
  if (demo) {
    const { demoDirectory } = await import("./simulator/demo-data.ts");
    if (directory.people === 0) await store.replaceDirectory(demoDirectory(), DEMO_DIRECTORY_FILE);
    return;
  }
  if (directory.lastImport?.file !== DEMO_DIRECTORY_FILE) return;
  const where = config.store.kind === "sqlite" ? config.store.path : "the Postgres database";
  throw new Error(
    `DESK_DB: ${where} holds the demo's data (its people and links), and DESK_API_URL names a real platform. ` +
      "Point DESK_DB at a new database for the platform (the demo keeps ./data/demo.sqlite by default), " +
      "or, to keep this one, clear the demo's people first: npx deskbot directory clear, then unlink what the demo linked.",
  );
}

/** Whether the runtime talks to the built-in demo simulator rather than a real API. */
export function isDemo(config: Config): boolean {
  return !config.api.url;
}
