// Renders a Reply as Block Kit: sections, fields, list items, page X of Y with buttons, confirmations. Pure.
import type { types } from "@slack/bolt";
import { type Reply, type ReplyField, replySummary } from "../../core/reply.ts";
import { partsOf } from "../../core/reply-parts.ts";
import { ACTION_IDS } from "./ids.ts";

type KnownBlock = types.KnownBlock;
type Button = types.Button;

/** A message: the text fallback (notifications, screen readers) and its blocks. */
export interface SlackMessage {
  text: string;
  blocks: KnownBlock[];
}

/** Slack allows 50 blocks in a message and 10 fields in a section. */
const MAX_BLOCKS = 50;
const MAX_FIELDS = 10;
const MAX_TEXT = 2900;

/** Escapes the three characters Slack's mrkdwn treats as control characters. */
export function escapeMrkdwn(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);
const mrkdwn = (text: string) => ({ type: "mrkdwn" as const, text: clip(text) });

/** A field's value as mrkdwn: date-times in the reader's own time zone through Slack's date formatting. */
export function formatValue(field: ReplyField): string {
  const value = escapeMrkdwn(field.value);
  switch (field.format) {
    case "datetime": {
      const time = Date.parse(field.value);
      return Number.isNaN(time) ? value : `<!date^${Math.floor(time / 1000)}^{date_short_pretty} {time}|${value}>`;
    }
    case "code":
      return `\`${value}\``;
    case "link":
      return /^https?:\/\//.test(field.value) ? `<${field.value}>` : value;
    default:
      return value;
  }
}

const fieldText = (field: ReplyField) =>
  field.label ? `*${escapeMrkdwn(field.label)}*\n${formatValue(field)}` : formatValue(field);

const ICONS = { plain: "", attention: ":warning: ", question: ":grey_question: " } as const;

/** The reply as Block Kit, with a plain-text fallback. */
export function toBlocks(reply: Reply): SlackMessage {
  const parts = partsOf(reply);
  const icon = reply.kind === "denied" ? ":no_entry: " : ICONS[parts.tone];
  const blocks: KnownBlock[] = [{ type: "section", text: mrkdwn(`${icon}*${escapeMrkdwn(parts.title)}*`) }];
  const lines = [...parts.notes.map(escapeMrkdwn), ...(parts.usage ? [`Usage: \`${escapeMrkdwn(parts.usage)}\``] : [])];
  if (lines.length > 0) blocks.push({ type: "section", text: mrkdwn(lines.join("\n")) });
  for (let start = 0; start < parts.fields.length; start += MAX_FIELDS) {
    const fields = parts.fields.slice(start, start + MAX_FIELDS);
    blocks.push({ type: "section", fields: fields.map((field) => mrkdwn(fieldText(field))) });
  }
  const items = parts.items;
  const room = MAX_BLOCKS - blocks.length - 3;
  const perBlock = Math.max(1, Math.ceil(items.length / room));
  for (let start = 0; start < items.length; start += perBlock) {
    const text = items
      .slice(start, start + perBlock)
      .map((item) => {
        const head = `*${escapeMrkdwn(item.title)}*${item.id ? `  \`${escapeMrkdwn(item.id)}\`` : ""}`;
        const details = (item.fields ?? []).map((field) =>
          field.label ? `${escapeMrkdwn(field.label)}: ${formatValue(field)}` : formatValue(field),
        );
        return details.length > 0 ? `${head}\n${details.join(parts.isHelp ? "\n" : "  ·  ")}` : head;
      })
      .join("\n\n");
    blocks.push({ type: "section", text: mrkdwn(text) });
  }
  const { paging, confirmation } = parts;
  if (paging) {
    const text = `Page ${paging.page} of ${paging.totalPages} · ${paging.total} in all`;
    blocks.push({ type: "context", elements: [{ type: "mrkdwn", text }] });
  }
  const buttons: Button[] = [
    ...(paging?.previous ? [button("◀ Previous", ACTION_IDS.pagePrevious, paging.previous)] : []),
    ...(paging?.next ? [button("Next ▶", ACTION_IDS.pageNext, paging.next)] : []),
  ];
  if (confirmation) {
    buttons.push({
      // The nonce makes every press of this button one delivery: a double press runs the command once.
      ...button(
        confirmation.confirmLabel,
        ACTION_IDS.confirm,
        JSON.stringify({ command: confirmation.command, nonce: confirmation.nonce }),
        "danger",
      ),
      confirm: {
        title: { type: "plain_text", text: confirmation.title.slice(0, 100) },
        text: { type: "mrkdwn", text: escapeMrkdwn(confirmation.text).slice(0, 300) },
        confirm: { type: "plain_text", text: confirmation.confirmLabel.slice(0, 30) },
        deny: { type: "plain_text", text: confirmation.denyLabel.slice(0, 30) },
        style: "danger",
      },
    });
    buttons.push(button(confirmation.denyLabel, ACTION_IDS.cancel, "cancel"));
  }
  if (buttons.length > 0) blocks.push({ type: "actions", elements: buttons });
  return { text: replySummary(reply).slice(0, 3000), blocks };
}

function button(label: string, actionId: string, value: string, style?: "primary" | "danger"): Button {
  return {
    type: "button",
    action_id: actionId,
    text: { type: "plain_text", text: label.slice(0, 75) },
    value: value.slice(0, 2000),
    ...(style ? { style } : {}),
  };
}
