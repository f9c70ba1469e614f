// Text that would make a backtracking pattern take minutes: answered at once, with /healthz answering meanwhile.
import { describe, expect, it } from "vitest";
import { invokeActivity, messageActivity, postActivity } from "../../fakes/teams-activities.ts";
import { htmlToText } from "../../src/adapters/teams/text-in.ts";
import { startCore } from "../helpers/core.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe } from "../helpers/serve.ts";

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
    const outcome = await t.core.flows.submitForm(caller, "comment", answers, {}, 5000);
    expect(outcome).toEqual({ kind: "field-error", fieldId: "body", message: expect.stringContaining("40,000") });
    expect(t.sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(0);
  });
});
