// Ticket previews for links posted in chat: the `ticket` card as the poster may see it, read as background work, at most once a minute per ticket and person, a few at a time.
import { ExpiringCache } from "../cache.ts";
import { currentLocale } from "../messages/translate.ts";
import type { Reply } from "./reply.ts";
import { type Caller, type Delivery, personOf } from "./requests.ts";
import { ticketOfRequestLink } from "./ticket-links.ts";

/** How long a ticket's preview is reused: a ticket posted again within it costs no API call. */
export const PREVIEW_TTL_MS = 60_000;

/**
 * The most previews being read at once (waiting for the API budget or under way): a link past them
 * gets no preview, rather than a place in a queue that grows with every link posted.
 */
export const MAX_PREVIEWS_PENDING = 20;

/** Runs a command for someone (`Flows.run`). */
type Run = (caller: Caller, text: string, delivery: Delivery) => Promise<Reply>;

/** The previews of the tickets links name, cached per ticket, person and language for a minute. */
export class TicketPreviews {
  private readonly cache: ExpiringCache<Promise<Reply>>;
  /** Previews being read now. */
  private pending = 0;
  /** Those waiting for a preview, each told "none" at once when deskbot stops. */
  private readonly waiting = new Set<() => void>();
  private stopped = false;

  constructor(
    private readonly run: Run,
    private readonly linkDomain: string | undefined,
    now: () => number,
  ) {
    this.cache = new ExpiringCache({ ttlMs: PREVIEW_TTL_MS, maxEntries: 1000, now });
  }

  /**
   * The ticket a link names, when it is a link to a request on the platform's host
   * (DESK_REQUEST_LINK_DOMAIN); a link elsewhere names none, whatever its address holds.
   */
  ticketOfLink(url: unknown): string | undefined {
    return ticketOfRequestLink(url, this.linkDomain);
  }

  /**
   * The ticket's card as `caller` may see it (the company gate, their role and whose tickets they
   * see hold as for `ticket`), or undefined when the ticket cannot be shown (unknown, not theirs,
   * refused): then no preview is made. In a channel, the card is shown only when the person who
   * posted the link may see the ticket (CONTRACT §12).
   */
  async preview(caller: Caller, ticket: string): Promise<Reply | undefined> {
    if (this.stopped) return undefined;
    // The card is in the reader's words, and as that person may see it: one made for another is never reused.
    const key = `${currentLocale()}:${personOf(caller)}:${ticket.toUpperCase()}`;
    let cached = this.cache.get(key);
    if (!cached) {
      if (this.pending >= MAX_PREVIEWS_PENDING) return undefined;
      this.pending += 1;
      cached = this.run(caller, `ticket ${ticket}`, { background: true });
      const settled = () => {
        this.pending -= 1;
      };
      void cached.then(settled, settled);
      this.cache.set(key, cached);
    }
    const reply = await this.unlessStopped(cached);
    return reply?.kind === "result" ? reply : undefined;
  }

  /**
   * Stops making previews: every preview waited for is none at once (a stop does not wait for the
   * API budget to serve them), and no other is made.
   */
  stop(): void {
    this.stopped = true;
    for (const drop of this.waiting) drop();
    this.waiting.clear();
  }

  /** The reply, or undefined as soon as deskbot stops. */
  private unlessStopped(reply: Promise<Reply>): Promise<Reply | undefined> {
    return new Promise((resolve) => {
      const drop = () => resolve(undefined);
      this.waiting.add(drop);
      void reply.then(
        (value) => {
          this.waiting.delete(drop);
          resolve(value);
        },
        () => {
          this.waiting.delete(drop);
          resolve(undefined);
        },
      );
    });
  }
}
