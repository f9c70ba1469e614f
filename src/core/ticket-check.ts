// Before a command writes on a ticket: whether the caller may (CONTRACT §12), the ticket as the platform has it, and a form's warning when it is closed.
import type { Request } from "../api/schemas.ts";
import { t } from "../messages/translate.ts";
import { fail, ok, type Result } from "../result.ts";
import type { CommandContext } from "./command.ts";
import { statusWords, ticketName } from "./commands/ticket.ts";
import type { ErrorReply, ReplyField, WarningReply } from "./reply.ts";

/** Statuses after which a comment or an approval is probably not what the person meant. */
const CLOSED = new Set(["resolved", "archived"]);

/**
 * Before anything is posted on `ticket`: the refusal when the caller may not see it ("not found,
 * or not yours", as for a ticket that does not exist), else the ticket as read. Someone who sees
 * every ticket has it read only for a form (a typed command says what it means), which warns
 * beside the ticket's field when it is closed, unless the person already saw the warning; a ticket
 * the API does not show them is then left to the write, which refuses an unknown one.
 */
export async function checkTicket(
  ctx: CommandContext,
  ticket: string,
  doing: string,
): Promise<Result<{ warning?: WarningReply; request?: Request }, ErrorReply>> {
  const { tickets } = ctx.services;
  const seesEvery = await tickets.seesEvery();
  if (seesEvery && !ctx.invocation.viaForm) return ok({});
  const read = await tickets.read(ticket, doing);
  if (!read.ok) return seesEvery ? ok({}) : fail(read.error);
  const request = read.value;
  if (!ctx.invocation.viaForm || !CLOSED.has(request.status ?? "") || ctx.invocation.warningSeen)
    return ok({ request });
  const words = { ticket: ticketName(request), title: request.title ?? "", status: statusWords(request.status) };
  return ok({
    request,
    warning: {
      kind: "warning",
      title: t("ticket.closedWarning.title", words),
      troubleshoot: t("ticket.closedWarning.troubleshoot"),
      field: "request",
    },
  });
}

/** The ticket as an outcome shows it: `REQ-42 · Title (Status)`. */
export function ticketSummaryField(request: Request): ReplyField {
  const value = t("ticket.summary", {
    ticket: ticketName(request),
    title: request.title ?? "",
    status: statusWords(request.status),
  });
  return { label: t("label.ticket"), value };
}
