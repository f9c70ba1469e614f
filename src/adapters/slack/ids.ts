// Slack's callback, block and action ids of deskbot (CONTRACT.md §4), in one place.

/** Message shortcuts (manifest) and the modals they open. */
export const CALLBACK_IDS = {
  commentShortcut: "comment_on_ticket",
  approvalShortcut: "request_approval",
  commentModal: "comment_modal",
  approvalModal: "approval_modal",
} as const;

/** Input blocks of the modals; each block's `block_id` equals its element's `action_id`. */
export const BLOCK_IDS = {
  ticket: "ticket",
  body: "body",
  approvers: "approvers",
  follow: "follow",
} as const;

/** The value of the one option of the `follow` checkboxes. */
export const FOLLOW_OPTION = "follow";

/** Buttons in replies and on the Home tab. Several may share a prefix: they are matched by pattern. */
export const ACTION_IDS = {
  pagePrevious: "page_previous",
  pageNext: "page_next",
  runCommand: "run_command",
  confirm: "confirm_command",
  cancel: "cancel_command",
} as const;

/** Which modal block shows the error of each command argument. */
export const BLOCK_OF_ARGUMENT: Record<string, string> = {
  request: BLOCK_IDS.ticket,
  text: BLOCK_IDS.body,
  approvers: BLOCK_IDS.approvers,
};
