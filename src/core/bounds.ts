// The most deskbot reads of what arrives (a text, an id), applied at every way in before any other work.

/** The longest text deskbot reads: a command line, a message, a form's answer, an automation's input. */
export const MAX_TEXT_LENGTH = 40_000;

/**
 * The longest id read from a platform (a chat user, a delivery such as a trigger or an activity):
 * Slack's are about 11 characters, Entra object ids 36, Teams' `29:…` ids about 100.
 */
export const MAX_PLATFORM_ID_LENGTH = 256;

/** The longest conversation or channel id read from a platform (Teams' can be a few hundred characters). */
export const MAX_CONVERSATION_ID_LENGTH = 1024;

/**
 * A command's text as it arrived, before it is decoded (Slack escapes, Teams HTML): a text longer
 * than a command may be is not read, but handed on cut to one character past the limit, so that
 * the parser refuses it as too long instead of running what was left of it; anything but a string
 * is no text at all.
 */
export function commandTextToRead(raw: unknown): { text: string; whole: boolean } {
  if (typeof raw !== "string") return { text: "", whole: true };
  return raw.length > MAX_TEXT_LENGTH
    ? { text: raw.slice(0, MAX_TEXT_LENGTH + 1), whole: false }
    : { text: raw, whole: true };
}

/** A message's text read for a form's first answers (editable there): at most MAX_TEXT_LENGTH characters; "" for anything but a string. */
export function messageTextToRead(raw: unknown): string {
  return typeof raw === "string" ? raw.slice(0, MAX_TEXT_LENGTH) : "";
}

/** Whether a value read from a platform can be an id: a string of 1 to `max` (MAX_PLATFORM_ID_LENGTH) characters. */
export function isPlatformId(value: unknown, max = MAX_PLATFORM_ID_LENGTH): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= max;
}
