// Ticket previews: a link to a request posted in Slack is unfurled into its card once a minute at most, with form buttons.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { eventCallback, interaction, messageShortcut, postSigned, uniqueId } from "../../fakes/slack-requests.ts";
import { invokeActivity, postActivity } from "../../fakes/teams-activities.ts";
import { buildTeamsPackage } from "../../src/cli/teams-package.ts";
import { startFakeConnector } from "../helpers/fake-connector.ts";
import { startServe, startSlackServe } from "../helpers/serve.ts";

const LINK = "https://desk.acme.example/admin/requests/req_0042";

/** Links on the platform's host are previews; `UANN` (Slack) and `aad-admin` (Teams) are admins, who see every ticket. */
const PREVIEWS = { DESK_REQUEST_LINK_DOMAIN: "desk.acme.example", DESK_ADMINS: "UANN,aad-admin" };

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
    const { slack, server, sim } = await startSlackServe(PREVIEWS);
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
    const { slack, server } = await startSlackServe(PREVIEWS);
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
    const { server, slack } = await startSlackServe();
    expect(server.runtime.core.previews.ticketOfLink(LINK)).toBeUndefined();
    // Bolt checks its token when it starts: answered before the fake Slack closes (else its retry fails a later test).
    await slack.waitFor("auth.test");
  });
});

describe("a link to a request pasted in Teams", () => {
  it("is unfurled into the ticket's card (composeExtension/queryLink), and the app package declares the host", async () => {
    const connector = await startFakeConnector();
    const { server } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", ...PREVIEWS });
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

describe("a link on another host that merely contains a friendly id", () => {
  const PHISH = "https://evil.example/phish?ref=REQ-1";

  it("names no ticket, with or without DESK_REQUEST_LINK_DOMAIN; only the platform's own links do", async () => {
    const { ticketMentioned, ticketOfRequestLink } = await import("../../src/core/ticket-links.ts");
    for (const domain of ["desk.acme.example", undefined]) {
      expect(ticketOfRequestLink(PHISH, domain)).toBeUndefined();
      expect(ticketOfRequestLink("https://evil.example/requests/REQ-1", domain)).toBeUndefined();
      expect(ticketMentioned(`see ${PHISH} please`, domain)).toBeUndefined();
      expect(ticketMentioned(`see <${PHISH}|the doc>`, domain)).toBeUndefined();
      // A friendly id in the words still names its ticket, beside such a link or alone.
      expect(ticketMentioned(`${PHISH} is about REQ-42`, domain)).toBe("REQ-42");
      expect(ticketMentioned("req-42 again", domain)).toBe("REQ-42");
    }
    expect(ticketOfRequestLink("https://DESK.acme.example/admin/requests/req_0042", "desk.acme.example")).toBe(
      "req_0042",
    );
    expect(ticketOfRequestLink(42, "desk.acme.example")).toBeUndefined();
  });

  it("is not unfurled on Slack", async () => {
    const { slack, server, sim } = await startSlackServe(PREVIEWS);
    const shared = eventCallback({
      type: "link_shared",
      channel: "C1",
      user: "UANN",
      message_ts: "1.2",
      links: [{ domain: "evil.example", url: PHISH }],
      event_ts: "1.2",
    });
    expect((await postSigned(server.url, shared.body, shared.contentType)).status).toBe(200);
    // A link to a request that is the platform's, shared after it, is unfurled: the first one was passed over.
    const own = linkShared(LINK);
    await postSigned(server.url, own.body, own.contentType);
    const unfurl = (await slack.waitFor("chat.unfurl")).body as { unfurls: Record<string, unknown> };
    expect(Object.keys(unfurl.unfurls)).toEqual([LINK]);
    await server.runtime.inFlight.idle(5000);
    expect(slack.callsOf("chat.unfurl")).toHaveLength(1);
    expect(sim.received("GET", "/v1/requests/REQ-1")).toHaveLength(0);
  });

  it("gets no card on Teams", async () => {
    const connector = await startFakeConnector();
    const { server, sim } = await startServe({
      TEAMS_ALLOW_UNAUTHENTICATED: "true",
      DESK_REQUEST_LINK_DOMAIN: "desk.acme.example",
    });
    const answer = await postActivity(
      server.url,
      invokeActivity("composeExtension/queryLink", { url: PHISH }, { serviceUrl: connector.url }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body ?? {})).not.toContain("REQ-1");
    expect(sim.received("GET", "/v1/requests/REQ-1")).toHaveLength(0);
  });

  it("does not pre-fill a form's ticket, on Slack or Teams", async () => {
    const { slack, server } = await startSlackServe({
      DESK_REQUEST_LINK_DOMAIN: "desk.acme.example",
      TEAMS_ALLOW_UNAUTHENTICATED: "true",
    });
    const open = messageShortcut({
      callbackId: "comment_on_ticket",
      message: { type: "message", ts: "1.2", user: "UAUTHOR", text: `Urgent: <${PHISH}>` },
      user: "UANN",
    });
    await postSigned(server.url, open.body, open.contentType);
    const view = (await slack.waitFor("views.update")).body.view as {
      blocks: Array<{ block_id: string; element: { initial_value?: string } }>;
    };
    expect(view.blocks.find((block) => block.block_id === "ticket")?.element.initial_value).toBeUndefined();
    await server.runtime.inFlight.idle(5000);
    const connector = await startFakeConnector();
    const fetched = await postActivity(
      server.url,
      invokeActivity(
        "composeExtension/fetchTask",
        {
          commandId: "commentOnTicket",
          commandContext: "message",
          messagePayload: { id: "m1", body: { contentType: "html", content: `<a href="${PHISH}">${PHISH}</a>` } },
        },
        { serviceUrl: connector.url },
      ),
    );
    const inputs = (
      fetched.body as { task: { value: { card: { content: { body: Array<Record<string, unknown>> } } } } }
    ).task.value.card.content.body;
    expect(inputs.find((input) => input.id === "ticket")).toMatchObject({ type: "Input.Text" });
    expect(inputs.find((input) => input.id === "ticket")?.value).toBeUndefined();
  });
});

describe("previews waiting for the API budget", () => {
  it("are at most 20 at once: a link past them gets no preview, and none is queued for it", async () => {
    const { TicketPreviews, MAX_PREVIEWS_PENDING } = await import("../../src/core/ticket-previews.ts");
    const asked: string[] = [];
    // The budget never serves them: every read waits.
    const previews = new TicketPreviews(
      (_caller, text) => {
        asked.push(text);
        return new Promise(() => {});
      },
      "desk.acme.example",
      () => 0,
    );
    const caller = { platform: "slack" as const, userId: "UANN" };
    const waiting = Array.from({ length: 30 }, (_, index) => previews.preview(caller, `REQ-${index}`));
    expect(MAX_PREVIEWS_PENDING).toBe(20);
    expect(asked).toHaveLength(20);
    // Past the bound, the answer is at once: no preview.
    expect(await Promise.all(waiting.slice(20))).toEqual(Array(10).fill(undefined));
    // At a stop, those waiting are told at once that there is none, and no other is asked for.
    previews.stop();
    expect(await Promise.all(waiting.slice(0, 20))).toEqual(Array(20).fill(undefined));
    expect(await previews.preview(caller, "REQ-99")).toBeUndefined();
    expect(asked).toHaveLength(20);
  });

  it("are not waited for by a stop: 30 links queued behind an exhausted budget, and the stop is prompt", {
    timeout: 15_000,
  }, async () => {
    const { slack, server } = await startSlackServe({
      DESK_REQUEST_LINK_DOMAIN: "desk.acme.example",
      DESK_API_RATE_LIMIT: "1",
    });
    for (let index = 0; index < 30; index += 1) {
      const shared = linkShared(`https://desk.acme.example/admin/requests/req_${1000 + index}`);
      expect((await postSigned(server.url, shared.body, shared.contentType)).status).toBe(200);
    }
    await slack.waitFor("auth.test");
    // Grace of a minute: the test's own limit (15 s) is the bound that the stop does not wait for the previews.
    expect(await server.shutdown(60_000)).toBe(0);
    expect(slack.callsOf("chat.unfurl")).toHaveLength(0);
  });
});
