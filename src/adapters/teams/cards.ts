// Renders a Reply as an Adaptive Card (1.5) that Teams shows as meant: data as plain text runs, people as mentions. Pure.
import { type Activity, CardFactory, type MessagingExtensionAttachment } from "botbuilder";
import { cancelValue, changeValue, confirmValue } from "../../core/confirmation-presses.ts";
import { plainMentions, plainMentionsNamed, splitMentions } from "../../core/mentions.ts";
import { type Reply, type ReplyField, type ResultReply, replySummary, type WordsReading } from "../../core/reply.ts";
import { partsOf } from "../../core/reply-parts.ts";
import { t } from "../../messages/translate.ts";
import { CARD_ACTIONS } from "./ids.ts";
import { TEAMS_LIMITS } from "./limits.ts";

/** An Adaptive Card, as JSON. */
export type AdaptiveCard = Record<string, unknown> & { type: "AdaptiveCard"; version: string };
type Element = Record<string, unknown>;

export const CARD_SCHEMA = "http://adaptivecards.io/schemas/adaptive-card.json";
export const CARD_VERSION = "1.5";
/** Link unfurling renders Adaptive Cards up to 1.3 only; a reply's card uses nothing newer than 1.2 (RichTextBlock). */
export const UNFURL_CARD_VERSION = "1.3";

/** Names of the chat users a reply mentions, by AAD object id (from the mention itself, or Teams). */
export type Names = ReadonlyMap<string, string>;

export const textBlock = (text: string, extra: Element = {}): Element => ({
  type: "TextBlock",
  text,
  wrap: true,
  ...extra,
});

export const submitAction = (title: string, data: Element, style?: "positive" | "destructive"): Element => ({
  type: "Action.Submit",
  title,
  data,
  ...(style ? { style } : {}),
});

/** A text cut to `max` characters, saying that it was shortened. */
export const shorten = (text: string, max: number = TEAMS_LIMITS.text) =>
  text.length <= max ? text : `${text.slice(0, max)}${t("render.shortened")}`;

/** A text run: shown as it is, never read as markdown. */
const run = (text: string, extra: Element = {}): Element => ({ type: "TextRun", text, ...extra });

/**
 * Markdown's own characters escaped, for the few blocks that must be markdown (those with mentions).
 * A line's indentation is read within the line (never across blank lines), so that it takes linear time.
 */
export const escapeMarkdown = (text: string) =>
  text.replace(/[\\*_[\]`~]/g, "\\$&").replace(/^([^\S\r\n\u2028\u2029]*)([#>+-]|\d+\.)/gm, "$1\\$2");

/** Collects the mention entities of a card as its text is written. */
class Mentions {
  readonly entities: Element[] = [];
  /** Who each name shown in this card stands for: two people never read alike. */
  private readonly shownFor = new Map<string, string>();
  constructor(private readonly names: Names) {}

  /**
   * The name shown for a chat user: the mention's own, else the one deskbot or Teams knows, else
   * their id (never a placeholder that several people would share); a name another person of this
   * card already shows gets the id beside it. Never markdown.
   */
  nameOf(id: string, name?: string): string {
    const plain = (text: string) => text.replace(/[\\*_[\]`~<>#]/g, "").trim();
    const clean = plain(name || this.names.get(id) || "") || plain(id);
    const owner = this.shownFor.get(clean);
    const shown = owner === undefined || owner === id ? clean : `${clean} (${plain(id)})`;
    if (owner === undefined) this.shownFor.set(clean, id);
    return shown;
  }

  /**
   * One line of text as a block: plain runs, or, when it mentions people, markdown with `<at>` mentions;
   * `lead` (a field's label) goes first, in bold.
   */
  line(text: string, style: Element = {}, lead = ""): Element {
    const parts = splitMentions(text);
    if (parts.every((part) => typeof part === "string")) {
      return {
        type: "RichTextBlock",
        inlines: [...(lead ? [run(lead, { weight: "Bolder", ...style })] : []), run(text, style)],
      };
    }
    const written =
      (lead ? boldMarkdown(lead) : "") +
      parts
        .map((part) => {
          if (typeof part === "string") return escapeMarkdown(part);
          const at = `<at>${this.nameOf(part.id, part.name)}</at>`;
          this.entities.push({
            type: "mention",
            text: at,
            mentioned: { id: part.id, name: this.nameOf(part.id, part.name) },
          });
          return at;
        })
        .join("");
    const { weight, size, color, isSubtle } = style;
    return textBlock(written, {
      ...(weight ? { weight } : {}),
      ...(size ? { size } : {}),
      ...(color ? { color } : {}),
      ...(isSubtle ? { isSubtle } : {}),
    });
  }

  /** A text of several lines: a block a line, so that line breaks stay line breaks. */
  lines(text: string, style: Element = {}): Element[] {
    return text
      .split("\n")
      .map((line, index) => ({ ...this.line(line || " ", style), ...(index > 0 ? { spacing: "None" } : {}) }));
  }
}

/** A label in bold in a markdown block (`**Updated:** `), its markdown characters escaped. */
const boldMarkdown = (label: string) => `**${escapeMarkdown(label.trimEnd())}** `;

/** A web address deskbot may make clickable: http(s), one piece, no markup. */
const WEB_ADDRESS = /^https?:\/\/[^\s<>"'`\\]+$/i;

/**
 * A field as one line: its label in bold, then its value (monospace for ids, the reader's time zone for
 * date-times, people as mentions). A `link` field (a URL field of the API: a ticket's page, the company's
 * website) is clickable; text from people never is.
 */
function fieldLine(field: ReplyField, mentions: Mentions, style: Element = {}): Element {
  const label = field.label ? t("render.labelled", { label: field.label }) : "";
  if (field.format === "datetime" && !Number.isNaN(Date.parse(field.value))) {
    const iso = new Date(Date.parse(field.value)).toISOString().replace(/\.\d{3}Z$/, "Z");
    return textBlock(`${label ? boldMarkdown(label) : ""}{{DATE(${iso}, SHORT)}} {{TIME(${iso})}}`, {
      spacing: "None",
      ...style,
    });
  }
  if (splitMentions(field.value).some((part) => typeof part !== "string")) {
    return { ...mentions.line(shorten(field.value), style, label), spacing: "None" };
  }
  const link = field.format === "link" && WEB_ADDRESS.test(field.value) && URL.canParse(field.value);
  const value = run(
    shorten(field.value),
    field.format === "code"
      ? { fontType: "Monospace", ...style }
      : link
        ? { ...style, color: "Accent", selectAction: { type: "Action.OpenUrl", url: field.value } }
        : style,
  );
  return {
    type: "RichTextBlock",
    spacing: "None",
    inlines: [...(label ? [run(label, { weight: "Bolder", ...style })] : []), value],
  };
}

/** A marker for where the command line goes in the words around it: no text a catalogue holds has it. */
const LINE_MARK = "\u0000";

/**
 * What a person's own words were read as, in one small subtle line above the reply, the command
 * line in monospace (Teams shows no code spans); none for a question or no reading.
 */
function wordsLine(words: WordsReading | undefined, maxText: number, names: Names): Element[] {
  if (words?.outcome !== "understood" && words?.outcome !== "proposed") return [];
  const key = words.outcome === "understood" ? "words.understoodAs" : "words.proposedAs";
  const [before = "", after = ""] = t(key, { line: LINE_MARK }).split(LINE_MARK);
  const style = { isSubtle: true, size: "Small" };
  return [
    {
      type: "RichTextBlock",
      inlines: [
        ...(before ? [run(before, style)] : []),
        // People as their names (a mention's raw token is deskbot's, not theirs).
        run(shorten(plainMentionsNamed(words.line, names), maxText), { ...style, fontType: "Monospace" }),
        ...(after ? [run(after, style)] : []),
      ],
    },
  ];
}

/** The reply as a card: title, text, fields, items, page X of Y, and the actions that run commands; within Teams' size. */
export function toAdaptiveCard(reply: Reply, names: Names = new Map()): AdaptiveCard {
  // Texts are shortened further, step by step, until the card fits (each says it was shortened).
  let built = buildCard(reply, names, TEAMS_LIMITS.text);
  for (const maxText of TEAMS_LIMITS.shrinkingTexts) {
    if (built.length <= TEAMS_LIMITS.cardBytes) break;
    built = buildCard(reply, names, maxText);
  }
  return built.card;
}

/**
 * The card with every text cut to `maxText` characters, and as many items as fit; with its length
 * as JSON (measured once, as it is built: a card is written out whole to be measured).
 */
function buildCard(reply: Reply, names: Names, maxText: number): { card: AdaptiveCard; length: number } {
  const parts = partsOf(reply);
  const mentions = new Mentions(names);
  const cut = (text: string) => shorten(text, maxText);
  const attention = parts.tone === "attention" ? { color: "Attention" } : {};
  const head: Element[] = [
    ...wordsLine(reply.words, maxText, names),
    mentions.line(shorten(parts.title, Math.min(TEAMS_LIMITS.title, maxText)), {
      weight: "Bolder",
      size: "Medium",
      ...attention,
    }),
  ];
  // A confirmation says its warning once: in the warning itself. A proposal's notes say more (when it
  // lapses): what the warning does not say is shown, subtle.
  for (const note of parts.confirmation ? [] : parts.notes) head.push(...mentions.lines(cut(note)));
  if (parts.confirmation?.proposal) {
    const warned = new Set(parts.confirmation.destructive ? parts.confirmation.text.split("\n") : []);
    const more = parts.notes.flatMap((note) => note.split("\n")).filter((line) => line && !warned.has(line));
    if (more.length > 0) head.push(...mentions.lines(cut(more.join("\n")), { isSubtle: true }));
  }
  if (parts.usage) {
    const lines = cut(parts.usage).split("\n");
    head.push(
      ...lines.map((line) => ({
        type: "RichTextBlock",
        spacing: "None",
        inlines: [run(line.trim(), { fontType: "Monospace" })],
      })),
    );
  }
  head.push(...parts.fields.map((field) => fieldLine({ ...field, value: cut(field.value) }, mentions)));
  const items = parts.items.map((item) => {
    const title = shorten(item.title, Math.min(TEAMS_LIMITS.title, maxText));
    return {
      type: "Container",
      separator: true,
      items: [
        item.id
          ? {
              type: "RichTextBlock",
              inlines: [run(title, { weight: "Bolder" }), run("  "), run(cut(item.id), { fontType: "Monospace" })],
            }
          : mentions.line(title, { weight: "Bolder" }),
        ...(item.fields ?? []).map((field) =>
          fieldLine({ ...field, value: cut(field.value) }, mentions, { isSubtle: true }),
        ),
      ],
    };
  });
  const { paging, confirmation } = parts;
  const tail: Element[] = [];
  if (paging)
    tail.push(
      textBlock(t("render.page", { page: paging.page, pages: paging.totalPages, total: paging.total }), {
        isSubtle: true,
        size: "Small",
      }),
    );
  // Only a destructive change is warned about: any other is said once, by the title and the notes.
  if (confirmation?.destructive) tail.push(...mentions.lines(cut(confirmation.text), { color: "Warning" }));
  const actions: Element[] = [];
  if (paging?.previous)
    actions.push(submitAction(t("render.previous"), { deskbot: CARD_ACTIONS.run, command: paging.previous }));
  if (paging?.next) actions.push(submitAction(t("render.next"), { deskbot: CARD_ACTIONS.run, command: paging.next }));
  if (confirmation) {
    // The nonce makes every press of this card one delivery: a double press runs the command once.
    const confirm = { deskbot: CARD_ACTIONS.confirm, ...confirmValue(confirmation) };
    const style = confirmation.destructive ? "destructive" : "positive";
    actions.push(submitAction(shorten(confirmation.confirmLabel, TEAMS_LIMITS.actionTitle), confirm, style));
    // A proposal's "Change" opens its command's form as a dialog (`task/fetch`), filled in with what was proposed.
    if (confirmation.changeForm) {
      const change = { msteams: { type: "task/fetch" }, deskbot: CARD_ACTIONS.change, ...changeValue(confirmation) };
      actions.push(submitAction(shorten(t("words.proposal.change"), TEAMS_LIMITS.actionTitle), change));
    }
    // Only its asker's Cancel acts: the press says whose it is.
    const cancel = { deskbot: CARD_ACTIONS.cancel, ...cancelValue(confirmation) };
    actions.push(submitAction(shorten(confirmation.denyLabel, TEAMS_LIMITS.actionTitle), cancel));
  }
  const card = (shown: Element[], hidden: number): AdaptiveCard => ({
    type: "AdaptiveCard",
    $schema: CARD_SCHEMA,
    version: CARD_VERSION,
    fallbackText: cut(plainMentions(replySummary(reply))),
    body: [
      ...head,
      ...shown,
      ...(hidden > 0 ? [textBlock(t("render.moreNotShown", { hidden }), { isSubtle: true })] : []),
      ...tail,
    ],
    ...(actions.length > 0 ? { actions } : {}),
    ...(mentions.entities.length > 0 ? { msteams: { entities: mentions.entities } } : {}),
  });
  // The last items go first, and the card says how many it left out.
  let shown = items.length;
  let built = card(items, 0);
  let length = JSON.stringify(built).length;
  while (shown > 0 && length > TEAMS_LIMITS.cardBytes) {
    shown -= Math.max(1, Math.ceil(shown / 10));
    built = card(items.slice(0, shown), items.length - shown);
    length = JSON.stringify(built).length;
  }
  return { card: built, length };
}

/**
 * The entity that makes Teams show its "AI generated" label on a message (beside the bot's name,
 * with Teams' own disclaimer): on every message that shows text a model wrote.
 */
export const AI_GENERATED_ENTITY = {
  type: "https://schema.org/Message",
  "@type": "Message",
  "@context": "https://schema.org",
  "@id": "",
  additionalType: ["AIGeneratedContent"],
} as const;

/** The reply as a message activity: the card, with its text fallback as the summary. */
export function replyActivity(reply: Reply, names: Names = new Map()): Partial<Activity> {
  const card = toAdaptiveCard(reply, names);
  return {
    type: "message",
    summary: String(card.fallbackText).slice(0, TEAMS_LIMITS.summary),
    attachments: [CardFactory.adaptiveCard(card)],
  };
}

/**
 * A link's preview (`composeExtension/queryLink`): the reply's card, with `note` in place of its text,
 * at the version link unfurling renders, and the compose box's thumbnail (the reply in one line, people by name).
 */
export function toLinkPreview(reply: ResultReply, note: string): MessagingExtensionAttachment {
  const card = CardFactory.adaptiveCard({ ...toAdaptiveCard({ ...reply, text: note }), version: UNFURL_CARD_VERSION });
  const summary = plainMentions(replySummary(reply)).slice(0, TEAMS_LIMITS.previewText);
  return {
    ...card,
    preview: CardFactory.thumbnailCard(plainMentions(reply.title).slice(0, TEAMS_LIMITS.title), summary),
  };
}

/** A line of text as a message activity (a second press, a slow command's progress): markdown escaped, cut. */
export function noteActivity(text: string): Partial<Activity> {
  return { type: "message", text: escapeMarkdown(shorten(plainMentions(text))) };
}
