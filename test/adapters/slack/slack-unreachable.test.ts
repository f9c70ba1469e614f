// Slack out of reach when serve starts: a warning in the log (no unhandled rejection), and answers as soon as Slack answers again.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postSigned, SIGNING_SECRET, slashCommand, uniqueId } from "../../../fakes/slack-requests.ts";
import { startFakeSlack } from "../../helpers/fake-slack.ts";
import { startServe } from "../../helpers/serve.ts";

/** A loopback port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type LogLine = Record<string, unknown>;
const saysSlackDoesNotAnswer = (line: LogLine) =>
  line.level === 40 && String(line.msg).startsWith("Slack does not answer (auth.test)");

describe("serve while Slack cannot be reached", () => {
  const rejections: unknown[] = [];
  const record = (reason: unknown) => rejections.push(reason);
  beforeEach(() => {
    rejections.length = 0;
    process.on("unhandledRejection", record);
  });
  afterEach(() => {
    process.off("unhandledRejection", record);
  });

  for (const mode of ["HTTP", "Socket Mode"] as const) {
    it(`${mode}: says that Slack does not answer (HTTP: a warning, serving; Socket Mode: start-up stops), no promise unhandled`, async () => {
      const closed = await closedPort();
      const env: Record<string, string> = {
        SLACK_SIGNING_SECRET: SIGNING_SECRET,
        SLACK_BOT_TOKEN: "xoxb-test-token",
        SLACK_API_URL: `http://127.0.0.1:${closed}/api/`,
      };
      if (mode === "HTTP") {
        const { logs, server } = await startServe(env);
        await vi.waitFor(() => expect(logs.some(saysSlackDoesNotAnswer)).toBe(true), { timeout: 10_000 });
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        expect(logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
      } else {
        // Socket Mode cannot connect without Slack: start-up stops with an error, and nothing is left unhandled.
        await expect(startServe({ ...env, SLACK_APP_TOKEN: "xapp-test-token" })).rejects.toThrow(
          /^SLACK_APP_TOKEN: Socket Mode cannot reach Slack \(.+\): check that this host can reach it$/,
        );
      }
      expect(rejections).toEqual([]);
    });
  }

  it("answers the first command after Slack answers again (its first failure is not kept)", async () => {
    const slack = await startFakeSlack();
    slack.broken.set("auth.test", 503);
    const { logs, server } = await startServe({
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_BOT_TOKEN: "xoxb-test-token",
      SLACK_API_URL: slack.apiUrl,
    });
    await vi.waitFor(() => expect(logs.some(saysSlackDoesNotAnswer)).toBe(true), { timeout: 10_000 });
    slack.broken.delete("auth.test");
    const id = uniqueId("r");
    const request = slashCommand("company", { responseUrl: slack.responseUrl(id) });
    expect((await postSigned(server.url, request.body, request.contentType)).status).toBe(200);
    await vi.waitFor(
      () =>
        expect(
          slack
            .callsOf("response_url")
            .some((call) => call.responseId === id && String(call.body.text).includes("Acme Corp")),
        ).toBe(true),
      { timeout: 10_000 },
    );
    expect(rejections).toEqual([]);
  });
});
