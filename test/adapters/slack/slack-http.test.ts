// Slack over real HTTP: signed requests to /slack/events of a running serve, a fake Slack, the simulator behind.
import { describe, expect, it } from "vitest";
import {
  eventCallback,
  interaction,
  postSigned,
  SIGNING_SECRET,
  slashCommand,
  uniqueId,
} from "../../../fakes/slack-requests.ts";
import type { SimulatorOptions } from "../../../src/simulator/server.ts";
import { FakeClock } from "../../helpers/fake-clock.ts";
import { startFakeSlack } from "../../helpers/fake-slack.ts";
import { startServe } from "../../helpers/serve.ts";

async function setup(simulator: Partial<SimulatorOptions> = {}) {
  const slack = await startFakeSlack();
  const { server, sim } = await startServe(
    {
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_BOT_TOKEN: "xoxb-test-token",
      SLACK_API_URL: slack.apiUrl,
      DESK_ADMINS: "UADMIN",
    },
    simulator,
  );
  // UANY is Dennis on the platform, who asked for REQ-43: his to comment on (CONTRACT §12).
  await server.runtime.store.setLink("slack", "UANY", "u_dennis");
  const url = server.url;
  /** Runs `/desk TEXT` and resolves to the final response_url message. */
  const command = async (text: string, options: { user?: string; triggerId?: string } = {}) => {
    const id = uniqueId("r");
    const request = slashCommand(text, { responseUrl: slack.responseUrl(id), ...options });
    const ack = await postSigned(url, request.body, request.contentType);
    expect(ack.status).toBe(200);
    while (
      !slack
        .callsOf("response_url")
        .some((call) => call.responseId === id && !String(call.body.text).includes("Working on it"))
    ) {
      await slack.waitFor("response_url", slack.callsOf("response_url").length + 1);
    }
    return (
      slack
        .callsOf("response_url")
        .filter((call) => call.responseId === id)
        .at(-1)?.body ?? {}
    );
  };
  const apiCalls = () =>
    sim.journal.filter((call) => call.path !== "/v1/company").map((call) => `${call.method} ${call.path}`);
  return { slack, sim, url, command, apiCalls };
}

const blockText = (body: Record<string, unknown>) => JSON.stringify(body.blocks ?? []);

describe("request verification", () => {
  it("answers 401 to a forged signature and never reaches the API", async () => {
    const { url, sim, slack } = await setup();
    const request = slashCommand("company", { responseUrl: slack.responseUrl("x") });
    const forged = await postSigned(url, request.body, request.contentType, { secret: "not-the-secret" });
    expect(forged.status).toBe(401);
    expect(sim.journal).toEqual([]);
    expect(slack.callsOf("response_url")).toEqual([]);
  });

  it("answers 401 to a stale timestamp", async () => {
    const { url, sim, slack } = await setup();
    const request = slashCommand("company", { responseUrl: slack.responseUrl("x") });
    const stale = await postSigned(url, request.body, request.contentType, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(stale.status).toBe(401);
    expect(sim.journal).toEqual([]);
  });

  it("answers 401 to an unsigned request", async () => {
    const { url } = await setup();
    const response = await fetch(`${url}/slack/events`, { method: "POST", body: "text=company" });
    expect(response.status).toBe(401);
  });
});

describe("the slash command", () => {
  it("answers through response_url, ephemeral, in Block Kit", async () => {
    const { command } = await setup();
    const answer = await command("company");
    expect(answer.response_type).toBe("ephemeral");
    expect(answer.text).toContain("Acme Corp");
    expect(blockText(answer)).toContain("*Slack*\\non");
  });

  it("offers the next page as a button that re-runs the same query, and the button shows it", async () => {
    const { command, url, slack } = await setup();
    const answer = await command("apps --status approved --per-page 5");
    const blocks = blockText(answer);
    expect(blocks).toContain("Page 1 of 5 · 22 in all");
    const actions = (answer.blocks as Array<{ type: string; elements?: Array<Record<string, unknown>> }>).find(
      (b) => b.type === "actions",
    );
    const next = actions?.elements?.find((element) => element.action_id === "page_next");
    expect(next?.value).toBe("apps --status approved --per-page 5 --page 2");
    const pressed = interaction({
      type: "block_actions",
      user: { id: "UADMIN" },
      trigger_id: uniqueId("t"),
      response_url: slack.responseUrl("page"),
      container: { type: "message", is_ephemeral: true },
      actions: [{ type: "button", action_id: "page_next", value: next?.value, action_ts: "1" }],
    });
    expect((await postSigned(url, pressed.body, pressed.contentType)).status).toBe(200);
    const page = await slack.waitFor("response_url", slack.callsOf("response_url").length + 1);
    expect(page.body.replace_original).toBe(true);
    expect(blockText(page.body)).toContain("Page 2 of 5");
  });

  it("acknowledges at once while the API is slow, shows progress, then answers", async () => {
    const clock = new FakeClock();
    const { url, slack, sim } = await setup({ latencyMs: 10_000, clock });
    const request = slashCommand("company", { responseUrl: slack.responseUrl("slow") });
    const ack = await postSigned(url, request.body, request.contentType);
    expect(ack.status).toBe(200);
    expect(sim.journal.every((call) => call.status === 0)).toBe(true);
    const progress = await slack.waitFor("response_url");
    expect(progress.body.text).toContain("Working on it");
    // Two API calls are held back: the company gate's, then the command's own.
    await clock.sleepRequested(1);
    await clock.advance(10_000);
    await clock.sleepRequested(2);
    await clock.advance(10_000);
    const answer = await slack.waitFor("response_url", 2);
    expect(answer.body.replace_original).toBe(true);
    expect(answer.body.text).toContain("Acme Corp");
  });

  it("acknowledges while users.info is held: the acknowledgement waits for no lookup", async () => {
    const { url, slack } = await setup();
    // The person's language and profile come from users.info, which Slack does not answer yet.
    slack.hold("users.info");
    const request = slashCommand("company", { user: "UNEWCOMER", responseUrl: slack.responseUrl("held") });
    const ack = await postSigned(url, request.body, request.contentType);
    expect(ack.status).toBe(200);
    expect(ack.text).toBe("");
    expect(slack.callsOf("response_url")).toHaveLength(0);
    slack.release("users.info");
    const answer = await slack.waitFor("response_url");
    expect(answer.body.text).toContain("Acme Corp");
  });

  it("answers Slack's own checks of the URL (the events' challenge, the SSL check) at once, signed", async () => {
    const { url } = await setup();
    const challenge = JSON.stringify({ token: "legacy", challenge: "c-123", type: "url_verification" });
    const verified = await postSigned(url, challenge, "application/json");
    expect(verified).toEqual({ status: 200, text: JSON.stringify({ challenge: "c-123" }) });
    const ssl = await postSigned(url, "ssl_check=1&token=legacy", "application/x-www-form-urlencoded");
    expect(ssl).toEqual({ status: 200, text: "" });
  });

  it("tells the user when Slack is off for the company, and calls nothing else", async () => {
    const { command, sim } = await setup();
    sim.state.company = { ...sim.state.company, has_slack_enabled: false };
    const answer = await command("apps");
    expect(answer.text).toContain("deskbot is turned off for Slack at Acme Corp.");
    expect(sim.journal.map((call) => call.path)).toEqual(["/v1/company"]);
  });

  it("refuses admin commands to non-admins, with no API request", async () => {
    const { command, apiCalls } = await setup();
    const answer = await command("app unarchive s_lever", { user: "UINTERN" });
    expect(answer.text).toContain("Only admins may run app unarchive.");
    expect(apiCalls()).toEqual([]);
  });

  it("answers a usage error with the usage line and no API request", async () => {
    const { command, sim } = await setup();
    const answer = await command("apps --status lost");
    expect(answer.text).toContain('--status: "lost" is not one of discovered, approved, restricted');
    expect(blockText(answer)).toContain("Usage: `/desk apps [--status S[,S…]]");
    expect(sim.journal).toEqual([]);
  });

  it("carries out a write once when the same trigger is delivered twice", async () => {
    const { command, sim } = await setup();
    await command("comment REQ-42 Delivered", { triggerId: "trigger.same" });
    const again = await command("comment REQ-42 Delivered", { triggerId: "trigger.same" });
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toHaveLength(1);
    expect(again.text).toContain("already handled");
  });

  it("reaches the Web API when SLACK_API_URL is given as its host alone, without /api/", async () => {
    const slack = await startFakeSlack();
    const origin = slack.apiUrl.replace(/\/api\/$/, "");
    const { server } = await startServe({
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_BOT_TOKEN: "xoxb-test-token",
      SLACK_API_URL: origin,
    });
    const request = slashCommand("comment", { responseUrl: slack.responseUrl("h"), triggerId: "trigger.host" });
    await postSigned(server.url, request.body, request.contentType);
    expect((await slack.waitFor("views.open")).body.trigger_id).toBe("trigger.host");
  });

  it("opens the comment modal for `/desk comment` with no arguments", async () => {
    const { url, slack } = await setup();
    const request = slashCommand("comment", { responseUrl: slack.responseUrl("c"), triggerId: "trigger.modal" });
    await postSigned(url, request.body, request.contentType);
    // The modal opens at once, before the API is asked anything, then shows the form.
    const open = await slack.waitFor("views.open");
    expect(open.body.trigger_id).toBe("trigger.modal");
    expect(JSON.stringify(open.body.view)).toContain("Opening the form");
    const form = await slack.waitFor("views.update");
    expect(form.body.view_id).toBe("V1");
    expect(form.body.view).toMatchObject({ callback_id: "comment_modal" });
  });
});

describe("merge confirmation", () => {
  it("shows a danger button with Slack's confirm dialog naming both users; one press merges once", async () => {
    const { command, url, slack, sim } = await setup();
    const answer = await command("merge u_katherine u_katherine_dup");
    expect(sim.journal.filter((call) => call.method === "PATCH")).toEqual([]);
    const actions = (answer.blocks as Array<{ type: string; elements?: Array<Record<string, unknown>> }>).find(
      (b) => b.type === "actions",
    );
    const danger = actions?.elements?.find((element) => element.action_id === "confirm_command");
    expect(danger?.style).toBe("danger");
    expect(JSON.stringify(danger?.confirm)).toContain("u_katherine_dup");
    expect(JSON.stringify(danger?.confirm)).toContain("cannot be undone");
    const press = (user: string, responseId: string) =>
      interaction({
        type: "block_actions",
        user: { id: user },
        trigger_id: uniqueId("t"),
        response_url: slack.responseUrl(responseId),
        container: { type: "message", is_ephemeral: true },
        actions: [{ type: "button", action_id: "confirm_command", value: danger?.value, action_ts: uniqueId("") }],
      });
    const intern = press("UINTERN", "intern");
    await postSigned(url, intern.body, intern.contentType);
    const refused = await slack.waitFor("response_url", slack.callsOf("response_url").length + 1);
    expect(refused.body.text).toContain("Only admins may run merge.");
    expect(sim.received("PATCH", "/v1/users/u_katherine/merge")).toEqual([]);
    const first = press("UADMIN", "first");
    const second = press("UADMIN", "second");
    await Promise.all([
      postSigned(url, first.body, first.contentType),
      postSigned(url, second.body, second.contentType),
    ]);
    const before = slack.callsOf("response_url").length;
    await slack.waitFor("response_url", before + 2);
    expect(sim.received("PATCH", "/v1/users/u_katherine/merge")).toHaveLength(1);
    const answers = slack.callsOf("response_url").slice(before);
    const outcome = answers.find((call) => String(call.body.text).includes("is merged into"));
    const note = answers.find((call) => String(call.body.text).includes("already done"));
    expect(outcome?.body.replace_original).toBe(true);
    expect(note?.body.replace_original).toBe(false);
  });
});

describe("message shortcuts and modals", () => {
  const message = {
    type: "message",
    ts: "1700000000.000200",
    user: "UAUTHOR",
    text: "The printer on floor 2 is jammed &amp; smoking <https://status.example|status>",
    files: [{ id: "F1", name: "jam.jpg", permalink: "https://files.slack.example/jam.jpg" }],
  };

  function shortcut(callbackId: string, user = "UADMIN") {
    return interaction({
      type: "message_action",
      callback_id: callbackId,
      trigger_id: uniqueId("trigger."),
      response_url: "http://127.0.0.1:9/unused",
      message_ts: message.ts,
      message,
      user: { id: user, name: "someone" },
      channel: { id: "C1", name: "it" },
      team: { id: "T1", domain: "acme" },
      token: "legacy",
      action_ts: "1",
    });
  }

  function submission(
    callbackId: string,
    viewId: string,
    metadata: string,
    values: Record<string, unknown>,
    user = "UADMIN",
  ) {
    return interaction({
      type: "view_submission",
      user: { id: user },
      team: { id: "T1" },
      view: { id: viewId, callback_id: callbackId, private_metadata: metadata, state: { values }, hash: "h" },
    });
  }

  const text = (block: string, value: string) => ({ [block]: { [block]: { type: "plain_text_input", value } } });

  it("opens comment_modal pre-filled with the message's text and carries its files", async () => {
    const { url, slack } = await setup();
    const request = shortcut("comment_on_ticket");
    await postSigned(url, request.body, request.contentType);
    const open = await slack.waitFor("views.update");
    const view = open.body.view as {
      callback_id: string;
      blocks: Array<Record<string, unknown>>;
      private_metadata: string;
    };
    expect(view.callback_id).toBe("comment_modal");
    const ids = view.blocks
      .filter((block) => block.type === "input")
      .map((block) => [block.block_id, (block.element as { action_id: string }).action_id]);
    expect(ids).toEqual([
      ["ticket", "ticket"],
      ["body", "body"],
    ]);
    const body = view.blocks.find((block) => block.block_id === "body")?.element as {
      initial_value: string;
      multiline: boolean;
    };
    expect(body).toMatchObject({
      multiline: true,
      initial_value: "The printer on floor 2 is jammed & smoking status (https://status.example)",
    });
    // Sealed: a submission acts only on the channel, reply address and files deskbot saw Slack send.
    expect(JSON.parse(view.private_metadata.slice(44))).toMatchObject({
      channel: "C1",
      files: [{ filename: "jam.jpg", url: "https://files.slack.example/jam.jpg" }],
    });
  });

  it("attaches no file and answers at no address that a modal's metadata gained after deskbot sealed it", async () => {
    const { url, slack, sim } = await setup();
    const open = shortcut("comment_on_ticket", "UANY");
    await postSigned(url, open.body, open.contentType);
    const metadata = ((await slack.waitFor("views.update")).body.view as { private_metadata: string }).private_metadata;
    const forged = {
      channel: "CSTOLEN",
      responseUrl: "https://evil.example/collect",
      files: [{ filename: "payroll.xlsx", url: "https://phishing.example/login" }],
    };
    const values = { ...text("ticket", "REQ-43"), ...text("body", "Jammed") };
    for (const [index, tampered] of [JSON.stringify(forged), metadata.replace("jam.jpg", "payroll.xlsx")].entries()) {
      const submitted = submission("comment_modal", `VFORGED${index}`, tampered, values, "UANY");
      expect((await postSigned(url, submitted.body, submitted.contentType)).status).toBe(200);
      // With no channel deskbot sealed, the outcome goes to the person's direct message with the app.
      const posted = await slack.waitFor("chat.postMessage", index + 1);
      expect(posted.body).toMatchObject({ channel: "UANY", text: expect.stringContaining("Comment added to REQ-43") });
    }
    expect(slack.callsOf("chat.postEphemeral")).toHaveLength(0);
    const comments = sim.state.messages.get("req_0043") ?? [];
    expect(comments).toHaveLength(2);
    for (const comment of comments) expect(comment.attachments ?? []).toEqual([]);
  });

  it("shows an unknown ticket beside its field, then carries out the fixed submission of the same view once", async () => {
    const { url, slack, sim } = await setup();
    const open = shortcut("comment_on_ticket", "UANY");
    await postSigned(url, open.body, open.contentType);
    const metadata = ((await slack.waitFor("views.update")).body.view as { private_metadata: string }).private_metadata;
    const wrong = submission(
      "comment_modal",
      "V100",
      metadata,
      { ...text("ticket", "REQ-999"), ...text("body", "Jammed") },
      "UANY",
    );
    const refused = await postSigned(url, wrong.body, wrong.contentType);
    expect(JSON.parse(refused.text)).toMatchObject({
      response_action: "errors",
      errors: { ticket: expect.stringContaining("REQ-999") },
    });
    expect(sim.state.messages.size).toBe(0);
    const fixed = submission(
      "comment_modal",
      "V100",
      metadata,
      { ...text("ticket", "REQ-43"), ...text("body", "Jammed") },
      "UANY",
    );
    const accepted = await postSigned(url, fixed.body, fixed.contentType);
    expect(accepted.status).toBe(200);
    expect(accepted.text).toBe("");
    const posted = await slack.waitFor("chat.postEphemeral");
    expect(posted.body).toMatchObject({ channel: "C1", user: "UANY" });
    expect(String(posted.body.text)).toContain("Comment added to REQ-43");
    expect(sim.state.messages.get("req_0043")).toEqual([
      expect.objectContaining({
        body_text: "Jammed",
        attachments: [{ filename: "jam.jpg", url: "https://files.slack.example/jam.jpg" }],
      }),
    ]);
    await postSigned(url, fixed.body, fixed.contentType);
    await slack.waitFor("chat.postEphemeral", 2);
    expect(sim.state.messages.get("req_0043")).toHaveLength(1);
  });

  it("shows a non-admin why the approval shortcut cannot be used, in the modal, with no form", async () => {
    const { url, slack } = await setup();
    const request = shortcut("request_approval", "UINTERN");
    await postSigned(url, request.body, request.contentType);
    const refused = await slack.waitFor("views.update");
    const view = JSON.stringify(refused.body.view);
    expect(view).toContain("Only admins may run approval.");
    expect(view).toContain("<@UADMIN>");
    expect(view).not.toContain('"type":"input"');
  });

  it("opens approval_modal, shows an unlinked approver beside its field, and requests the approval once linked", async () => {
    const { url, slack, sim, command } = await setup();
    const open = shortcut("request_approval");
    await postSigned(url, open.body, open.contentType);
    const view = (await slack.waitFor("views.update")).body.view as {
      callback_id: string;
      blocks: Array<Record<string, unknown>>;
      private_metadata: string;
    };
    expect(view.callback_id).toBe("approval_modal");
    expect(view.blocks.filter((block) => block.type === "input").map((block) => block.block_id)).toEqual([
      "ticket",
      "approvers",
      "body",
      "follow",
    ]);
    const values = {
      ...text("ticket", "REQ-44"),
      approvers: { approvers: { type: "multi_users_select", selected_users: ["UGRACE"] } },
      ...text("body", "Approve the **new laptop**"),
      follow: { follow: { type: "checkboxes", selected_options: [{ value: "follow" }] } },
    };
    const first = submission("approval_modal", "V200", view.private_metadata, values);
    const refused = await postSigned(url, first.body, first.contentType);
    expect(JSON.parse(refused.text)).toMatchObject({
      response_action: "errors",
      errors: { approvers: expect.stringContaining("not linked") },
    });
    expect(sim.state.approvals.size).toBe(0);
    await command("link <@UGRACE> u_grace");
    const again = await postSigned(url, first.body, first.contentType);
    expect(again.text).toBe("");
    await slack.waitFor("chat.postEphemeral");
    expect(sim.received("POST", "/v1/requests/REQ-44/approvals").map((call) => call.body)).toEqual([
      { body_markdown: "Approve the **new laptop**", approver_uids: ["u_grace"], add_to_followers: true },
    ]);
  });
});

describe("App Home", () => {
  it("publishes the company, the viewer's link and the common actions, once per event", async () => {
    const { url, slack } = await setup();
    const event = eventCallback({ type: "app_home_opened", user: "UADMIN", channel: "D1", tab: "home", event_ts: "1" });
    await postSigned(url, event.body, event.contentType);
    const published = await slack.waitFor("views.publish");
    expect(published.body.user_id).toBe("UADMIN");
    const view = JSON.stringify(published.body.view);
    expect(view).toContain("Acme Corp");
    expect(view).toContain("Slack enabled");
    expect(view).toContain("not linked to a platform user");
    expect(view).toContain("run_command:home:1");
    const retry = await postSigned(url, event.body, event.contentType, {
      headers: { "x-slack-retry-num": "1", "x-slack-retry-reason": "http_timeout" },
    });
    expect(retry.status).toBe(200);
    const other = eventCallback({ type: "app_home_opened", user: "UOTHER", channel: "D2", tab: "home", event_ts: "2" });
    await postSigned(url, other.body, other.contentType);
    const second = await slack.waitFor("views.publish", 2);
    expect(second.body.user_id).toBe("UOTHER");
    expect(slack.callsOf("views.publish").filter((call) => call.body.user_id === "UADMIN")).toHaveLength(1);
  });

  it("says people may write in their own words, with three examples in the reader's language, after the hint", async () => {
    const { url, slack } = await setup();
    slack.people.set("UAMELIE", { name: "Amélie", locale: "fr-FR" });
    type Block = { type: string; text?: { text: string } };
    const homeOf = async (user: string, count: number) => {
      const event = eventCallback({ type: "app_home_opened", user, channel: "D1", tab: "home", event_ts: "1" });
      await postSigned(url, event.body, event.contentType);
      const published = await slack.waitFor("views.publish", count);
      return (published.body.view as { blocks: Block[] }).blocks;
    };
    const english = await homeOf("UADMIN", 1);
    const words = english.at(-1);
    expect(english.at(-2)?.type).toBe("context");
    expect(words?.type).toBe("section");
    expect(words?.text?.text).toBe(
      [
        "*You can write in your own words*",
        "Send deskbot a message in its Messages tab, or mention it in a channel. For example:",
        "• “what's up with REQ-42?”",
        "• “tell REQ-42 the laptop arrived”",
        "• “which apps are restricted?”",
      ].join("\n"),
    );
    const french = (await homeOf("UAMELIE", 2)).at(-1)?.text?.text ?? "";
    expect(french.split("\n")).toEqual([
      "*Vous pouvez écrire avec vos propres mots*",
      "Écrivez à deskbot dans son onglet Messages, ou mentionnez-le dans un canal. Par exemple\u00a0:",
      "• «\u00a0où en est REQ-42\u00a0?\u00a0»",
      "• «\u00a0dis à REQ-42 que l’ordinateur est arrivé\u00a0»",
      "• «\u00a0quelles applis sont restreintes\u00a0?\u00a0»",
    ]);
  });

  it("publishes on Slack's retry when the first publish failed", async () => {
    const { url, slack } = await setup();
    slack.failNext("views.publish");
    const event = eventCallback({ type: "app_home_opened", user: "UADMIN", channel: "D1", tab: "home", event_ts: "1" });
    await postSigned(url, event.body, event.contentType);
    await slack.waitFor("views.publish");
    const retry = await postSigned(url, event.body, event.contentType, {
      headers: { "x-slack-retry-num": "1", "x-slack-retry-reason": "http_error" },
    });
    expect(retry.status).toBe(200);
    const published = await slack.waitFor("views.publish", 2);
    expect(JSON.stringify(published.body.view)).toContain("Acme Corp");
  });

  it("answers a Home button on the Home tab itself", async () => {
    const { url, slack } = await setup();
    const press = interaction({
      type: "block_actions",
      user: { id: "UADMIN" },
      trigger_id: uniqueId("t"),
      view: { id: "VHOME", type: "home" },
      container: { type: "view", view_id: "VHOME" },
      actions: [{ type: "button", action_id: "run_command:home:0", value: "company", action_ts: "1" }],
    });
    await postSigned(url, press.body, press.contentType);
    const published = await slack.waitFor("views.publish");
    expect(JSON.stringify(published.body.view)).toContain("Microsoft Teams");
  });
});
