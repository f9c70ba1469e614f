// The pino logger: secret-bearing fields redacted wherever they appear, and credentials in any URL in any log line.
import { type DestinationStream, type Logger, pino } from "pino";

/** Field names whose values are never written to a log. */
const REDACT_PATHS = [
  "token",
  "*.token",
  "authorization",
  "*.authorization",
  "headers.authorization",
  "*.headers.authorization",
  "signingSecret",
  "*.signingSecret",
  "botToken",
  "*.botToken",
  "appToken",
  "*.appToken",
  "appPassword",
  "*.appPassword",
  "password",
  "*.password",
  "metricsToken",
  "*.metricsToken",
];

export type { Logger };

/**
 * `scheme://user:password@host` → `scheme://user:[redacted]@host`, wherever it stands in a text.
 * The scheme is read at most 32 characters back (a longer run of letters still has its last 32
 * before `://`), so that a line of letters takes linear time, not quadratic.
 */
export function redactUrlCredentials(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]{0,31}:\/\/[^\s:/@"]*):[^\s/@"]+@/gi, "$1:[redacted]@");
}

/** A logger at `level`, writing JSON lines to `destination` (standard error by default). */
export function createLogger(level: string, destination: { write(line: string): unknown } = process.stderr): Logger {
  // Every line passes through here, whatever field (or message, or error text) carries a URL.
  const redacting: DestinationStream = { write: (line: string) => void destination.write(redactUrlCredentials(line)) };
  return pino({ level, redact: { paths: REDACT_PATHS, censor: "[redacted]" }, base: { app: "deskbot" } }, redacting);
}
