// A change read from a person's own words is proposed, never run: a confirmation that says its effect once, the ticket it is about, and when it lapses.

import { t } from "../messages/translate.ts";
import type { BoundCommand, CommandContext, CommandDefinition } from "./command.ts";
import { ticketName } from "./commands/ticket.ts";
import type { Reply } from "./reply.ts";

/** How long a proposal may be confirmed: long enough to read it and think, short enough that it is still meant. */
export const PROPOSAL_LIFETIME_MS = 15 * 60 * 1000;

/**
 * The proposal of `command`: its own confirmation where it has one (a merge names both users),
 * else one whose title says what it does (the command's summary, once), with the ticket it is
 * about; with a lapse time, and a Change button where the command has a form. A destructive command
 * (declared so) also asks once more, saying that it takes effect at once. Run only when its
 * asker confirms it, through every check again.
 */
export async function proposalOf(
  ctx: CommandContext,
  definition: CommandDefinition,
  command: BoundCommand,
  now: number,
): Promise<Reply> {
  const title = t("words.proposal.title", { effect: definition.summary });
  const about = await ticketLine(ctx, command);
  const asked = command.confirm
    ? await command.confirm(ctx)
    : ctx.invocation.confirmation(title, about ?? "", {
        title,
        text: t("words.proposal.destructive"),
        confirmLabel: t("words.proposal.confirm"),
        denyLabel: t("words.proposal.cancel"),
      });
  if (asked.kind !== "confirm") return asked;
  const lasts = t("words.proposal.lasts", { minutes: PROPOSAL_LIFETIME_MS / 60_000 });
  return {
    ...asked,
    text: [asked.text, lasts].filter(Boolean).join("\n"),
    confirmation: {
      ...asked.confirmation,
      proposal: { expiresAt: now + PROPOSAL_LIFETIME_MS },
      ...(definition.form ? { changeForm: definition.name } : {}),
    },
  };
}

/**
 * The ticket a proposal is about, when its command names one (its `request`): `Ticket: REQ-42 ·
 * Title` as the platform has it, or its id alone when the ticket cannot be read. Read after the
 * command's checks, as the command itself would read it.
 */
async function ticketLine(ctx: CommandContext, command: BoundCommand): Promise<string | undefined> {
  const args = command.args as Record<string, unknown> | undefined;
  const id = args?.request;
  if (typeof id !== "string" || id === "") return undefined;
  const read = await ctx.services.api.getRequest(id);
  const ticket =
    read.ok && read.value.title ? t("ticket.title", { ticket: ticketName(read.value), title: read.value.title }) : id;
  return t("words.proposal.ticket", { ticket });
}
