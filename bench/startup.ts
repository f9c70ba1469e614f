// Start-up and idle memory: `deskbot chat -c help` wall time and `deskbot serve` resident memory, compiled vs loader.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { HOW_TO_RUN, ROOT, serveEnv, startSimulatorChild } from "./processes.ts";
import { fmt, percentile, residentMiB } from "./stats.ts";

const RUNS = 10;
/** How long `serve` sits idle before its memory is read. */
const SETTLE_MS = 3000;

type Way = keyof typeof HOW_TO_RUN;

/** Wall time of one `deskbot chat -c help`, in ms. */
async function chatHelp(way: Way): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [...HOW_TO_RUN[way], "chat", "-c", "help"], {
    cwd: ROOT,
    env: { ...process.env, DESK_DB: ":memory:" },
    stdio: "ignore",
  });
  const [code] = (await once(child, "exit")) as [number];
  if (code !== 0) throw new Error(`chat -c help exited with ${code}`);
  return performance.now() - started;
}

/** Resident memory of an idle `deskbot serve` (Teams on, no traffic), in MiB. */
async function idleServe(way: Way, simulator: { url: string; token: string }): Promise<number> {
  const env = serveEnv(simulator, { TEAMS_ALLOW_UNAUTHENTICATED: "true" });
  const child = spawn(process.execPath, [...HOW_TO_RUN[way], "serve"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  while (!log.includes("deskbot is serving")) {
    if (child.exitCode !== null) throw new Error(`serve exited: ${log}`);
    await sleep(50);
  }
  await sleep(SETTLE_MS);
  const rss = residentMiB(child.pid ?? 0);
  child.kill();
  await once(child, "exit");
  return rss;
}

/** The table: median and p90 of the chat's wall time, and serve's idle memory, for both ways of running. */
export async function runStartupBench(): Promise<string> {
  const simulator = await startSimulatorChild();
  const rows: string[] = [];
  try {
    const ways = Object.keys(HOW_TO_RUN) as Way[];
    const times = new Map<Way, number[]>(ways.map((way) => [way, []]));
    // Alternating runs, so that neither way gets the warmer machine.
    for (let run = 0; run < RUNS; run += 1) for (const way of ways) times.get(way)?.push(await chatHelp(way));
    for (const way of ways) {
      const memory = [await idleServe(way, simulator), await idleServe(way, simulator)];
      const wall = times.get(way) ?? [];
      rows.push(
        `| ${way} | ${fmt(percentile(wall, 50), 0)} | ${fmt(percentile(wall, 90), 0)} | ${fmt(Math.min(...memory))} |`,
      );
    }
  } finally {
    simulator.child.kill();
  }
  return [
    `\`deskbot chat -c help\` (${RUNS} runs each, alternating) and an idle \`deskbot serve\` (Teams on, ${SETTLE_MS / 1000} s after start):`,
    "",
    "| how deskbot runs | chat -c help p50 ms | p90 ms | serve idle RSS MiB |",
    "|---|---|---|---|",
    ...rows,
  ].join("\n");
}
