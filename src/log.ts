// The pino logger, with every secret-bearing field redacted wherever it appears in a log record.
import { type Logger, pino } from "pino";

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
];

export type { Logger };

/** A logger at `level`, writing JSON lines to `destination` (standard error by default). */
export function createLogger(level: string, destination: NodeJS.WritableStream = process.stderr): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: "[redacted]" }, base: { app: "deskbot" } }, destination);
}
