// Renders a Reply as an Adaptive Card (schema 1.5, as Teams renders) and as the message activity that carries it. Pure.
import { type Activity, CardFactory } from "botbuilder";
import { type Reply, type ReplyField, replySummary } from "../../core/reply.ts";
import { partsOf } from "../../core/reply-parts.ts";
import { CARD_ACTIONS } from "./ids.ts";

/** An Adaptive Card, as JSON. */
export type AdaptiveCard = Record<string, unknown> & { type: "AdaptiveCard"; version: string };

export const CARD_SCHEMA = "http://adaptivecards.io/schemas/adaptive-card.json";
export const CARD_VERSION = "1.5";

export const textBlock = (text: string, extra: Record<string, unknown> = {}) => ({
  type: "TextBlock",
  text,
  wrap: true,
  ...extra,
});

export const submitAction = (title: string, data: Record<string, unknown>, style?: "positive" | "destructive") => ({
  type: "Action.Submit",
  title,
  data,
  ...(style ? { style } : {}),
});

/** A field's value as card text: date-times in the reader's own time zone, through the card's date functions. */
export function formatValue(field: ReplyField): string {
  if (field.format === "datetime") {
    const time = Date.parse(field.value);
    if (!Number.isNaN(time)) {
      const iso = new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
      return `{{DATE(${iso}, SHORT)}} {{TIME(${iso})}}`;
    }
  }
  if (field.format === "code") return `\`${field.value}\``;
  return field.value;
}

/** The reply as a card: title, text, facts, items, page X of Y, and the actions that run commands. */
export function toAdaptiveCard(reply: Reply): AdaptiveCard {
  const parts = partsOf(reply);
  const body: Array<Record<string, unknown>> = [
    textBlock(parts.title, {
      weight: "Bolder",
      size: "Medium",
      ...(parts.tone === "attention" ? { color: "Attention" } : {}),
    }),
    ...parts.notes.map((note) => textBlock(note)),
  ];
  if (parts.usage) body.push(textBlock(`Usage: ${parts.usage}`, { fontType: "Monospace" }));
  const facts = parts.fields.map((field) => ({ title: field.label, value: formatValue(field) }));
  if (facts.length > 0) body.push({ type: "FactSet", facts });
  for (const item of parts.items) {
    const details = (item.fields ?? []).map((field) =>
      field.label ? `${field.label}: ${formatValue(field)}` : formatValue(field),
    );
    body.push({
      type: "Container",
      separator: true,
      items: [
        textBlock(`**${item.title}**${item.id ? `  \`${item.id}\`` : ""}`),
        ...(details.length > 0
          ? [textBlock(details.join(parts.isHelp ? "\n\n" : " · "), { isSubtle: true, spacing: "None" })]
          : []),
      ],
    });
  }
  const { paging, confirmation } = parts;
  if (paging) {
    const text = `Page ${paging.page} of ${paging.totalPages} · ${paging.total} in all`;
    body.push(textBlock(text, { isSubtle: true, size: "Small" }));
  }
  const actions: Array<Record<string, unknown>> = [];
  if (paging?.previous)
    actions.push(submitAction("◀ Previous", { deskbot: CARD_ACTIONS.run, command: paging.previous }));
  if (paging?.next) actions.push(submitAction("Next ▶", { deskbot: CARD_ACTIONS.run, command: paging.next }));
  if (confirmation) {
    body.push(textBlock(confirmation.text, { color: "Warning" }));
    const confirm = { deskbot: CARD_ACTIONS.confirm, command: confirmation.command, nonce: confirmation.nonce };
    // The nonce makes every press of this card one delivery: a double press runs the command once.
    actions.push(
      submitAction(confirmation.confirmLabel, confirm, "destructive"),
      submitAction(confirmation.denyLabel, { deskbot: CARD_ACTIONS.cancel }),
    );
  }
  return {
    type: "AdaptiveCard",
    $schema: CARD_SCHEMA,
    version: CARD_VERSION,
    fallbackText: replySummary(reply),
    body,
    ...(actions.length > 0 ? { actions } : {}),
  };
}

/** The reply as a message activity: the card, with its text fallback as the summary. */
export function replyActivity(reply: Reply): Partial<Activity> {
  return {
    type: "message",
    summary: replySummary(reply),
    attachments: [CardFactory.adaptiveCard(toAdaptiveCard(reply))],
  };
}
