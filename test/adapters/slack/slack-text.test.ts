// Slack text over real HTTP: what people type reaches the ticket as typed; answers are escaped once, name people, fit Slack.
import { describe, expect, it } from "vitest";
import { postSigned, SIGNING_SECRET, slashCommand, uniqueId } from "../../../fakes/slack-requests.ts";
import { startFakeSlack } from "../../helpers/fake-slack.ts";
import { startServe } from "../../helpers/serve.ts";

async function setup() {
  const slack = await startFakeSlack();
  const { server, sim } = await startServe({
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_BOT_TOKEN: "xoxb-test-token",
    SLACK_API_URL: slack.apiUrl,
    DESK_ADMINS: "UADMIN",
  });
  /** Runs the slash command `name TEXT` as Slack sends it, and resolves to the answer posted to response_url. */
  const command = async (text: string, options: { user?: string; name?: string } = {}) => {
    const id = uniqueId("r");
    const request = slashCommand(text, {
      responseUrl: slack.responseUrl(id),
      ...(options.user ? { user: options.user } : {}),
    });
    const body = options.name
      ? request.body.replace("command=%2Fdesk", `command=${encodeURIComponent(options.name)}`)
      : request.body;
    expect((await postSigned(server.url, body, request.contentType)).status).toBe(200);
    while (
      !slack
        .callsOf("response_url")
        .some((call) => call.responseId === id && !String(call.body.text).includes("Working on it"))
    ) {
      await slack.waitFor("response_url", slack.callsOf("response_url").length + 1);
    }
    const answer =
      slack
        .callsOf("response_url")
        .filter((call) => call.responseId === id)
        .at(-1)?.body ?? {};
    return { text: String(answer.text ?? ""), json: JSON.stringify(answer.blocks ?? []) };
  };
  return { slack, sim, command };
}

describe("text in", () => {
  it("reaches the ticket as typed: escapes decoded, links, mentions, channels and @here as people read them", async () => {
    const { sim, command } = await setup();
    const typed =
      "Q&amp;A session &lt;today&gt; with <@U999|bob> in <#C042|it-help>, see <https://docs.example/q?a=1&amp;b=2|the doc> <!here>";
    const answer = await command(`comment REQ-41 ${typed}`);
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")[0]?.body).toEqual({
      body_text: "Q&A session <today> with @bob in #it-help, see the doc (https://docs.example/q?a=1&b=2) @here",
    });
    // Escaped once for Slack, never twice.
    expect(answer.json).toContain("Q&amp;A session &lt;today&gt;");
    expect(answer.json).not.toContain("&amp;amp;");
    expect(answer.json).not.toContain("&amp;lt;");
  });
});

describe("text out", () => {
  it("answers a 2,500-character comment within Slack's limits, saying it was shortened, and posts it once", async () => {
    const { sim, command } = await setup();
    const long = `${"The laptop arrived and works. ".repeat(83)}End.`;
    expect(long.length).toBeGreaterThan(2_400);
    const answer = await command(`comment REQ-42 ${long}`);
    expect(String(answer.text)).toContain("Comment added to REQ-42");
    expect(answer.json).toContain("(shortened)");
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toHaveLength(1);
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")[0]?.body).toEqual({ body_text: long });
  });

  it("mentions people as real Slack mentions", async () => {
    const { command } = await setup();
    const answer = await command("link <@U777|ann> u_ada", { user: "UADMIN" });
    expect(answer.json).toContain("<@U777> is linked to u_ada");
    expect(answer.json).not.toContain("&lt;@U777");
  });
});

describe("words for Slack", () => {
  it("writes help with the slash command, and shows people only what they may run", async () => {
    const { command } = await setup();
    const employee = await command("help", { user: "UANN" });
    expect(employee.json).toContain("/desk apps [--status");
    expect(employee.json).toContain("/desk help COMMAND");
    expect(employee.json).not.toContain("merge TARGET_USER_UID");
    const admin = await command("help", { user: "UADMIN" });
    expect(admin.json).toContain("/desk merge TARGET_USER_UID SOURCE_USER_UID");
    expect(admin.json).toContain("(admins)");
  });

  it("names who can help when it refuses, by mention, not by a variable", async () => {
    const { command } = await setup();
    const answer = await command("merge u_a u_b", { user: "UANN" });
    expect(answer.json).toContain("Only admins may run merge.");
    expect(answer.json).toContain("<@UADMIN>");
    expect(answer.json).not.toContain("DESK_ADMINS");
  });

  it.each([
    ["hlep", "is not a command. Did you mean help?"],
    ["apps --stauts approved", "Unknown option --stauts. Did you mean --status?"],
    ["app", '\\"app\\" needs one of: unarchive.'],
    ['apps --status "approved', "A quote is not closed"],
    ["approval REQ-1 Please", "--approvers is missing."],
  ])("answers %j in plain words, with the command's own usage", async (text, words) => {
    const { command } = await setup();
    const answer = await command(text, { user: "UADMIN" });
    expect(answer.json).toContain(words);
    expect(answer.json).not.toMatch(/Invalid input|expected string|Usage: `\/desk help`/);
    if (!text.startsWith("hlep")) expect(answer.json).toContain(`Usage: \`/desk ${text.split(" ")[0]}`);
  });

  it("says what it made of a --per-page out of range", async () => {
    const { command } = await setup();
    const answer = await command("apps --per-page 500");
    expect(answer.json).toContain("--per-page 500 is more than the API allows: showing 50 a page.");
  });

  it("tells an API refusal in plain words with the API's troubleshoot text, and no usage line (the command was written right)", async () => {
    const { command } = await setup();
    const answer = await command("app unarchive s_nothing", { user: "UADMIN" });
    expect(answer.json).toContain("Unarchiving application s_nothing failed: not found");
    expect(answer.json).toContain('No application with uid \\"s_nothing\\" exists in this company.');
    expect(answer.json).not.toContain("Usage:");
  });

  it("answers a slash command other than DESK_COMMAND at once, naming both", async () => {
    const { command, sim } = await setup();
    const answer = await command("help", { name: "/helpdesk" });
    expect(String(answer.text)).toContain("deskbot answers /desk here, not /helpdesk.");
    expect(sim.journal).toEqual([]);
  });
});

describe("a command that waits for the API's budget", () => {
  it("is told that it is queued, why, and for about how long", async () => {
    const slack = await startFakeSlack();
    const { server } = await startServe({
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_BOT_TOKEN: "xoxb-test-token",
      SLACK_API_URL: slack.apiUrl,
      // One request a minute: the company check takes it, the command itself waits for the next minute.
      DESK_API_RATE_LIMIT: "1",
    });
    const request = slashCommand("apps", { responseUrl: slack.responseUrl("queued") });
    expect((await postSigned(server.url, request.body, request.contentType)).status).toBe(200);
    const note = await slack.waitFor("response_url");
    expect(String(note.body.text)).toMatch(
      /^:hourglass_flowing_sand: Queued: the service desk allows 1 request a minute, and 1 is waiting\. Your answer will follow here in about \d+ seconds\.$/,
    );
  });
});
