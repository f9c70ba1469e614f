// Renders a Reply as an Adaptive Card (schema 1.5, as Teams renders), and the message actions' dialog cards.
import { randomUUID } from "node:crypto";
import { type Reply, type ReplyField, type ReplyForm, replySummary } from "../../core/reply.ts";
import { CARD_ACTIONS, INPUT_IDS } from "./ids.ts";

/** An Adaptive Card, as JSON. */
export type AdaptiveCard = Record<string, unknown> & { type: "AdaptiveCard"; version: string };

const SCHEMA = "http://adaptivecards.io/schemas/adaptive-card.json";
const VERSION = "1.5";

const textBlock = (text: string, extra: Record<string, unknown> = {}) => ({
  type: "TextBlock",
  text,
  wrap: true,
  ...extra,
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

const submit = (title: string, data: Record<string, unknown>, style?: "positive" | "destructive") => ({
  type: "Action.Submit",
  title,
  data,
  ...(style ? { style } : {}),
});

/** The reply as a card: title, text, facts, items, page X of Y, and actions that run commands. */
export function toAdaptiveCard(reply: Reply): AdaptiveCard {
  const body: Array<Record<string, unknown>> = [];
  const attention = reply.kind === "error" || reply.kind === "denied";
  body.push(textBlock(reply.title, { weight: "Bolder", size: "Medium", ...(attention ? { color: "Attention" } : {}) }));
  if (reply.error) body.push(textBlock(reply.error.troubleshoot));
  if (reply.text) body.push(textBlock(reply.text, reply.kind === "usage" ? { fontType: "Monospace" } : {}));
  const facts = (reply.fields ?? []).map((field) => ({ title: field.label, value: formatValue(field) }));
  if (facts.length > 0) body.push({ type: "FactSet", facts });
  for (const item of reply.items ?? []) {
    const details = (item.fields ?? []).map((field) =>
      field.label ? `${field.label}: ${formatValue(field)}` : formatValue(field),
    );
    body.push({
      type: "Container",
      separator: true,
      items: [
        textBlock(`**${item.title}**${item.id ? `  \`${item.id}\`` : ""}`),
        ...(details.length > 0
          ? [textBlock(details.join(reply.kind === "help" ? "\n\n" : " · "), { isSubtle: true, spacing: "None" })]
          : []),
      ],
    });
  }
  if (reply.paging) {
    body.push(
      textBlock(`Page ${reply.paging.page} of ${reply.paging.totalPages} · ${reply.paging.total} in all`, {
        isSubtle: true,
        size: "Small",
      }),
    );
  }
  const actions: Array<Record<string, unknown>> = [];
  if (reply.paging?.previous)
    actions.push(submit("◀ Previous", { deskbot: CARD_ACTIONS.run, command: reply.paging.previous }));
  if (reply.paging?.next) actions.push(submit("Next ▶", { deskbot: CARD_ACTIONS.run, command: reply.paging.next }));
  for (const action of reply.actions ?? []) {
    actions.push(
      submit(
        action.label,
        { deskbot: CARD_ACTIONS.run, command: action.command },
        action.style === "danger" ? "destructive" : undefined,
      ),
    );
  }
  if (reply.confirmation) {
    const { confirmation } = reply;
    body.push(textBlock(confirmation.text, { color: "Warning" }));
    // The nonce makes every press of this card one delivery: a double press runs the command once.
    actions.push(
      submit(
        confirmation.confirmLabel,
        { deskbot: CARD_ACTIONS.confirm, command: confirmation.command, nonce: randomUUID() },
        "destructive",
      ),
      submit(confirmation.denyLabel, { deskbot: CARD_ACTIONS.cancel }),
    );
  }
  return {
    type: "AdaptiveCard",
    $schema: SCHEMA,
    version: VERSION,
    fallbackText: replySummary(reply),
    body,
    ...(actions.length > 0 ? { actions } : {}),
  };
}

/** What a dialog shows: the values to keep, and an error beside one input. */
export interface DialogState {
  ticket?: string;
  body?: string;
  approvers?: string;
  follow?: boolean;
  /** Files of the message, carried to the submission. */
  files: Array<{ filename: string; url: string }>;
  error?: { input: string; message: string };
}

/** The dialog card of a message action, for `composeExtension/fetchTask` (and to re-show it with an error). */
export function dialogCard(form: ReplyForm, state: DialogState): AdaptiveCard {
  const errorFor = (input: string) =>
    state.error?.input === input
      ? [textBlock(state.error.message, { color: "Attention", size: "Small", spacing: "None" })]
      : [];
  const body: Array<Record<string, unknown>> = [
    {
      type: "Input.Text",
      id: INPUT_IDS.ticket,
      label: "Ticket",
      placeholder: "REQ-42",
      isRequired: true,
      errorMessage: "Give the ticket's UID or friendly id.",
      ...(state.ticket ? { value: state.ticket } : {}),
    },
    ...errorFor(INPUT_IDS.ticket),
  ];
  if (form === "approval") {
    body.push(
      {
        type: "Input.ChoiceSet",
        id: INPUT_IDS.approvers,
        label: "Approvers",
        isMultiSelect: true,
        isRequired: true,
        errorMessage: "Choose at least one approver.",
        choices: [],
        "choices.data": { type: "Data.Query", dataset: "graph.microsoft.com/users" },
        ...(state.approvers ? { value: state.approvers } : {}),
      },
      ...errorFor(INPUT_IDS.approvers),
    );
  }
  body.push(
    {
      type: "Input.Text",
      id: INPUT_IDS.body,
      label: form === "comment" ? "Comment" : "What to approve",
      isMultiline: true,
      isRequired: true,
      maxLength: 3000,
      errorMessage: "Write the text.",
      ...(state.body ? { value: state.body } : {}),
    },
    ...errorFor(INPUT_IDS.body),
  );
  if (form === "approval") {
    body.push({
      type: "Input.Toggle",
      id: INPUT_IDS.follow,
      title: "Add the approvers to the ticket's followers",
      valueOn: "true",
      valueOff: "false",
      value: state.follow ? "true" : "false",
    });
  }
  if (state.files.length > 0) {
    body.push(
      textBlock(`Attached from the message: ${state.files.map((file) => file.filename).join(", ")}`, {
        isSubtle: true,
        size: "Small",
      }),
    );
  }
  return {
    type: "AdaptiveCard",
    $schema: SCHEMA,
    version: VERSION,
    body,
    actions: [submit(form === "comment" ? "Comment" : "Request approval", { files: state.files }, "positive")],
  };
}
