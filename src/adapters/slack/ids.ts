// Slack's names of deskbot that are not a form's: the buttons of replies and of the Home tab.
import type { CommandForm } from "../../core/forms.ts";

/** Buttons in replies and on the Home tab. Several may share a prefix: they are matched by pattern. */
export const ACTION_IDS = {
  pagePrevious: "page_previous",
  pageNext: "page_next",
  runCommand: "run_command",
  confirm: "confirm_command",
  cancel: "cancel_command",
  /** A proposal's "Change": opens the proposed command's form, filled in. */
  change: "change_command",
  /** A ticket preview's button: `open_form:comment`, its value the ticket. */
  openForm: "open_form",
  /** A form command's answer when no form could open (a DM, a mention): "Open the form", its value the command. */
  openCommandForm: "open_command_form",
  /** A form's "Summarise the thread" (a modal opened on a message with a thread, with a model). */
  summariseThread: "summarise_thread",
} as const;

/** The callback id of a form's modal, such as `comment_modal`. */
export const modalCallbackId = (form: CommandForm): string => `${form.id}_modal`;

/** Whether `id` has the shape of a Slack user id (`U…`, or `W…` on Enterprise Grid): what a users select takes. */
export const isSlackUserId = (id: unknown): id is string => typeof id === "string" && /^[UW][A-Z0-9]{2,}$/.test(id);
