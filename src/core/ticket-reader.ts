// Reads the ticket a chat message names (`REQ-42`, or a link to a request on DESK_REQUEST_LINK_DOMAIN), for forms that show it.
import type { ApiClient } from "../api/client.ts";
import type { Request } from "../api/schemas.ts";
import { ticketMentioned } from "./ticket-links.ts";

/** A ticket by its id, with its record when the API shows it. */
export interface ReadTicket {
  id: string;
  request?: Request;
}

/** Reads tickets for forms: by id, or the one a message names. */
export class TicketReader {
  constructor(
    private readonly api: ApiClient,
    /** The host of the platform's request links (DESK_REQUEST_LINK_DOMAIN). */
    private readonly linkDomain: string | undefined,
  ) {}

  /** A ticket by its id, with its record when the API shows it. */
  async read(id: string): Promise<ReadTicket> {
    const read = await this.api.getRequest(id);
    return read.ok ? { id, request: read.value } : { id };
  }

  /** The ticket a message names, read: undefined when it names none; `request` undefined when the API does not show it. */
  async named(text: string): Promise<ReadTicket | undefined> {
    const id = ticketMentioned(text, this.linkDomain);
    return id ? this.read(id) : undefined;
  }
}
