// Every reply fits its platform, by construction: arbitrary replies rendered and checked against each limit.

import { CardFactory } from "botbuilder";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { toBlocks, toUnfurl } from "../../src/adapters/slack/blocks.ts";
import { type HomeContent, toHome } from "../../src/adapters/slack/home.ts";
import { fieldErrors, loadingModal, modalFor, reasonModal } from "../../src/adapters/slack/modals.ts";
import { toNote, toStepError } from "../../src/adapters/slack/notes.ts";
import { noteActivity, replyActivity, toLinkPreview } from "../../src/adapters/teams/cards.ts";
import { dialogCard, messageResponse } from "../../src/adapters/teams/dialogs.ts";
import type { CommandForm, FormFieldKind } from "../../src/core/forms.ts";
import type { Reply, ResultReply } from "../../src/core/reply.ts";
import { inLocale, LOCALES, t } from "../../src/messages/translate.ts";
import { sealKey } from "../../src/sealed.ts";
import { slackMessageProblems, slackViewProblems, teamsActivityProblems } from "../helpers/platform-limits.ts";

// Hundreds of arbitrary replies rendered per test are CPU-bound: about 8 s each alone, over 20 s on a
// CI machine running every other file beside them (seen 2026-11-29). No timing is asserted: they get room.
vi.setConfig({ testTimeout: 60_000 });

const text = (max: number) => fc.string({ unit: "grapheme", maxLength: max });
/** A mention as deskbot writes one: its name holds no `<`, `>` or line break (text that does is no mention, and reads as written). */
const mention = fc
  .tuple(fc.constantFrom("U1", "aad-1"), fc.option(text(20), { nil: undefined }))
  .map(([id, name]) => [id, name?.replace(/[<>\r\n]/g, "")] as const)
  .map(([id, name]) => (name ? `<@${id}|${name}>` : `<@${id}>`));
const anyText = (max: number) =>
  fc
    .array(fc.oneof(text(max), mention, fc.constantFrom("&", "<", ">", "`", "*", "[x](https://e.example)", "\n")), {
      maxLength: 6,
    })
    .map((parts) => parts.join(""));
const field = fc.record({
  label: anyText(60),
  value: fc.oneof(anyText(200), fc.string({ minLength: 2000, maxLength: 6000 })),
  format: fc.constantFrom("text", "date", "datetime", "code", "link") as fc.Arbitrary<"text">,
});
const command = fc.string({ minLength: 1, maxLength: 2500 });

const resultReply: fc.Arbitrary<ResultReply> = fc.record({
  kind: fc.constant("result" as const),
  title: fc.oneof(anyText(100), fc.string({ minLength: 3000, maxLength: 5000 })),
  text: fc.oneof(anyText(300), fc.string({ minLength: 3000, maxLength: 8000 })),
  fields: fc.array(field, { maxLength: 25 }),
  items: fc.array(fc.record({ title: anyText(200), id: text(40), fields: fc.array(field, { maxLength: 6 }) }), {
    maxLength: 120,
  }),
  paging: fc.record({ page: fc.nat(), totalPages: fc.nat(), total: fc.nat(), next: command, previous: command }),
});

const reply: fc.Arbitrary<Reply> = fc.oneof(
  resultReply,
  fc.record({
    kind: fc.constant("error" as const),
    title: anyText(400),
    troubleshoot: fc.string({ maxLength: 6000 }),
    usage: text(300),
  }),
  fc.record({ kind: fc.constant("usage" as const), title: anyText(400), usage: fc.string({ maxLength: 5000 }) }),
  fc.record({
    kind: fc.constant("confirm" as const),
    title: anyText(200),
    text: anyText(800),
    confirmation: fc.record({
      title: text(300),
      text: anyText(900),
      confirmLabel: text(80),
      denyLabel: text(80),
      command,
      nonce: text(40),
      requestedBy: text(40),
      expiresAt: fc.nat(),
    }),
  }),
);

describe.each(LOCALES)("any reply, in %s (French words are longer: every limit still holds)", (locale) => {
  it("renders as a Slack message within every Block Kit limit", () => {
    fc.assert(
      fc.property(reply, (each) => {
        const message = inLocale(locale, () => toBlocks(each));
        expect(slackMessageProblems(message as unknown as Record<string, unknown>)).toEqual([]);
      }),
      { numRuns: 400, endOnFailure: true },
    );
  });

  it("renders as a Teams activity within Teams' size, a 1.5 card with no backtick", () => {
    fc.assert(
      fc.property(reply, (each) => {
        const activity = inLocale(locale, () => replyActivity(each));
        expect(activity.attachments?.[0]?.contentType).toBe(CardFactory.contentTypes.adaptiveCard);
        const problems = teamsActivityProblems(JSON.parse(JSON.stringify(activity)));
        expect(problems).toEqual([]);
      }),
      { numRuns: 400, endOnFailure: true },
    );
  });
});

const KEY = sealKey("a test secret", "limits");
type Json = Record<string, unknown>;
const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Json;

/** Any length of text a person, the API or the catalogue may give a renderer: short and hostile, or far too long. */
const longText = fc.oneof(anyText(200), fc.string({ minLength: 2000, maxLength: 6000 }));
const buttonSpec = fc.record({
  label: longText,
  actionId: fc.constant("open_form:comment"),
  value: fc.oneof(text(20), fc.string({ minLength: 2001, maxLength: 2100 })),
});
const homeContent: fc.Arbitrary<HomeContent> = fc.record({
  company: fc.oneof(fc.record({ name: longText, slackEnabled: fc.boolean() }), fc.record({ troubleshoot: longText })),
  link: longText,
  command: fc.string({ minLength: 1, maxLength: 300 }),
  examples: fc.array(longText, { maxLength: 3 }),
  last: fc.option(reply, { nil: undefined }),
}) as fc.Arbitrary<HomeContent>;
const form: fc.Arbitrary<CommandForm> = fc.record({
  id: fc.constant("comment"),
  title: longText,
  submitLabel: longText,
  messageAction: fc.record({ id: fc.constant("comment_on_ticket"), title: longText, description: longText }),
  fields: fc.uniqueArray(
    fc.record({
      id: fc.constantFrom("ticket", "body", "approvers", "follow"),
      label: longText,
      kind: fc.constantFrom<FormFieldKind>("text", "multiline", "people", "checkbox"),
      fills: fc.constant("text"),
      hint: longText,
      placeholder: longText,
      option: longText,
      optional: fc.boolean(),
    }),
    { selector: (each) => each.id, minLength: 1, maxLength: 4 },
  ),
});
const prefill = fc.record({
  answers: fc.dictionary(
    fc.constantFrom("ticket", "body"),
    fc.oneof(fc.string({ maxLength: 200 }), fc.string({ minLength: 3001, maxLength: 6000 })),
  ),
  notes: fc.dictionary(fc.constantFrom("ticket", "body", "approvers"), longText),
});
const files = fc.array(fc.record({ filename: longText, url: fc.constant("https://files.example/f") }), {
  maxLength: 3,
});

/** Files as chat platforms name them (a few hundred characters at most): they are carried, sealed, in a dialog. */
const shortFiles = fc.array(fc.record({ filename: anyText(200), url: fc.constant("https://files.example/f") }), {
  maxLength: 3,
});

describe.each(LOCALES)("each Slack renderer, in %s, holds the limits it owns", (locale) => {
  it("a link's preview (toUnfurl): the reply and its buttons within a message's blocks, every button that fits kept", () => {
    fc.assert(
      fc.property(reply, fc.array(buttonSpec, { maxLength: 3 }), (each, buttons) => {
        const unfurl = inLocale(locale, () => toUnfurl(each, buttons));
        expect(slackMessageProblems({ blocks: unfurl.blocks })).toEqual([]);
        const carried = buttons.filter((button) => button.value.length <= 2000);
        const last = unfurl.blocks.at(-1) as Json | undefined;
        if (carried.length > 0) expect((last?.elements as unknown[]).length).toBe(carried.length);
      }),
      { numRuns: 200, endOnFailure: true },
    );
  });

  it("a link's preview of a long list keeps its buttons and says how many items it left out", () => {
    const item = (index: number) => ({
      title: `Ticket ${index}`,
      fields: [{ label: "Body", value: "x".repeat(2500) }],
    });
    const list: Reply = {
      kind: "result",
      title: "Tickets",
      items: Array.from({ length: 80 }, (_, index) => item(index)),
    };
    const buttons = [{ label: "Comment", actionId: "open_form:comment", value: "REQ-1" }];
    const { blocks } = inLocale(locale, () => toUnfurl(list, buttons));
    expect(slackMessageProblems({ blocks })).toEqual([]);
    expect(blocks.at(-1)).toMatchObject({ type: "actions", elements: [{ value: "REQ-1" }] });
    const shown = JSON.stringify(blocks).match(/Ticket \d+/g)?.length ?? 0;
    expect(shown).toBeGreaterThan(0);
    expect(JSON.stringify(blocks)).toContain(inLocale(locale, () => t("render.moreNotShown", { hidden: 80 - shown })));
  });

  it("the Home tab (toHome): the company, the link, the hint, the examples and the last answer within a view's limits", () => {
    fc.assert(
      fc.property(homeContent, (content) => {
        const view = inLocale(locale, () => toHome(content));
        expect(slackViewProblems(json(view))).toEqual([]);
      }),
      { numRuns: 200, endOnFailure: true },
    );
  });

  it("a form's modals (modalFor, loadingModal, reasonModal): titles, labels, hints, options and files within a view's limits", () => {
    fc.assert(
      fc.property(form, prefill, files, reply, (each, filled, attached, refusal) => {
        inLocale(locale, () => {
          expect(slackViewProblems(json(modalFor(each, filled, { user: "UANN", files: attached }, KEY)))).toEqual([]);
          expect(slackViewProblems(json(loadingModal(each)))).toEqual([]);
          expect(slackViewProblems(json(reasonModal(each, refusal)))).toEqual([]);
        });
      }),
      { numRuns: 200, endOnFailure: true },
    );
  });

  it("an error beside an input, a note and a workflow step's error: each cut to its length", () => {
    fc.assert(
      fc.property(longText, (message) => {
        inLocale(locale, () => {
          expect(Object.values(fieldErrors("body", message).errors)[0]?.length).toBeLessThanOrEqual(300);
          expect(slackMessageProblems(toNote(message, "progress"))).toEqual([]);
          expect(toStepError(message, message).length).toBeLessThanOrEqual(2000);
        });
      }),
      { numRuns: 200, endOnFailure: true },
    );
  });
});

describe("what a Slack renderer shows of text from outside", () => {
  it("is escaped on the Home tab, in a modal's files and in a note: no one's text becomes a mention or a link", () => {
    const hostile = "<!channel> & <https://evil.example|Zoë O'Brien>";
    const escaped = "&lt;!channel&gt; &amp; &lt;https://evil.example|Zoë O'Brien&gt;";
    const company = JSON.stringify(
      toHome({ company: { name: hostile, slackEnabled: true }, link: "", command: "/desk", examples: [] }),
    );
    const down = JSON.stringify(
      toHome({ company: { troubleshoot: hostile }, link: "", command: "/desk", examples: [] }),
    );
    const example = JSON.stringify(
      toHome({ company: { troubleshoot: "" }, link: "", command: "/desk", examples: [hostile] }),
    );
    const modal = modalFor(
      {
        id: "comment",
        title: "Comment",
        submitLabel: "Comment",
        messageAction: { id: "c", title: "C", description: "" },
        fields: [],
      },
      { answers: {}, notes: {} },
      { user: "UANN", files: [{ filename: hostile, url: "https://files.example/f" }] },
      KEY,
    );
    for (const shown of [company, down, example, JSON.stringify(modal.blocks), JSON.stringify(toNote(hostile))]) {
      expect(shown).toContain(escaped);
      expect(shown).not.toContain("<!channel>");
    }
  });

  it("keeps a long title of a modal to Slack's 24 characters, saying it was cut, and a short one as it is", () => {
    const titled = (title: string) =>
      loadingModal({
        id: "x",
        title,
        submitLabel: "Send",
        messageAction: { id: "x", title: "X", description: "" },
        fields: [],
      });
    expect(
      loadingModal({
        id: "x",
        title: "Demander une approbation",
        submitLabel: "",
        messageAction: { id: "x", title: "", description: "" },
        fields: [],
      }).title.text,
    ).toBe("Demander une approbation");
    expect(titled("Demander une approbation, vite").title.text).toBe("Demander une approbatio…");
  });
});

describe.each(LOCALES)("each Teams renderer, in %s, holds the limits it owns", (locale) => {
  it("a link's preview (toLinkPreview): a 1.3 card within Teams' size, its thumbnail short and with people by name", () => {
    fc.assert(
      fc.property(resultReply, longText, (each, note) => {
        const preview = inLocale(locale, () => toLinkPreview(each, note));
        expect(Buffer.byteLength(JSON.stringify(preview))).toBeLessThanOrEqual(28_000);
        expect((preview.content as Json).version).toBe("1.3");
        const thumbnail = (preview.preview?.content ?? {}) as { title?: string; text?: string };
        expect(thumbnail.text?.length ?? 0).toBeLessThanOrEqual(300);
        // A named mention shows as its name; a bare one written between `<` and `>` reads as its author wrote it.
        expect(`${thumbnail.title}${thumbnail.text}`).not.toMatch(/<@(U1|aad-1)\|[^>]*>/);
      }),
      { numRuns: 200, endOnFailure: true },
    );
  });

  it("a note, a dialog's closing message and a dialog's card: cut, and within Teams' size", () => {
    fc.assert(
      fc.property(longText, form, prefill, shortFiles, (message, each, filled, attached) => {
        inLocale(locale, () => {
          expect(teamsActivityProblems(json(noteActivity(message)))).toEqual([]);
          // At most a block's 2,000 characters and the word that it was shortened, before its markdown is escaped.
          const most = 2000 + t("render.shortened").length;
          expect(String(noteActivity(message).text).replace(/\\(.)/g, "$1").length).toBeLessThanOrEqual(most);
          expect(String(messageResponse(message).task?.value).length).toBeLessThanOrEqual(most);
          const state = { ...filled, files: attached, error: { fieldId: each.fields[0]?.id ?? "", message } };
          const labelled = { ...each, fields: each.fields.map((field) => ({ ...field, label: "Label" })) };
          // With "Summarise the thread" offered (a long model's name, the last try's note) or its summary shown.
          const summarising = { ...labelled, ...(each.fields.at(-1) ? { summary: each.fields.at(-1)?.id } : {}) };
          // The longest a model's name may be (DESK_AI_MODEL), and a thread whose four ids are as long as ids may be.
          const model = "m".repeat(200);
          const thread = "t".repeat(44 + 4 * 256 + 100);
          for (const card of [
            dialogCard(labelled, state, KEY),
            dialogCard(summarising, { ...state, summary: { thread, model, note: message } }, KEY),
            dialogCard(summarising, { ...state, summarisedBy: model }, KEY),
          ]) {
            expect(Buffer.byteLength(JSON.stringify(card))).toBeLessThanOrEqual(28_000);
            const values = (card.body as Json[]).map((element) => String(element.value ?? ""));
            expect(values.filter((value) => value.length > 3000)).toEqual([]);
          }
        });
      }),
      { numRuns: 200, endOnFailure: true },
    );
  });
});
