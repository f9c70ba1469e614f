// Profiles a server under the benchmark's load: `npx tsx bench/profile.ts slack|teams [options]`.
//
//   --bare            the platform's bare baseline instead of the compiled `deskbot serve`
//   --seconds N       how long the load runs (20)
//   --concurrency N   requests in flight (8)
//   --kind K          Teams: `message` (default) or `invoke`
//   --heap            heap snapshots (idle, then under load) instead of a CPU profile
//   --out DIR         where the files go (/tmp/perf/<platform>-<target>[-heap])
//
// A CPU profile (node --cpu-prof) is written when the server exits on SIGTERM. Beside it, window.json
// records when the load ran (CLOCK_MONOTONIC µs, the profile's own clock), how many requests it
// served, and the server's CPU time over the load; `npx tsx bench/profile-summary.ts DIR` reads both.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { type Platform, type Rig, type Started, startRig, startServer } from "./rigs.ts";
import { fmt, percentile, residentMiB } from "./stats.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    bare: { type: "boolean", default: false },
    seconds: { type: "string", default: "20" },
    concurrency: { type: "string", default: "8" },
    kind: { type: "string" },
    heap: { type: "boolean", default: false },
    out: { type: "string" },
  },
});
const platform = positionals[0] as Platform;
if (platform !== "slack" && platform !== "teams") {
  process.stderr.write(
    "usage: npx tsx bench/profile.ts slack|teams [--bare] [--seconds N] [--concurrency N] [--heap]\n",
  );
  process.exit(2);
}
const which = values.bare ? "bare" : "deskbot";
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const kind = values.kind ?? (platform === "slack" ? "command" : "message");
const dir = values.out ?? join("/tmp/perf", `${platform}-${which}${values.heap ? "-heap" : ""}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

/** The process's user + system CPU time in ms, from /proc (Linux; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs `concurrency` loops of requests until `until` (performance.now ms); the answer and ack times. */
async function load(rig: Rig, server: Started, until: number): Promise<Map<string, number[]>> {
  const timings = new Map<string, number[]>();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const timing = await rig.fire(server, kind);
        for (const [measure, value] of Object.entries(timing)) {
          const list = timings.get(measure) ?? [];
          list.push(value);
          timings.set(measure, list);
        }
      }
    }),
  );
  return timings;
}

/** Waits until a new .heapsnapshot in `dir` stops growing; its name. */
async function snapshotWritten(before: Set<string>): Promise<string> {
  for (;;) {
    const file = readdirSync(dir).find((name) => name.endsWith(".heapsnapshot") && !before.has(name));
    if (file) {
      let size = -1;
      for (;;) {
        await sleep(500);
        const now = statSync(join(dir, file)).size;
        if (now === size && now > 0) return file;
        size = now;
      }
    }
    await sleep(200);
  }
}

const nodeArgs = values.heap
  ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${dir}`]
  : ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--cpu-prof-interval=200"];
const rig = await startRig(platform);
const server = await startServer(which, rig, nodeArgs);
try {
  await load(rig, server, performance.now() + 2000);
  await sleep(1000);
  const notes: Record<string, unknown> = { platform, target: server.name, kind, concurrency, seconds };
  if (values.heap) {
    // Idle: after a warm-up, with nothing in flight. Under load: halfway through the load.
    const idle = snapshotWritten(new Set());
    process.kill(server.pid, "SIGUSR2");
    notes.idle = await idle;
    notes.idleRssMiB = residentMiB(server.pid);
    const before = new Set(readdirSync(dir));
    const loading = load(rig, server, performance.now() + seconds * 1000);
    await sleep((seconds * 1000) / 2);
    notes.loadRssMiB = residentMiB(server.pid);
    process.kill(server.pid, "SIGUSR2");
    notes.underLoad = await snapshotWritten(before);
    await loading;
  } else {
    const cpuBefore = cpuMs(server.pid);
    const startUs = Number(process.hrtime.bigint() / 1000n);
    const timings = await load(rig, server, performance.now() + seconds * 1000);
    const endUs = Number(process.hrtime.bigint() / 1000n);
    const cpu = cpuMs(server.pid) - cpuBefore;
    const requests = [...timings.values()][0]?.length ?? 0;
    Object.assign(notes, {
      startUs,
      endUs,
      requests,
      cpuMs: cpu,
      cpuMsPerRequest: cpu / requests,
      rssMiB: residentMiB(server.pid),
      ...Object.fromEntries(
        [...timings].flatMap(([measure, list]) => [
          [`${measure}P50`, percentile(list, 50)],
          [`${measure}P99`, percentile(list, 99)],
        ]),
      ),
    });
  }
  await server.stop();
  writeFileSync(join(dir, "window.json"), `${JSON.stringify(notes, null, 2)}\n`);
  process.stdout.write(
    `${dir}\n${JSON.stringify(notes, (_k, v) => (typeof v === "number" ? Number(fmt(v, 3)) : v))}\n`,
  );
} finally {
  await server.stop();
  await rig.close();
}
