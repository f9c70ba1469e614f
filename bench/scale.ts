// Scale benchmark: two `serve` instances, a burst of 5× the API budget, with the budget shared on Postgres and, as a baseline, per instance.
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { Agent } from "undici";
import { signatureHeaders } from "../fakes/slack-requests.ts";
import { PROGRESS_AFTER_MS } from "../src/adapters/progress.ts";
import { DESKBOT, deskbotPort, serveEnv, startChild, startSimulatorChild } from "./processes.ts";
import { fmt, percentile } from "./stats.ts";

const SECRET = "bench-signing-secret";
/** The API budget, requests a minute, that the simulator enforces and deskbot is told (DESK_API_RATE_LIMIT). */
const BUDGET = 20;
/** Commands in the burst: five times the budget, each one a different read (identical reads would share a call). */
const BURST = 5 * BUDGET;
/** How long the burst may take to be answered before the run gives up on the rest. */
const GIVE_UP_MS = 12 * 60_000;

interface Variant {
  name: string;
  /** DESK_DB for each of the two instances. */
  stores: [string, string];
}

/** What one person saw: when the acknowledgement and the answer came, the progress notes before it, and whether it was the list. */
interface Seen {
  ackMs: number;
  answerMs?: number;
  notes: string[];
  listed?: boolean;
}

/**
 * Runs the scale scenario against the Postgres at `postgresUrl` (a fresh database is made and
 * dropped) and returns its Markdown table.
 */
export async function runScaleBench(postgresUrl: string): Promise<string> {
  const database = `deskbot_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const shared = new URL(postgresUrl);
  shared.pathname = `/${database}`;
  const sqlite = () => join(mkdtempSync(join(tmpdir(), "deskbot-bench-")), "bench.sqlite");
  const variants: Variant[] = [
    { name: "shared budget (one Postgres)", stores: [shared.toString(), shared.toString()] },
    { name: "baseline: a budget per instance (SQLite each)", stores: [sqlite(), sqlite()] },
  ];
  const rows: string[] = [];
  try {
    for (const variant of variants) rows.push(await runVariant(variant));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
  const header = [
    "setup",
    "commands",
    "answers delivered",
    "of which the list asked for",
    "most API requests in a rolling minute",
    "429s from the API",
    "ack p50 ms",
    "ack p99 ms",
    "waiting > 1.5 s",
    "told, with an estimate",
    "last answer after s",
  ];
  return [
    `Two instances behind one token allowed ${BUDGET} requests a minute (the simulator enforces it); ${BURST} slash commands at once, alternating between them.`,
    "",
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows,
  ].join("\n");
}

async function runVariant(variant: Variant): Promise<string> {
  const simulator = await startSimulatorChild(["--rate-limit", String(BUDGET)]);
  const seen = new Map<string, Seen>();
  let answered = 0;
  let allAnswered: () => void = () => undefined;
  const everyAnswer = new Promise<void>((resolve) => {
    allAnswered = resolve;
  });
  const started = performance.now();
  // A fake Slack: the Web API answers ok; a response_url post is a progress note or the answer.
  const fakeSlack = createServer((req, res) => {
    const id = req.url?.startsWith("/response/") ? req.url.slice("/response/".length) : undefined;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: true, user_id: "UBOT", bot_id: "BBOT", team_id: "T1" }));
      const person = id ? seen.get(id) : undefined;
      if (!person) return;
      const text = String((JSON.parse(Buffer.concat(chunks).toString("utf8")) as { text?: unknown }).text ?? "");
      if (text.startsWith(":hourglass")) person.notes.push(text);
      else if (person.answerMs === undefined) {
        person.answerMs = performance.now() - started;
        person.listed = text.startsWith("Applications");
        answered += 1;
        if (answered === BURST) allAnswered();
      }
    });
  });
  fakeSlack.listen(0, "127.0.0.1");
  await once(fakeSlack, "listening");
  const slackOrigin = `http://127.0.0.1:${(fakeSlack.address() as AddressInfo).port}`;
  const instances = await Promise.all(
    variant.stores.map((store) =>
      startChild(
        DESKBOT,
        ["serve"],
        {
          ...serveEnv(simulator, {
            SLACK_SIGNING_SECRET: SECRET,
            SLACK_BOT_TOKEN: "xoxb-bench",
            SLACK_API_URL: `${slackOrigin}/api/`,
          }),
          DESK_API_RATE_LIMIT: String(BUDGET),
          DESK_DB: store,
        },
        deskbotPort,
      ),
    ),
  );
  const agent = new Agent({ connections: 64 });
  try {
    await Promise.all(
      Array.from({ length: BURST }, async (_, index) => {
        const id = `p${index}`;
        const port = (instances[index % 2] as { port: number }).port;
        const body = new URLSearchParams({
          command: "/desk",
          text: `apps --page ${index + 1}`,
          user_id: `U${index}`,
          channel_id: "C1",
          team_id: "T1",
          response_url: `${slackOrigin}/response/${id}`,
          trigger_id: `trigger.${id}`,
        }).toString();
        const person: Seen = { ackMs: Number.NaN, notes: [] };
        seen.set(id, person);
        const sent = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}/slack/events`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", ...signatureHeaders(body, SECRET) },
          body,
          // @ts-expect-error undici's dispatcher option of fetch
          dispatcher: agent,
        });
        await response.arrayBuffer();
        person.ackMs = response.status === 200 ? performance.now() - sent : Number.POSITIVE_INFINITY;
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      everyAnswer,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, GIVE_UP_MS);
      }),
    ]);
    clearTimeout(timer);
    const stats = await simulator.stats();
    const people = [...seen.values()];
    const acks = people.map((person) => person.ackMs);
    const waited = people.filter((person) => (person.answerMs ?? Number.POSITIVE_INFINITY) > PROGRESS_AFTER_MS + 500);
    const told = waited.filter((person) =>
      person.notes.some((note) => /Queued: .* in about \d+ (seconds|minutes)/.test(note)),
    );
    const last = Math.max(...people.map((person) => person.answerMs ?? Number.NaN));
    return `| ${[
      variant.name,
      String(BURST),
      `${answered} of ${BURST}`,
      String(people.filter((person) => person.listed).length),
      `${stats.busiestMinute} (budget ${BUDGET})`,
      String(stats.rateLimited),
      fmt(percentile(acks, 50), 1),
      fmt(percentile(acks, 99), 1),
      String(waited.length),
      `${told.length} of ${waited.length}`,
      fmt(last / 1000, 0),
    ].join(" | ")} |`;
  } finally {
    for (const instance of instances) instance.child.kill();
    await agent.close();
    fakeSlack.close();
    simulator.child.kill();
  }
}
