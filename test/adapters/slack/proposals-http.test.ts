// A proposal on Slack over real HTTP: one change whichever way and order it is answered (Confirm, its Change's form, repeats), its message replaced once; Cancel for its asker only; Change choosing the approvers.
import { describe, expect, it } from "vitest";
import { eventCallback, interaction, postSigned, uniqueId } from "../../../fakes/slack-requests.ts";
import { startSlackServe } from "../../helpers/serve.ts";

type Button = { action_id: string; value: string };
type Block = {
  type: string;
  block_id?: string;
  elements?: Button[];
  element?: Record<string, unknown>;
  hint?: { text: string };
};
type View = { callback_id: string; private_metadata: string; blocks: Block[] };

async function setup() {
  // Every order is tried on one server: more calls a minute than the API's default budget.
  const served = await startSlackServe(
    { DESK_ADMINS: "UADMIN,UOTHER", DESK_API_RATE_LIMIT: "6000" },
    { rateLimit: 6000 },
  );
  const { server, slack, sim } = served;
  const idle = async () => expect(await server.runtime.inFlight.idle(10_000)).toBe(true);
  const post = async (request: { body: string; contentType: string }) => {
    expect((await postSigned(server.url, request.body, request.contentType)).status).toBe(200);
    await idle();
  };

  /** The person's words in their DM with deskbot; resolves to the proposal's buttons, by action id. */
  const propose = async (words: string) => {
    const before = slack.callsOf("chat.postMessage").length;
    await post(
      eventCallback({
        type: "message",
        channel_type: "im",
        channel: "D0DESK",
        user: "UADMIN",
        text: words,
        ts: uniqueId("1700000000."),
        client_msg_id: uniqueId("msg-"),
        event_ts: "1700000000.1",
      }),
    );
    const posted = await slack.waitFor("chat.postMessage", before + 1);
    const blocks = (posted.body.blocks ?? []) as Block[];
    const buttons = blocks.find((block) => block.type === "actions")?.elements ?? [];
    return new Map(buttons.map((button) => [button.action_id, button.value]));
  };

  /** A press of a proposal's button by `user`; its answers go to the response URL `responseId`. */
  const press = (actionId: string, value: string | undefined, responseId: string, user = "UADMIN") =>
    interaction({
      type: "block_actions",
      user: { id: user },
      trigger_id: uniqueId("trigger."),
      response_url: slack.responseUrl(responseId),
      channel: { id: "D0DESK" },
      container: { type: "message", message_ts: "1700000000.000300", channel_id: "D0DESK" },
      actions: [{ type: "button", action_id: actionId, value, action_ts: uniqueId("") }],
    });

  /** Change pressed: the form it opens. */
  const openChange = async (value: string | undefined, responseId: string) => {
    const before = slack.callsOf("views.update").length;
    await post(press("change_command", value, responseId));
    return (await slack.waitFor("views.update", before + 1)).body.view as View;
  };

  /** The comment form `view` submitted with `body`, as view `viewId`. */
  const submission = (view: View, viewId: string, body: string, user = "UADMIN") => {
    const values = {
      ticket: { ticket: { type: "plain_text_input", value: "REQ-42" } },
      body: { body: { type: "plain_text_input", value: body } },
    };
    return interaction({
      type: "view_submission",
      user: { id: user },
      team: { id: "T1" },
      view: { id: viewId, callback_id: view.callback_id, private_metadata: view.private_metadata, state: { values } },
    });
  };

  /** The comments REQ-42 got whose text holds `marker`. */
  const commentsWith = (marker: string) =>
    sim
      .received("POST", "/v1/requests/REQ-42/messages")
      .filter((call) => String((call.body as { body_text?: string }).body_text).includes(marker));

  /** What was put in place of a message through the response URLs whose ids start with `prefix`. */
  const replacedVia = (prefix: string) =>
    slack
      .callsOf("response_url")
      .filter((call) => call.responseId?.startsWith(prefix) && call.body.replace_original === true);
  return { ...served, idle, post, propose, press, openChange, submission, commentsWith, replacedVia };
}

/** Every order of `items`. */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe("one proposal, one change, on Slack", () => {
  type Way = "confirm" | "confirm again" | "form A" | "form B";
  const ways: Way[] = ["confirm", "confirm again", "form A", "form B"];

  it("in every order of Confirm, Confirm again, a Change's form and another's: one comment, its message replaced once", async () => {
    const { propose, press, post, openChange, submission, commentsWith, replacedVia } = await setup();
    for (const [index, order] of orders(ways).entries()) {
      const marker = `take ${index}`;
      const buttons = await propose(`add a comment to REQ-42 saying the printer is jammed, ${marker}`);
      const forms = new Map<Way, View>([
        ["form A", await openChange(buttons.get("change_command"), `p${index}-change-a`)],
        ["form B", await openChange(buttons.get("change_command"), `p${index}-change-b`)],
      ]);
      for (const way of order) {
        const form = forms.get(way);
        if (form) await post(submission(form, `V-${index}-${way}`, `jammed and smoking, ${marker} (${way})`));
        else await post(press("confirm_command", buttons.get("confirm_command"), `p${index}-${way}`));
      }
      expect({ order, comments: commentsWith(marker).length }).toEqual({ order, comments: 1 });
      expect({ order, replaced: replacedVia(`p${index}-`).length }).toEqual({ order, replaced: 1 });
    }
  });

  it("answered every way at once, and each way sent twice by Slack: one comment", async () => {
    const { server, propose, press, openChange, submission, commentsWith, idle } = await setup();
    const buttons = await propose("add a comment to REQ-42 saying the printer is jammed, all at once");
    const form = await openChange(buttons.get("change_command"), "all-change");
    const confirm = press("confirm_command", buttons.get("confirm_command"), "all-yes");
    const submitted = submission(form, "V-all", "jammed, all at once (form)");
    const requests = [confirm, confirm, submitted, submitted];
    const answers = await Promise.all(requests.map((each) => postSigned(server.url, each.body, each.contentType)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await idle();
    expect(commentsWith("all at once")).toHaveLength(1);
  });

  it("a form opened from a proposal and submitted as someone else reads none of it, and makes no change of it", async () => {
    const { propose, post, press, openChange, submission, commentsWith, slack } = await setup();
    const buttons = await propose("add a comment to REQ-42 saying the printer is jammed, eve's replay");
    const form = await openChange(buttons.get("change_command"), "eve-change");
    // Eve replays the asker's form as her own submission: the proposal is not hers, nor its reply address.
    await post(submission(form, "V-eve", "eve's replay, as Eve", "UOTHER"));
    expect(slack.callsOf("response_url").filter((call) => call.responseId === "eve-change")).toEqual([]);
    const toEve = [...slack.callsOf("chat.postEphemeral"), ...slack.callsOf("chat.postMessage")].filter(
      (call) => call.body.user === "UOTHER" || call.body.channel === "UOTHER",
    );
    expect(toEve.map((call) => call.body.channel)).toEqual(["UOTHER"]);
    // The asker's Confirm still makes the proposal's one change.
    await post(press("confirm_command", buttons.get("confirm_command"), "eve-yes"));
    // Eve's submission is her own comment (as any form of hers would be), never the proposal's change.
    const texts = commentsWith("eve's replay").map((call) => (call.body as { body_text: string }).body_text);
    expect(texts.sort()).toEqual([
      "eve's replay, as Eve",
      expect.stringContaining("the printer is jammed, eve's replay"),
    ]);
  });
});

describe("a proposal's Cancel, on Slack", () => {
  it("replaces the proposal for its asker only; anyone else is told, ephemerally, and it stays", async () => {
    const { propose, post, press, slack, sim } = await setup();
    const buttons = await propose("add a comment to REQ-42 saying the printer is jammed");
    await post(press("cancel_command", buttons.get("cancel_command"), "cancel-other", "UOTHER"));
    const [other] = slack.callsOf("response_url");
    expect(other?.body).toMatchObject({ response_type: "ephemeral", replace_original: false });
    expect(String(other?.body.text)).toContain("Only the person who asked can cancel this");
    await post(press("cancel_command", buttons.get("cancel_command"), "cancel-asker"));
    const mine = slack.callsOf("response_url").find((call) => call.responseId === "cancel-asker");
    expect(mine?.body).toMatchObject({ replace_original: true });
    expect(String(mine?.body.text)).toContain("Nothing was changed.");
    expect(sim.received("POST", "/v1/requests/REQ-42/messages")).toEqual([]);
  });
});

describe("a proposal's Change on an approval, on Slack", () => {
  it("chooses the approvers in the users select, and says which it could not", async () => {
    const { propose, openChange, server } = await setup();
    await server.runtime.store.setLink("slack", "UALAN", "u_alan", "manual");
    const buttons = await propose(
      "ask <@UGRACE|Grace Hopper>, u_alan and u_nobody to approve REQ-44 saying the share is needed",
    );
    const change = buttons.get("change_command");
    expect(JSON.parse(String(change)).change).toContain("--approvers");
    const view = await openChange(change, "approval-change");
    expect(view.callback_id).toBe("approval_modal");
    const approvers = view.blocks.find((block) => block.block_id === "approvers");
    expect(approvers?.element).toMatchObject({ type: "multi_users_select", initial_users: ["UGRACE", "UALAN"] });
    expect(approvers?.hint?.text).toContain("u_nobody");
  });
});
