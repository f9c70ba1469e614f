// Renders a Reply as Block Kit: sections, fields, list items, page X of Y with buttons, confirmations.
import { randomUUID } from "node:crypto";
import type { types } from "@slack/bolt";
import { type Reply, type ReplyField, replySummary } from "../../core/reply.ts";
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

/** The reply as Block Kit, with a plain-text fallback. */
export function toBlocks(reply: Reply): SlackMessage {
  const blocks: KnownBlock[] = [];
  const icon = { error: ":warning: ", denied: ":no_entry: ", usage: ":grey_question: " }[reply.kind as string] ?? "";
  blocks.push({ type: "section", text: { type: "mrkdwn", text: clip(`${icon}*${escapeMrkdwn(reply.title)}*`) } });
  const lines = [reply.error?.troubleshoot, reply.text].filter((line): line is string => Boolean(line));
  if (lines.length > 0) {
    const text = lines.map(escapeMrkdwn).join("\n");
    blocks.push({
      type: "section",
      text: { type: "mrkdwn", text: clip(reply.kind === "usage" ? usageText(text) : text) },
    });
  }
  const fields = reply.fields ?? [];
  for (let start = 0; start < fields.length; start += MAX_FIELDS) {
    blocks.push({
      type: "section",
      fields: fields
        .slice(start, start + MAX_FIELDS)
        .map((field) => ({ type: "mrkdwn", text: clip(fieldText(field)) })),
    });
  }
  const items = reply.items ?? [];
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
        return details.length > 0 ? `${head}\n${details.join(reply.kind === "help" ? "\n" : "  ·  ")}` : head;
      })
      .join("\n\n");
    blocks.push({ type: "section", text: { type: "mrkdwn", text: clip(text) } });
  }
  if (reply.paging) {
    blocks.push({
      type: "context",
      elements: [
        {
          type: "mrkdwn",
          text: `Page ${reply.paging.page} of ${reply.paging.totalPages} · ${reply.paging.total} in all`,
        },
      ],
    });
  }
  const buttons: Button[] = [
    ...(reply.paging?.previous ? [button("◀ Previous", ACTION_IDS.pagePrevious, reply.paging.previous)] : []),
    ...(reply.paging?.next ? [button("Next ▶", ACTION_IDS.pageNext, reply.paging.next)] : []),
    ...(reply.actions ?? []).map((action, index) =>
      button(action.label, `${ACTION_IDS.runCommand}:${index}`, action.command, action.style),
    ),
  ];
  if (reply.confirmation) {
    const { confirmation } = reply;
    buttons.push({
      type: "button",
      action_id: ACTION_IDS.confirm,
      text: { type: "plain_text", text: confirmation.confirmLabel },
      style: "danger",
      // The nonce makes a double press one delivery: the command runs once.
      value: JSON.stringify({ command: confirmation.command, nonce: randomUUID() }),
      confirm: {
        title: { type: "plain_text", text: confirmation.title.slice(0, 100) },
        text: { type: "mrkdwn", text: clip(escapeMrkdwn(confirmation.text)) },
        confirm: { type: "plain_text", text: confirmation.confirmLabel },
        deny: { type: "plain_text", text: confirmation.denyLabel },
        style: "danger",
      },
    });
    buttons.push(button(confirmation.denyLabel, ACTION_IDS.cancel, "cancel"));
  }
  if (buttons.length > 0) blocks.push({ type: "actions", elements: buttons });
  return { text: replySummary(reply).slice(0, 3000), blocks };
}

function usageText(text: string): string {
  return text.replace(/^Usage: (.*)$/m, "Usage: `$1`");
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
