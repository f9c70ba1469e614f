// A deploy loses nothing: a stop mid-command drains, keeps serving, and delivers the answer before the process goes.
import { describe, expect, it } from "vitest";
import { postSigned, SIGNING_SECRET, slashCommand } from "../fakes/slack-requests.ts";
import { messageActivity, postActivity } from "../fakes/teams-activities.ts";
import { FakeClock } from "./helpers/fake-clock.ts";
import { startFakeConnector } from "./helpers/fake-connector.ts";
import { startFakeSlack } from "./helpers/fake-slack.ts";
import { startServe } from "./helpers/serve.ts";

describe("a stop while a command is under way", () => {
  it("turns /readyz away, serves what arrives, and delivers the Slack answer before stopping", async () => {
    const slack = await startFakeSlack();
    const clock = new FakeClock();
    const { server } = await startServe(
      { SLACK_SIGNING_SECRET: SIGNING_SECRET, SLACK_BOT_TOKEN: "xoxb-test", SLACK_API_URL: slack.apiUrl },
      { latencyMs: 1000, clock },
    );
    const request = slashCommand("company", { responseUrl: slack.responseUrl("deploy") });
    expect((await postSigned(server.url, request.body, request.contentType)).status).toBe(200);
    await clock.sleepRequested(1);
    let stopped = false;
    const stopping = server.shutdown(30_000).then((left) => {
      stopped = true;
      return left;
    });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await clock.advance(1000);
    await clock.sleepRequested(2);
    expect(stopped).toBe(false);
    await clock.advance(1000);
    expect(await stopping).toBe(0);
    const answers = slack.callsOf("response_url").filter((call) => !String(call.body.text).includes("Working on it"));
    expect(answers.map((call) => String(call.body.text))).toEqual([expect.stringContaining("Acme Corp")]);
  });

  it("waits for a Teams message's turn, answered after its HTTP request", async () => {
    const connector = await startFakeConnector();
    const clock = new FakeClock();
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" }, { latencyMs: 1000, clock });
    expect((await postActivity(server.url, messageActivity("company", { serviceUrl: connector.url }))).status).toBe(
      200,
    );
    await clock.sleepRequested(1);
    const stopping = server.shutdown(30_000);
    await clock.advance(1000);
    await clock.sleepRequested(2);
    await clock.advance(1000);
    expect(await stopping).toBe(0);
    expect(JSON.stringify(connector.sent().map((call) => call.body))).toContain("Acme Corp");
  });

  it("stops after the grace period even when a command never finishes, saying how many were left", async () => {
    const slack = await startFakeSlack();
    const clock = new FakeClock();
    const { server } = await startServe(
      { SLACK_SIGNING_SECRET: SIGNING_SECRET, SLACK_BOT_TOKEN: "xoxb-test", SLACK_API_URL: slack.apiUrl },
      { latencyMs: 1000, clock },
    );
    const request = slashCommand("company", { responseUrl: slack.responseUrl("stuck") });
    await postSigned(server.url, request.body, request.contentType);
    await clock.sleepRequested(1);
    expect(await server.shutdown(100)).toBe(1);
  });

  it("tells people whose commands still wait for the budget when the grace period ends to run them again", async () => {
    const slack = await startFakeSlack();
    const { server, sim } = await startServe({
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_BOT_TOKEN: "xoxb-test",
      SLACK_API_URL: slack.apiUrl,
      DESK_API_RATE_LIMIT: "1",
    });
    // The first command's company read spends the minute's one request; both lists wait for the next.
    for (const [user, text] of [
      ["UADA", "apps"],
      ["UALAN", "apps --page 2"],
    ] as const) {
      const request = slashCommand(text, { user, responseUrl: slack.responseUrl(user) });
      expect((await postSigned(server.url, request.body, request.contentType)).status).toBe(200);
    }
    // Each person is told they wait, why and about how long.
    const notes = [await slack.waitFor("response_url", 1), await slack.waitFor("response_url", 2)];
    for (const note of notes)
      expect(String(note.body.text)).toMatch(
        /Queued: the service desk allows 1 request a minute, .* about \d+ (seconds|minutes)/,
      );
    expect(await server.shutdown(100)).toBe(0);
    const answers = slack.callsOf("response_url").slice(2);
    expect(answers.map((call) => String(call.body.text)).sort()).toEqual([
      expect.stringContaining("deskbot restarted before your command ran: run it again"),
      expect.stringContaining("deskbot restarted before your command ran: run it again"),
    ]);
    expect(sim.journal.map((call) => call.path)).toEqual(["/v1/company"]);
  });
});
