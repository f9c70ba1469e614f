// Teams text over real HTTP: cards show data as text, people as mentions, words written for the channel or the chat.
import { describe, expect, it } from "vitest";
import { invokeActivity, messageActivity, postActivity } from "../../../fakes/teams-activities.ts";
import { startFakeConnector } from "../../helpers/fake-connector.ts";
import { startServe } from "../../helpers/serve.ts";

type Element = Record<string, unknown> & {
  type: string;
  text?: string;
  inlines?: Array<{ text: string; color?: string }>;
};

async function setup() {
  const connector = await startFakeConnector();
  const { server, sim } = await startServe({ TEAMS_ALLOW_UNAUTHENTICATED: "true", DESK_ADMINS: "aad-admin" });
  const options = { serviceUrl: connector.url };
  const say = async (text: string, extra: Partial<Parameters<typeof messageActivity>[1]> = {}) => {
    const before = connector.sent().length;
    await postActivity(server.url, messageActivity(text, { ...options, ...extra }));
    const sent = await connector.waitForSent(before + 1);
    const [attachment] = sent.body.attachments as Array<{ content: { body: Element[] } }>;
    return attachment?.content as { body: Element[]; fallbackText: string };
  };
  return { server, sim, connector, options, say };
}

/** Every text the card shows, and whether markdown would read it (TextBlock) or not (TextRun). */
function texts(body: Element[]): Array<{ markdown: boolean; text: string }> {
  return body.flatMap((element) => [
    ...(element.type === "TextBlock" ? [{ markdown: true, text: String(element.text) }] : []),
    ...(element.inlines ?? []).map((inline) => ({ markdown: false, text: inline.text })),
    ...texts((element.items as Element[] | undefined) ?? []),
  ]);
}

describe("cards made for Teams", () => {
  it("show a person's text as text: a markdown link in it is never a link in the bot's card", async () => {
    const { say, sim } = await setup();
    const card = await say("comment REQ-41 [Reset your password](https://evil.example) now");
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")[0]?.body).toEqual({
      body_text: "[Reset your password](https://evil.example) now",
    });
    const shown = texts(card.body);
    expect(shown).toContainEqual({ markdown: false, text: "[Reset your password](https://evil.example) now" });
    expect(shown.filter((each) => each.markdown && each.text.includes("](https://evil.example)"))).toEqual([]);
  });

  it("keep each line of a hint a line of its own, and name the whole menu path", async () => {
    const { say } = await setup();
    const card = await say("comment");
    const shown = texts(card.body).map((each) => each.text);
    expect(shown).toContain("Usage: comment REQUEST TEXT…");
    expect(shown).toContain("Or, on any message: ⋯ → More actions → Comment on ticket.");
  });

  it("warn once on a merge confirmation", async () => {
    const { say } = await setup();
    const card = await say("merge u_katherine u_katherine_dup", { aad: "aad-admin" });
    const warnings = card.body.filter((element) => JSON.stringify(element).includes('"color":"Warning"'));
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain("cannot be undone");
  });
});

describe("words for Teams", () => {
  it("write commands with the bot's mention in a channel, and bare in a 1:1 chat", async () => {
    const { say } = await setup();
    const channel = await say("help", { conversationType: "channel" });
    expect(texts(channel.body).map((each) => each.text)).toContain(
      "@deskbot apps [--status S[,S…]] [--created-after T] [--created-before T] [--updated-after T] [--updated-before T] [--page N] [--per-page N]",
    );
    const personal = await say("help");
    expect(texts(personal.body).map((each) => each.text)).toContainEqual(
      expect.stringMatching(/^help COMMAND shows one in full\./),
    );
  });
});

describe("text in", () => {
  it("keeps the address of an HTML link when a message becomes a comment", async () => {
    const { server, options } = await setup();
    const messagePayload = {
      id: "m-1",
      body: {
        contentType: "html",
        content:
          '<p>See <a href="https://wiki.example/vpn?x=1&amp;y=2">the VPN guide</a> and <a href="https://status.example">https://status.example</a></p>',
      },
      attachments: [],
    };
    const answer = await postActivity(
      server.url,
      invokeActivity("composeExtension/fetchTask", { commandId: "commentOnTicket", messagePayload }, options),
    );
    const card = (answer.body as { task: { value: { card: { content: { body: Element[] } } } } }).task.value.card
      .content;
    expect(card.body.find((element) => element.id === "body")?.value).toBe(
      "See the VPN guide (https://wiki.example/vpn?x=1&y=2) and https://status.example",
    );
  });
});
