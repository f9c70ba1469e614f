// Directory sync benchmark: people's commands' answer times alone, and while a sync of 10,000 people reads GET /v1/users.
import { ApiClient } from "../src/api/client.ts";
import { RateLimiter } from "../src/api/rate-limiter.ts";
import { createRegistry } from "../src/core/commands/index.ts";
import { type Core, createCore } from "../src/core/core.ts";
import { CompanyGate } from "../src/core/gate.ts";
import { syncDirectory } from "../src/directory/sync.ts";
import { createLogger } from "../src/log.ts";
import { demoSeed } from "../src/simulator/demo-data.ts";
import { Simulator } from "../src/simulator/server.ts";
import { openSqliteStore } from "../src/store/open-store.ts";
import { fmt, percentile } from "./stats.ts";

const PEOPLE = 10_000;
/** The API's budget in this scenario (requests a minute): the sync's 200 pages need most of a minute of it. */
const LIMIT = 300;
/** People's commands: one a second (a fifth of the budget), each a list read (`apps`, pages 1 to 10), for as long as the phase lasts. */
const COMMAND_EVERY_MS = 1000;

async function commandTimes(core: Core, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  const running: Array<Promise<void>> = [];
  let index = 0;
  while (!until()) {
    const start = performance.now();
    const userId = `U${index % 20}`;
    index += 1;
    running.push(
      core.run({ platform: "slack", userId }, `apps --per-page 5 --page ${1 + (index % 10)}`).then(() => {
        times.push(performance.now() - start);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, COMMAND_EVERY_MS));
  }
  await Promise.all(running);
  return times;
}

/** Runs the scenario; returns its Markdown table. */
export async function runSyncBench(): Promise<string> {
  const seed = demoSeed();
  seed.users = Array.from({ length: PEOPLE }, (_, index) => ({
    uid: `u_${index}`,
    full_name: `Person ${index}`,
    emails: [`person.${index}@acme.example`],
    slack_user_id: `U${String(index).padStart(8, "0")}`,
  }));
  const sim = new Simulator({ seed, rateLimit: LIMIT });
  const baseUrl = await sim.listen(0, "127.0.0.1");
  const api = new ApiClient({ baseUrl, token: sim.token, limiter: new RateLimiter(LIMIT) });
  const store = await openSqliteStore(":memory:");
  const core = createCore({
    api,
    store,
    gate: new CompanyGate(api, 60),
    registry: createRegistry(),
    admins: [],
    logger: createLogger("silent"),
  });
  try {
    const phaseMs = 30_000;
    const aloneStart = performance.now();
    const alone = await commandTimes(core, () => performance.now() - aloneStart > phaseMs);
    const syncStart = performance.now();
    let syncSeconds = Number.NaN;
    let synced = 0;
    const sync = syncDirectory(api, store).then((outcome) => {
      syncSeconds = (performance.now() - syncStart) / 1000;
      synced = outcome.kind === "done" ? outcome.changes.people : 0;
    });
    let done = false;
    void sync.then(() => {
      done = true;
    });
    const during = await commandTimes(core, () => done);
    await sync;
    const rateLimited = sim.journal.filter((call) => call.status === 429).length;
    const stats = (await (await fetch(`${baseUrl}/_simulator/stats`)).json()) as { busiestMinute: number };
    const row = (label: string, times: number[]) =>
      `| ${label} | ${times.length} | ${fmt(percentile(times, 50), 0)} ms | ${fmt(percentile(times, 95), 0)} ms | ${fmt(Math.max(...times), 0)} ms |`;
    return [
      `A sync of ${PEOPLE.toLocaleString("en")} people (200 pages of GET /v1/users) with an API budget of ${LIMIT} requests a minute, while people's commands (\`apps\`, one a second from 20 people) keep arriving; in one process, against the simulator on loopback.`,
      "",
      "| phase | commands | p50 answer | p95 answer | slowest |",
      "|---|---|---|---|---|",
      row("commands alone (30 s)", alone),
      row("commands during the sync", during),
      "",
      `The sync read ${synced.toLocaleString("en")} people in ${fmt(syncSeconds, 1)} s, using what the commands left; the busiest minute had ${stats.busiestMinute} requests (budget ${LIMIT}), and the API answered 429 ${rateLimited} times.`,
    ].join("\n");
  } finally {
    await store.close();
    await api.close();
    await sim.close();
  }
}
