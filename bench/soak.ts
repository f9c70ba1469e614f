// The soak: `npm run bench -- --soak-only [--minutes N] [--people N]`. One `deskbot serve` with Slack and
// Teams on, behind the simulator, under the benchmark's load (slash commands, message activities and
// message-action invokes in turn, 8 in flight) from N different people in their own conversations, for
// N minutes; its resident memory (/proc) and its V8 heap after a full collection (over IPC) every 30 s. After the warm-up
// (the first two minutes) the memory should stay flat: what deskbot keeps per person, conversation or
// cached record is bounded, and nothing else is kept per request.
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { startServe } from "./identity.ts";
import { type Rig, SERVER_FLAGS, slackRig, teamsRig } from "./rigs.ts";
import type { Target } from "./rounds.ts";
import { fmt, percentile, residentMiB } from "./stats.ts";

const SAMPLE_MS = 30_000;
const WARM_UP_MS = 120_000;
const CONCURRENCY = 8;

interface Sample {
  minutes: number;
  requests: number;
  rssMiB: number;
  heapMiB: number;
  p50: number;
  p99: number;
}

const median = (values: number[]) => percentile(values, 50);

export async function runSoak(minutes: number, people: number): Promise<string> {
  // One serve for both platforms: the Slack rig's simulator and environment, with Teams on; the Teams
  // rig only for its Bot Connector and its activities.
  // Logging at warn: the server's standard error is the bench's own (info would write a line per request).
  const slack = await slackRig({ TEAMS_ALLOW_UNAUTHENTICATED: "true", LOG_LEVEL: "warn" });
  const teams = await teamsRig();
  // serve in a process the bench may ask for its heap after a full collection (bench/identity-serve.mjs).
  const serve = await startServe(slack.env, SERVER_FLAGS);
  const server: Target = { name: "deskbot", port: serve.port, pid: serve.child.pid ?? 0 };
  const turns: Array<[Rig, string]> = [
    [slack, "command"],
    [teams, "message"],
    [slack, "command"],
    [teams, "message"],
    [teams, "invoke"],
  ];
  const samples: Sample[] = [];
  let requests = 0;
  let failures = 0;
  let window: number[] = [];
  const started = performance.now();
  const until = started + minutes * 60_000;
  try {
    const load = Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          const [rig, kind] = turns[requests % turns.length] as [Rig, string];
          const person = requests % people;
          requests += 1;
          try {
            const timing = await rig.fire(server, kind, { person });
            window.push(timing.answer ?? timing.reply ?? timing.invoke ?? Number.NaN);
          } catch {
            failures += 1;
          }
        }
      }),
    );
    for (let next = started + SAMPLE_MS; next <= until + 1; next += SAMPLE_MS) {
      await sleep(Math.max(0, next - performance.now()));
      const times = window;
      window = [];
      samples.push({
        minutes: (performance.now() - started) / 60_000,
        requests,
        rssMiB: residentMiB(server.pid),
        heapMiB: (await serve.heap()).heapMiB,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
      });
      process.stderr.write(
        `soak ${fmt(samples.at(-1)?.minutes ?? 0)} min: ${requests} requests, RSS ${fmt(samples.at(-1)?.rssMiB ?? 0)} MiB, heap ${fmt(samples.at(-1)?.heapMiB ?? 0)} MiB\n`,
      );
    }
    await load;
  } finally {
    const exited = once(serve.child, "exit");
    serve.child.disconnect();
    await exited;
    await slack.close();
    await teams.close();
  }
  const after = samples.filter((s) => s.minutes * 60_000 > WARM_UP_MS);
  const third = Math.max(1, Math.floor(after.length / 3));
  const early = after.slice(0, third);
  const late = after.slice(-third);
  const growth = (key: "rssMiB" | "heapMiB") => median(late.map((s) => s[key])) - median(early.map((s) => s[key]));
  const rssGrowth = growth("rssMiB");
  const heapGrowth = growth("heapMiB");
  const heapBase = median(early.map((s) => s.heapMiB));
  const rssBase = median(early.map((s) => s.rssMiB));
  // Flat: the last third of the samples after the warm-up within 5% (heap) and 10% (RSS) of the first third.
  const flat = after.length >= 3 && heapGrowth <= heapBase * 0.05 && rssGrowth <= rssBase * 0.1;
  return [
    `\`deskbot serve\` (Slack and Teams) under ${CONCURRENCY} requests in flight for ${minutes} minutes ` +
      `(slash commands, message activities and message-action invokes in turn) from ${people} people, each in a conversation of their own, LOG_LEVEL=warn; ` +
      `${requests} requests, ${failures} failed. Sampled every ${SAMPLE_MS / 1000} s; the answer times are of the requests since the sample before.`,
    "",
    "| minute | requests | RSS under load MiB | heap after a full collection MiB | answer p50 ms | answer p99 ms |",
    "|---|---|---|---|---|---|",
    ...samples.map(
      (s) =>
        `| ${fmt(s.minutes)} | ${s.requests} | ${fmt(s.rssMiB)} | ${fmt(s.heapMiB)} | ${fmt(s.p50, 2)} | ${fmt(s.p99, 2)} |`,
    ),
    "",
    after.length < 3
      ? "Too short to tell: fewer than three samples after the two minutes' warm-up."
      : `After the warm-up (${WARM_UP_MS / 60_000} minutes), from the first third of the samples to the last (medians): ` +
        `heap ${fmt(heapBase)} → ${fmt(heapBase + heapGrowth)} MiB (${heapGrowth >= 0 ? "+" : ""}${fmt(heapGrowth)}), ` +
        `RSS ${fmt(rssBase)} → ${fmt(rssBase + rssGrowth)} MiB (${rssGrowth >= 0 ? "+" : ""}${fmt(rssGrowth)}): ` +
        (flat ? "flat (heap within 5%, RSS within 10%)." : "**it grew** (more than 5% heap or 10% RSS)."),
  ].join("\n");
}
