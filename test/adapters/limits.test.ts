// Every reply fits its platform, by construction: arbitrary replies rendered and checked against each limit.

import { CardFactory } from "botbuilder";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toBlocks } from "../../src/adapters/slack/blocks.ts";
import { replyActivity } from "../../src/adapters/teams/cards.ts";
import type { Reply } from "../../src/core/reply.ts";
import { inLocale, LOCALES } from "../../src/messages/translate.ts";
import { slackMessageProblems, teamsActivityProblems } from "../helpers/platform-limits.ts";

const text = (max: number) => fc.string({ unit: "grapheme", maxLength: max });
const mention = fc
  .tuple(fc.constantFrom("U1", "aad-1"), fc.option(text(20), { nil: undefined }))
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

const reply: fc.Arbitrary<Reply> = fc.oneof(
  fc.record({
    kind: fc.constant("result" as const),
    title: fc.oneof(anyText(100), fc.string({ minLength: 3000, maxLength: 5000 })),
    text: fc.oneof(anyText(300), fc.string({ minLength: 3000, maxLength: 8000 })),
    fields: fc.array(field, { maxLength: 25 }),
    items: fc.array(fc.record({ title: anyText(200), id: text(40), fields: fc.array(field, { maxLength: 6 }) }), {
      maxLength: 120,
    }),
    paging: fc.record({ page: fc.nat(), totalPages: fc.nat(), total: fc.nat(), next: command, previous: command }),
  }),
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
      asker: text(40),
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
