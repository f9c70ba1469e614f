// kill -9 during a write: once the claim's lease runs out, the person is told the outcome is unknown, once, where they asked.
import { once } from "node:events";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { webApi } from "@slack/bolt";
import { type Activity, TurnContext } from "botbuilder";
import { describe, expect, it, onTestFinished } from "vitest";
import { postSigned, SIGNING_SECRET, slashCommand } from "../../fakes/slack-requests.ts";
import { messageActivity } from "../../fakes/teams-activities.ts";
import { lateDelivery } from "../../src/adapters/slack/deliver.ts";
import { CutOffWork } from "../../src/core/cut-off-work.ts";
import { createLogger } from "../../src/log.ts";
import { openSqliteStore } from "../../src/store/open-store.ts";
import { cleanEnv, startCli } from "../helpers/cli.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startFakeSlack } from "../helpers/fake-slack.ts";
import { startServe } from "../helpers/serve.ts";
import { startSimulator } from "../helpers/simulator.ts";

const THREE_MINUTES = 3 * 60 * 1000;

/** An API in front of the simulator that takes comments and never answers them: the write is under way for good. */
async function startApiThatHoldsComments(target: string) {
  const held: string[] = [];
  const events = new EventTarget();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === "POST" && /\/messages$/.test(req.url ?? "")) {
      held.push(Buffer.concat(chunks).toString("utf8"));
      events.dispatchEvent(new Event("held"));
      return;
    }
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method ?? "GET",
      headers: { authorization: req.headers.authorization ?? "", "content-type": "application/json" },
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  onTestFinished(() => {
    server.closeAllConnections();
    server.close();
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held,
    heldOne: () => (held.length > 0 ? Promise.resolve() : once(events, "held").then(() => undefined)),
  };
}

describe("a write cut off by kill -9", () => {
  it("is told to the person, at the response URL of their command, once, with the outcome audited as unknown", async () => {
    const sim = await startSimulator();
    const api = await startApiThatHoldsComments(sim.baseUrl);
    const slack = await startFakeSlack();
    const db = join(await mkdtemp(join(tmpdir(), "deskbot-cut-off-")), "store.sqlite");
    const child = startCli(
      ["serve"],
      cleanEnv({
        DESK_API_URL: api.url,
        DESK_API_TOKEN: sim.token,
        DESK_DB: db,
        SLACK_SIGNING_SECRET: SIGNING_SECRET,
        SLACK_BOT_TOKEN: "xoxb-test-token",
        SLACK_API_URL: slack.apiUrl,
        // Ann is an admin, who may comment on any ticket (CONTRACT §12).
        DESK_ADMINS: "UANN",
        PORT: "0",
        HOST: "127.0.0.1",
      }),
    );
    const serving = await servingUrl(child.stderr);
    const command = slashCommand("comment REQ-41 The printer is on fire", {
      user: "UANN",
      responseUrl: slack.responseUrl("r-cut"),
    });
    expect((await postSigned(serving, command.body, command.contentType)).status).toBe(200);
    await api.heldOne();
    child.kill("SIGKILL");
    await once(child, "exit");

    // What a restarted instance does once the dead one's lease has run out (the clock moved on).
    const store = await openSqliteStore(db, {
      clock: { now: () => Date.now() + THREE_MINUTES, sleep: async () => {} },
    });
    onTestFinished(() => store.close());
    const client = new webApi.WebClient("xoxb-test-token", { slackApiUrl: slack.apiUrl });
    const logger = createLogger("silent");
    const work = new CutOffWork({
      store,
      clock: { now: () => Date.now() + THREE_MINUTES, sleep: async () => {} },
      logger,
      defaultLocale: "en",
      deliveries: { slack: lateDelivery(client, logger) },
    });
    expect(await work.sweep()).toBe(1);
    const word = await slack.waitFor("chat.postEphemeral");
    expect(word.body).toMatchObject({ channel: "C1", user: "UANN" });
    expect(String(word.body.text)).toContain("whether the change was made is unknown");
    expect(JSON.stringify(word.body.blocks)).toContain("Your request was: comment REQ-41 The printer is on fire");
    expect(await store.recentAudit({ limit: 5 })).toEqual([
      expect.objectContaining({ chatUserId: "UANN", command: "comment", outcome: "unknown" }),
    ]);
    // Told once: another sweep (this instance's, or another's) finds nothing left to tell.
    expect(await work.sweep()).toBe(0);
    expect(api.held).toHaveLength(1);
  });
});

describe("serve, as it starts", () => {
  it("tells the people of work a stopped instance left cut off, on Slack and on Teams", async () => {
    const db = join(await mkdtemp(join(tmpdir(), "deskbot-cut-off-")), "store.sqlite");
    const slack = await startFakeSlack();
    const connector = await startFakeConnector();
    const activity = messageActivity("comment REQ-42 hi", { serviceUrl: connector.url }) as unknown as Activity;
    const store = await openSqliteStore(db);
    const note = { chatUserId: "UANN", command: "comment", text: "comment REQ-42 hi" };
    // Leases that ran out: their instance stopped before recording an outcome.
    await store.claimIdempotency("slack:command:T1", -1, {
      ...note,
      replyAddress: JSON.stringify({ user: "UANN", responseUrl: slack.responseUrl("r-1") }),
    });
    await store.claimIdempotency("teams:activity:A1", -1, {
      ...note,
      chatUserId: "aad-ann",
      // As teamsCaller makes it: the conversation reference of the activity that asked.
      replyAddress: JSON.stringify(TurnContext.getConversationReference(activity)),
    });
    // Work still held by a living instance is nobody's to tell.
    await store.claimIdempotency("slack:command:T2", 60_000, {
      ...note,
      replyAddress: JSON.stringify({ user: "UBOB", responseUrl: slack.responseUrl("r-2") }),
    });
    await store.close();
    await startServe({
      DESK_DB: db,
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_BOT_TOKEN: "xoxb-test-token",
      SLACK_API_URL: slack.apiUrl,
      TEAMS_ALLOW_UNAUTHENTICATED: "true",
    });
    const slackWord = await slack.waitFor("response_url");
    expect(slackWord.responseId).toBe("r-1");
    expect(String(slackWord.body.text)).toContain("whether the change was made is unknown");
    const teamsWord = await connector.waitForSent(1);
    expect(JSON.stringify(teamsWord.body)).toContain("Your request was: comment REQ-42 hi");
    expect(slack.callsOf("response_url").map((call) => call.responseId)).toEqual(["r-1"]);
  });
});

/** The `http://host:port` a `deskbot serve` child says (in its log, on standard error) it serves on. */
async function servingUrl(log: NodeJS.ReadableStream): Promise<string> {
  for await (const line of createInterface({ input: log })) {
    const record = JSON.parse(line) as { msg?: string; address?: string };
    if (record.msg === "deskbot is serving" && record.address) return `http://${record.address}`;
  }
  throw new Error("deskbot serve ended before it served");
}
