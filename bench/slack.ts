// Slack benchmark: signed slash commands to deskbot serve and to a bare Bolt app, rounds alternating.
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent } from "undici";
import { demoSeed } from "../src/simulator/demo-data.ts";
import { Simulator } from "../src/simulator/server.ts";
import { signatureHeaders } from "../test/helpers/slack-requests.ts";
import { deskbotPort, ROOT, startChild } from "./processes.ts";
import { fmt, percentile, residentMiB } from "./stats.ts";

const SECRET = "bench-signing-secret";
const CONCURRENCIES = [1, 8, 32];
const REQUESTS_PER_ROUND = 200;
const ROUNDS = 3;
const COMMANDS = ["company", "apps --per-page 5", "apps --status approved"];

interface RoundResult {
  ack: number[];
  answer: number[];
}

export interface SlackFigures {
  target: string;
  concurrency: number;
  ackP50: number;
  ackP99: number;
  answerP50: number;
  answerP99: number;
  rssMiB: number;
  apiCallsPerCommand?: number;
}

/** Runs the Slack scenario and returns one line of figures per target and concurrency. */
export async function runSlackBench(): Promise<SlackFigures[]> {
  const simulator = new Simulator({ seed: demoSeed() });
  const apiUrl = await simulator.listen(0);
  // A fake Slack: the Web API answers ok; response_url posts mark when an answer arrived.
  const arrivals = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const fakeSlack = createServer((req, res) => {
    const id = req.url?.startsWith("/response/") ? req.url.slice("/response/".length) : undefined;
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: true, user_id: "UBOT", bot_id: "BBOT", team_id: "T1" }));
      if (id) {
        arrivals.set(id, performance.now());
        waiting.get(id)?.();
      }
    });
  });
  fakeSlack.listen(0, "127.0.0.1");
  await once(fakeSlack, "listening");
  const slackOrigin = `http://127.0.0.1:${(fakeSlack.address() as AddressInfo).port}`;
  const env = {
    ...process.env,
    SLACK_SIGNING_SECRET: SECRET,
    SLACK_BOT_TOKEN: "xoxb-bench",
    SLACK_API_URL: `${slackOrigin}/api/`,
    DESK_API_URL: apiUrl,
    DESK_API_TOKEN: simulator.token,
    DESK_API_RATE_LIMIT: "100000",
    DESK_DB: join(mkdtempSync(join(tmpdir(), "deskbot-bench-")), "bench.sqlite"),
    DESK_ADMINS: "UBENCH",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
  };
  const deskbot = await startChild(join(ROOT, "src/main.ts"), ["serve"], env, deskbotPort);
  const bare = await startChild(join(ROOT, "bench/bare-bolt.ts"), [], env, (line) =>
    line.startsWith("ready ") ? Number(line.slice(6)) : undefined,
  );
  const agent = new Agent({ connections: 64 });
  let sequence = 0;

  async function one(port: number): Promise<{ ack: number; answer: number }> {
    sequence += 1;
    const id = `r${sequence}`;
    const body = new URLSearchParams({
      command: "/desk",
      text: COMMANDS[sequence % COMMANDS.length] as string,
      user_id: "UBENCH",
      channel_id: "C1",
      team_id: "T1",
      response_url: `${slackOrigin}/response/${id}`,
      trigger_id: `trigger.${id}`,
    }).toString();
    const answered = new Promise<void>((resolve) => waiting.set(id, resolve));
    const start = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/slack/events`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...signatureHeaders(body, SECRET) },
      body,
      // @ts-expect-error undici's dispatcher option of fetch
      dispatcher: agent,
    });
    await response.arrayBuffer();
    const ack = performance.now() - start;
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    await answered;
    waiting.delete(id);
    return { ack, answer: (arrivals.get(id) ?? Number.NaN) - start };
  }

  async function round(port: number, concurrency: number): Promise<RoundResult> {
    const result: RoundResult = { ack: [], answer: [] };
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < REQUESTS_PER_ROUND) {
          next += 1;
          const timing = await one(port);
          result.ack.push(timing.ack);
          result.answer.push(timing.answer);
        }
      }),
    );
    return result;
  }

  const targets = [
    { name: "deskbot", port: deskbot.port, pid: deskbot.child.pid ?? 0 },
    { name: "bare Bolt", port: bare.port, pid: bare.child.pid ?? 0 },
  ];
  // Warm up both (and fill deskbot's company cache) before measuring.
  for (const target of targets) await round(target.port, 4);
  const figures: SlackFigures[] = [];
  try {
    for (const concurrency of CONCURRENCIES) {
      const totals = new Map(targets.map((target) => [target.name, { ack: [] as number[], answer: [] as number[] }]));
      let apiCalls = 0;
      for (let r = 0; r < ROUNDS; r += 1) {
        for (const target of targets) {
          const before = simulator.journal.length;
          const result = await round(target.port, concurrency);
          if (target.name === "deskbot") apiCalls += simulator.journal.length - before;
          totals.get(target.name)?.ack.push(...result.ack);
          totals.get(target.name)?.answer.push(...result.answer);
        }
      }
      for (const target of targets) {
        const total = totals.get(target.name) ?? { ack: [], answer: [] };
        figures.push({
          target: target.name,
          concurrency,
          ackP50: percentile(total.ack, 50),
          ackP99: percentile(total.ack, 99),
          answerP50: percentile(total.answer, 50),
          answerP99: percentile(total.answer, 99),
          rssMiB: residentMiB(target.pid),
          ...(target.name === "deskbot" ? { apiCallsPerCommand: apiCalls / (ROUNDS * REQUESTS_PER_ROUND) } : {}),
        });
      }
    }
  } finally {
    deskbot.child.kill();
    bare.child.kill();
    await agent.close();
    fakeSlack.close();
    await simulator.close();
  }
  return figures;
}

/** The figures as a Markdown table, with the ratios to bare Bolt. */
export function slackTable(figures: SlackFigures[]): string {
  const lines = [
    "| target | concurrency | ack p50 ms | ack p99 ms | answer p50 ms | answer p99 ms | API calls/command | RSS MiB |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const f of figures) {
    lines.push(
      `| ${f.target} | ${f.concurrency} | ${fmt(f.ackP50, 2)} | ${fmt(f.ackP99, 2)} | ${fmt(f.answerP50, 2)} | ${fmt(f.answerP99, 2)} | ${f.apiCallsPerCommand === undefined ? "—" : fmt(f.apiCallsPerCommand, 3)} | ${fmt(f.rssMiB)} |`,
    );
  }
  lines.push("", "| concurrency | ack p50 deskbot / bare | ack p99 deskbot / bare |", "|---|---|---|");
  for (const concurrency of CONCURRENCIES) {
    const d = figures.find((f) => f.target === "deskbot" && f.concurrency === concurrency);
    const b = figures.find((f) => f.target === "bare Bolt" && f.concurrency === concurrency);
    if (d && b) lines.push(`| ${concurrency} | ${fmt(d.ackP50 / b.ackP50, 2)}× | ${fmt(d.ackP99 / b.ackP99, 2)}× |`);
  }
  return lines.join("\n");
}
