// A command core wired to a loopback simulator and an in-memory store, for tests of the core's rules.
import { onTestFinished } from "vitest";
import { ApiClient, type ApiClientOptions } from "../../src/api/client.ts";
import { RateLimiter } from "../../src/api/rate-limiter.ts";
import type { Clock } from "../../src/clock.ts";
import type { CommandDefinition } from "../../src/core/command.ts";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import { assembleCore, type Core } from "../../src/core/core.ts";
import { CompanyGate } from "../../src/core/gate.ts";
import { CommandRegistry } from "../../src/core/registry.ts";
import type { Reply } from "../../src/core/reply.ts";
import type { Caller, CoreRequest, Delivery, Sent } from "../../src/core/requests.ts";
import { createLogger } from "../../src/log.ts";
import type { Metrics } from "../../src/metrics.ts";
import type { Simulator, SimulatorOptions } from "../../src/simulator/server.ts";
import type { DeskStore } from "../../src/store/desk-store.ts";
import { openSqliteStore } from "../../src/store/open-store.ts";
import type { Store } from "../../src/store/ports.ts";
import type { ModelClient } from "../../src/understanding/model/client.ts";
import type { ModelReader } from "../../src/understanding/model/reader.ts";
import type { TicketsVisibleTo } from "../../src/vocabulary.ts";
import { clientFor, startSimulator } from "./simulator.ts";

/** The reply, narrowed to `kind`; throws (failing the test) when it is of another kind. */
export function ofKind<K extends Reply["kind"]>(reply: Reply, kind: K): Extract<Reply, { kind: K }> {
  if (reply.kind !== kind) throw new Error(`expected a ${kind} reply, got ${reply.kind}: ${reply.title}`);
  return reply as Extract<Reply, { kind: K }>;
}

/**
 * A request as tests write it, flat: who (console `admin` unless said), how it arrived, and a
 * confirmation's press (`confirmed`, by `asker`).
 */
export type FlatRequest = Partial<Caller> & {
  deliveryId?: string;
  attachments?: Delivery["attachments"];
  warningSeen?: boolean;
  background?: boolean;
  via?: Delivery["via"];
  confirmed?: boolean;
  asker?: string;
  /** Read from someone's own words at this time (ms since the epoch): a change is proposed, not run. */
  propose?: number;
};

/** The core's request for a flat one. */
export function requestOfFlat(sent: Sent, flat: FlatRequest = {}): CoreRequest {
  const { deliveryId, attachments, warningSeen, background, via, confirmed, asker, propose, ...caller } = flat;
  const delivery: Delivery = {
    ...(deliveryId !== undefined ? { id: deliveryId } : {}),
    ...(attachments ? { attachments } : {}),
    ...(warningSeen !== undefined ? { warningSeen } : {}),
    ...(background !== undefined ? { background } : {}),
    ...(via ? { via } : {}),
  };
  return {
    caller: { platform: "console", userId: "admin", ...caller },
    sent,
    delivery,
    ...(confirmed ? { confirmation: asker === undefined ? {} : { requestedBy: asker } } : {}),
    ...(propose !== undefined ? { propose: { now: propose } } : {}),
  };
}

export interface TestCore {
  core: Core;
  sim: Simulator;
  store: DeskStore;
  api: ApiClient;
  /** Runs a command line as `userId` on `platform` (the console's `admin` by default). */
  run(text: string, request?: FlatRequest): Promise<Reply>;
  /** Hands the core's walk a request of any kind (a form's answers, values), written flat. */
  handle(sent: Sent, request?: FlatRequest): Promise<Reply>;
  /** API calls the simulator received other than reading the company. */
  writesAndReads(): Array<{ method: string; path: string }>;
}

export async function startCore(
  options: {
    admins?: string[];
    ttlSeconds?: number;
    clock?: Clock;
    /** The core's own clock (deadlines, caches), when it is not the system's. */
    coreClock?: Clock;
    simulator?: Partial<SimulatorOptions>;
    token?: string;
    /** The client's own options (a short timeout, say). */
    client?: Partial<ApiClientOptions>;
    /** The store the core uses, made from the test's SQLite one (a flaky one, a resilient one). */
    wrapStore?: (store: DeskStore) => Store;
    /** Commands besides the real ones. */
    extraCommands?: CommandDefinition[];
    /** The demo console's operator, an admin while no admin is configured. */
    consoleOperator?: string;
    /** The second reader of people's words (a model), when the test has one. */
    model?: ModelReader;
    /** The model's client for thread summaries, when the test has one. */
    summaryModel?: ModelClient;
    /** Where the core counts (commands, words, model calls). */
    metrics?: Metrics;
    /** Whose tickets people see (DESK_TICKETS_VISIBLE_TO); their own unless said. */
    ticketsVisibleTo?: TicketsVisibleTo;
  } = {},
): Promise<TestCore> {
  const sim = await startSimulator(options.simulator);
  const api = options.token
    ? new ApiClient({ baseUrl: sim.baseUrl, token: options.token, limiter: new RateLimiter(10_000) })
    : clientFor(sim, options.client);
  const store = await openSqliteStore(":memory:", options.clock ? { clock: options.clock } : {});
  // Closed with the test, as every store should be: nothing is left for the garbage collector to finalize.
  onTestFinished(() => store.close());
  const { core, pipeline } = assembleCore({
    api,
    store: options.wrapStore ? options.wrapStore(store) : store,
    gate: new CompanyGate(api, options.ttlSeconds ?? 60, options.clock),
    registry: new CommandRegistry([...ALL_COMMANDS, ...(options.extraCommands ?? [])]),
    admins: options.admins ?? ["admin"],
    logger: createLogger("silent"),
    ...(options.coreClock ? { clock: options.coreClock } : {}),
    ...(options.consoleOperator ? { consoleOperator: options.consoleOperator } : {}),
    ...(options.model ? { model: options.model } : {}),
    ...(options.summaryModel ? { summaryModel: options.summaryModel } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(options.ticketsVisibleTo ? { ticketsVisibleTo: options.ticketsVisibleTo } : {}),
  });
  return {
    core,
    sim,
    store,
    api,
    run: (text, request = {}) => pipeline.handle(requestOfFlat({ kind: "text", text }, request)),
    handle: (sent, request = {}) => pipeline.handle(requestOfFlat(sent, request)),
    writesAndReads: () =>
      sim.journal
        .filter((call) => call.path !== "/v1/company")
        .map((call) => ({ method: call.method, path: call.path })),
  };
}
