// What an adapter hands the core: who is asking (a Caller), what they sent, how it arrived, and the confirmation they pressed.
import type { Attachment } from "../api/schemas.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import type { RawArgs } from "./arguments.ts";
import type { FormAnswers } from "./forms.ts";

/** What a chat platform tells of one of its users: a display name, and the e-mail it has verified. */
export interface ChatProfile {
  name?: string;
  email?: string;
  /** The language the person reads their chat platform in (`fr-FR`), when it says. */
  locale?: string;
}

/**
 * Looks a chat user up on their platform (Slack users.info, the Teams member lookup): adapters
 * provide it, cached, so that each person costs at most one lookup per cache lifetime.
 */
export type ProfileLookup = (chatUserId: string) => Promise<ChatProfile | undefined>;

/** Who is asking, and where: the same for every request of one person on one platform. */
export interface Caller {
  platform: ChatPlatform;
  /** The chat user id (Slack user id, Teams AAD object id, console name). */
  userId: string;
  /** How commands are written where the person is: `/desk ` (Slack), `@deskbot ` (a Teams channel), or nothing. */
  prefix?: string;
  /** The platform's lookup of a chat user's name and verified e-mail, for linking people from the directory. */
  profileOf?: ProfileLookup;
  /**
   * Where the person's platform can still reach them after this delivery's answer (a Slack
   * response URL and channel, a Teams conversation): opaque to the core, read back by the adapter
   * that made it. Work cut off by a crash is told there (`CutOffWork`).
   */
  replyAddress?: string;
  /**
   * An automation acting for a platform user, through the signed action endpoint: the caller named
   * in DESK_ACTION_CALLERS (its signature and its allowed actions already checked) and the uid it
   * acts as. Its allowed actions stand for the role; the uid is its identity.
   */
  automation?: { caller: string; asUid: string };
}

/** What the person sent: a line of the grammar, a form's answers by field, or a command's values by argument. */
export type Sent =
  | { kind: "text"; text: string }
  | { kind: "form"; command: string; answers: FormAnswers }
  /** An automation's typed inputs: each value reaches the command's schema as it is, never read as a command line. */
  | { kind: "values"; command: string; args: RawArgs };

/** How a request arrived, besides what it says. */
export interface Delivery {
  /**
   * The platform delivery's unique id (trigger id, view id, activity id). A write runs at most
   * once per delivery id: a repeat gets the first outcome.
   */
  id?: string;
  /** Files to attach to a comment: only those the platform itself sent with the message. */
  attachments?: Attachment[];
  /** A form submitted again, unchanged where it was warned: the person has seen the warning. */
  warningSeen?: boolean;
  /** Nobody waits for the answer (a link preview): its API calls only use what people's commands leave. */
  background?: boolean;
  /** The form's text was summarised from a chat thread by the model: the comment says so (`withSummaryNote`). */
  summarised?: boolean;
  /**
   * The conversation the message belongs to (CONTRACT section 10: a DM, one thread, a console
   * session), opaque to the core; absent: the person's one conversation on their platform. What the
   * core remembers of a conversation ("next page") is kept per person and conversation.
   */
  conversation?: string;
  /** The way in, when it is not a person typing the grammar: the audit log says so. */
  via?: "workflow" | "automation" | "words" | "reply";
  /**
   * The proposal a form was opened from (its Change, as `change` gave it): the form's answers are
   * that proposal's one change, made once whichever way the proposal is answered, by its asker only.
   */
  proposal?: { nonce: string; requestedBy: string };
}

/** A confirmation's yes, pressed: the command it carries runs, for the person who asked for it only. */
export interface Confirmation {
  /** The chat user who asked for the confirmation, when the confirmation says. */
  requestedBy?: string;
}

/** One command from a person, as an adapter hands it over. */
export interface CoreRequest {
  caller: Caller;
  sent: Sent;
  delivery: Delivery;
  /** Set when the request is a confirmation's yes. */
  confirmation?: Confirmation;
  /**
   * Read from the person's own words (at `now`, ms since the epoch): a change is proposed for their
   * confirmation, never run. `named`: the lines that name the people it carries, as the directory has them.
   */
  propose?: { now: number; named?: string[] };
}

/** A request from `caller` of what they `sent`. */
export function requestOf(
  caller: Caller,
  sent: Sent,
  delivery: Delivery = {},
  confirmation?: Confirmation,
): CoreRequest {
  return { caller, sent, delivery, ...(confirmation ? { confirmation } : {}) };
}

/** Whose turn a request's API calls take: one person on one platform. */
export function personOf(caller: Pick<Caller, "platform" | "userId">): string {
  return `${caller.platform}:${caller.userId}`;
}

/** The command a request names by itself (a form's, an automation's); a typed line names its own when parsed. */
export function commandOfSent(sent: Sent): string | undefined {
  return sent.kind === "text" ? undefined : sent.command;
}
