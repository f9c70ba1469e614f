// A change read from a person's own words is proposed, never run: a confirmation that says its effect and its command line, and lapses.
import { t } from "../messages/translate.ts";
import type { BoundCommand, CommandContext, CommandDefinition } from "./command.ts";
import type { Reply } from "./reply.ts";

/** How long a proposal may be confirmed: long enough to read it and think, short enough that it is still meant. */
export const PROPOSAL_LIFETIME_MS = 15 * 60 * 1000;

/**
 * The proposal of `command`: its own confirmation where it has one (a merge names both users),
 * else one that says what it does (the command's summary) and the line; with a lapse time, and a
 * Change button where the command has a form. Run only when its asker confirms it, through every check again.
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
  const lasts = t("words.proposal.lasts", { minutes: PROPOSAL_LIFETIME_MS / 60_000 });
  return {
    ...asked,
    text: `${asked.text}\n${lasts}`,
    confirmation: {
      ...asked.confirmation,
      proposal: { expiresAt: now + PROPOSAL_LIFETIME_MS },
      ...(definition.form ? { changeForm: definition.name } : {}),
    },
  };
}
