// How long the directory's ids and e-mails may be, from a file or from the platform: far over any real one, far under the store's bound.

/** The longest uid, Slack id or Entra id the directory keeps (real ones are under 40 characters). */
export const MAX_ID_LENGTH = 200;

/** The longest e-mail address there is (RFC 5321's path: 256 with its brackets). */
export const MAX_EMAIL_LENGTH = 254;
