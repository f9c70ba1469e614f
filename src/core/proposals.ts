// A change read from a person's own words is proposed, never run: a confirmation that says its effect, its command line and what to know of its ticket, and lapses.
import { t } from "../messages/translate.ts";
import { ok, type Result } from "../result.ts";
import type { BoundCommand, CommandContext, CommandDefinition } from "./command.ts";
import { CONFIRMATION_LIFETIME_MS } from "./confirmation-presses.ts";
import type { ErrorReply, Reply } from "./reply.ts";
import { proposalTicketNote } from "./ticket-check.ts";

/** How long a proposal may be confirmed: as long as every confirmation (`CONFIRMATION_LIFETIME_MS`). */
export const PROPOSAL_LIFETIME_MS = CONFIRMATION_LIFETIME_MS;

/**
 * The proposal of `command`: its own confirmation where it has one (a merge names both users),
 * else one that says what it does (the command's summary) and the line; with the warning its form
 * would show beside a closed ticket, a lapse time, and a Change button where the command has a
 * form. Run only when its asker confirms it, through every check again.
 */
export async function proposalOf(
  ctx: CommandContext,
  definition: CommandDefinition,
  command: BoundCommand,
  now: number,
): Promise<Reply> {
  // A ticket the person may not see is refused as a missing one: nothing is proposed.
  const ticket = await ticketWarning(ctx, definition, command);
  if (!ticket.ok) return ticket.error;
  const warning = ticket.value;
  const asked = command.confirm
    ? await command.confirm(ctx)
    : ctx.invocation.confirmation(t("words.proposal.title", { effect: definition.summary }), definition.summary, {
        title: t("words.proposal.title", { effect: definition.summary }),
        text: definition.summary,
        confirmLabel: t("words.proposal.confirm"),
        denyLabel: t("words.proposal.cancel"),
      });
  if (asked.kind !== "confirm") return asked;
  const lasts = t("words.proposal.lasts", { minutes: PROPOSAL_LIFETIME_MS / 60_000 });
  const expiresAt = now + PROPOSAL_LIFETIME_MS;
  const warned = (text: string) => (warning ? `${text}\n${warning}` : text);
  return {
    ...asked,
    text: `${warned(asked.text)}\n${lasts}`,
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
 * For a command about a ticket (a form's field that shows a ticket names the argument): the
 * refusal when the caller may not see it, else the warning its form shows beside a resolved or
 * archived ticket, if any.
 */
async function ticketWarning(
  ctx: CommandContext,
  definition: CommandDefinition,
  command: BoundCommand,
): Promise<Result<string | undefined, ErrorReply>> {
  const field = definition.form?.fields.find((candidate) => candidate.prefill === "ticket");
  const args = command.args as Record<string, unknown>;
  const ticket = field ? args[field.fills] : undefined;
  return typeof ticket === "string" && ticket !== "" ? proposalTicketNote(ctx, ticket) : ok(undefined);
}
