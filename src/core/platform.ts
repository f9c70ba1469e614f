// The chat platforms deskbot speaks on, and how each is named to people.

/** Where a command comes from. `console` is the terminal. */
export type ChatPlatform = "slack" | "teams" | "console";

export const PLATFORM_NAMES: Record<ChatPlatform, string> = {
  slack: "Slack",
  teams: "Microsoft Teams",
  console: "the console",
};

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

/** How the answer window is said to a person: "Slack keeps a reply open for 30 minutes". */
export function answerWindowWords(platform: ChatPlatform): string {
  const minutes = Math.round(ANSWER_WINDOW_MS[platform] / 60_000);
  return platform === "slack"
    ? `Slack keeps a command's reply open for ${minutes} minutes`
    : `deskbot answers within ${minutes} minutes or not at all`;
}
