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
  const closed = ctx.invocation.viaForm ? closedWarningOf(request) : undefined;
  if (closed === undefined || ctx.invocation.warningSeen) return ok({ request });
  return ok({
    request,
    warning: { kind: "warning", title: closed, troubleshoot: t("ticket.closedWarning.troubleshoot"), field: "request" },
  });
}

/**
 * Before a proposal that writes on a ticket (from words): the refusal when the caller may not see
 * it (as for a ticket that does not exist: nothing is proposed); else the ticket as read, with the
 * warning a form shows beside its field when the ticket is closed and what to do about it, for the
 * proposal to carry. Someone who sees every ticket has a ticket the API does not show left to the
 * write, which refuses an unknown one.
 */
export async function proposalTicket(
  ctx: CommandContext,
  ticket: string,
): Promise<Result<{ request?: Request; warning?: string }, ErrorReply>> {
  const { tickets } = ctx.services;
  const read = await tickets.read(ticket);
  if (!read.ok) return (await tickets.seesEvery()) ? ok({}) : fail(read.error);
  const closed = closedWarningOf(read.value);
  return ok({
    request: read.value,
    ...(closed === undefined ? {} : { warning: `${closed} ${t("ticket.closedWarning.proposal")}` }),
  });
}

/** `REQ-46 is resolved: Title.` for a resolved or archived ticket; undefined for any other. */
function closedWarningOf(request: Request): string | undefined {
  if (!CLOSED.has(request.status ?? "")) return undefined;
  const words = { ticket: ticketName(request), title: request.title ?? "", status: statusWords(request.status) };
  return t("ticket.closedWarning.title", words);
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
