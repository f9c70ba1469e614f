// What every renderer shows of a reply, read off any kind: one place that knows which kind carries what.
import type { Reply, ReplyConfirmation, ReplyField, ReplyItem, ReplyPaging } from "./reply.ts";

/** The parts of a reply in the order they are shown. */
export interface ReplyParts {
  /** `attention` for errors and refusals, `question` for usage errors. */
  tone: "plain" | "attention" | "question";
  title: string;
  /** Lines under the title: the way forward of an error, then the reply's own text. */
  notes: string[];
  /** The command's usage line, for a usage error or a form shown as text. */
  usage?: string;
  fields: ReplyField[];
  items: ReplyItem[];
  paging?: ReplyPaging;
  confirmation?: ReplyConfirmation;
  /** Help lists a command's details a line each; a record's facts fit on one line. */
  isHelp: boolean;
}

/** The parts of any reply. */
export function partsOf(reply: Reply): ReplyParts {
  const notes = [
    reply.kind === "error" || reply.kind === "warning" ? reply.troubleshoot : undefined,
    "text" in reply ? reply.text : undefined,
  ];
  return {
    tone:
      reply.kind === "error" || reply.kind === "denied" || reply.kind === "warning"
        ? "attention"
        : reply.kind === "usage"
          ? "question"
          : "plain",
    title: reply.title,
    notes: notes.filter((note): note is string => Boolean(note)),
    ...((reply.kind === "usage" || reply.kind === "form" || reply.kind === "error") && reply.usage
      ? { usage: reply.usage }
      : {}),
    fields: reply.kind === "result" ? (reply.fields ?? []) : [],
    items: reply.kind === "result" || reply.kind === "help" ? (reply.items ?? []) : [],
    ...(reply.kind === "result" && reply.paging ? { paging: reply.paging } : {}),
    ...(reply.kind === "confirm" ? { confirmation: reply.confirmation } : {}),
    isHelp: reply.kind === "help",
  };
}
