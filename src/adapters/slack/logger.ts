// Bolt's logger interface over deskbot's pino logger, so that Bolt's own logs share the same redaction.
import { LogLevel, type Logger as SlackLogger } from "@slack/bolt";
import type { Logger } from "../../log.ts";

/** A @slack/logger Logger writing through a pino child logger. */
export function boltLogger(logger: Logger): SlackLogger {
  const child = logger.child({ component: "bolt" });
  const join = (parts: unknown[]) =>
    parts
      .map((part) => (typeof part === "string" ? part : part instanceof Error ? part.message : JSON.stringify(part)))
      .join(" ");
  return {
    debug: (...parts: unknown[]) => child.debug(join(parts)),
    info: (...parts: unknown[]) => child.info(join(parts)),
    warn: (...parts: unknown[]) => child.warn(join(parts)),
    error: (...parts: unknown[]) => child.error(join(parts)),
    setLevel: () => {},
    getLevel: () => LogLevel.INFO,
    setName: () => {},
  };
}
