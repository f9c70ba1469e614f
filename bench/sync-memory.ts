// Directory sync memory benchmark: `deskbot directory sync` of 50,000 people with about 20 KB of extra fields each, its peak RSS against the bound.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { DEFAULT_MAX_BODY_BYTES } from "../src/api/transport.ts";
import { demoSeed } from "../src/simulator/demo-data.ts";
import { Simulator } from "../src/simulator/server.ts";
import { DESKBOT } from "./processes.ts";
import { fmt, peakResidentMiB } from "./stats.ts";

/** The bound the README states for a sync's peak resident memory, whatever the number of people (deploy/ allows 512 Mi). */
export const SYNC_MEMORY_BOUND_MIB = 320;

/** A sync to measure: how many people, and how many bytes of fields the directory does not keep each carries. */
interface Scenario {
  label: string;
  people: number;
  extraBytes: number;
}

const SCENARIOS: Scenario[] = [
  { label: "50,000 people, 20 KB each", people: 50_000, extraBytes: 20 * 1024 },
  // 50 records of 160 KB: every page just under the client's body limit (8 MiB), the most a page may hold.
  { label: "3,000 people, 160 KB each (pages at the body limit)", people: 3_000, extraBytes: 160 * 1024 },
];

/** The platform's people for a scenario: one string shared by every record (the simulator's memory stays small), each answer carrying it in full. */
function peopleOf({ people, extraBytes }: Scenario) {
  const notes = "n".repeat(extraBytes - 1024);
  const title = "t".repeat(1024);
  return Array.from({ length: people }, (_, index) => ({
    uid: `u_${index}`,
    full_name: `Person ${index}`,
    emails: [`person.${index}@acme.example`],
    slack_user_id: `U${String(index).padStart(8, "0")}`,
    job_title: title,
    metadata: { notes },
  }));
}

/** Runs `deskbot directory sync` to the end, sampling its high-water mark (VmHWM); returns it, the time and the summary. */
async function measuredSync(env: NodeJS.ProcessEnv): Promise<{ peakMiB: number; seconds: number; summary: string }> {
  const start = performance.now();
  const child = spawn(process.execPath, [DESKBOT, "directory", "sync"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-2000);
  });
  let peakMiB = 0;
  const timer = setInterval(() => {
    const now = peakResidentMiB(child.pid ?? 0);
    if (Number.isFinite(now)) peakMiB = Math.max(peakMiB, now);
  }, 20);
  const [code] = (await once(child, "exit")) as [number | null];
  clearInterval(timer);
  if (code !== 0) throw new Error(`directory sync exited with ${code}: ${stderr}`);
  return { peakMiB, seconds: (performance.now() - start) / 1000, summary: stdout.trim() };
}

/** One scenario against `db`: the simulator in this process, deskbot in its own. */
async function measure(scenario: Scenario, db: string): Promise<string> {
  const seed = demoSeed();
  seed.users = peopleOf(scenario);
  const sim = new Simulator({ seed });
  const baseUrl = await sim.listen(0, "127.0.0.1");
  try {
    const run = await measuredSync({
      ...process.env,
      DESK_API_URL: baseUrl,
      DESK_API_TOKEN: sim.token,
      DESK_API_RATE_LIMIT: "100000",
      DESK_DB: db,
      LOG_LEVEL: "silent",
    });
    const total = (scenario.people * scenario.extraBytes) / 2 ** 30;
    const within = run.peakMiB <= SYNC_MEMORY_BOUND_MIB ? "within" : "**over**";
    return `${scenario.label} (${fmt(total, 2)} GiB) | ${run.summary.replace(/^Imported the platform's people: /, "").replace(/\.$/, "")} | ${fmt(run.seconds, 1)} s | ${fmt(run.peakMiB, 0)} MiB | ${within} ${SYNC_MEMORY_BOUND_MIB} MiB |`;
  } finally {
    await sim.close();
  }
}

/** Runs the scenarios on SQLite, and the first on Postgres when `postgresUrl` is given; returns the Markdown table. */
export async function runSyncMemoryBench(postgresUrl: string | undefined): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "deskbot-sync-memory-"));
  const lines = [
    "| store | platform's people | sync's summary | time | peak RSS | bound |",
    "|---|---|---|---|---|---|",
  ];
  for (const [index, scenario] of SCENARIOS.entries())
    lines.push(`| SQLite | ${await measure(scenario, join(dir, `store-${index}.sqlite`))}`);
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const database = `deskbot_bench_sync_memory_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${database}`);
    try {
      const url = new URL(postgresUrl);
      url.pathname = `/${database}`;
      lines.push(`| Postgres | ${await measure(SCENARIOS[0] as Scenario, url.toString())}`);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  }
  return [
    `\`npx deskbot directory sync\` from the simulator on loopback (pages of 50), each person with fields the directory does not keep; deskbot's peak resident memory (VmHWM), start-up included. A page is at most ${DEFAULT_MAX_BODY_BYTES / 2 ** 20} MiB (the client's body limit), and a sync holds one at a time: its memory does not grow with the number of people.`,
    "",
    ...lines,
  ].join("\n");
}
