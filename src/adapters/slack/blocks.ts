// Renders a Reply as Block Kit within every Slack limit: escaped text, real mentions, page buttons, confirmations, a form's button. Pure.
import type { types } from "@slack/bolt";
import { cancelValue, changeValue, confirmValue } from "../../core/confirmation-presses.ts";
import { splitMentions } from "../../core/mentions.ts";
import { type Reply, type ReplyField, replySummary, type WordsReading } from "../../core/reply.ts";
import { partsOf } from "../../core/reply-parts.ts";
import { t } from "../../messages/translate.ts";
import { ACTION_IDS } from "./ids.ts";
import { SLACK_LIMITS } from "./limits.ts";

type KnownBlock = types.KnownBlock;
type Button = types.Button;

/** A message: the text fallback (notifications, screen readers) and its blocks. */
export interface SlackMessage {
  text: string;
  blocks: KnownBlock[];
}

/** Escapes the three characters Slack's mrkdwn treats as control characters. */
export function escapeMrkdwn(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** A person's or the API's text as mrkdwn: escaped, with its mentions as real Slack mentions. */
export function mrkdwn(text: string): string {
  return splitMentions(text)
    .map((part) => (typeof part === "string" ? escapeMrkdwn(part) : `<@${part.id}>`))
    .join("");
}

/** mrkdwn cut to `max` characters, never inside an escape or a mention, saying that it was shortened. */
export function fitMrkdwn(text: string, max: number): string {
  if (text.length <= max) return text;
  const shortened = t("render.shortened");
  return `${withoutOpenEnd(text.slice(0, max - shortened.length))}${shortened}`;
}

/** mrkdwn without an escape (`&am`) or a mention or link (`<@U1|Ad`) left open at its end; in one pass. */
function withoutOpenEnd(text: string): string {
  const open = text.indexOf("<", text.lastIndexOf(">") + 1);
  if (open >= 0) return text.slice(0, open);
  const ampersand = text.lastIndexOf("&");
  if (ampersand < 0) return text;
  for (let index = ampersand + 1; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 97 || code > 122) return text;
  }
  return text.slice(0, ampersand);
}

/** A field's value as mrkdwn: date-times in the reader's own time zone through Slack's date formatting. */
export function formatValue(field: ReplyField): string {
  const value = mrkdwn(field.value);
  switch (field.format) {
    case "datetime": {
      const time = Date.parse(field.value);
      return Number.isNaN(time) ? value : `<!date^${Math.floor(time / 1000)}^{date_short_pretty} {time}|${value}>`;
    }
    case "code":
      return `\`${value}\``;
    case "link":
      return /^https?:\/\/[^\s<>|]+$/.test(field.value) ? `<${field.value}>` : value;
    default:
      return value;
  }
}

/** A section of mrkdwn (already escaped), cut to Slack's limit. */
export const section = (text: string): KnownBlock => ({
  type: "section",
  text: { type: "mrkdwn", text: fitMrkdwn(text, SLACK_LIMITS.sectionText) },
});
/** A context line of mrkdwn (already escaped), cut to Slack's limit. */
export const context = (text: string): KnownBlock => ({
  type: "context",
  elements: [{ type: "mrkdwn", text: fitMrkdwn(text, SLACK_LIMITS.contextText) }],
});
/** A field of a section: its label in bold above its value, cut to Slack's limit. */
export const fieldText = (field: ReplyField) =>
  fitMrkdwn(
    field.label ? `*${escapeMrkdwn(field.label)}*\n${formatValue(field)}` : formatValue(field),
    SLACK_LIMITS.fieldText,
  );

const ICONS = { plain: "", attention: ":warning: ", question: ":grey_question: " } as const;

/** The reply as Block Kit, with a plain-text fallback, within every limit of a message (in at most `maxBlocks`). */
export function toBlocks(reply: Reply, maxBlocks: number = SLACK_LIMITS.blocks): SlackMessage {
  const parts = partsOf(reply);
  const icon = reply.kind === "denied" ? ":no_entry: " : ICONS[parts.tone];
  const blocks: KnownBlock[] = [...wordsLine(reply.words), section(`${icon}*${mrkdwn(parts.title)}*`)];
  const lines = [
    ...parts.notes.map(mrkdwn),
    ...(parts.usage ? [t("render.usage", { usage: `\`${escapeMrkdwn(parts.usage)}\`` })] : []),
  ];
  if (lines.length > 0) blocks.push(section(lines.join("\n")));
  for (let start = 0; start < parts.fields.length; start += SLACK_LIMITS.fields) {
    blocks.push({
      type: "section",
      fields: parts.fields
        .slice(start, start + SLACK_LIMITS.fields)
        .map((field) => ({ type: "mrkdwn", text: fieldText(field) })),
    });
  }
  const tail = [...formButton(reply), ...tailBlocks(parts)];
  blocks.push(...itemSections(parts, maxBlocks - blocks.length - tail.length), ...tail);
  return {
    text: fitMrkdwn(mrkdwn(replySummary(reply)), SLACK_LIMITS.fallback),
    blocks: blocks.slice(0, maxBlocks),
  };
}

/** Text as a code span of mrkdwn, escaped; text with a backtick of its own cannot be one, and is shown as it is. */
export const codeSpan = (text: string) => (text.includes("`") ? escapeMrkdwn(text) : `\`${escapeMrkdwn(text)}\``);

/** What a person's own words were read as, in one small line above the reply (none for a question or no reading). */
function wordsLine(words: WordsReading | undefined): KnownBlock[] {
  if (words?.outcome !== "understood" && words?.outcome !== "proposed") return [];
  const key = words.outcome === "understood" ? "words.understoodAs" : "words.proposedAs";
  return [context(t(key, { line: lineMrkdwn(words.line) }))];
}

/**
 * A command line as mrkdwn: its words as code, its people as Slack's own mentions (which Slack
 * shows by name), never the mention's raw token inside the code.
 */
function lineMrkdwn(line: string): string {
  return splitMentions(line)
    .map((part) => {
      if (typeof part !== "string") return `<@${part.id}>`;
      const words = part.trim();
      if (words === "") return part;
      const lead = part.slice(0, part.indexOf(words));
      return `${lead}${codeSpan(words)}${part.slice(lead.length + words.length)}`;
    })
    .join("");
}

/** A button's words and what it carries, for a renderer to make within Slack's limits. */
export interface ButtonSpec {
  label: string;
  actionId: string;
  value: string;
}

/**
 * A link's preview for `chat.unfurl`: the reply's blocks (at most SLACK_LIMITS.unfurlBlocks), then
 * `buttons` in one row; a button whose value is too long to carry is left out.
 */
export function toUnfurl(reply: Reply, buttons: readonly ButtonSpec[]): { blocks: KnownBlock[] } {
  const elements = buttons.flatMap((each) => button(each.label, each.actionId, each.value));
  return {
    blocks: [
      ...toBlocks(reply, SLACK_LIMITS.unfurlBlocks).blocks,
      ...(elements.length > 0 ? [{ type: "actions" as const, elements }] : []),
    ],
  };
}

/** The items packed into as few sections as fit, in at most `room` blocks; what does not fit is counted. */
function itemSections(parts: ReturnType<typeof partsOf>, room: number): KnownBlock[] {
  const texts = parts.items.map((item) => {
    const head = `*${mrkdwn(item.title)}*${item.id ? `  \`${escapeMrkdwn(item.id)}\`` : ""}`;
    const details = (item.fields ?? []).map((field) =>
      field.label
        ? `${t("render.labelled", { label: escapeMrkdwn(field.label) })}${formatValue(field)}`
        : formatValue(field),
    );
    return fitMrkdwn(
      details.length > 0 ? `${head}\n${details.join(parts.isHelp ? "\n" : "  ·  ")}` : head,
      SLACK_LIMITS.sectionText - SLACK_LIMITS.moreNotShownRoom,
    );
  });
  const sections: string[] = [];
  let shown = 0;
  for (const text of texts) {
    const last = sections.at(-1);
    if (last !== undefined && last.length + 2 + text.length <= SLACK_LIMITS.sectionText - SLACK_LIMITS.moreNotShownRoom)
      sections[sections.length - 1] = `${last}\n\n${text}`;
    else if (sections.length < Math.max(1, room)) sections.push(text);
    else break;
    shown += 1;
  }
  const hidden = texts.length - shown;
  if (hidden > 0 && sections.length > 0)
    sections[sections.length - 1] += `\n\n_${t("render.moreNotShown", { hidden })}_`;
  return sections.map(section);
}

/**
 * A form command's answer where no form could open (a message has no trigger): a button whose press
 * (which has one) opens the form; the usage line above it says how to type the command instead.
 */
function formButton(reply: Reply): KnownBlock[] {
  if (reply.kind !== "form") return [];
  const elements = button(t("form.open"), ACTION_IDS.openCommandForm, reply.command, "primary");
  return elements.length > 0 ? [{ type: "actions", elements }] : [];
}

/** Page X of Y, the page buttons and a confirmation's buttons. */
function tailBlocks(parts: ReturnType<typeof partsOf>): KnownBlock[] {
  const { paging, confirmation } = parts;
  const blocks: KnownBlock[] = [];
  if (paging) {
    const text = t("render.page", { page: paging.page, pages: paging.totalPages, total: paging.total });
    blocks.push(context(text));
  }
  const buttons: Button[] = [];
  if (paging?.previous) buttons.push(...button(t("render.previous"), ACTION_IDS.pagePrevious, paging.previous));
  if (paging?.next) buttons.push(...button(t("render.next"), ACTION_IDS.pageNext, paging.next));
  if (confirmation) {
    // The nonce makes every press of this button one delivery: a double press runs the command once.
    const value = JSON.stringify(confirmValue(confirmation));
    // A destructive change is red and asks once more in Slack's dialog; any other is one plain press.
    const { destructive } = confirmation;
    const [confirm] = button(confirmation.confirmLabel, ACTION_IDS.confirm, value, destructive ? "danger" : "primary");
    if (confirm && destructive) {
      buttons.push({
        ...confirm,
        confirm: {
          title: { type: "plain_text", text: fitPlain(confirmation.title, SLACK_LIMITS.confirmTitle) },
          text: { type: "mrkdwn", text: fitMrkdwn(mrkdwn(confirmation.text), SLACK_LIMITS.confirmText) },
          confirm: { type: "plain_text", text: fitPlain(confirmation.confirmLabel, SLACK_LIMITS.confirmButton) },
          deny: { type: "plain_text", text: fitPlain(confirmation.denyLabel, SLACK_LIMITS.confirmButton) },
          style: "danger",
        },
      });
    } else if (confirm) buttons.push(confirm);
    // A proposal's "Change" opens its command's form, filled in; left out when the command is too long to carry.
    if (confirmation.changeForm)
      buttons.push(...button(t("words.proposal.change"), ACTION_IDS.change, JSON.stringify(changeValue(confirmation))));
    // Only its asker's Cancel acts: the button says whose it is.
    buttons.push(...button(confirmation.denyLabel, ACTION_IDS.cancel, JSON.stringify(cancelValue(confirmation))));
  }
  if (buttons.length > 0) blocks.push({ type: "actions", elements: buttons });
  return blocks;
}

/** Plain text cut to `max` characters with an ellipsis. */
export const fitPlain = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** A button, or none when its value is too long to carry (the person can still type the command). */
export function button(label: string, actionId: string, value: string, style?: "primary" | "danger"): Button[] {
  if (value.length > SLACK_LIMITS.buttonValue) return [];
  return [
    {
      type: "button",
      action_id: actionId,
      text: { type: "plain_text", text: fitPlain(label, SLACK_LIMITS.buttonText) },
      value,
      ...(style ? { style } : {}),
    },
  ];
}
