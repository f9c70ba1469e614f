// The three renderers of a Reply: text, Block Kit and Adaptive Cards, from one reply of every part.
import { describe, expect, it } from "vitest";
import { toText } from "../../src/adapters/console/render-text.ts";
import { escapeMrkdwn, toBlocks } from "../../src/adapters/slack/blocks.ts";
import { toAdaptiveCard } from "../../src/adapters/teams/cards.ts";
import type { Reply } from "../../src/core/reply.ts";
import { inLocale } from "../../src/messages/translate.ts";

const reply: Reply = {
  kind: "result",
  title: "Applications <&>",
  text: "Two of them.",
  fields: [
    { label: "Updated", value: "2026-03-01T10:30:00Z", format: "datetime" },
    { label: "Renewal", value: "2026-04-01", format: "date" },
    { label: "UID", value: "s_1", format: "code" },
  ],
  items: [{ title: "Zoom", id: "s_zoom", fields: [{ label: "Status", value: "approved" }] }],
  paging: { page: 2, totalPages: 3, total: 50, next: "apps --page 3", previous: "apps --page 1" },
};

describe("renderers", () => {
  it("text: title with page X of Y, fields, items, and the neighbouring pages' commands", () => {
    expect(toText(reply, "UTC")).toBe(
      [
        "Applications <&> (page 2 of 3, 50 in all)",
        "Two of them.",
        "  Updated: Mar 1, 2026, 10:30 AM UTC",
        "  Renewal: 2026-04-01",
        "  UID: s_1",
        "  • Zoom (s_zoom)",
        "      Status: approved",
        "Previous page: apps --page 1",
        "Next page: apps --page 3",
      ].join("\n"),
    );
  });

  it("text: a date-time in the reader's language and time zone, naming the zone; a value that is no date as it is", () => {
    const updated = (value: string): Reply => ({
      kind: "result",
      title: "REQ-42",
      fields: [{ label: "Updated", value, format: "datetime" }],
    });
    expect(toText(updated("2026-03-01T10:30:00Z"), "America/New_York")).toContain("Updated: Mar 1, 2026, 5:30 AM EST");
    expect(inLocale("fr", () => toText(updated("2026-03-01T10:30:00Z"), "Europe/Paris"))).toContain(
      "1 mars 2026, 11:30 UTC+1",
    );
    expect(toText(updated("soon"), "UTC")).toContain("Updated: soon");
  });

  it("Block Kit: date-times through Slack's date formatting, escaped text, page buttons", () => {
    const { blocks, text } = toBlocks(reply);
    const json = JSON.stringify(blocks);
    expect(json).toContain(
      `<!date^${Date.parse("2026-03-01T10:30:00Z") / 1000}^{date_short_pretty} {time}|2026-03-01T10:30:00Z>`,
    );
    expect(json).toContain("Applications &lt;&amp;&gt;");
    expect(json).toContain('"action_id":"page_previous"');
    expect(json).toContain('"value":"apps --page 3"');
    // The fallback is mrkdwn too: escaped the same way.
    expect(text).toContain("Applications &lt;&amp;&gt;");
    expect(escapeMrkdwn("<@U1> & co")).toBe("&lt;@U1&gt; &amp; co");
  });

  it("Adaptive Card 1.5: date-times through the card's date functions, facts, page actions", () => {
    const card = toAdaptiveCard(reply);
    expect(card.version).toBe("1.5");
    expect(card.fallbackText).toBe("Applications <&> — Two of them.");
    const json = JSON.stringify(card);
    expect(json).toContain("{{DATE(2026-03-01T10:30:00Z, SHORT)}} {{TIME(2026-03-01T10:30:00Z)}}");
    expect(card.actions).toEqual([
      { type: "Action.Submit", title: "◀ Previous", data: { deskbot: "run", command: "apps --page 1" } },
      { type: "Action.Submit", title: "Next ▶", data: { deskbot: "run", command: "apps --page 3" } },
    ]);
  });

  it("never puts more than 50 blocks in a Slack message, even for a page of 50 items", () => {
    const many: Reply = {
      kind: "result",
      title: "Many",
      items: Array.from({ length: 50 }, (_, i) => ({ title: `App ${i}`, id: `s_${i}` })),
      paging: { page: 1, totalPages: 2, total: 100, next: "apps --page 2" },
    };
    const { blocks } = toBlocks(many);
    expect(blocks.length).toBeLessThanOrEqual(50);
    expect(JSON.stringify(blocks)).toContain("App 49");
  });

  it("are pure: the same reply renders the same twice, confirmation nonce included", () => {
    const confirm: Reply = {
      kind: "confirm",
      title: "Merge these users?",
      text: "This is irreversible.",
      confirmation: {
        title: "Merge users",
        text: "Merge u_b into u_a?",
        confirmLabel: "Merge",
        denyLabel: "Cancel",
        command: "merge u_a u_b",
        nonce: "n-1",
        requestedBy: "U1",
        expiresAt: 1_900_000_000_000,
      },
    };
    for (const each of [reply, confirm]) {
      expect(toBlocks(each)).toEqual(toBlocks(each));
      expect(toAdaptiveCard(each)).toEqual(toAdaptiveCard(each));
      expect(toText(each)).toEqual(toText(each));
    }
    expect(JSON.stringify(toBlocks(confirm))).toContain('\\"nonce\\":\\"n-1\\"');
    expect(JSON.stringify(toAdaptiveCard(confirm))).toContain('"nonce":"n-1"');
  });
});
