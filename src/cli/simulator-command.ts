// `deskbot simulator`: the built-in API simulator alone, its base URL on the first line of output.
import { resolve } from "node:path";
import { demoSeed } from "../simulator/demo-data.ts";
import { loadSeedFile } from "../simulator/seed.ts";
import { DEFAULT_SIMULATOR_TOKEN, Simulator } from "../simulator/server.ts";
import { SIMULATOR } from "./commands.ts";
import type { CliIo } from "./io.ts";
import { readOptions, usageOf } from "./options.ts";
import { UsageError } from "./usage-error.ts";

/** Starts the simulator and serves until the run is asked to stop (SIGINT or SIGTERM); resolves to 0 once it is closed. */
export async function runSimulatorCommand(argv: string[], io: CliIo): Promise<number> {
  const values = readOptions(SIMULATOR, argv) as Record<string, string | undefined>;
  const port = numberOption("--port", values.port, 0, 65_535) ?? 0;
  const latencyMs = numberOption("--latency", values.latency, 0, 600_000) ?? 0;
  const failRate = numberOption("--fail-rate", values["fail-rate"], 0, 1) ?? 0;
  const rateLimit = numberOption("--rate-limit", values["rate-limit"], 0, 1_000_000) ?? 0;
  const seed = values.seed ? await loadSeedFile(resolve(io.cwd, values.seed)) : demoSeed();
  const simulator = new Simulator({
    seed,
    token: values.token ?? DEFAULT_SIMULATOR_TOKEN,
    latencyMs,
    failRate,
    rateLimit,
  });
  const url = await simulator.listen(port, values.host ?? "127.0.0.1");
  const stopped = io.untilStopped();
  io.stdout.write(`${url}\n`);
  io.stdout.write(
    `deskbot simulator: token "${simulator.token}", ${values.seed ? `seed ${values.seed}` : "demo data"}` +
      `${latencyMs ? `, latency ${latencyMs} ms` : ""}${failRate ? `, fail rate ${failRate}` : ""}` +
      `${rateLimit ? `, ${rateLimit} requests/minute` : ""}. Ctrl-C stops it.\n`,
  );
  await stopped;
  await simulator.close();
  return 0;
}

function numberOption(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(value) || value < min || value > max) {
    throw new UsageError(`${name} must be a number from ${min} to ${max}\nusage: ${usageOf(SIMULATOR)}`);
  }
  return value;
}
