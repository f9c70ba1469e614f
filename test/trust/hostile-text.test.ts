// Text that would make a backtracking pattern take minutes: answered at once, with /healthz answering meanwhile.
import { describe, expect, it } from "vitest";
import { messageShortcut, postSigned, slashCommand } from "../../fakes/slack-requests.ts";
import { invokeActivity, messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import { htmlToText } from "../../src/adapters/teams/text-in.ts";
import { startCore } from "../helpers/core.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe, startSlackServe } from "../helpers/serve.ts";

/** 40 KB of unclosed link openings: 94 s through the pattern deskbot used before (it backtracked). */
const OPENINGS = '<a href="'.repeat(Math.ceil(40_000 / 9));

describe("hostile HTML from Teams", () => {
  // The test's own time limit is the bound: a process frozen by the text fails it.
  it('a 40 KB message of <a href=" is answered, and /healthz answers while it is handled', {
    timeout: 10_000,
  }, async () => {
    const connector = await startFakeConnector();
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    const options = { serviceUrl: connector.url };
    const message = postActivity(server.url, messageActivity(`help ${OPENINGS}`, options));
    const health = fetch(`${server.url}/healthz`).then((answer) => answer.status);
    const action = postActivity(
      server.url,
      invokeActivity(
        "composeExtension/fetchTask",
        {
          commandId: "commentOnTicket",
          commandContext: "message",
          messagePayload: { id: "m1", body: { contentType: "html", content: OPENINGS } },
        },
        options,
      ),
    );
    expect((await message).status).toBe(200);
    expect(await health).toBe(200);
    expect((await action).status).toBe(200);
    await connector.waitForSent(1);
  });

  it("reads links, mentions and lines as before", () => {
    expect(
      htmlToText(
        '<p>See <a href="https://x.example/a?b=1&amp;c=2">the <b>doc</b></a> &amp; <at>Ann</at></p><p>next</p>',
      ),
    ).toBe("See the doc (https://x.example/a?b=1&c=2) & @Ann\nnext");
    expect(htmlToText('<a href="mailto:ann@acme.example">ann@acme.example</a>')).toBe("ann@acme.example");
    expect(htmlToText("<ul><li>one</li><li>two</li></ul>a<br>b")).toBe("- one\n- two\na\nb");
    expect(htmlToText("a < b and c > d")).toBe("a  d");
  });

  it("keeps no more of a message than a command may be long", () => {
    expect(htmlToText("x".repeat(100_000)).length).toBe(40_000);
  });
});

describe("a form's answers", () => {
  it("are held to a command's length: 700 KB in a comment's field is an error beside it, and nothing is posted", async () => {
    const t = await startCore();
    const caller = { platform: "teams" as const, userId: "aad-ann", prefix: "" };
    const answers = { ticket: "REQ-41", body: "x".repeat(700_000) };
    const outcome = await t.core.submitForm(caller, "comment", answers, {}, 5000);
    expect(outcome).toEqual({ kind: "field-error", fieldId: "body", message: expect.stringContaining("40,000") });
    expect(t.sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(0);
  });
});

describe("text longer than a command may be, on every way in", () => {
  // Each is refused as too long (or cut, where it only fills a form), before anything reads it whole.
  it("a 300 KB Teams message of <@a| (split on mentions before any cap, once) is refused as too long", {
    timeout: 20_000,
  }, async () => {
    const connector = await startFakeConnector();
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    const text = `comment REQ-41 ${"<@a|".repeat(75_000)}`;
    const activity = messageActivity(text, { serviceUrl: connector.url, conversationType: "channel" });
    expect((await postActivity(server.url, activity)).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const reply = JSON.stringify((await connector.waitForSent(1)).body);
    expect(reply).toContain("That command is too long");
  });

  it("a Teams message whose HTML is over the limit is refused, not cut and run", async () => {
    const connector = await startFakeConnector();
    const { server, sim } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    // 45,000 characters of HTML that would read as 40,000 characters of text once decoded.
    const text = `comment REQ-41 ${"&amp;".repeat(9_000)}`;
    await postActivity(server.url, messageActivity(text, { serviceUrl: connector.url }));
    expect(JSON.stringify((await connector.waitForSent(1)).body)).toContain("That command is too long");
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(0);
  });

  it("a Slack slash command of 100 KB is refused as too long, and one whose escapes would hide its length too", async () => {
    const { slack, server, sim } = await startSlackServe();
    for (const [index, text] of [
      `comment REQ-41 ${"<@a|".repeat(25_000)}`,
      `comment REQ-41 ${"&amp;".repeat(9_000)}`,
    ].entries()) {
      const command = slashCommand(text, { responseUrl: slack.responseUrl(`long-${index}`) });
      expect((await postSigned(server.url, command.body, command.contentType)).status).toBe(200);
      const answer = await slack.waitFor("response_url", index + 1);
      expect(JSON.stringify(answer.body)).toContain("That command is too long");
    }
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(0);
  });

  it("a comment shortcut on a 160 KB Slack message opens its form, the message cut to what the form holds", {
    timeout: 20_000,
  }, async () => {
    const { slack, server } = await startSlackServe();
    const open = messageShortcut({
      callbackId: "comment_on_ticket",
      message: { type: "message", ts: "1.2", user: "UAUTHOR", text: "<@a|".repeat(40_000) },
      user: "UANN",
    });
    expect((await postSigned(server.url, open.body, open.contentType)).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const view = (await slack.waitFor("views.update")).body.view as {
      blocks: Array<{ block_id: string; element: { initial_value?: string } }>;
    };
    const body = view.blocks.find((block) => block.block_id === "body")?.element.initial_value ?? "";
    expect(body).toBe("<@a|".repeat(750));
  });
});

describe("mentions of many people in one message", () => {
  it("Teams: 4,000 mention entities cost at most 50 member lookups, and the command is answered", {
    timeout: 20_000,
  }, async () => {
    const connector = await startFakeConnector();
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    const mentions = Array.from({ length: 4000 }, (_, index) => ({ name: `P${index}`, id: `29:p${index}` }));
    const text = `comment REQ-41 ${mentions
      .slice(0, 100)
      .map((mention) => `<at>${mention.name}</at>`)
      .join(" ")}`;
    const activity = messageActivity(text, { serviceUrl: connector.url, mentions });
    expect((await postActivity(server.url, activity)).status).toBe(200);
    expect(JSON.stringify((await connector.waitForSent(1)).body)).toContain("REQ-41");
    const lookups = connector.calls.filter((call) => /\/members\//.test(call.path));
    // The sender (to know who they are), and at most 50 of the people mentioned.
    expect(lookups.length).toBeGreaterThan(1);
    expect(lookups.length).toBeLessThanOrEqual(51);
  });

  it("Slack: a shortcut on a message of 8,000 unnamed mentions looks up at most 20 names", async () => {
    const { slack, server } = await startSlackServe();
    const text = Array.from({ length: 8000 }, (_, index) => `<@U${index}X>`).join(" ");
    const open = messageShortcut({
      callbackId: "comment_on_ticket",
      message: { type: "message", ts: "1.2", user: "UAUTHOR", text },
      user: "UANN",
    });
    await postSigned(server.url, open.body, open.contentType);
    await slack.waitFor("views.update");
    // The person who used the shortcut, and at most 20 of the people mentioned.
    expect(slack.callsOf("users.info").length).toBeLessThanOrEqual(21);
  });
});
