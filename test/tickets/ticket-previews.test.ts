// Ticket previews: a link to a request posted in Slack is unfurled into its card once a minute at most, with form buttons.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { eventCallback, interaction, postSigned, uniqueId } from "../../fakes/slack-requests.ts";
import { invokeActivity, postActivity } from "../../fakes/teams-activities.ts";
import { buildTeamsPackage } from "../../src/cli/teams-package.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe, startSlackServe } from "../helpers/serve.ts";

const LINK = "https://desk.acme.example/admin/requests/req_0042";

function linkShared(url: string, ts = uniqueId("")) {
  return eventCallback({
    type: "link_shared",
    channel: "C1",
    user: "UANN",
    message_ts: ts,
    links: [
      { domain: "desk.acme.example", url },
      { domain: "elsewhere.example", url: "https://elsewhere.example/requests/req_0041" },
    ],
    event_ts: ts,
  });
}

describe("a link to a request posted in Slack", () => {
  it("is unfurled into the ticket's card with buttons; a second posting within a minute costs no API call", async () => {
    const { slack, server, sim } = await startSlackServe({ DESK_REQUEST_LINK_DOMAIN: "desk.acme.example" });
    const first = linkShared(LINK);
    expect((await postSigned(server.url, first.body, first.contentType)).status).toBe(200);
    const unfurl = (await slack.waitFor("chat.unfurl")).body as {
      channel: string;
      unfurls: Record<string, { blocks: Array<Record<string, unknown>> }>;
    };
    expect(unfurl.channel).toBe("C1");
    // Only the platform's own links: the other domain is not unfurled.
    expect(Object.keys(unfurl.unfurls)).toEqual([LINK]);
    const blocks = JSON.stringify(unfurl.unfurls[LINK]?.blocks);
    expect(blocks).toContain("REQ-42 · New laptop for Margaret");
    expect(blocks).toContain("In progress");
    expect(blocks).toContain(
      '"action_id":"open_form:comment","text":{"type":"plain_text","text":"Comment on ticket"},"value":"req_0042"',
    );
    const again = linkShared(LINK);
    await postSigned(server.url, again.body, again.contentType);
    await slack.waitFor("chat.unfurl", 2);
    expect(sim.received("GET", "/v1/requests/req_0042")).toHaveLength(1);
  });

  it("opens the comment form from the preview's button, with the ticket filled in and shown", async () => {
    const { slack, server } = await startSlackServe({ DESK_REQUEST_LINK_DOMAIN: "desk.acme.example" });
    const pressed = interaction({
      type: "block_actions",
      user: { id: "UANN" },
      trigger_id: uniqueId("t"),
      channel: { id: "C1" },
      container: { type: "message" },
      actions: [{ type: "button", action_id: "open_form:comment", value: "req_0042", action_ts: "1" }],
    });
    expect((await postSigned(server.url, pressed.body, pressed.contentType)).status).toBe(200);
    const view = (await slack.waitFor("views.update")).body.view as {
      blocks: Array<{ block_id: string; hint?: { text: string }; element: { initial_value?: string } }>;
    };
    const ticket = view.blocks.find((block) => block.block_id === "ticket");
    expect(ticket?.element.initial_value).toBe("req_0042");
    expect(ticket?.hint?.text).toBe("REQ-42 · New laptop for Margaret (In progress)");
    expect(view.blocks.find((block) => block.block_id === "body")?.element.initial_value).toBeUndefined();
  });

  it("names no ticket when DESK_REQUEST_LINK_DOMAIN is unset: no link is the platform's", async () => {
    const { server } = await startSlackServe();
    expect(server.runtime.core.previews.ticketOfLink(LINK)).toBeUndefined();
  });
});

describe("a link to a request pasted in Teams", () => {
  it("is unfurled into the ticket's card (composeExtension/queryLink), and the app package declares the host", async () => {
    const connector = await startFakeConnector();
    const { server } = await startServe({
      TEAMS_ALLOW_UNAUTHENTICATED: "true",
      DESK_REQUEST_LINK_DOMAIN: "desk.acme.example",
    });
    const answer = await postActivity(
      server.url,
      invokeActivity("composeExtension/queryLink", { url: LINK }, { serviceUrl: connector.url }),
    );
    const result = (
      answer.body as { composeExtension: { type: string; attachments: Array<{ content: unknown; preview: unknown }> } }
    ).composeExtension;
    expect(result.type).toBe("result");
    expect(JSON.stringify(result.attachments[0]?.content)).toContain("REQ-42 · New laptop for Margaret");
    expect(JSON.stringify(result.attachments[0]?.preview)).toContain("REQ-42");
    // Link unfurling renders Adaptive Cards up to 1.3: the card says so and uses nothing newer.
    const card = result.attachments[0]?.content as { version: string };
    expect(card.version).toBe("1.3");
    const types = [...JSON.stringify(card).matchAll(/"type":"([^"]+)"/g)].map((match) => match[1] ?? "");
    // Action.OpenUrl (1.0), on the ticket's link as a TextRun's selectAction (1.2).
    const upTo13 = [
      "AdaptiveCard",
      "TextBlock",
      "RichTextBlock",
      "TextRun",
      "Container",
      "Action.Submit",
      "Action.OpenUrl",
      "mention",
    ];
    expect(types.filter((type) => !upTo13.includes(type))).toEqual([]);
    // It says where the comment and approval actions are; a French reader gets it in French, not the English card cached.
    expect(JSON.stringify(card)).toContain("More actions → Comment on ticket or Request approval");
    const french = await postActivity(server.url, {
      ...invokeActivity("composeExtension/queryLink", { url: LINK }, { serviceUrl: connector.url }),
      locale: "fr-FR",
    });
    expect(JSON.stringify(french.body)).toContain("Autres actions → Commenter le ticket");
    expect(JSON.stringify(french.body)).toContain("Priorité");
    const built = buildTeamsPackage({
      MICROSOFT_APP_ID: "00000000-0000-0000-0000-000000000001",
      TEAMS_APP_DOMAIN: "deskbot.acme.example",
      DESK_REQUEST_LINK_DOMAIN: "desk.acme.example",
    });
    if (!built.ok) throw new Error(built.error.join("\n"));
    const manifest = JSON.parse(strFromU8(unzipSync(built.value)["manifest.json"] as Uint8Array));
    expect(manifest.composeExtensions[0].messageHandlers).toEqual([
      { type: "link", value: { domains: ["desk.acme.example"] } },
    ]);
    expect(manifest.validDomains).toContain("desk.acme.example");
  });
});
