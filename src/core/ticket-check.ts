// Before a form writes on a ticket: the ticket as the platform has it, and a warning when it is resolved or archived.
import type { Request } from "../api/schemas.ts";
import { t } from "../messages/translate.ts";
import type { CommandContext } from "./command.ts";
import { statusWords, ticketName } from "./commands/ticket.ts";
import type { ReplyField, WarningReply } from "./reply.ts";

/** Statuses after which a comment or an approval is probably not what the person meant. */
const CLOSED = new Set(["resolved", "archived"]);

/**
 * For a form only (a typed command says what it means): the ticket read before anything is
 * posted, and a warning beside the ticket's field when it is closed, unless the person already saw
 * it. A ticket the API does not show (unknown, or a platform without the lookup, both 404) is left
 * to the write, which refuses an unknown one before anything is posted.
 */
export async function checkTicket(
  ctx: CommandContext,
  ticket: string,
): Promise<{ warning?: WarningReply; request?: Request }> {
  if (!ctx.invocation.viaForm) return {};
  const read = await ctx.services.api.getRequest(ticket);
  if (!read.ok) return {};
  const request = read.value;
  const closed = closedWarningOf(request);
  if (closed === undefined || ctx.invocation.warningSeen) return { request };
  return {
    request,
    warning: { kind: "warning", title: closed, troubleshoot: t("ticket.closedWarning.troubleshoot"), field: "request" },
  };
}

/**
 * Before a proposal that writes on a ticket (from words): the same warning a form shows beside its
 * field when the ticket is closed, with what to do about it, for the proposal to carry; nothing for
 * an open ticket or one the API does not show (the write refuses an unknown one).
 */
export async function closedTicketNote(ctx: CommandContext, ticket: string): Promise<string | undefined> {
  const read = await ctx.services.api.getRequest(ticket);
  const closed = read.ok ? closedWarningOf(read.value) : undefined;
  return closed === undefined ? undefined : `${closed} ${t("ticket.closedWarning.proposal")}`;
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
