// The pino logger: secret-bearing fields redacted wherever they appear, and credentials in any URL (userinfo, query), in every line as written.
import { type DestinationStream, type Logger, pino } from "pino";

const REDACTED = "[redacted]";

/**
 * A secret-bearing field of a JSON log line with its value, at any depth (a serialized error and
 * a child's bindings included), whatever the name's case: `token`, `authorization`,
 * `signingSecret`, `botToken`, `appToken`, `appPassword`, `password`, `metricsToken`. The value: a
 * string, an array of strings (a header given twice), a number, a boolean or null. pino's own
 * `redact` did this per path and per line by cloning each object it might touch and parsing every
 * path again (about a tenth of a command's allocations); one scan of the line as written costs less.
 * (An object under one of these names is not a secret's shape: it is written as it is.)
 */
const SECRET_FIELD_VALUE =
  /"(token|authorization|signingSecret|botToken|appToken|appPassword|password|metricsToken)":(?:"(?:[^"\\]|\\.)*"|\[(?:"(?:[^"\\]|\\.)*",?)*\]|-?[0-9][0-9.eE+-]*|true|false|null)/gi;

/** A JSON log line with every secret field's value replaced by `"[redacted]"`. */
export function redactSecretFields(line: string): string {
  return line.replace(SECRET_FIELD_VALUE, (_match, name: string) => `"${name}":"${REDACTED}"`);
}

export type { Logger };

/**
 * Query (and fragment) parameters whose values may be shown: known to be no secret. Every other
 * value is redacted, whatever its name: `password` and `sslpassword` for `pg`, `token`, `key`,
 * `secret`, `sig`, and names nobody thought of.
 */
const PLAIN_PARAMETERS = new Set([
  "sslmode",
  "connect_timeout",
  "application_name",
  "target_session_attrs",
  "page",
  "per_page",
]);

/**
 * One URL fit to log: the password of its userinfo and the value of every parameter of its query
 * and fragment that is not known to be plain are `[redacted]`; the rest (scheme, user name, host,
 * path, the names of the parameters) stays, for an operator to read. The whole text is taken as
 * the URL (a password with a space in it is still hidden); a text with no `scheme://` is returned
 * as it is.
 */
export function redactUrl(url: string): string {
  const start = /^[a-z][a-z0-9+.-]{0,31}:\/\//i.exec(url);
  if (!start) return url;
  const rest = url.slice(start[0].length);
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd < 0 ? rest : rest.slice(0, authorityEnd);
  const at = authority.lastIndexOf("@");
  const userinfo = at < 0 ? undefined : authority.slice(0, at);
  const colon = userinfo?.indexOf(":") ?? -1;
  const shownAuthority =
    userinfo !== undefined && colon >= 0 ? `${userinfo.slice(0, colon)}:${REDACTED}${authority.slice(at)}` : authority;
  const after = authorityEnd < 0 ? "" : rest.slice(authorityEnd);
  return `${start[0]}${shownAuthority}${after.replace(/([?#&;])([^=&;#?]*)=([^&;#]*)/g, redactParameter)}`;
}

function redactParameter(_match: string, separator: string, name: string, value: string): string {
  const plain = PLAIN_PARAMETERS.has(safeDecode(name).toLowerCase());
  return `${separator}${name}=${plain || value === "" ? value : REDACTED}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Every URL in a text (a log line, an error's message) redacted as `redactUrl` does; the rest as it
 * is. The scheme is read at most 32 characters back, so that a line of letters takes linear time.
 */
export function redactUrls(text: string): string {
  // Most lines hold no URL: they are not scanned (a log line per command otherwise paid the pattern's walk).
  if (!text.includes("://")) return text;
  return text.replace(/[a-z][a-z0-9+.-]{0,31}:\/\/[^\s"'<>\\`]+/gi, redactUrl);
}

/** A logger at `level`, writing JSON lines to `destination` (standard error by default). */
export function createLogger(level: string, destination: { write(line: string): unknown } = process.stderr): Logger {
  // Every line passes through here, whatever field (or message, or error text) carries a URL.
  const redacting: DestinationStream = {
    write: (line: string) => void destination.write(redactSecretFields(redactUrls(line))),
  };
  return pino({ level, base: { app: "deskbot" } }, redacting);
}
