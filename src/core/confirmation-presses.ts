// What a confirmation's buttons carry back (Confirm, Change, Cancel): written here for every adapter, and read back here by the flows.
import { z } from "zod";
import type { ReplyConfirmation } from "./reply.ts";

/**
 * How long a confirmation may be pressed, typed (a merge's) or proposed from words: long enough to
 * read it and think, short enough that it is still meant. One rule for the whole class: what was
 * meant a while ago may not be meant now.
 */
export const CONFIRMATION_LIFETIME_MS = 15 * 60 * 1000;

/**
 * The once-key of a confirmation: every way of answering it (Confirm, its Change's form, a retry,
 * and a reply "yes" once conversations keep the proposal, CONTRACT section 10, by calling `press`
 * with it) is this one delivery, so whichever comes second is told it was done. It is its asker's
 * (`requestedBy`): only they may answer it, so a press forged with someone else's nonce (Teams
 * sends a card's data as the client gives it) answers a key of its own and spends nobody's proposal.
 */
export const confirmationDelivery = (nonce: string, requestedBy: string | undefined): string =>
  requestedBy === undefined ? `confirm:${nonce}` : `confirm:${requestedBy}:${nonce}`;

/**
 * What a Confirm carries back. `asker` is the name buttons made before `requestedBy` carried it;
 * `words` marks a proposal made from a person's own words (the audit says so). A proposal's button
 * made before every confirmation lapsed carries `expiresAt` without `words`: it is audited as typed.
 */
export const ConfirmationPress = z.object({
  command: z.string(),
  nonce: z.string(),
  requestedBy: z.string().optional(),
  asker: z.string().optional(),
  /** When it lapses (ms since the epoch), flat as a button carries it… */
  expiresAt: z.number().optional(),
  words: z.literal(true).optional(),
  /** …or a proposal as the confirmation itself has it (the console passes the confirmation as it is). */
  proposal: z.object({ expiresAt: z.number() }).optional(),
});

/** What a proposal's "Change" carries back: the command line proposed, who asked, and the proposal's nonce (its one change). */
export const ChangePress = z.object({ change: z.string(), requestedBy: z.string(), nonce: z.string() });

/** What a Cancel carries back: who asked (only they may cancel), and the nonce of what it cancels. */
export const CancelPress = z.object({ requestedBy: z.string(), nonce: z.string().optional() });

/** The proposal a form was opened from (its Change): the form's submission is that proposal's one change, for its asker only. */
export const ProposalRef = z.object({ nonce: z.string(), requestedBy: z.string() });
export type ProposalRef = z.infer<typeof ProposalRef>;

/** What a confirmation's Confirm carries: a press of it runs the command once, for its asker, until it lapses. */
export function confirmValue(confirmation: ReplyConfirmation): z.infer<typeof ConfirmationPress> {
  const { command, nonce, requestedBy, expiresAt, proposal } = confirmation;
  return { command, nonce, requestedBy, expiresAt, ...(proposal ? { words: true as const } : {}) };
}

/** What a proposal's Change carries: the line its form is filled in from, and the proposal it answers. */
export function changeValue(confirmation: ReplyConfirmation): z.infer<typeof ChangePress> {
  const { command, requestedBy, nonce } = confirmation;
  return { change: command, requestedBy, nonce };
}

/** What a confirmation's Cancel carries. */
export function cancelValue(confirmation: ReplyConfirmation): z.infer<typeof CancelPress> {
  const { requestedBy, nonce } = confirmation;
  return { requestedBy, nonce };
}
