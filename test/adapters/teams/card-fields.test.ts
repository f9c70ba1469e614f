// A Teams card's fields: every label in bold whatever its value (text, id, date, person, link), and a link clickable only when the API gave it as a URL field.
import { describe, expect, it } from "vitest";
import { toAdaptiveCard } from "../../../src/adapters/teams/cards.ts";
import type { ReplyField, ResultReply } from "../../../src/core/reply.ts";
import { inLocale } from "../../../src/messages/translate.ts";
import { ofKind, startCore } from "../../helpers/core.ts";

type Element = Record<string, unknown> & {
  type: string;
  text?: string;
  inlines?: Array<Record<string, unknown> & { text: string }>;
};

/** The card's body blocks of a reply made of `fields`. */
const blocksOf = (fields: ReplyField[]) =>
  (toAdaptiveCard({ kind: "result", title: "Ticket", fields } satisfies ResultReply).body as Element[]).slice(1);

/** Whether a block shows `label` in bold before its value. */
function boldLabel(block: Element, label: string): boolean {
  if (block.type === "RichTextBlock") {
    const [first] = block.inlines ?? [];
    return first?.weight === "Bolder" && first.text.trim() === label;
  }
  return block.type === "TextBlock" && String(block.text).startsWith(`**${label}** `);
}

/** The address a block opens when clicked, if any. */
const clickable = (block: Element) =>
  (block.inlines ?? []).flatMap((inline) => {
    const action = inline.selectAction as { type?: string; url?: string } | undefined;
    return action ? [`${action.type} ${action.url}`] : [];
  });

const FIELDS: ReplyField[] = [
  { label: "Status", value: "In progress" },
  { label: "Ticket", value: "req_123", format: "code" },
  { label: "Updated", value: "2026-11-23T09:15:00Z", format: "datetime" },
  { label: "Sent by", value: "<@aad-zoe|Zoë O'Brien>" },
  { label: "Approvers", value: "<@aad-ada|Ada Lovelace>, <@aad-jf|Jean-François Le Brun> and Grace" },
  { label: "Link", value: "https://desk.acme.example/admin/requests/req_123", format: "link" },
  { label: "Due", value: "2026-11-30", format: "date" },
];

describe("a Teams card's field labels", () => {
  for (const locale of ["en", "fr"] as const) {
    it(`are bold for every kind of value (${locale})`, () => {
      const blocks = inLocale(locale, () => blocksOf(FIELDS));
      const labels = inLocale(locale, () => FIELDS.map((field) => blocksOf([field])[0]));
      expect(blocks).toHaveLength(FIELDS.length);
      for (const [index, field] of FIELDS.entries()) {
        const block = labels[index] as Element;
        const shown = locale === "fr" ? `${field.label}\u00a0:` : `${field.label}:`;
        expect(boldLabel(block, shown), `${field.label} (${field.format ?? "text"}): ${JSON.stringify(block)}`).toBe(
          true,
        );
      }
    });
  }
});

describe("links in a Teams card", () => {
  it("open the address of a link field (a URL the API gave)", () => {
    for (const url of [
      "https://desk.acme.example/admin/requests/req_123",
      "http://intranet.acme.example/it?ticket=REQ-42&tab=messages#top",
      "https://www.acme.example/",
    ]) {
      const [block] = blocksOf([{ label: "Website", value: url, format: "link" }]);
      expect(clickable(block as Element)).toEqual([`Action.OpenUrl ${url}`]);
    }
  });

  it("stay text when a link field holds no web address, and in every field that is not a link", () => {
    for (const value of ["javascript:alert(1)", "ftp://files.acme.example", "https://a b.example", "—", "not a url"]) {
      const [block] = blocksOf([{ label: "Website", value, format: "link" }]);
      expect(clickable(block as Element), value).toEqual([]);
    }
    // A person's words that hold an address (a comment, a title) are never made a link.
    for (const value of ["See https://evil.example/login", "https://evil.example", "[Reset](https://evil.example)"]) {
      const [block] = blocksOf([{ label: "Comment", value }]);
      expect(clickable(block as Element), value).toEqual([]);
      // Shown as text runs, which Teams never reads as markdown.
      expect((block as Element).type, value).toBe("RichTextBlock");
    }
  });

  it("of ticket and company replies: the ticket's page and the company's website open when clicked", async () => {
    const t = await startCore();
    for (const text of ["ticket REQ-42", "company"]) {
      const reply = ofKind(await t.run(text), "result");
      const links = (reply.fields ?? []).filter((field) => field.format === "link" && field.value.startsWith("http"));
      expect(links.length, text).toBe(1);
      const opened = (toAdaptiveCard(reply).body as Element[]).flatMap(clickable);
      expect(opened, text).toEqual(links.map((field) => `Action.OpenUrl ${field.value}`));
    }
  });
});
