// Teams names of deskbot that are not a form's: what a card's Action.Submit asks for.

/** The `deskbot` field of an Action.Submit's data: what the press asks for. */
export const CARD_ACTIONS = { run: "run", confirm: "confirm", cancel: "cancel" } as const;
