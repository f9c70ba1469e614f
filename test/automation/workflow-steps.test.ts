// Slack Workflow Builder steps over real HTTP: function_executed runs the action once and completes the step with its outputs.
import { describe, expect, it } from "vitest";
import { eventCallback, postSigned, uniqueId } from "../../fakes/slack-requests.ts";
import { MAX_COMMAND_LENGTH } from "../../src/core/parser.ts";
import { startSlackServe } from "../helpers/serve.ts";

/** A signed `function_executed` event for the step `callbackId`, run for `user` with `inputs`. */
function stepEvent(callbackId: string, user: string, inputs: Record<string, unknown>, executionId = uniqueId("Fx")) {
  return eventCallback({
    type: "function_executed",
    function: { id: `Fn_${callbackId}`, callback_id: callbackId, title: callbackId, type: "app", app_id: "A1" },
    inputs: { user: { id: user, secret: "context-secret" }, ...inputs },
    function_execution_id: executionId,
    workflow_execution_id: uniqueId("Wx"),
    event_ts: String(Date.now() / 1000),
    bot_access_token: "xwfp-step-token",
  });
}

describe("a workflow step", () => {
  it("adds the comment once, completes with its outputs, and the audit log says it came from a workflow step", async () => {
    const { slack, server, sim } = await startSlackServe({ DESK_ADMINS: "UADMIN" });
    // Ann is Linus on the platform, who asked for REQ-41: hers to comment on (CONTRACT §12).
    await server.runtime.store.setLink("slack", "UANN", "u_linus");
    const event = stepEvent("add_comment", "UANN", { ticket: "REQ-41", body: "From the onboarding workflow" }, "Fx1");
    expect((await postSigned(server.url, event.body, event.contentType)).status).toBe(200);
    const completed = await slack.waitFor("functions.completeSuccess");
    expect(completed.body).toMatchObject({ function_execution_id: "Fx1" });
    const outputs = completed.body.outputs;
    expect(outputs).toEqual({ ticket: "REQ-41", comment_id: expect.stringMatching(/^msg_/) });
    expect(sim.received("POST", "/v1/requests/REQ-41/messages").map((call) => call.body)).toEqual([
      { body_text: "From the onboarding workflow", sent_by_uid: "u_linus" },
    ]);
    // Slack delivers the same execution again: no second comment.
    const again = stepEvent("add_comment", "UANN", { ticket: "REQ-41", body: "From the onboarding workflow" }, "Fx1");
    await postSigned(server.url, again.body, again.contentType);
    await slack.waitFor("functions.completeSuccess", 2);
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")).toHaveLength(1);
    const audit = await server.runtime.store.recentAudit({ limit: 5 });
    expect(audit[0]).toMatchObject({
      chatUserId: "UANN",
      command: "comment",
      detail: expect.stringContaining("from a workflow step"),
    });
  });

  it("fails an admin step run for a non-admin, sending nothing, and names an unknown ticket", async () => {
    const { slack, server, sim } = await startSlackServe({ DESK_ADMINS: "UADMIN" });
    const denied = stepEvent("disable_service", "UANN", { service: "wa_vpn" });
    await postSigned(server.url, denied.body, denied.contentType);
    const refusal = await slack.waitFor("functions.completeError");
    expect(String(refusal.body.error)).toContain("Only admins may run service disable");
    expect(sim.received("PUT", "/v1/services/wa_vpn")).toHaveLength(0);
    const unknown = stepEvent("add_comment", "UANN", { ticket: "REQ-999", body: "Hello" });
    await postSigned(server.url, unknown.body, unknown.contentType);
    const error = await slack.waitFor("functions.completeError", 2);
    expect(String(error.body.error)).toContain("REQ-999");
  });

  it("enables a service for an admin, and requests an approval from Slack users as approvers", async () => {
    const { slack, server, sim } = await startSlackServe({ DESK_ADMINS: "UADMIN" });
    await server.runtime.store.setLink("slack", "UGRACE", "u_grace");
    const enable = stepEvent("enable_service", "UADMIN", { service: "wa_vpn" });
    await postSigned(server.url, enable.body, enable.contentType);
    const enabled = await slack.waitFor("functions.completeSuccess");
    expect(enabled.body.outputs).toEqual({ service: "wa_vpn", enabled: true });
    const approval = stepEvent("request_approval", "UADMIN", {
      ticket: "REQ-44",
      approvers: ["UGRACE"],
      body: "Please approve",
      follow: true,
    });
    await postSigned(server.url, approval.body, approval.contentType);
    const requested = await slack.waitFor("functions.completeSuccess", 2);
    expect(requested.body.outputs).toMatchObject({
      ticket: "REQ-44",
      approval_id: expect.any(String),
    });
    expect(sim.received("POST", "/v1/requests/REQ-44/approvals").map((call) => call.body)).toEqual([
      { body_markdown: "Please approve", approver_uids: ["u_grace"], add_to_followers: true },
    ]);
  });
});

describe("a workflow step's inputs", () => {
  it("reach the ticket as written (options, quotes, a leading --approvers, 40,000 characters), never parsed", async () => {
    const { slack, server, sim, logs } = await startSlackServe({ DESK_ADMINS: "UADMIN" });
    await server.runtime.store.setLink("slack", "UANN", "u_linus");
    const texts = ["--force is needed", '"hello"', "--approvers UGRACE first", "é".repeat(MAX_COMMAND_LENGTH)];
    for (const [index, body] of texts.entries()) {
      const event = stepEvent("add_comment", "UANN", { ticket: "REQ-41", body });
      await postSigned(server.url, event.body, event.contentType);
      await slack.waitFor("functions.completeSuccess", index + 1);
    }
    expect(sim.received("POST", "/v1/requests/REQ-41/messages").map((call) => call.body)).toEqual(
      texts.map((body_text) => ({ body_text, sent_by_uid: "u_linus" })),
    );
    const approval = stepEvent("request_approval", "UADMIN", {
      ticket: "REQ-44",
      approvers: ["UADMIN"],
      body: "--follow --approvers UANN",
    });
    await server.runtime.store.setLink("slack", "UADMIN", "u_grace");
    await postSigned(server.url, approval.body, approval.contentType);
    await slack.waitFor("functions.completeSuccess", texts.length + 1);
    expect(sim.received("POST", "/v1/requests/REQ-44/approvals").map((call) => call.body)).toEqual([
      { body_markdown: "--follow --approvers UANN", approver_uids: ["u_grace"], sent_by: "u_grace" },
    ]);
    // The operator's log says where the command came from: Slack, through a workflow step.
    expect(logs.filter((line) => line.msg === "command handled")[0]).toMatchObject({
      platform: "slack",
      via: "workflow",
      command: "comment",
    });
  });

  it("fail with a reason a person can act on for a body too long or a ticket that is a dot segment, sending nothing", async () => {
    const { slack, server, sim } = await startSlackServe();
    const long = stepEvent("add_comment", "UANN", { ticket: "REQ-41", body: "x".repeat(MAX_COMMAND_LENGTH + 1) });
    await postSigned(server.url, long.body, long.contentType);
    const tooLong = await slack.waitFor("functions.completeError");
    expect(tooLong.body.error).toBe("body: is too long: it may hold at most 40,000 characters");
    const dots = stepEvent("add_comment", "UANN", { ticket: "..", body: "Hello" });
    await postSigned(server.url, dots.body, dots.contentType);
    const refused = await slack.waitFor("functions.completeError", 2);
    expect(String(refused.body.error)).toContain('".." cannot be an id');
    expect(sim.journal.filter((call) => call.method !== "GET")).toEqual([]);
  });
});
