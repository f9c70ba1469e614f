// A command core wired to a loopback simulator and an in-memory store, for tests of the core's rules.
import { onTestFinished } from "vitest";
import { ApiClient, type ApiClientOptions } from "../../src/api/client.ts";
import { RateLimiter } from "../../src/api/rate-limiter.ts";
import type { Clock } from "../../src/clock.ts";
import type { CommandDefinition } from "../../src/core/command.ts";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import { DeskCore, type TextRequest } from "../../src/core/engine.ts";
import { CompanyGate } from "../../src/core/gate.ts";
import { CommandRegistry } from "../../src/core/registry.ts";
import type { Reply } from "../../src/core/reply.ts";
import { createLogger } from "../../src/log.ts";
import type { Simulator, SimulatorOptions } from "../../src/simulator/server.ts";
import type { DeskStore } from "../../src/store/desk-store.ts";
import { openSqliteStore } from "../../src/store/open-store.ts";
import type { Store } from "../../src/store/ports.ts";
import { clientFor, startSimulator } from "./simulator.ts";

/** The reply, narrowed to `kind`; throws (failing the test) when it is of another kind. */
export function ofKind<K extends Reply["kind"]>(reply: Reply, kind: K): Extract<Reply, { kind: K }> {
  if (reply.kind !== kind) throw new Error(`expected a ${kind} reply, got ${reply.kind}: ${reply.title}`);
  return reply as Extract<Reply, { kind: K }>;
}

export interface TestCore {
  core: DeskCore;
  sim: Simulator;
  store: DeskStore;
  api: ApiClient;
  /** Runs a command as `userId` on `platform` (console by default). */
  run(text: string, request?: Partial<Omit<TextRequest, "kind" | "text">>): Promise<Reply>;
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
  } = {},
): Promise<TestCore> {
  const sim = await startSimulator(options.simulator);
  const api = options.token
    ? new ApiClient({ baseUrl: sim.baseUrl, token: options.token, limiter: new RateLimiter(10_000) })
    : clientFor(sim, options.client);
  const store = await openSqliteStore(":memory:", options.clock ? { clock: options.clock } : {});
  // Closed with the test, as every store should be: nothing is left for the garbage collector to finalize.
  onTestFinished(() => store.close());
  const core = new DeskCore({
    api,
    store: options.wrapStore ? options.wrapStore(store) : store,
    gate: new CompanyGate(api, options.ttlSeconds ?? 60, options.clock),
    registry: new CommandRegistry([...ALL_COMMANDS, ...(options.extraCommands ?? [])]),
    admins: options.admins ?? ["admin"],
    logger: createLogger("silent"),
    ...(options.coreClock ? { clock: options.coreClock } : {}),
    ...(options.consoleOperator ? { consoleOperator: options.consoleOperator } : {}),
  });
  return {
    core,
    sim,
    store,
    api,
    run: (text, request = {}) => core.handle({ kind: "text", text, platform: "console", userId: "admin", ...request }),
    writesAndReads: () =>
      sim.journal
        .filter((call) => call.path !== "/v1/company")
        .map((call) => ({ method: call.method, path: call.path })),
  };
}
