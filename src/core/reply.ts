// The Reply: the one platform-neutral thing a command returns, a union on `kind`; each adapter renders it its own way.

import { t } from "../messages/translate.ts";
import type { RawArgs } from "./arguments.ts";
import type { CommandForm } from "./forms.ts";

/** How a field's value is meant to be shown. Dates are shown in the reader's time zone where the platform can. */
export type ValueFormat = "text" | "date" | "datetime" | "code" | "link";

export interface ReplyField {
  label: string;
  value: string;
  format?: ValueFormat;
}

/** One entry of a list. */
export interface ReplyItem {
  title: string;
  /** A short identifier shown beside the title, such as a uid. */
  id?: string;
  fields?: ReplyField[];
}

/** Where a list stands, and the commands that show its neighbouring pages. */
export interface ReplyPaging {
  page: number;
  totalPages: number;
  total: number;
  /** The command text that shows the next page, when there is one. */
  next?: string;
  /** The command text that shows the previous page, when there is one. */
  previous?: string;
}

/** A destructive command's request for an explicit yes. */
export interface ReplyConfirmation {
  title: string;
  text: string;
  confirmLabel: string;
  denyLabel: string;
  /** The command to run, confirmed, on yes. */
  command: string;
  /** Made once per confirmation: every press of it is one delivery, so a double press runs once. */
  nonce: string;
  /** The chat user who asked for it: only they may confirm it (or cancel it). */
  requestedBy: string;
  /** When it lapses (ms since the epoch): every confirmation does, typed or proposed (`CONFIRMATION_LIFETIME_MS`). */
  expiresAt: number;
  /** A proposal made from a person's own words: the audit says so (it lapses at `expiresAt`, as every confirmation does). */
  proposal?: { expiresAt: number };
  /** The command whose form a "Change" button opens, filled in from `command` (a proposal of a command with a form). */
  changeForm?: string;
  /**
   * A destructive change (a command declared `destructive`): its Confirm is shown as a warning, with `title`
   * and `text` asked once more (Slack's dialog, Teams' warning). Otherwise one plain press confirms.
   */
  destructive?: true;
}

/**
 * What a person's own words were read as (CONTRACT section 9), shown with the reply so that people
 * learn the grammar: a read that ran, a change proposed, a question back, or nothing understood.
 */
export type WordsReading =
  | {
      outcome: "understood" | "proposed";
      /** The command line, prefix included, as the person would type it. */
      line: string;
      /** For understood: it ran once its proposal was confirmed. */
      proposed?: boolean;
    }
  | { outcome: "ask"; question: string }
  | { outcome: "not-understood" };

interface ReplyBase {
  title: string;
  /** Set when the reply answers a person's own words rather than a command: what they were read as. */
  words?: WordsReading;
  /** This delivery was already handled (or is under way): the reply repeats, or stands for, the first one's. */
  repeated?: boolean;
  /**
   * It shows people's e-mails or the audit log: shown only to the person who asked (Slack's
   * ephemeral message, Teams' 1:1 chat), never in a shared channel or thread (CONTRACT §12).
   */
  forAskerOnly?: true;
  /**
   * A question back, as the conversation keeps it for the answer (CONTRACT section 10): the command
   * and its arguments so far, what it asks for, the key of that argument when it is one, and (a
   * question about one of several people named) whose name the answer stands for. Never shown.
   */
  question?: { command: string; raw: RawArgs; missing: string; key?: string; replaces?: string; text?: string };
  /** What a reply in a conversation did to its pending proposal: the line it confirmed or cancelled. */
  conversation?: { confirmed: string } | { cancelled: string };
}

/** A command's result. */
export interface ResultReply extends ReplyBase {
  kind: "result";
  text?: string;
  fields?: ReplyField[];
  items?: ReplyItem[];
  paging?: ReplyPaging;
  /** The API's result record(s), for machine output such as `chat --json`. */
  data?: unknown;
}

/** Help text: one item a command. */
export interface HelpReply extends ReplyBase {
  kind: "help";
  text?: string;
  items: ReplyItem[];
}

/** The command was written wrong. */
export interface UsageReply extends ReplyBase {
  kind: "usage";
  /** The command's usage line. */
  usage?: string;
  text?: string;
  /** The argument at fault, so that a form shows the error beside its field. */
  field?: string;
}

/** The caller may not run the command. */
export interface DeniedReply extends ReplyBase {
  kind: "denied";
  text: string;
}

/** The API or deskbot failed; `troubleshoot` is the way forward (the API's own text when it sent one). */
export interface ErrorReply extends ReplyBase {
  kind: "error";
  troubleshoot: string;
  text?: string;
  status?: number;
  /** For a write: the change may have been made even so (the API did not answer in time). */
  mayHaveSucceeded?: boolean;
  /** The argument at fault, so that a form shows the error beside its field. */
  field?: string;
  /** The command's usage line, when the values were refused. */
  usage?: string;
  /** A part of deskbot's own set-up that failed, for whoever runs it (the console says what to check). */
  cause?: "api-unreachable" | "store-down";
}

/**
 * Not a refusal but a warning beside a form's field (a resolved ticket): nothing was attempted, and
 * submitting the form again unchanged carries the command out.
 */
export interface WarningReply extends ReplyBase {
  kind: "warning";
  troubleshoot: string;
  /** The argument the warning is about, so that a form shows it beside its field. */
  field: string;
}

/** A destructive command waits for a yes. */
export interface ConfirmReply extends ReplyBase {
  kind: "confirm";
  text: string;
  confirmation: ReplyConfirmation;
}

/** The command opens its form; text-only adapters show the usage instead. */
export interface FormReply extends ReplyBase {
  kind: "form";
  command: string;
  form: CommandForm;
  usage: string;
}

export type Reply =
  | ResultReply
  | HelpReply
  | UsageReply
  | DeniedReply
  | ErrorReply
  | WarningReply
  | ConfirmReply
  | FormReply;

/** A reply that says the command did not run. */
export type FailureReply = UsageReply | DeniedReply | ErrorReply;

export function isFailure(reply: Reply): reply is FailureReply {
  return reply.kind === "error" || reply.kind === "usage" || reply.kind === "denied";
}

/** The reply in one line of plain text: notifications, screen readers, clients that show no cards. */
export function replySummary(reply: Reply): string {
  const parts: Array<string | undefined> = [reply.title];
  if (reply.kind === "error" || reply.kind === "warning") parts.push(reply.troubleshoot);
  if ("text" in reply) parts.push(reply.text);
  if ((reply.kind === "usage" || reply.kind === "error") && reply.usage)
    parts.push(t("render.usage", { usage: reply.usage }));
  return parts.filter(Boolean).join(" — ");
}

/** A usage error naming the command's usage line. */
export function usageReply(problem: string, usage: string, field?: string): UsageReply {
  return { kind: "usage", title: problem, usage, ...(field === undefined ? {} : { field }) };
}

/** An error with its way forward. */
export function errorReply(message: string, troubleshoot: string, status?: number): ErrorReply {
  return { kind: "error", title: message, troubleshoot, ...(status === undefined ? {} : { status }) };
}
