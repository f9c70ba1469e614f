// `npm run bench`: runs every benchmark scenario and prints its figures as Markdown tables.
import { cpus, totalmem } from "node:os";
import { runDirectoryBench } from "./directory.ts";
import { runIdentityBench } from "./identity.ts";
import { runLongWordsBench } from "./long-words.ts";
import { runModelBench } from "./model.ts";
import { runScaleBench } from "./scale.ts";
import { runSlackBench } from "./slack.ts";
import { runSoak } from "./soak.ts";
import { runStartupBench } from "./startup.ts";
import { runSyncBench } from "./sync.ts";
import { runSyncMemoryBench } from "./sync-memory.ts";
import { runTeamsBench } from "./teams.ts";
import { runUnderstandingBench } from "./understanding.ts";

const machine = `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
process.stdout.write(`deskbot benchmarks, ${new Date().toISOString().slice(0, 10)}, ${machine}\n\n`);
// `--scale-only`: only the several-instances scenario (it takes minutes by design: five minutes' budget at once).
const postgresUrl = process.env.DESKBOT_BENCH_POSTGRES_URL ?? process.env.DESKBOT_TEST_POSTGRES_URL;
// `--sync-memory-only`: only the directory sync's memory (a few minutes: 50,000 large records, on each store).
if (process.argv.includes("--sync-memory-only")) {
  process.stdout.write(`${await runSyncMemoryBench(postgresUrl)}\n`);
  process.exit(0);
}
// `--soak-only [--minutes N] [--people N]`: only the soak (20 minutes by default): serve's memory under a long load.
if (process.argv.includes("--soak-only")) {
  const option = (name: string, fallback: number) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? Number(process.argv[at + 1]) : fallback;
  };
  process.stdout.write("## Soak: memory under a long load\n\n");
  process.stdout.write(`${await runSoak(option("--minutes", 20), option("--people", 2000))}\n`);
  process.exit(0);
}
async function platforms(): Promise<void> {
  process.stdout.write("## Slack: signed slash commands to /slack/events\n\n");
  process.stdout.write(`${await runSlackBench()}\n\n`);
  process.stdout.write("## Teams: message activities and message-action invokes to /api/messages\n\n");
  process.stdout.write(`${await runTeamsBench()}\n\n`);
}
// `--platforms-only`: only the Slack and Teams comparisons with their bare baselines (a few minutes).
if (process.argv.includes("--platforms-only")) {
  await platforms();
  process.exit(0);
}
async function longWords(): Promise<void> {
  process.stdout.write("## Long words: five 40,000-letter messages at once beside honest traffic\n\n");
  process.stdout.write(`${await runLongWordsBench()}\n\n`);
}
// `--long-words-only`: only the long words beside honest traffic (about half a minute).
if (process.argv.includes("--long-words-only")) {
  await longWords();
  process.exit(0);
}
async function scale(): Promise<void> {
  process.stdout.write("## Several instances: a burst of five times the API budget\n\n");
  process.stdout.write(
    postgresUrl
      ? `${await runScaleBench(postgresUrl)}\n`
      : "Skipped: set DESKBOT_BENCH_POSTGRES_URL to a Postgres the benchmark may create a database in.\n",
  );
}
async function directory(): Promise<void> {
  process.stdout.write("## People: importing the directory\n\n");
  process.stdout.write(`${await runDirectoryBench(postgresUrl)}\n\n`);
}
async function sync(): Promise<void> {
  process.stdout.write("## People: a directory sync from the platform beside people's commands\n\n");
  process.stdout.write(`${await runSyncBench()}\n\n`);
  process.stdout.write("## People: a directory sync's memory, with large records\n\n");
  process.stdout.write(`${await runSyncMemoryBench(postgresUrl)}\n\n`);
}
async function identity(): Promise<void> {
  process.stdout.write("## People: a burst of first-time people\n\n");
  process.stdout.write(`${await runIdentityBench()}\n\n`);
}
// `--identity-only`: only the burst of first-time people (about a minute).
if (process.argv.includes("--identity-only")) {
  await identity();
  process.exit(0);
}
if (process.argv.includes("--directory-only")) {
  await directory();
  await sync();
  process.exit(0);
}
if (process.argv.includes("--scale-only")) {
  await scale();
  process.exit(0);
}
process.stdout.write("## Understanding people's own words (no model)\n\n");
process.stdout.write(`${runUnderstandingBench()}\n\n`);
// `--understanding-only`: only the utterance sets and the time understanding adds (seconds).
if (process.argv.includes("--understanding-only")) process.exit(0);
process.stdout.write(
  "## Understanding with a model (DESK_AI_URL: the sets through it; unset: what deskbot adds around a call)\n\n",
);
process.stdout.write(`${await runModelBench()}\n\n`);
// `--model-only`: only the model's figures.
if (process.argv.includes("--model-only")) process.exit(0);
process.stdout.write("## Start-up and idle memory\n\n");
process.stdout.write(`${await runStartupBench()}\n\n`);
if (process.argv.includes("--startup-only")) process.exit(0);
await platforms();
await longWords();
await identity();
await directory();
await sync();
await scale();
