// The Reply: the one platform-neutral thing a command returns; each adapter renders it its own way.

/** How a field's value is meant to be shown. Dates are shown in the reader's time zone where the platform can. */
export type ValueFormat = "text" | "date" | "datetime" | "code" | "link";

export interface ReplyField {
  label: string;
  value: string;
  format?: ValueFormat;
}

/** One entry of a list reply. */
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

/** A button or card action that runs a command when pressed. */
export interface ReplyAction {
  label: string;
  command: string;
  style?: "primary" | "danger";
}

/** A destructive command's request for an explicit yes. */
export interface ReplyConfirmation {
  title: string;
  text: string;
  confirmLabel: string;
  denyLabel: string;
  /** The command to run, confirmed, on yes. */
  command: string;
}

/** An error, in words a person understands, with a way forward. */
export interface ReplyError {
  message: string;
  /** What to do about it: the API's `troubleshoot` text when the API sent one. */
  troubleshoot: string;
  status?: number;
  /** For a write: the change may have been made even so (the API did not answer in time). */
  mayHaveSucceeded?: boolean;
}

/** The interactive forms an adapter may open instead of replying (Slack modals, Teams dialogs). */
export type ReplyForm = "comment" | "approval";

export type ReplyKind =
  /** A command's result. */
  | "result"
  /** Help text. */
  | "help"
  /** The command was written wrong; `text` holds its usage line. */
  | "usage"
  /** The caller may not run the command. */
  | "denied"
  /** The API or the bot failed. */
  | "error"
  /** A confirmation is needed first. */
  | "confirm"
  /** A form should be opened (`form`); text-only adapters show `text` instead. */
  | "form";

export interface Reply {
  kind: ReplyKind;
  title: string;
  text?: string;
  fields?: ReplyField[];
  items?: ReplyItem[];
  paging?: ReplyPaging;
  actions?: ReplyAction[];
  confirmation?: ReplyConfirmation;
  error?: ReplyError;
  form?: ReplyForm;
  /**
   * For a failure the person can fix in a form: the argument at fault (`request`, `approvers`,
   * `text`…), so that adapters show the error beside that field.
   */
  field?: string;
  /** The delivery was already handled (or is being handled): this reply repeats or stands for the first one's. */
  duplicate?: boolean;
  /** The API's result record(s), for machine output such as `chat --json`. */
  data?: unknown;
}

/** Whether a reply is a failure of any kind (for exit statuses and audit outcomes). */
export function isFailure(reply: Reply): boolean {
  return reply.kind === "error" || reply.kind === "usage" || reply.kind === "denied";
}

/** The reply in one line of plain text: notifications, screen readers, clients that show no cards. */
export function replySummary(reply: Reply): string {
  return [reply.title, reply.error?.troubleshoot, reply.text].filter(Boolean).join(" — ");
}

/** A usage error naming the command's usage line. */
export function usageReply(problem: string, usage: string): Reply {
  return { kind: "usage", title: problem, text: `Usage: ${usage}` };
}

/** An error with its way forward. */
export function errorReply(message: string, troubleshoot: string, status?: number): Reply {
  return {
    kind: "error",
    title: message,
    error: { message, troubleshoot, ...(status === undefined ? {} : { status }) },
  };
}
