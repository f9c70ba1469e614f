// Who may see a ticket (CONTRACT §12), decided once from the ticket's record; a refusal reads exactly as "not found", so ids cannot be probed.
import { type ApiClient, path } from "../api/client.ts";
import type { Request } from "../api/schemas.ts";
import { t } from "../messages/translate.ts";
import { fail, ok, type Result } from "../result.ts";
import { type PeopleStore, StoreUnavailableError } from "../store/ports.ts";
import { ROLES_SEEING_EVERY_TICKET, type TicketsVisibleTo } from "../vocabulary.ts";
import { apiErrorReply } from "./api-replies.ts";
import { type ErrorReply, errorReply } from "./reply.ts";

/** The platform roles whose people see every ticket (`ROLES_SEEING_EVERY_TICKET`), as a set. */
const SEEING_EVERY_TICKET: ReadonlySet<string> = new Set(ROLES_SEEING_EVERY_TICKET);

/** Whose tickets someone may see: every ticket (and why), or those that name their platform user (none unlinked). */
export type TicketViewer =
  | { sees: "every"; because: "setting" | "deskbot-admin" | "platform-role" }
  | { sees: "own"; uid: string }
  /** Not linked (or not known yet): they see no ticket, and are told why and what to do, whatever the ticket. */
  | { sees: "none"; pending: boolean; whoami: string };

/** What decides whose tickets a caller sees, as the checks before a command learned it. */
export interface ViewerFacts {
  /** deskbot's admin role (DESK_ADMINS, `admin grant`); an automation's allowed actions do not count. */
  deskbotAdmin: boolean;
  /** The caller's platform user: their link, or the uid an automation acts as. */
  uid: string | undefined;
  /** Without a uid: whether deskbot is still finding out who they are (a newcomer whose chat platform is slow). */
  pending?: boolean;
  /** How commands are written where they are (`/desk `), for the hint to run `whoami`. */
  prefix?: string;
}

/** A request's friendly id as people write it (`REQ-42`), as opposed to its uid (`req_…`). */
const FRIENDLY_ID = /^[a-z]+-\d+$/i;

/** A ticket names `uid` as its requester, its assignee (either version's field) or a follower. */
export function ticketNames(request: Request, uid: string): boolean {
  return (
    request.requested_by_uid === uid ||
    request.assignee_admin_uid === uid ||
    request.assigned_to_uid === uid ||
    (request.follower_uids ?? []).includes(uid)
  );
}

/** Whether `viewer` may see (and so comment on and watch) the ticket `request`. */
export function maySee(viewer: TicketViewer, request: Request): boolean {
  if (viewer.sees === "every") return true;
  return viewer.sees === "own" && ticketNames(request, viewer.uid);
}

/**
 * The one answer for a ticket the caller may not see and for one that does not exist: the same
 * words, the same status and field, whichever it is. The advice differs only by the form of the id
 * the person gave (a friendly id may also be one the platform cannot find by), never by the ticket.
 */
export function notFoundOrNotYours(ticket: string, viewer?: TicketViewer): ErrorReply {
  const friendly = String(FRIENDLY_ID.test(ticket));
  // Someone deskbot cannot tell is told why they see no ticket: the same words for every ticket.
  const why =
    viewer?.sees === "none"
      ? { text: t("ticket.notYours.unlinked", { pending: String(viewer.pending), whoami: viewer.whoami }) }
      : {};
  return {
    ...errorReply(t("ticket.notYours.title", { ticket }), t("ticket.notYours.troubleshoot", { friendly }), 404),
    ...why,
    field: "request",
  };
}

/**
 * A friendly id the API answered 404 for, to someone who sees every ticket: no such ticket, or a
 * platform that finds tickets by uid only (the platform's public reference shows a request read by its
 * uid); the answer cannot tell which.
 */
function friendlyIdNotFound(ticket: string): ErrorReply {
  return {
    ...errorReply(t("ticket.notFound.title", { ticket }), t("ticket.notFound.friendly", { ticket }), 404),
    field: "request",
  };
}

/** The tickets one caller may see: read through here, a ticket they may not see is "not found". */
export interface CallerTickets {
  /** The rule in force (DESK_TICKETS_VISIBLE_TO). */
  readonly visibleTo: TicketsVisibleTo;
  /** Whether the caller sees every ticket (then nothing needs reading before a write on one). */
  seesEvery(): Promise<boolean>;
  /**
   * The ticket as the API has it, when the caller may see it; else the reply: "not found, or not
   * yours" (the same for both), or the API's failure (`doing` names what was being done).
   */
  read(ticket: string, doing?: string): Promise<Result<Request, ErrorReply>>;
}

/** The visibility rule over the API and the directory: whose tickets a caller sees, and their reads. */
export class TicketAccess {
  constructor(
    private readonly api: Pick<ApiClient, "getRequest">,
    private readonly directory: Pick<PeopleStore, "directoryPeople">,
    /** DESK_TICKETS_VISIBLE_TO. */
    readonly visibleTo: TicketsVisibleTo,
  ) {}

  /**
   * Whose tickets a caller sees: every one under `everyone`, for deskbot's admins, and for a linked
   * person whose platform role is IT staff's; else their own. While the store does not answer, a
   * platform role cannot be read: the caller sees their own (never more than the rule allows).
   */
  async viewerOf(facts: ViewerFacts): Promise<TicketViewer> {
    if (this.visibleTo === "everyone") return { sees: "every", because: "setting" };
    if (facts.deskbotAdmin) return { sees: "every", because: "deskbot-admin" };
    if (facts.uid === undefined)
      return { sees: "none", pending: facts.pending === true, whoami: `${facts.prefix ?? ""}whoami` };
    const role = await this.directory
      .directoryPeople([facts.uid])
      .then(([person]) => person?.role)
      .catch((error: unknown) => {
        if (error instanceof StoreUnavailableError) return undefined;
        throw error;
      });
    if (role !== undefined && SEEING_EVERY_TICKET.has(role)) return { sees: "every", because: "platform-role" };
    return { sees: "own", uid: facts.uid };
  }

  /** The tickets of the caller `facts` describes; their viewer is worked out once, when first needed. */
  forCaller(facts: () => ViewerFacts | Promise<ViewerFacts>): CallerTickets {
    let viewer: Promise<TicketViewer> | undefined;
    const viewerNow = () => {
      viewer ??= Promise.resolve(facts()).then((known) => this.viewerOf(known));
      return viewer;
    };
    return {
      visibleTo: this.visibleTo,
      seesEvery: async () => (await viewerNow()).sees === "every",
      read: async (ticket, doing) => this.read(await viewerNow(), ticket, doing),
    };
  }

  /** `ticket` read for `viewer`: for someone who sees no ticket, nothing is read. */
  private async read(viewer: TicketViewer, ticket: string, doing?: string): Promise<Result<Request, ErrorReply>> {
    const what = doing ?? t("ticket.reading", { ticket });
    if (viewer.sees === "none") {
      // An id that can be no ticket's (`..`) is said as such to anyone: the same for every such id.
      const unusable = path`/requests/${ticket}`;
      return fail(unusable.ok ? notFoundOrNotYours(ticket, viewer) : apiErrorReply(unusable.error, what, "request"));
    }
    const read = await this.api.getRequest(ticket);
    if (read.ok) return maySee(viewer, read.value) ? ok(read.value) : fail(notFoundOrNotYours(ticket));
    const error = read.error;
    // A 404 to someone who may be refused reads as a refusal would; to IT staff, as the API said it.
    if (error.kind === "http" && error.status === 404) {
      if (viewer.sees !== "every") return fail(notFoundOrNotYours(ticket));
      if (FRIENDLY_ID.test(ticket)) return fail(friendlyIdNotFound(ticket));
    }
    return fail(apiErrorReply(error, what, "request"));
  }
}
