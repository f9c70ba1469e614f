// The operator's log: one structured line per command handled (never its text), tied by a request id to its API calls' lines.
import { describe, expect, it } from "vitest";
import { postSigned, slashCommand, uniqueId } from "../../fakes/slack-requests.ts";
import { startSlackServe } from "../helpers/serve.ts";

describe("the operator's log", () => {
  it("has one line per command: platform, delivery, chat user, command, outcome, API calls, time; never the text", async () => {
    const { slack, server, logs } = await startSlackServe({ LOG_LEVEL: "debug" });
    const secretWords = "apps --status approved --per-page 3";
    const request = slashCommand(secretWords, { responseUrl: slack.responseUrl(uniqueId("r")), user: "UANN" });
    expect((await postSigned(server.url, request.body, request.contentType)).status).toBe(200);
    await slack.waitFor("response_url");
    const handled = logs.filter((line) => line.msg === "command handled");
    expect(handled).toHaveLength(1);
    const line = handled[0] ?? {};
    expect(line).toMatchObject({
      platform: "slack",
      delivery: expect.stringMatching(/^command:/),
      chatUser: "UANN",
      command: "apps",
      outcome: "result",
      apiCalls: expect.any(Number),
      ms: expect.any(Number),
      requestId: expect.any(String),
    });
    // Its API calls: the company (the gate) and the list, each a line of its own with the same request id.
    const calls = logs.filter((entry) => entry.msg === "API call" && entry.requestId === line.requestId);
    expect(calls.map((entry) => entry.call)).toEqual(expect.arrayContaining([expect.stringContaining("applications")]));
    expect(line.apiCalls).toBe(calls.length);
    expect(JSON.stringify(logs)).not.toContain("approved --per-page");
  });
});
