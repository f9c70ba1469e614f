// Starts the benchmarked servers as child processes and waits for each to say where it listens.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * V8's young generation size for the servers under test (MiB); 0: V8's own, as deskbot is deployed.
 * Measured on 2026-11-26 (docs/benchmarks.md): 64 MiB gave no faster answers and about 80 MiB more RSS.
 */
export const SEMI_SPACE_MIB = 0;

/** deskbot as it is deployed: the compiled CLI (`npm install` builds it). */
export const DESKBOT = join(ROOT, "bin/deskbot.js");

/** How to start deskbot with node: compiled, or its TypeScript sources through the tsx loader (as before the build). */
export const HOW_TO_RUN = {
  compiled: [DESKBOT],
  "TypeScript loader": ["--import", "tsx", join(ROOT, "src/main.ts")],
} as const;

/**
 * Spawns `node NODE_ARGS FILE ARGS` (a `.ts` file through the tsx loader: the bare baselines), resolving
 * with the port read from its output by `portOf`.
 */
export async function startChild(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  portOf: (line: string) => number | undefined,
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; port: number }> {
  const loader = file.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, file, ...args], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    const onLine = (line: string) => {
      const port = portOf(line);
      if (port !== undefined) resolve({ child, port });
    };
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", onLine);
    createInterface({ input: child.stderr as NodeJS.ReadableStream }).on("line", onLine);
    child.once("exit", (code) => reject(new Error(`${file} exited with ${code} before listening`)));
  });
}

/** The port in deskbot's "deskbot is serving" log line. */
export function deskbotPort(line: string): number | undefined {
  if (!line.includes("deskbot is serving")) return undefined;
  const match = /"address":"[^"]*:(\d+)"/.exec(line);
  return match ? Number(match[1]) : undefined;
}

/** What the simulator counted: calls received, 429s answered, the most calls in any rolling minute. */
export interface SimulatorStats {
  received: number;
  rateLimited: number;
  busiestMinute: number;
}

/** The API simulator in a process of its own, so that its work does not load the benchmark's own process. */
export async function startSimulatorChild(extraArgs: string[] = []): Promise<{
  child: ChildProcess;
  url: string;
  token: string;
  received(): Promise<number>;
  stats(): Promise<SimulatorStats>;
}> {
  const token = "bench-token";
  const { child, port } = await startChild(
    DESKBOT,
    ["simulator", "--port", "0", "--token", token, ...extraArgs],
    process.env,
    (line) => {
      const match = /^http:\/\/127\.0\.0\.1:(\d+)$/.exec(line);
      return match ? Number(match[1]) : undefined;
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stats = async () => (await (await fetch(`${url}/_simulator/stats`)).json()) as SimulatorStats;
  return {
    child,
    url,
    token,
    stats,
    async received() {
      return (await stats()).received;
    },
  };
}

/** The environment of `deskbot serve` under benchmark: the simulator behind it, a store of its own, loopback. */
export function serveEnv(simulator: { url: string; token: string }, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DESK_API_URL: simulator.url,
    DESK_API_TOKEN: simulator.token,
    // The limiter must not hold commands back during the run.
    DESK_API_RATE_LIMIT: "100000",
    DESK_DB: join(mkdtempSync(join(tmpdir(), "deskbot-bench-")), "bench.sqlite"),
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    ...extra,
  };
}
