// A fake Slack on loopback: the Web API (`/api/<method>`) and response_url endpoints, recording every call.
import { EventEmitter, once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { onTestFinished } from "vitest";
import { slackMessageProblems, slackViewProblems } from "./platform-limits.ts";

export interface SlackCall {
  /** A Web API method (`views.open`), or `response_url`. */
  method: string;
  /** The body, with JSON-encoded form fields (blocks, view) decoded. */
  body: Record<string, unknown>;
  /** For response_url calls: which one (the last path segment). */
  responseId?: string;
}

/** Starts a fake Slack; closed when the test that started it ends. */
export async function startFakeSlack(): Promise<FakeSlack> {
  const fake = new FakeSlack();
  await fake.listen();
  onTestFinished(async () => {
    await fake.close();
    // Every message deskbot sent in the test was within Slack's limits, or the test fails.
    const problems = fake.violations;
    if (problems.length > 0) throw new Error(`Slack would have refused what deskbot sent:\n${problems.join("\n")}`);
  });
  return fake;
}

export class FakeSlack {
  readonly calls: SlackCall[] = [];
  /** What Slack would have refused, as `method: problem`. */
  readonly violations: string[] = [];
  private readonly events = new EventEmitter();
  private server: Server | undefined;
  private viewCounter = 0;
  private readonly failing = new Map<string, string>();
  /** The workspace's members as users.info tells of them (the e-mail only with users:read.email, which deskbot's manifest asks for). */
  readonly people = new Map<string, { name: string; email?: string; locale?: string }>();
  /** Threads as conversations.replies gives them, by `channel:ts` (a thread not here is `thread_not_found`). */
  readonly threads = new Map<string, Array<Record<string, unknown>>>();
  /** The scopes the bot token was granted, as Slack lists them in `x-oauth-scopes` (deskbot's manifest's, unless a test changes them). */
  scopes = [
    "commands",
    "chat:write",
    "users:read",
    "users:read.email",
    "im:history",
    "app_mentions:read",
    "links:read",
    "links:write",
  ];

  /** Methods whose calls are held unanswered (as a Slack that is slow, or queues them) until `release`. */
  private readonly held = new Map<string, { released: Promise<void>; release: () => void }>();

  /** Holds every call of `method`, unanswered, until `release(method)`. */
  hold(method: string): void {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.held.set(method, { released, release });
  }

  /** Answers the held calls of `method`, and those that follow. */
  release(method: string): void {
    this.held.get(method)?.release();
    this.held.delete(method);
  }

  /** Methods that answer this HTTP status every time (an outage of that part of the Web API). */
  readonly broken = new Map<string, number>();

  /** The next call of `method` answers `{ok: false, error}`, as Slack does when it refuses one. */
  failNext(method: string, error = "internal_error"): void {
    this.failing.set(method, error);
  }

  /** Base of the Web API, for SLACK_API_URL. */
  get apiUrl(): string {
    return `${this.origin}/api/`;
  }

  /** A response_url that records what is posted to it. */
  responseUrl(id: string): string {
    return `${this.origin}/response/${id}`;
  }

  private get origin(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  /** Calls of one method (or `response_url`). */
  callsOf(method: string): SlackCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  /** Resolves when the `count`-th call of `method` has arrived (at once if it already has). */
  async waitFor(method: string, count = 1): Promise<SlackCall> {
    while (this.callsOf(method).length < count) await once(this.events, "call");
    return this.callsOf(method)[count - 1] as SlackCall;
  }

  async listen(): Promise<void> {
    this.server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", "http://fake");
      const body = parseBody(raw, req.headers["content-type"] ?? "");
      const [, kind, name] = url.pathname.split("/");
      const call: SlackCall =
        kind === "response" ? { method: "response_url", body, responseId: name ?? "" } : { method: name ?? "", body };
      this.calls.push(call);
      const held = this.held.get(call.method);
      if (held) {
        this.events.emit("call", call);
        await held.released;
      }
      const broken = this.broken.get(call.method);
      if (broken) {
        res.writeHead(broken, { "content-type": "text/plain" }).end("Internal Server Error");
        this.events.emit("call", call);
        return;
      }
      res.writeHead(200, { "content-type": "application/json", "x-oauth-scopes": this.scopes.join(",") });
      res.end(JSON.stringify(this.answer(call)));
      this.events.emit("call", call);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
  }

  private answer(call: SlackCall): Record<string, unknown> {
    const problems = this.problemsOf(call);
    if (problems.length > 0) {
      this.violations.push(...problems.map((problem) => `${call.method}: ${problem}`));
      return { ok: false, error: "invalid_blocks" };
    }
    const error = this.failing.get(call.method);
    if (error) {
      this.failing.delete(call.method);
      return { ok: false, error };
    }
    switch (call.method) {
      case "auth.test":
        return { ok: true, user_id: "UBOT", bot_id: "BBOT", team_id: "T1", team: "Acme", user: "deskbot" };
      case "apps.connections.open":
        return { ok: true, url: "wss://127.0.0.1:9/socket" };
      case "views.open":
      case "views.publish":
        this.viewCounter += 1;
        return { ok: true, view: { id: `V${this.viewCounter}` } };
      case "chat.postEphemeral":
        return { ok: true, message_ts: "1700000000.000100" };
      case "conversations.replies": {
        const thread = this.threads.get(`${String(call.body.channel)}:${String(call.body.ts)}`);
        if (!thread) return { ok: false, error: "thread_not_found" };
        // Pages of `limit` (Slack's default 1000), oldest first; the cursor is where the next page starts.
        const limit = Math.max(1, Number(call.body.limit ?? 1000) || 1000);
        const from = Number(/^at:(\d+)$/.exec(String(call.body.cursor ?? ""))?.[1] ?? 0);
        const messages = thread.slice(from, from + limit);
        const more = from + limit < thread.length;
        return {
          ok: true,
          messages,
          has_more: more,
          ...(more ? { response_metadata: { next_cursor: `at:${from + limit}` } } : {}),
        };
      }
      case "users.info": {
        const id = String(call.body.user ?? "");
        const person = this.people.get(id);
        if (!person) return { ok: false, error: "user_not_found" };
        return {
          ok: true,
          user: {
            id,
            name: person.name.toLowerCase(),
            real_name: person.name,
            deleted: false,
            is_bot: false,
            // Slack gives the locale only when asked with include_locale.
            ...(person.locale && String(call.body.include_locale) === "true" ? { locale: person.locale } : {}),
            profile: {
              display_name: person.name,
              real_name: person.name,
              ...(person.email ? { email: person.email } : {}),
            },
          },
        };
      }
      default:
        return { ok: true };
    }
  }

  /** What Slack would refuse in a call: a message over its limits, a view over its limits. */
  private problemsOf(call: SlackCall): string[] {
    if (["chat.postMessage", "chat.postEphemeral", "chat.update", "response_url"].includes(call.method)) {
      return slackMessageProblems(call.body);
    }
    if (["views.open", "views.update", "views.publish", "views.push"].includes(call.method)) {
      return slackViewProblems((call.body.view ?? {}) as Record<string, unknown>);
    }
    return [];
  }

  async close(): Promise<void> {
    for (const method of [...this.held.keys()]) this.release(method);
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function parseBody(raw: string, contentType: string): Record<string, unknown> {
  if (contentType.includes("application/json")) return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  const body: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    body[key] = /^[[{]/.test(value) ? safeJson(value) : value;
  }
  return body;
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
