// The words every layer shares (adapters, core, store, API): which chat platform a person is on.

/** Where a command comes from. `console` is the terminal. */
export const CHAT_PLATFORMS = ["slack", "teams", "console"] as const;
export type ChatPlatform = (typeof CHAT_PLATFORMS)[number];
