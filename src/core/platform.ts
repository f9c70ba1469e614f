// The chat platforms deskbot speaks on: how each is named to people, and how long an answer may take there.
import { t } from "../messages/translate.ts";
import type { ChatPlatform } from "../vocabulary.ts";

/** The platform's name as people read it: "Slack", "Microsoft Teams", "the console". */
export function platformName(platform: ChatPlatform): string {
  return t("platform.name", { platform });
}

/**
 * How long an answer may take and still reach the person, by platform, in ms. Slack: a slash
 * command's `response_url` lives 30 minutes. Teams sets no limit on a bot's later message; we
 * hold it to the same 30 minutes, as nobody waits longer for a chat answer. The console waits.
 */
export const ANSWER_WINDOW_MS: Record<ChatPlatform, number> = {
  slack: 30 * 60_000,
  teams: 30 * 60_000,
  console: Number.POSITIVE_INFINITY,
};
