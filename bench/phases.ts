// Where a Teams message's time goes, deskbot beside the bare bot: `npx tsx bench/phases.ts [--messages N]`.
//
// Both servers run with bench/phase-marks.mjs preloaded, which marks, from Node's and undici's
// diagnostics channels (no code of either server changed), when each message came in, when its API
// call went out and its answer was in, and when the reply went to the Bot Connector and its answer
// came back. Messages are sent one at a time (concurrency 1, where nothing waits behind another
// request), N to each server in four alternating rounds after 300 of warm-up; the table gives each
// phase's median and mean.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Started, startServer, teamsRig } from "./rigs.ts";
import { fmt, percentile } from "./stats.ts";

const { values } = parseArgs({ options: { messages: { type: "string", default: "2000" } } });
const perRound = Math.ceil(Number(values.messages) / 4);
/** Messages sent to each server before any is counted. */
const WARM_UP = 300;
const dir = mkdtempSync(join(tmpdir(), "deskbot-phases-"));

interface Marks {
  in: number;
  apiSent: number;
  apiAnswered: number;
  replySent: number;
  connectorAnswered: number;
}

const PHASES: Array<[string, (m: Marks) => number]> = [
  ["activity in → API call sent", (m) => m.apiSent - m.in],
  ["API call, until its answer is in", (m) => m.apiAnswered - m.apiSent],
  ["API answer in → reply sent to the Bot Connector", (m) => m.replySent - m.apiAnswered],
  ["the Bot Connector's answer", (m) => m.connectorAnswered - m.replySent],
  ["activity in → the Bot Connector's answer", (m) => m.connectorAnswered - m.in],
];

const rig = await teamsRig({ BENCH_PHASES_DIR: dir });
const preload = ["--import", new URL("./phase-marks.mjs", import.meta.url).pathname];
const deskbotServer = await startServer("deskbot", rig, preload);
const bareServer = await startServer("bare", rig, preload);
const targets = [deskbotServer, bareServer];
try {
  const send = async (count: number) => {
    for (const target of targets) for (let i = 0; i < count; i += 1) await rig.fire(target, "message");
  };
  await send(WARM_UP);
  for (let round = 0; round < 4; round += 1) {
    await send(perRound);
    targets.reverse();
  }
} finally {
  for (const target of targets) await target.stop();
  await rig.close();
}

/** A server's marks (written by phase-marks.mjs as it exited), the warm-up's messages left out. */
const marksOf = (server: Started) =>
  (JSON.parse(readFileSync(join(dir, `phases-${server.pid}.json`), "utf8")) as Marks[]).slice(WARM_UP);
const [deskbot, bare] = [marksOf(deskbotServer), marksOf(bareServer)];
rmSync(dir, { recursive: true, force: true });

const median = (xs: number[]) => percentile(xs, 50);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const lines = [
  `Teams messages one at a time, ${deskbot.length} to deskbot and ${bare.length} to the ${bareServer.name} bot (ms):`,
  "",
  "| phase | deskbot p50 | bare p50 | deskbot mean | bare mean | more, at p50 |",
  "|---|---|---|---|---|---|",
  ...PHASES.map(([name, of]) => {
    const [a, b] = [deskbot.map(of), bare.map(of)];
    return `| ${name} | ${fmt(median(a), 3)} | ${fmt(median(b), 3)} | ${fmt(mean(a), 3)} | ${fmt(mean(b), 3)} | ${fmt(median(a) - median(b), 3)} |`;
  }),
];
process.stdout.write(`${lines.join("\n")}\n`);
