// Teams names of deskbot (CONTRACT.md §5): message-action command ids, dialog inputs, card action kinds.

/** Messaging-extension action commands (`context: ["message"]`, `fetchTask: true`) and their core command. */
export const MESSAGE_ACTIONS = {
  commentOnTicket: { command: "comment", form: "comment" },
  requestApproval: { command: "approval", form: "approval" },
} as const;
export type MessageActionId = keyof typeof MESSAGE_ACTIONS;

/** Inputs of the dialogs' Adaptive Cards. */
export const INPUT_IDS = {
  ticket: "ticket",
  body: "body",
  approvers: "approvers",
  follow: "follow",
} as const;

/** Which dialog input shows the error of each command argument. */
export const INPUT_OF_ARGUMENT: Record<string, string> = {
  request: INPUT_IDS.ticket,
  text: INPUT_IDS.body,
  approvers: INPUT_IDS.approvers,
};

/** The `deskbot` field of an Action.Submit's data: what the press asks for. */
export const CARD_ACTIONS = { run: "run", confirm: "confirm", cancel: "cancel" } as const;
