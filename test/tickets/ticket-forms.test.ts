// Forms that show the ticket: pre-filled from the message that names it, what it is beside the field, a closed one warned once.
import { describe, expect, it } from "vitest";
import { interaction, postSigned, uniqueId } from "../../fakes/slack-requests.ts";
import { invokeActivity, postActivity } from "../../fakes/teams-activities.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe, startSlackServe } from "../helpers/serve.ts";

/** The comment shortcut used on a Slack message whose text is `text`. */
function shortcutOn(text: string) {
  return interaction({
    type: "message_action",
    callback_id: "comment_on_ticket",
    trigger_id: uniqueId("trigger."),
    response_url: "http://127.0.0.1:9/unused",
    message_ts: "1700000000.000200",
    message: { type: "message", ts: "1700000000.000200", user: "UAUTHOR", text },
    user: { id: "UANN", name: "ann" },
    channel: { id: "C1", name: "it" },
    team: { id: "T1", domain: "acme" },
    token: "legacy",
    action_ts: "1",
  });
}

interface InputBlock {
  block_id: string;
  hint?: { text: string };
  element: { initial_value?: string };
}

/** The comment form as `UANN`, an admin (who sees every ticket, CONTRACT §12), opens it on a message. */
async function openedModal(env: Record<string, string>, text: string) {
  const { slack, server } = await startSlackServe({ DESK_ADMINS: "UANN", ...env });
  const open = shortcutOn(text);
  await postSigned(server.url, open.body, open.contentType);
  const view = (await slack.waitFor("views.update")).body.view as { blocks: InputBlock[] };
  return view.blocks.find((block) => block.block_id === "ticket");
}

describe("the comment form opened on a message", () => {
  it("is pre-filled with the ticket the message names, and says beside it what that ticket is", async () => {
    const ticket = await openedModal({}, "The VPN dropped again, see req-43 for the history");
    expect(ticket?.element.initial_value).toBe("REQ-43");
    expect(ticket?.hint?.text).toBe("REQ-43 · VPN drops every hour (Waiting)");
  });

  it("reads a link to a request on DESK_REQUEST_LINK_DOMAIN as its ticket", async () => {
    const ticket = await openedModal(
      { DESK_REQUEST_LINK_DOMAIN: "desk.acme.example" },
      "Look at <https://desk.acme.example/admin/requests/req_0042|this one>, and not <https://elsewhere.example/requests/req_0041>",
    );
    expect(ticket?.element.initial_value).toBe("req_0042");
    expect(ticket?.hint?.text).toBe("REQ-42 · New laptop for Margaret (In progress)");
  });

  it("leaves the ticket empty when the message names none", async () => {
    const ticket = await openedModal({}, "Something is broken");
    expect(ticket?.element.initial_value).toBeUndefined();
  });
});

/** Teams served without authentication; its default sender (`aad-admin`) an admin, who sees every ticket. */
const asAdmin = { TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin" };

describe("a comment form given a closed ticket", () => {
  it("warns beside the ticket that it is resolved, posts nothing, and comments when submitted again unchanged", async () => {
    const connector = await startFakeConnector();
    const { server, sim } = await startServe(asAdmin);
    const options = { serviceUrl: connector.url };
    const submit = (ticket: string) =>
      postActivity(
        server.url,
        invokeActivity(
          "composeExtension/submitAction",
          { commandId: "commentOnTicket", data: { ticket, body: "Hi" } },
          options,
        ),
      );
    const warned = JSON.stringify((await submit("REQ-46")).body);
    expect(warned).toContain("REQ-46 is Resolved: Mailbox full.");
    expect(warned).toContain("Submit again to go ahead anyway");
    expect(sim.received("POST", "/v1/requests/REQ-46/messages")).toHaveLength(0);
    const sent = JSON.stringify((await submit("REQ-46")).body);
    expect(sent).toContain("Comment added to REQ-46");
    expect(sim.received("POST", "/v1/requests/REQ-46/messages")).toHaveLength(1);
    // An open ticket goes at once, and the outcome says which ticket it was.
    const open = JSON.stringify((await submit("REQ-43")).body);
    expect(open).toContain("Comment added to REQ-43");
  });

  it("is a warning, not a failure: no audit entry and no failed command in /metrics, until the comment is made", async () => {
    const connector = await startFakeConnector();
    const { server } = await startServe(asAdmin);
    const submit = () =>
      postActivity(
        server.url,
        invokeActivity(
          "composeExtension/submitAction",
          { commandId: "commentOnTicket", data: { ticket: "REQ-46", body: "Hi" } },
          { serviceUrl: connector.url },
        ),
      );
    const counted = async (outcome: string) => {
      const metrics = await (await fetch(`${server.url}/metrics`)).text();
      const line = metrics
        .split("\n")
        .find((each) =>
          each.startsWith(`deskbot_commands_total{command="comment",platform="teams",outcome="${outcome}"}`),
        );
      return line ? Number(line.split(" ").at(-1)) : 0;
    };
    expect(JSON.stringify((await submit()).body)).toContain("REQ-46 is Resolved");
    expect(await server.runtime.store.recentAudit({ limit: 10 })).toEqual([]);
    expect(await counted("error")).toBe(0);
    expect(await counted("warning")).toBe(1);
    expect(JSON.stringify((await submit()).body)).toContain("Comment added to REQ-46");
    const audited = await server.runtime.store.recentAudit({ limit: 10 });
    expect(audited.map((entry) => [entry.command, entry.outcome])).toEqual([["comment", "ok"]]);
  });

  it("says an unknown ticket beside its field before anything is posted", async () => {
    const connector = await startFakeConnector();
    const { server, sim } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true" });
    const answer = await postActivity(
      server.url,
      invokeActivity(
        "composeExtension/submitAction",
        { commandId: "commentOnTicket", data: { ticket: "REQ-999", body: "Hi" } },
        { serviceUrl: connector.url },
      ),
    );
    expect(JSON.stringify(answer.body)).toContain("REQ-999");
    expect(sim.state.messages.size).toBe(0);
  });
});
