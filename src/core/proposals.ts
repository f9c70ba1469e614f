// A change read from a person's own words is proposed, never run: a confirmation that says its effect, its command line and what to know of its ticket, and lapses.
import { t } from "../messages/translate.ts";
import type { BoundCommand, CommandContext, CommandDefinition } from "./command.ts";
import { CONFIRMATION_LIFETIME_MS } from "./confirmation-presses.ts";
import type { Reply } from "./reply.ts";
import { closedTicketNote } from "./ticket-check.ts";

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
  const asked = command.confirm
    ? await command.confirm(ctx)
    : ctx.invocation.confirmation(t("words.proposal.title", { effect: definition.summary }), definition.summary, {
        title: t("words.proposal.title", { effect: definition.summary }),
        text: definition.summary,
        confirmLabel: t("words.proposal.confirm"),
        denyLabel: t("words.proposal.cancel"),
      });
  if (asked.kind !== "confirm") return asked;
  const warning = await ticketWarning(ctx, definition, command);
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
 * The warning the command's form shows beside its ticket when that ticket is resolved or archived
 * (a form's field that shows a ticket names the argument), read as the form's check reads it.
 */
async function ticketWarning(
  ctx: CommandContext,
  definition: CommandDefinition,
  command: BoundCommand,
): Promise<string | undefined> {
  const field = definition.form?.fields.find((candidate) => candidate.prefill === "ticket");
  const args = command.args as Record<string, unknown>;
  const ticket = field ? args[field.fills] : undefined;
  return typeof ticket === "string" && ticket !== "" ? closedTicketNote(ctx, ticket) : undefined;
}
