// With the store away, a form's shortcut or message action answers with the reason, on Slack and on Teams: never a form left loading.
import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { interaction, postSigned, uniqueId } from "../../fakes/slack-requests.ts";
import { invokeActivity, postActivity } from "../../fakes/teams-activities.ts";
import type { RunningServer } from "../../src/cli/serve-command.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe, startSlackServe } from "../helpers/serve.ts";

/** The store's words when it cannot make a change (the core's check "store up for writes"). */
const STORE_DOWN = "deskbot cannot make changes right now: its database does not answer.";

/** Stops the store under the running server, as a deleted database file does. */
function stopStore(server: RunningServer): void {
  const config = server.runtime.config.store;
  if (config.kind !== "sqlite") throw new Error("these tests run on SQLite");
  rmSync(config.path);
}

describe("with the store stopped", () => {
  it.each([
    ["comment_on_ticket", "UANYONE"],
    ["request_approval", "UANYONE"],
    ["request_approval", "UADMIN"],
  ])("Slack's %s shortcut (from %s) replaces its loading view with the reason", async (callbackId, user) => {
    const { slack, server, sim } = await startSlackServe({ DESK_ADMINS: "UADMIN" });
    stopStore(server);
    const request = interaction({
      type: "message_action",
      callback_id: callbackId,
      trigger_id: uniqueId("trigger."),
      response_url: "http://127.0.0.1:9/unused",
      message_ts: "1700000000.000200",
      message: { type: "message", ts: "1700000000.000200", user: "UAUTHOR", text: "The printer is jammed" },
      user: { id: user, name: "someone" },
      channel: { id: "C1", name: "it" },
      team: { id: "T1", domain: "acme" },
      token: "legacy",
      action_ts: "1",
    });
    expect((await postSigned(server.url, request.body, request.contentType)).status).toBe(200);
    const opened = await slack.waitFor("views.open");
    expect(JSON.stringify(opened.body.view)).toContain("Opening the form");
    const updated = await slack.waitFor("views.update");
    const view = JSON.stringify(updated.body.view);
    expect(view).toContain(STORE_DOWN);
    expect(view).not.toContain('"type":"input"');
    expect(sim.journal.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it.each([
    ["commentOnTicket", "aad-anyone"],
    ["requestApproval", "aad-anyone"],
    ["requestApproval", "aad-admin"],
  ])("the Teams message action %s (from %s) answers with the reason instead of its dialog", async (commandId, aad) => {
    const connector = await startFakeConnector();
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin" });
    stopStore(server);
    const payload = { id: "m1", body: { contentType: "text", content: "The printer is jammed" } };
    const answer = await postActivity(
      server.url,
      invokeActivity(
        "composeExtension/fetchTask",
        { commandId, commandContext: "message", messagePayload: payload },
        { serviceUrl: connector.url, aad },
      ),
    );
    expect(answer.status).toBe(200);
    const task = (answer.body as { task: { type: string; value: unknown } }).task;
    expect(task.type).toBe("message");
    expect(String(task.value)).toContain(STORE_DOWN);
  });
});
