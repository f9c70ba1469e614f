// A Slack Web API outage costs a command seconds, not half an hour: users.info answering 500 still lets the command answer.
import { describe, expect, it } from "vitest";
import { postSigned, slashCommand, uniqueId } from "../../fakes/slack-requests.ts";
import { startSlackServe } from "../helpers/serve.ts";

describe("users.info answering 500", () => {
  // The test's own time limit is the bound: Slack's client used to retry ten times over about 30 minutes.
  it("an unlinked person's command is still answered, after at most one retry of the lookup", {
    timeout: 10_000,
  }, async () => {
    const { slack, server } = await startSlackServe();
    slack.broken.set("users.info", 500);
    // With a directory loaded, deskbot asks Slack for an unlinked person's verified e-mail.
    await server.runtime.store.replaceDirectory(
      [{ uid: "u_ada", emails: ["ada@acme.example"], entraIds: [] }],
      "people.csv",
    );
    const command = slashCommand("company", { responseUrl: slack.responseUrl(uniqueId("r")), user: "UNEW" });
    expect((await postSigned(server.url, command.body, command.contentType)).status).toBe(200);
    const answer = await slack.waitFor("response_url");
    expect(JSON.stringify(answer.body)).toContain("Acme Corp");
    expect(slack.callsOf("users.info").length).toBeLessThanOrEqual(2);
  });
});
