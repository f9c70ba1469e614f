// The words every layer shares (adapters, core, store, API): which chat platform a person is on.

/** Where a command comes from. `console` is the terminal. */
export type ChatPlatform = "slack" | "teams" | "console";
