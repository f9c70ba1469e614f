// Signed Slack bodies that are not what Slack sends are refused before Bolt reads them, and the process stays up.
import { describe, expect, it } from "vitest";
import { postSigned, SIGNING_SECRET, slashCommand, uniqueId } from "../../fakes/slack-requests.ts";
import { startFakeSlack } from "../helpers/fake-slack.ts";
import { startServe } from "../helpers/serve.ts";

describe("a signed Slack body that is not an object", () => {
  it.each([
    ["payload=null", "application/x-www-form-urlencoded"],
    ["payload=%5B1%2C2%5D", "application/x-www-form-urlencoded"],
    ["payload=not-json", "application/x-www-form-urlencoded"],
    ["null", "application/json"],
    ["[]", "application/json"],
  ])("%s (%s) gets 400, and the next command is still answered", async (body, contentType) => {
    const slack = await startFakeSlack();
    const { server } = await startServe({
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_BOT_TOKEN: "xoxb-test-token",
      SLACK_API_URL: slack.apiUrl,
    });
    expect((await postSigned(server.url, body, contentType)).status).toBe(400);
    const command = slashCommand("help", { responseUrl: slack.responseUrl(uniqueId("r")) });
    expect((await postSigned(server.url, command.body, command.contentType)).status).toBe(200);
    expect(String((await slack.waitFor("response_url")).body.text)).toContain("deskbot commands");
  });
});
