// Identity benchmark: 1,000 first-time people send `help` at once at DESK_API_RATE_LIMIT=60, their chat platform slow to tell who they are.
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { Agent } from "undici";
import { signatureHeaders } from "../fakes/slack-requests.ts";
import { messageActivity } from "../fakes/teams-activities.ts";
import { ROOT, serveEnv, startSimulatorChild } from "./processes.ts";
import { fmt, percentile } from "./stats.ts";

const SECRET = "bench-signing-secret";
/** First-time people sending `help` at once. */
const PEOPLE = 1_000;
/** First-time people sending `whoami` (a command that acts as the person) at once, after them. */
const WHOAMI_PEOPLE = 200;
/** How long the platform takes to answer one lookup of a person (users.info, the member lookup). */
const LOOKUP_MS = 300;
/** Slack's tier 4 (users.info): about 100 calls a minute; beyond, 429 with Retry-After. */
const SLACK_TIER_PER_MINUTE = 100;
/** How long a person is waited for before they count as unanswered. */
const GIVE_UP_MS = 120_000;

interface Platform {
  name: string;
  env: Record<string, string>;
  /** Sends `text` as person `index`; resolves when the answer (not a progress note) arrives, with its text. */
  send(port: number, text: string, person: string): Promise<string>;
}

/** A loopback platform: Slack's Web API and response URLs, or the Bot Connector, with slow lookups of people. */
class FakePlatform {
  private readonly answers = new Map<string, (text: string) => void>();
  private readonly lookups: number[] = [];
  lookupsAsked = 0;
  readonly server: Server;

  constructor() {
    this.server = createServer((req, res) => void this.handle(req, res.writeHead.bind(res), res.end.bind(res)));
  }

  async listen(): Promise<string> {
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Resolves with the first answer posted for `key` that is not a progress note. */
  answerFor(key: string): Promise<string> {
    return new Promise((resolve) => this.answers.set(key, resolve));
  }

  private async handle(
    req: IncomingMessage,
    head: (status: number, headers: Record<string, string>) => unknown,
    end: (body: string) => unknown,
  ): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      head(status, { "content-type": "application/json", ...headers });
      end(JSON.stringify(value));
    };
    const answered = (key: string | undefined) => {
      if (!key || body.includes("Working on it")) return;
      this.answers.get(key)?.(body);
      this.answers.delete(key);
    };
    if (url.pathname.startsWith("/response/")) {
      answered(url.pathname.slice("/response/".length));
      return json(200, { ok: true });
    }
    if (url.pathname === "/api/users.info") {
      this.lookupsAsked += 1;
      const now = Date.now();
      while (this.lookups.length > 0 && (this.lookups[0] as number) <= now - 60_000) this.lookups.shift();
      if (this.lookups.length >= SLACK_TIER_PER_MINUTE) {
        const retryAfter = Math.ceil(((this.lookups[0] as number) + 60_000 - now) / 1000);
        return json(429, { ok: false, error: "ratelimited" }, { "retry-after": String(retryAfter) });
      }
      this.lookups.push(now);
      await new Promise((resolve) => setTimeout(resolve, LOOKUP_MS));
      const user = new URLSearchParams(body).get("user") ?? "";
      return json(200, {
        ok: true,
        user: {
          id: user,
          name: user.toLowerCase(),
          real_name: `Person ${user}`,
          locale: "en-US",
          profile: { display_name: `Person ${user}`, email: `${user.toLowerCase()}@people.example` },
        },
      });
    }
    const member = /\/members\/([^/]+)$/.exec(url.pathname);
    if (member) {
      this.lookupsAsked += 1;
      await new Promise((resolve) => setTimeout(resolve, LOOKUP_MS));
      const id = decodeURIComponent(member[1] ?? "");
      return json(200, { id, name: `Person ${id}`, aadObjectId: id, email: `${id}@people.example` });
    }
    if (url.pathname.includes("/activities")) {
      answered((JSON.parse(body || "{}") as { replyToId?: string }).replyToId);
      return json(200, { id: `sent-${Date.now()}` });
    }
    // auth.test and the rest of the Web API.
    return json(200, { ok: true, user_id: "UBOT", bot_id: "BBOT", team_id: "T1" });
  }
}

/** The compiled deskbot serve (`npm run build` first) as a child with an IPC channel, so that the bench can ask for its heap after a full collection. */
export async function startServe(
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; port: number; heap(): Promise<Heap> }> {
  const child = fork(join(ROOT, "bench/identity-serve.mjs"), [], {
    cwd: ROOT,
    env,
    execArgv: ["--expose-gc", ...nodeArgs],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const [ready] = (await once(child, "message")) as [{ port: number }];
  const heap = async () => {
    child.send("heap");
    const [figures] = (await once(child, "message")) as [Heap];
    return figures;
  };
  return { child, port: ready.port, heap };
}

export interface Heap {
  heapMiB: number;
  rssMiB: number;
}

interface Burst {
  times: number[];
  unanswered: number;
  /** Answers that said the person is still being looked up (whoami). */
  stillLooking: number;
}

/** `count` people (`prefix` + n, or `prefix` alone when `samePerson`) send `text` at once; every answer's time from its request. */
async function burst(
  platform: Platform,
  port: number,
  text: string,
  prefix: string,
  count: number,
  samePerson = false,
): Promise<Burst> {
  const times: number[] = [];
  let unanswered = 0;
  let stillLooking = 0;
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const started = performance.now();
      // A request the server dropped (a reset connection) is a person left unanswered too.
      const answer = platform
        .send(port, text, samePerson ? prefix : `${prefix}${String(index).padStart(5, "0")}`)
        .catch(() => undefined);
      const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), GIVE_UP_MS).unref());
      const got = await Promise.race([answer, timeout]);
      if (got === undefined) {
        unanswered += 1;
        return;
      }
      times.push(performance.now() - started);
      if (got.includes("still finding out who you are")) stillLooking += 1;
    }),
  );
  return { times, unanswered, stillLooking };
}

function slackPlatform(fake: FakePlatform, origin: string, agent: Agent): Platform {
  let sequence = 0;
  return {
    name: "Slack",
    env: { SLACK_SIGNING_SECRET: SECRET, SLACK_BOT_TOKEN: "xoxb-bench", SLACK_API_URL: `${origin}/api/` },
    async send(port, text, person) {
      sequence += 1;
      const id = `r${sequence}`;
      const answer = fake.answerFor(id);
      const body = new URLSearchParams({
        command: "/desk",
        text,
        user_id: person,
        channel_id: "C1",
        team_id: "T1",
        response_url: `${origin}/response/${id}`,
        trigger_id: `trigger.${id}`,
      }).toString();
      const response = await fetch(`http://127.0.0.1:${port}/slack/events`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...signatureHeaders(body, SECRET) },
        body,
        // @ts-expect-error undici's dispatcher option of fetch
        dispatcher: agent,
      });
      await response.arrayBuffer();
      return answer;
    },
  };
}

function teamsPlatform(fake: FakePlatform, origin: string, agent: Agent): Platform {
  let sequence = 0;
  return {
    name: "Teams",
    env: { TEAMS_ALLOW_UNAUTHENTICATED: "true" },
    async send(port, text, person) {
      sequence += 1;
      const id = `bench-${sequence}`;
      const answer = fake.answerFor(id);
      const response = await fetch(`http://127.0.0.1:${port}/api/messages`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(messageActivity(text, { serviceUrl: `${origin}/`, aad: person, id })),
        // @ts-expect-error undici's dispatcher option of fetch
        dispatcher: agent,
      });
      await response.arrayBuffer();
      return answer;
    },
  };
}

/** One platform's run: warm-up, the burst of `help`, then a burst of `whoami`; heap after a full collection between. */
async function runPlatform(
  make: (fake: FakePlatform, origin: string, agent: Agent) => Platform,
  simulator: { url: string; token: string },
): Promise<string[]> {
  const fake = new FakePlatform();
  const origin = await fake.listen();
  const agent = new Agent({ connections: 256 });
  const platform = make(fake, origin, agent);
  const serve = await startServe(
    serveEnv(simulator, { ...platform.env, DESK_API_RATE_LIMIT: "60", LOG_LEVEL: "warn" }),
  );
  try {
    // Warm-up: one person's commands load every code path the burst takes.
    for (let index = 0; index < 30; index += 1) await platform.send(serve.port, "help", "WARMUP");
    const start = await serve.heap();
    // The same burst from one person deskbot already knows: what answering 1,000 helps at once costs without identifying anyone.
    const known = await burst(platform, serve.port, "help", "WARMUP", PEOPLE, true);
    const afterKnown = await serve.heap();
    const help = await burst(platform, serve.port, "help", "UNEW", PEOPLE);
    const afterHelp = await serve.heap();
    const whoami = await burst(platform, serve.port, "whoami", "UWHO", WHOAMI_PEOPLE);
    const afterWhoami = await serve.heap();
    const row = (what: string, people: number, result: Burst, heap: Heap, extra: string) =>
      `| ${platform.name} | ${what} | ${people} | ${fmt(percentile(result.times, 50), 0)} | ${fmt(percentile(result.times, 99), 0)} | ${fmt(Math.max(...result.times), 0)} | ${result.unanswered} | ${extra} | ${fmt(start.heapMiB)} → ${fmt(heap.heapMiB)} | ${fmt(start.rssMiB, 0)} → ${fmt(heap.rssMiB, 0)} |`;
    return [
      row("`help`, one known person", PEOPLE, known, afterKnown, "—"),
      row("`help`, first-time people", PEOPLE, help, afterHelp, "—"),
      row("`whoami`", WHOAMI_PEOPLE, whoami, afterWhoami, `${whoami.stillLooking} told "still finding out"`),
    ];
  } finally {
    serve.child.disconnect();
    serve.child.kill();
    await agent.close();
    fake.server.closeAllConnections();
    fake.server.close();
  }
}

/** Runs the scenario on Slack and Teams; returns its Markdown table. */
export async function runIdentityBench(): Promise<string> {
  const simulator = await startSimulatorChild();
  try {
    const rows = [...(await runPlatform(slackPlatform, simulator)), ...(await runPlatform(teamsPlatform, simulator))];
    return [
      `${PEOPLE.toLocaleString("en")} first-time people send \`help\` at once, then ${WHOAMI_PEOPLE} others \`whoami\` (after the same burst from one person deskbot already knows, for comparison), to \`deskbot serve\` (DESK_API_RATE_LIMIT=60, no directory loaded, so each person's e-mail is also asked of the API); their chat platform answers each lookup of a person (Slack users.info, the Teams member lookup) in ${LOOKUP_MS} ms, Slack's at most ${SLACK_TIER_PER_MINUTE} a minute (tier 4, 429 beyond). Times in ms from the request to the answer; heap in MiB after a full collection (\`global.gc()\`, the benchmark's own process only) after a warm-up, then after each burst; a person unanswered after ${GIVE_UP_MS / 1000} s counts as unanswered.`,
      "",
      "| platform | command | people | p50 | p99 | max | unanswered | answers | heap MiB | RSS MiB |",
      "|---|---|---|---|---|---|---|---|---|---|",
      ...rows,
    ].join("\n");
  } finally {
    simulator.child.kill();
  }
}
