// Starts the benchmarked servers as child processes and waits for each to say where it listens.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** V8's young generation size for the servers under test (MiB): fewer scavenges under bursts of work. */
export const SEMI_SPACE_MIB = 64;

/** Spawns `node --import tsx FILE ARGS`, resolving with the port read from its output by `portOf`. */
export async function startChild(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  portOf: (line: string) => number | undefined,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", file, ...args], {
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

/** The API simulator in a process of its own, so that its work does not load the benchmark's own process. */
export async function startSimulatorChild(): Promise<{
  child: ChildProcess;
  url: string;
  token: string;
  received(): Promise<number>;
}> {
  const token = "bench-token";
  const { child, port } = await startChild(
    join(ROOT, "src/main.ts"),
    ["simulator", "--port", "0", "--token", token],
    process.env,
    (line) => {
      const match = /^http:\/\/127\.0\.0\.1:(\d+)$/.exec(line);
      return match ? Number(match[1]) : undefined;
    },
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    token,
    async received() {
      const stats = (await (await fetch(`${url}/_simulator/stats`)).json()) as { received: number };
      return stats.received;
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
