// What one conversation remembers between two messages (CONTRACT section 10), kept in the store so that another instance answers the next one: a question back, a proposal, the last command, the last ticket.
import { z } from "zod";
import { ExpiringCache } from "../../cache.ts";
import { parseJson } from "../../json.ts";
import type { Logger } from "../../log.ts";
import type { ConversationStore } from "../../store/ports.ts";
import type { Caller, Delivery } from "../requests.ts";

/** How long a conversation's question, proposal and last command are remembered after its last exchange. */
export const CONVERSATION_MS = 15 * 60_000;
/** How long the last ticket named is remembered ("comment on it" the next morning). */
export const LAST_TICKET_MS = 24 * 3600_000;

/**
 * A question back, waiting for its answer: the command and its arguments so far, what it asked
 * for, the key of that argument, and (a question about one of several people named) whose name it
 * stands for.
 */
const PendingQuestion = z.object({
  command: z.string(),
  raw: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.literal(true)])),
  missing: z.string(),
  key: z.string().optional(),
  replaces: z.string().optional(),
  /** The words the question came from, when words made it. */
  text: z.string().optional(),
});

/** A proposal (or any confirmation) waiting for its asker's yes: what its Confirm button carries, and its line. */
const PendingProposal = z.object({ press: z.record(z.string(), z.unknown()), line: z.string(), nonce: z.string() });

/** The last ticket named, and when (kept apart: 24 hours). */
const LastTicket = z.object({ id: z.string(), at: z.number() });

/** What a conversation remembers; every part optional. */
export const ConversationState = z.object({
  /** When the last exchange was (ms since the epoch). */
  at: z.number(),
  question: PendingQuestion.optional(),
  proposal: PendingProposal.optional(),
  /** The last command run or proposed (a line, no prefix): "the same for REQ-43" repeats it. */
  last: z.string().optional(),
  /** The last ticket named, and when. */
  ticket: LastTicket.optional(),
});
export type ConversationState = z.infer<typeof ConversationState>;
export type PendingQuestion = z.infer<typeof PendingQuestion>;
export type PendingProposal = z.infer<typeof PendingProposal>;

/**
 * The key of one conversation: one person in one place (the adapter's `delivery.conversation`: a
 * DM, a thread, a console session; absent, the person's one conversation on their platform).
 */
export function conversationKey(caller: Pick<Caller, "platform" | "userId">, delivery: Delivery): string {
  return `conversation:${caller.platform}:${caller.userId}:${delivery.conversation ?? ""}`;
}

/** The most proposals cancelled that one process remembers itself (each for 15 minutes). */
const MAX_CANCELLED_HERE = 10_000;

/** The key of a conversation's last ticket, kept apart from its exchange. */
function ticketKeyOf(key: string): string {
  return `ticket:${key}`;
}

/** The key that marks a proposal cancelled by its button: a yes afterwards confirms nothing. */
function cancelledKey(caller: Pick<Caller, "platform" | "userId">, nonce: string): string {
  return `cancelled:${caller.platform}:${caller.userId}:${nonce}`;
}

/**
 * The conversations, over the store. A store that does not answer makes deskbot forget, never fail:
 * each message is then read on its own, as before conversations were kept (and it is logged).
 */
export class ConversationMemory {
  /**
   * Proposals cancelled here, also kept in this process: a cancel holds at once, and holds on this
   * instance while the store does not answer (another instance learns it from the store).
   */
  private readonly cancelledHere: ExpiringCache<true>;

  constructor(
    private readonly store: ConversationStore,
    private readonly now: () => number,
    private readonly logger: Logger,
  ) {
    this.cancelledHere = new ExpiringCache({ ttlMs: CONVERSATION_MS, maxEntries: MAX_CANCELLED_HERE, now });
  }

  /**
   * What the conversation at `key` remembers now: its exchange (question, proposal, last command)
   * for 15 minutes, its last ticket apart for 24 hours, so that nobody's words are kept a day for
   * the sake of a ticket's id.
   */
  async recall(key: string): Promise<ConversationState | undefined> {
    let kept: string | undefined;
    let ticketKept: string | undefined;
    try {
      [kept, ticketKept] = await Promise.all([
        this.store.readConversation(key),
        this.store.readConversation(ticketKeyOf(key)),
      ]);
    } catch (error) {
      this.logger.warn({ err: error }, "a conversation could not be read: this message is read on its own");
      return undefined;
    }
    const now = this.now();
    const parsed = ConversationState.safeParse(kept === undefined ? undefined : parseJson(kept));
    const ticketRead = LastTicket.safeParse(ticketKept === undefined ? undefined : parseJson(ticketKept));
    const ticket = ticketRead.success && now - ticketRead.data.at <= LAST_TICKET_MS ? ticketRead.data : undefined;
    const state = parsed.success && now - parsed.data.at <= CONVERSATION_MS ? parsed.data : undefined;
    if (!state) return ticket ? { at: ticket.at, ticket } : undefined;
    const { ticket: _inExchange, ...exchange } = state;
    return { ...exchange, ...(ticket ? { ticket } : {}) };
  }

  /** Keeps `state` for the conversation at `key`: its exchange 15 minutes, its last ticket 24 hours, apart. */
  async keep(key: string, state: ConversationState): Promise<void> {
    const { ticket, ...exchange } = state;
    try {
      await this.store.keepConversation(key, JSON.stringify(withoutUndefined(exchange)), state.at + CONVERSATION_MS);
      if (ticket)
        await this.store.keepConversation(ticketKeyOf(key), JSON.stringify(ticket), ticket.at + LAST_TICKET_MS);
    } catch (error) {
      this.logger.warn({ err: error }, "a conversation could not be kept: its next message is read on its own");
    }
  }

  /** Notes that the asker cancelled the proposal `nonce` (its Cancel button): no yes confirms it afterwards. */
  async cancelled(caller: Pick<Caller, "platform" | "userId">, nonce: string): Promise<void> {
    this.cancelledHere.set(cancelledKey(caller, nonce), true);
    try {
      await this.store.keepConversation(cancelledKey(caller, nonce), "{}", this.now() + CONVERSATION_MS);
    } catch (error) {
      this.logger.warn({ err: error }, "a cancelled proposal could not be noted");
    }
  }

  /**
   * Whether the asker cancelled the proposal `nonce` (its button, or a reply "no"). A store that does
   * not answer tells nothing: a yes then reaches the write-once step, which does not run without it.
   */
  async wasCancelled(caller: Pick<Caller, "platform" | "userId">, nonce: string): Promise<boolean> {
    if (this.cancelledHere.get(cancelledKey(caller, nonce))) return true;
    try {
      return (await this.store.readConversation(cancelledKey(caller, nonce))) !== undefined;
    } catch {
      return false;
    }
  }
}

/** `state` without the parts set to undefined (JSON leaves them out anyway; this keeps the type honest). */
function withoutUndefined(state: ConversationState): ConversationState {
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined)) as ConversationState;
}
