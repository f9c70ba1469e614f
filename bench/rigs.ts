// What the Slack and Teams benchmarks share with the profiles and the soak: the API simulator, a
// loopback Slack or Bot Connector, deskbot serve's environment, and one request of the benchmark's load.
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { Agent } from "undici";
import { signatureHeaders } from "../fakes/slack-requests.ts";
import { invokeActivity, messageActivity } from "../fakes/teams-activities.ts";
import { DESKBOT, deskbotPort, ROOT, SEMI_SPACE_MIB, serveEnv, startChild, startSimulatorChild } from "./processes.ts";
import type { Target, Timing } from "./rounds.ts";

export type Platform = "slack" | "teams";

const SLACK_SECRET = "bench-signing-secret";
const SLACK_COMMANDS = ["company", "apps --per-page 5", "apps --status approved"];
const TEAMS_MESSAGES = ["company", "apps --per-page 5"];

/**
 * V8 flags every server under test gets, deskbot and the baselines alike: V8's own young generation, as
 * `deploy/` runs deskbot, or a size in MiB with BENCH_SEMI_SPACE_MIB. Resident
 * memory under load depends on it: a server that allocates more per request grows its young generation further.
 */
const semiSpace = Number(process.env.BENCH_SEMI_SPACE_MIB ?? SEMI_SPACE_MIB);
export const SERVER_FLAGS = semiSpace > 0 ? [`--max-semi-space-size=${semiSpace}`] : [];

/** Who sends a request: by default the one person (an admin) the benchmark has always used. */
export interface Sender {
  /** A number standing for a person, and their conversation (Teams) or channel (Slack). */
  person?: number;
}

/** A started rig: the simulator and the platform's loopback service, with the load's requests. */
export interface Rig {
  platform: Platform;
  simulator: Awaited<ReturnType<typeof startSimulatorChild>>;
  env: NodeJS.ProcessEnv;
  /** The kinds of request this platform's load has (Slack: `command`; Teams: `message`, `invoke`). */
  kinds: string[];
  /** One request of `kind` to `target`, timed; `text` in place of the load's own (Slack's command, a Teams message). */
  fire(target: Target, kind: string, sender?: Sender, text?: string): Promise<Timing>;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Signed slash commands; a fake Slack whose Web API answers ok and whose response_url marks the answer. */
export async function slackRig(extraEnv: Record<string, string> = {}): Promise<Rig> {
  const simulator = await startSimulatorChild();
  const answered = new Map<string, () => void>();
  const fakeSlack = createServer((req, res) => {
    const id = req.url?.startsWith("/response/") ? req.url.slice("/response/".length) : undefined;
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: true, user_id: "UBOT", bot_id: "BBOT", team_id: "T1" }));
      if (id) answered.get(id)?.();
    });
  });
  const slackOrigin = await listen(fakeSlack);
  const env = serveEnv(simulator, {
    SLACK_SIGNING_SECRET: SLACK_SECRET,
    SLACK_BOT_TOKEN: "xoxb-bench",
    SLACK_API_URL: `${slackOrigin}/api/`,
    DESK_ADMINS: "UBENCH",
    ...extraEnv,
  });
  const agent = new Agent({ connections: 64 });
  let sequence = 0;
  return {
    platform: "slack",
    simulator,
    env,
    kinds: ["command"],
    async fire(target, _kind, sender = {}, text) {
      sequence += 1;
      const id = `r${sequence}`;
      const body = new URLSearchParams({
        command: "/desk",
        text: text ?? (SLACK_COMMANDS[sequence % SLACK_COMMANDS.length] as string),
        user_id: sender.person === undefined ? "UBENCH" : `U${sender.person}`,
        channel_id: sender.person === undefined ? "C1" : `C${sender.person}`,
        team_id: "T1",
        response_url: `${slackOrigin}/response/${id}`,
        trigger_id: `trigger.${id}`,
      }).toString();
      const answer = new Promise<number>((resolve) => answered.set(id, () => resolve(performance.now())));
      const start = performance.now();
      const response = await fetch(`http://127.0.0.1:${target.port}/slack/events`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...signatureHeaders(body, SLACK_SECRET) },
        body,
        // @ts-expect-error undici's dispatcher option of fetch
        dispatcher: agent,
      });
      await response.arrayBuffer();
      const ack = performance.now() - start;
      if (response.status !== 200) throw new Error(`status ${response.status}`);
      const done = await answer;
      answered.delete(id);
      return { ack, answer: done - start };
    },
    async close() {
      await agent.close();
      fakeSlack.close();
      simulator.child.kill();
    },
  };
}

/**
 * Message activities and message-action invokes; a fake Bot Connector that takes every reply and
 * marks when the reply to a message arrives (the first activity that is not a typing indicator
 * posted to `/v3/conversations/{id}/activities/{replyToId}`).
 */
export async function teamsRig(extraEnv: Record<string, string> = {}): Promise<Rig> {
  const simulator = await startSimulatorChild();
  const replied = new Map<string, () => void>();
  const connector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: "sent" }));
      const replyTo = /\/activities\/([^/?]+)$/.exec(req.url ?? "")?.[1];
      if (!replyTo) return;
      const { type } = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as { type?: string };
      if (type !== "typing") replied.get(decodeURIComponent(replyTo))?.();
    });
  });
  const serviceUrl = `${await listen(connector)}/`;
  const env = serveEnv(simulator, { TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin", ...extraEnv });
  const agent = new Agent({ connections: 64 });
  let sequence = 0;
  const post = async (port: number, activity: unknown) => {
    const start = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(activity),
      // @ts-expect-error undici's dispatcher option of fetch
      dispatcher: agent,
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    return performance.now() - start;
  };
  /** The sender's own AAD id and personal conversation, when the load spreads over several people. */
  const as = <T extends { from: object; conversation: object }>(activity: T, sender: Sender): T =>
    sender.person === undefined
      ? activity
      : {
          ...activity,
          from: { id: `29:aad-${sender.person}`, name: `Person ${sender.person}`, aadObjectId: `aad-${sender.person}` },
          conversation: { ...activity.conversation, id: `conversation-${sender.person}` },
        };
  return {
    platform: "teams",
    simulator,
    env,
    kinds: ["message", "invoke"],
    async fire(target, kind, sender = {}, text): Promise<Timing> {
      sequence += 1;
      if (kind === "message") {
        const said = text ?? (TEAMS_MESSAGES[sequence % TEAMS_MESSAGES.length] as string);
        const id = `bench-${sequence}`;
        const start = performance.now();
        const reply = new Promise<number>((resolve) => replied.set(id, () => resolve(performance.now() - start)));
        const message = await post(target.port, as(messageActivity(said, { serviceUrl, id }), sender));
        const answered = await reply;
        replied.delete(id);
        // The client has everything once both are in: under load this sets how soon it sends its next message.
        return { reply: answered, HTTP: message, both: Math.max(answered, message) };
      }
      const invoke = invokeActivity(
        "composeExtension/fetchTask",
        {
          commandId: "commentOnTicket",
          messagePayload: { body: { contentType: "html", content: "<p>Printer jammed</p>" } },
        },
        { serviceUrl, id: `bench-${sequence}` },
      );
      return { invoke: await post(target.port, as(invoke, sender)) };
    },
    async close() {
      await agent.close();
      connector.close();
      simulator.child.kill();
    },
  };
}

export const startRig = (platform: Platform, extraEnv: Record<string, string> = {}) =>
  platform === "slack" ? slackRig(extraEnv) : teamsRig(extraEnv);

/** The bare baseline of each platform, and its name in the tables. */
export const BARE = {
  slack: { name: "bare Bolt", file: join(ROOT, "bench/bare-bolt.ts") },
  teams: { name: "bare CloudAdapter", file: join(ROOT, "bench/bare-teams.ts") },
} as const;

export interface Started extends Target {
  child: ChildProcess;
  /** Asks the server to stop (SIGTERM: serve stops within its grace period; a profile is written) and waits. */
  stop(): Promise<void>;
}

/** Starts `deskbot serve` (compiled) or the platform's bare baseline, with SERVER_FLAGS and `nodeArgs`. */
export async function startServer(which: "deskbot" | "bare", rig: Rig, nodeArgs: string[] = []): Promise<Started> {
  const flags = [...SERVER_FLAGS, ...nodeArgs];
  const { child, port } =
    which === "deskbot"
      ? await startChild(DESKBOT, ["serve"], rig.env, deskbotPort, flags)
      : await startChild(
          BARE[rig.platform].file,
          [],
          rig.env,
          (line) => (line.startsWith("ready ") ? Number(line.slice(6)) : undefined),
          flags,
        );
  return {
    name: which === "deskbot" ? "deskbot" : BARE[rig.platform].name,
    port,
    pid: child.pid ?? 0,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}
