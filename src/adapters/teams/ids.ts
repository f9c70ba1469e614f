// Teams names of deskbot that are not a form's: what a card's Action.Submit asks for.

/** The `deskbot` field of an Action.Submit's data: what the press asks for. */
export const CARD_ACTIONS = {
  run: "run",
  confirm: "confirm",
  cancel: "cancel",
  /** A proposal's "Change" (a `task/fetch`: its form opens as a dialog). */
  change: "change",
  /** A dialog opened from a card (a `task/submit`): its form's answers, with the command they are for. */
  form: "form",
  /** A message action's dialog's "Summarise the thread" (a `composeExtension/submitAction` that posts nothing). */
  summarise: "summarise",
} as const;
