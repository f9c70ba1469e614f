// The words every layer shares (adapters, core, store, API): which chat platform a person is on, deskbot's actions, whose tickets people see.

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

/**
 * DESK_TICKETS_VISIBLE_TO (CONTRACT §12): `own` (the default) shows people their own tickets and IT
 * staff all of them; `everyone` keeps the behaviour from before §12 (any chat user reads and
 * comments on any ticket), for a company that wants it.
 */
export const TICKET_VISIBILITIES = ["own", "everyone"] as const;
export type TicketsVisibleTo = (typeof TICKET_VISIBILITIES)[number];

/** The platform roles (the directory's `role_name`) whose people see every ticket: the IT staff (CONTRACT §12). */
export const ROLES_SEEING_EVERY_TICKET: readonly string[] = ["owner", "admin", "it"];
