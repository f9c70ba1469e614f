// A change read from a person's own words is proposed, never run: a confirmation that says its effect once, the ticket it is about (only when the person may see it), what to know of it, and when it lapses.
import { t } from "../messages/translate.ts";
import { ok, type Result } from "../result.ts";
import type { BoundCommand, CommandContext, CommandDefinition } from "./command.ts";
import { ticketName } from "./commands/ticket.ts";
import { CONFIRMATION_LIFETIME_MS } from "./confirmation-presses.ts";
import type { ErrorReply, Reply } from "./reply.ts";
import { proposalTicket } from "./ticket-check.ts";

/** How long a proposal may be confirmed: as long as every confirmation (`CONFIRMATION_LIFETIME_MS`). */
export const PROPOSAL_LIFETIME_MS = CONFIRMATION_LIFETIME_MS;

/**
 * The proposal of `command`: its own confirmation where it has one (a merge names both users),
 * else one whose title says what it does (the command's summary, once), with the ticket it is
 * about and the people it carries (`named`, a line each); with the warning its form would show
 * beside a closed ticket, a lapse time, and a Change button where the command has a form. A ticket the person may not see is refused as a missing
 * one, and nothing is proposed. A destructive command (declared so) also asks once more, saying
 * that it takes effect at once. Run only when its asker confirms it, through every check again.
 */
export async function proposalOf(
  ctx: CommandContext,
  definition: CommandDefinition,
  command: BoundCommand,
  now: number,
  named: readonly string[] = [],
): Promise<Reply> {
  const ticket = await ticketOf(ctx, command);
  if (!ticket.ok) return ticket.error;
  const { about, warning } = ticket.value;
  const title = t("words.proposal.title", { effect: definition.summary });
  const asked = command.confirm
    ? await command.confirm(ctx)
    : ctx.invocation.confirmation(title, [about, ...named].filter(Boolean).join("\n"), {
        title,
        text: t("words.proposal.destructive"),
        confirmLabel: t("words.proposal.confirm"),
        denyLabel: t("words.proposal.cancel"),
      });
  if (asked.kind !== "confirm") return asked;
  const lasts = t("words.proposal.lasts", { minutes: PROPOSAL_LIFETIME_MS / 60_000 });
  const expiresAt = now + PROPOSAL_LIFETIME_MS;
  const warned = (text: string) => [text, warning].filter(Boolean).join("\n");
  return {
    ...asked,
    text: [warned(asked.text), lasts].filter(Boolean).join("\n"),
    confirmation: {
      ...asked.confirmation,
      // Said where the yes is given too: Slack's dialog, Teams' warning line.
      text: warned(asked.confirmation.text),
      expiresAt,
      proposal: { expiresAt },
      ...(definition.form ? { changeForm: definition.name } : {}),
    },
  };
}

/**
 * The ticket a proposal is about, when its command names one (its `request`): the refusal when the
 * caller may not see it; else `Ticket: REQ-42 · Title` as the platform has it (its id alone when it
 * cannot be read), and the warning a form shows beside a resolved or archived ticket, if any.
 */
async function ticketOf(
  ctx: CommandContext,
  command: BoundCommand,
): Promise<Result<{ about?: string; warning?: string }, ErrorReply>> {
  const args = command.args as Record<string, unknown> | undefined;
  const id = args?.request;
  if (typeof id !== "string" || id === "") return ok({});
  const read = await proposalTicket(ctx, id);
  if (!read.ok) return read;
  const { request, warning } = read.value;
  const named = request?.title ? t("ticket.title", { ticket: ticketName(request), title: request.title }) : id;
  return ok({ about: t("words.proposal.ticket", { ticket: named }), ...(warning ? { warning } : {}) });
}
