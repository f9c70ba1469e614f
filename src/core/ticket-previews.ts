// Ticket previews for links posted in chat: the `ticket` card, read as background work, at most once a minute per ticket.
import { currentLocale } from "../messages/translate.ts";
import type { Reply } from "./reply.ts";
import type { Caller, DeliveryDetails } from "./requests.ts";
import { ticketOfRequestLink } from "./ticket-links.ts";

/** How long a ticket's preview is reused: a ticket posted again within it costs no API call. */
export const PREVIEW_TTL_MS = 60_000;

/** Runs a command for someone (`InteractionFlows.run`). */
type Run = (caller: Caller, text: string, details: DeliveryDetails) => Promise<Reply>;

/** The previews of the tickets links name, cached per ticket and language for a minute. */
export class TicketPreviews {
  private readonly cache = new Map<string, { at: number; reply: Promise<Reply> }>();

  constructor(
    private readonly run: Run,
    private readonly linkDomain: string | undefined,
    private readonly now: () => number,
  ) {}

  /**
   * The ticket a link names, when it is a link to a request on the platform's host
   * (DESK_REQUEST_LINK_DOMAIN); a link elsewhere names none, whatever its address holds.
   */
  ticketOfLink(url: unknown): string | undefined {
    return ticketOfRequestLink(url, this.linkDomain);
  }

  /**
   * The ticket's card as `caller` may see it (the company gate and their role hold as for `ticket`),
   * or undefined when the ticket cannot be shown (unknown, refused): then no preview is made.
   */
  async preview(caller: Caller, ticket: string): Promise<Reply | undefined> {
    const now = this.now();
    // The card is in the reader's words: a preview made for a French reader is not shown to an English one.
    const key = `${currentLocale()}:${ticket.toUpperCase()}`;
    let cached = this.cache.get(key);
    if (!cached || now - cached.at >= PREVIEW_TTL_MS) {
      if (this.cache.size > 1000) this.cache.clear();
      cached = { at: now, reply: this.run(caller, `ticket ${ticket}`, { background: true }) };
      this.cache.set(key, cached);
    }
    const reply = await cached.reply;
    return reply.kind === "result" ? reply : undefined;
  }
}
