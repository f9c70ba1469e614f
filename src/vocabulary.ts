// The words every layer shares (adapters, core, store, API): which chat platform a person is on.

/** Where a command comes from. `console` is the terminal. */
export const CHAT_PLATFORMS = ["slack", "teams", "console"] as const;
export type ChatPlatform = (typeof CHAT_PLATFORMS)[number];

/** deskbot's actions for automation: Slack Workflow Builder steps and the action endpoint (CONTRACT §8). */
export const ACTION_NAMES = [
  "add_comment",
  "request_approval",
  "enable_service",
  "disable_service",
  "unarchive_application",
  "unarchive_equipment",
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];
