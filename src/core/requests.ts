// What an adapter hands the core: who is asking and where (a Caller), and what they asked (a request built from it).
import type { Attachment } from "../api/schemas.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import type { RawArgs } from "./arguments.ts";
import type { FormAnswers } from "./forms.ts";
import type { ProfileLookup } from "./people-resolver.ts";

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

/** What a delivery may carry besides the command itself. */
export interface DeliveryDetails {
  /**
   * The platform delivery's unique id (trigger id, view id, activity id). A write runs at most
   * once per delivery id: a repeat gets the first outcome.
   */
  deliveryId?: string;
  /** Files to attach to a comment: only those the platform itself sent with the message. */
  attachments?: Attachment[];
  /** The person has confirmed (a destructive command runs only then). */
  confirmed?: boolean;
  /** Who asked for the confirmation being pressed: only they may confirm it. */
  asker?: string;
  /** A form submitted again, unchanged where it was warned: the person has seen the warning. */
  warningSeen?: boolean;
  /** Nobody waits for the answer (a link preview): its API calls only use what people's commands leave. */
  background?: boolean;
  /** The way in, when it is automation rather than a person typing: the audit log says so. */
  via?: "workflow" | "automation";
}

/** A command typed as text (without the slash command or the bot's mention). */
export interface TextRequest extends Caller, DeliveryDetails {
  kind: "text";
  text: string;
}

/** A command given through its form: the answers by field id. */
export interface FormRequest extends Caller, DeliveryDetails {
  kind: "form";
  command: string;
  answers: FormAnswers;
}

/**
 * A command given as values, by argument key (an automation's typed inputs): each value reaches
 * the command's schema as it is, never read as a command line, so that a text keeps its quotes
 * and a leading `--` as written.
 */
export interface ArgsRequest extends Caller, DeliveryDetails {
  kind: "args";
  command: string;
  args: RawArgs;
}

/** One command from a person, as an adapter hands it over. */
export type CoreRequest = TextRequest | FormRequest | ArgsRequest;

/** A typed command from `caller`. */
export function textRequest(caller: Caller, text: string, details: DeliveryDetails = {}): TextRequest {
  return { ...caller, ...withoutUndefined(details), kind: "text", text };
}

/** A form's answers from `caller`. */
export function formRequest(
  caller: Caller,
  command: string,
  answers: FormAnswers,
  details: DeliveryDetails = {},
): FormRequest {
  return { ...caller, ...withoutUndefined(details), kind: "form", command, answers };
}

/** A command's arguments as values from `caller`. */
export function argsRequest(
  caller: Caller,
  command: string,
  args: RawArgs,
  details: DeliveryDetails = {},
): ArgsRequest {
  return { ...caller, ...withoutUndefined(details), kind: "args", command, args };
}

/** Whose turn a request's API calls take: one person on one platform. */
export function personOf(caller: Pick<Caller, "platform" | "userId">): string {
  return `${caller.platform}:${caller.userId}`;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
