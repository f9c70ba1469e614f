// The chat platforms deskbot speaks on, and how each is named to people.

/** Where a command comes from. `console` is the terminal. */
export type ChatPlatform = "slack" | "teams" | "console";

export const PLATFORM_NAMES: Record<ChatPlatform, string> = {
  slack: "Slack",
  teams: "Microsoft Teams",
  console: "the console",
};
