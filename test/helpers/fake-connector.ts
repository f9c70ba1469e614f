// A fake Bot Connector on loopback (the activity's serviceUrl): records what the bot sends, answers with ids.
import { EventEmitter, once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { onTestFinished } from "vitest";
import { teamsActivityProblems } from "./platform-limits.ts";

export interface ConnectorCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** Starts a fake Bot Connector; closed when the test that started it ends. */
export async function startFakeConnector(): Promise<FakeConnector> {
  const fake = new FakeConnector();
  await fake.listen();
  onTestFinished(async () => {
    await fake.close();
    // Every activity deskbot sent in the test was one Teams takes, or the test fails.
    const problems = fake.violations;
    if (problems.length > 0) throw new Error(`Teams would have refused what deskbot sent:\n${problems.join("\n")}`);
  });
  return fake;
}

export class FakeConnector {
  readonly calls: ConnectorCall[] = [];
  /** What Teams would have refused. */
  readonly violations: string[] = [];
  private readonly events = new EventEmitter();
  private server: Server | undefined;
  private counter = 0;
  /** E-mails of members by key (`grace` for 29:grace and aad-grace), as Entra ID holds them. */
  readonly emails = new Map<string, string>();
  /** The Microsoft 365 group id of each team the bot is in, by the team's Teams id (GET /v3/teams/{id}); others 404. */
  readonly teamGroups = new Map<string, string>();

  /** Member lookups: answered (by default), held unanswered until `releaseMembers`, or 404 as for someone outside the conversation. */
  members: "answer" | "hold" | "not-found" = "answer";
  private releaseHeld: Array<() => void> = [];

  /** Answers the member lookups held, and those that follow. */
  releaseMembers(): void {
    this.members = "answer";
    for (const release of this.releaseHeld.splice(0)) release();
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}/`;
  }

  /** Activities the bot sent or updated (POST and PUT of activities), oldest first. */
  sent(): ConnectorCall[] {
    return this.calls.filter((call) => /\/activities/.test(call.path));
  }

  /** Resolves when `count` activities have been sent or updated. */
  async waitForSent(count: number): Promise<ConnectorCall> {
    while (this.sent().length < count) await once(this.events, "call");
    return this.sent()[count - 1] as ConnectorCall;
  }

  async listen(): Promise<void> {
    this.server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks).toString("utf8");
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      const call = { method: req.method ?? "", path, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} };
      this.calls.push(call);
      const problems = /\/activities/.test(path) ? teamsActivityProblems(call.body) : [];
      if (problems.length > 0) {
        this.violations.push(...problems);
        res.writeHead(413, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { code: "BadSyntax", message: problems.join("; ") } }));
        this.events.emit("call", call);
        return;
      }
      const team = /^\/v3\/teams\/([^/]+)$/.exec(path);
      if (team && req.method === "GET") {
        const id = decodeURIComponent(team[1] ?? "");
        const group = this.teamGroups.get(id);
        res.writeHead(group ? 200 : 404, { "content-type": "application/json" });
        res.end(JSON.stringify(group ? { id, name: "Support", aadGroupId: group } : { error: { code: "NotFound" } }));
        this.events.emit("call", call);
        return;
      }
      const member = /\/members\/([^/]+)$/.exec(path);
      if (member && this.members === "hold") {
        this.events.emit("call", call);
        await new Promise<void>((resolve) => this.releaseHeld.push(resolve));
      }
      if (member && this.members === "not-found") {
        // What Teams answers for someone outside the conversation.
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { code: "MemberNotFoundInConversation", message: "Member not found" } }));
        this.events.emit("call", call);
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      if (member) {
        // A member asked for by Teams id (29:grace) or AAD object id (aad-grace): one person, named as people are.
        const key = decodeURIComponent(member[1] ?? "").replace(/^29:|^aad-/, "");
        const name = `${key.charAt(0).toUpperCase()}${key.slice(1)}`;
        const email = this.emails.get(key);
        res.end(JSON.stringify({ id: `29:${key}`, name, aadObjectId: `aad-${key}`, ...(email ? { email } : {}) }));
      } else {
        this.counter += 1;
        res.end(JSON.stringify({ id: `bot-activity-${this.counter}` }));
      }
      this.events.emit("call", call);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
  }

  async close(): Promise<void> {
    this.releaseMembers();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
