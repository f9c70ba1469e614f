// A confirmation's yes, however it is given (its Confirm button, or a reply "yes" in its conversation): one delivery per confirmation, for its asker only, never after it lapsed.
import type { Clock } from "../clock.ts";
import { t } from "../messages/translate.ts";
import { ConfirmationPress, confirmationDelivery } from "./confirmation-presses.ts";
import type { Pipeline } from "./pipeline.ts";
import type { Reply } from "./reply.ts";
import { type Caller, requestOf } from "./requests.ts";

/** What became of a press of a confirmation, and so what the adapter does with the confirmation shown. */
export type PressOutcome =
  /** The outcome, in place of the confirmation. */
  | { kind: "replace"; reply: Reply }
  /** A refusal: the confirmation stays, for someone who may press it. */
  | { kind: "keep"; reply: Reply }
  /** A second press, or a press deskbot cannot read: a note beside the confirmation, which stays. */
  | { kind: "note"; text: string };

/**
 * A yes to the confirmation whose Confirm carries `value`. Every yes to one confirmation is one
 * delivery: a double press, or a press and a reply "yes", runs the command once, and the second is
 * told. `byReply`: given as a reply in the conversation (the audit says so).
 */
export async function pressConfirmation(
  pipeline: Pipeline,
  clock: Clock,
  caller: Caller,
  value: unknown,
  byReply = false,
): Promise<PressOutcome> {
  const press = ConfirmationPress.safeParse(value);
  if (!press.success) return { kind: "note", text: t("confirm.invalid") };
  const { command, nonce } = press.data;
  const words = press.data.words === true || press.data.proposal !== undefined;
  const expiresAt = press.data.expiresAt ?? press.data.proposal?.expiresAt;
  const requestedBy = press.data.requestedBy ?? press.data.asker;
  // Every confirmation lapses: what was meant a while ago may not be meant now. (Whoever forges a
  // later time can only run what they could type themselves: the command goes through every check.)
  if (expiresAt !== undefined && clock.now() > expiresAt) {
    const title = t(words ? "words.proposal.expired" : "confirm.expired");
    return { kind: "replace", reply: { kind: "result", title, text: command } };
  }
  const via = byReply ? ("reply" as const) : words ? ("words" as const) : undefined;
  const reply = await pipeline.handle(
    requestOf(
      caller,
      { kind: "text", text: command },
      { id: confirmationDelivery(nonce, requestedBy), ...(via ? { via } : {}) },
      requestedBy === undefined ? {} : { requestedBy },
    ),
  );
  if (reply.repeated) return { kind: "note", text: t("confirm.duplicatePress") };
  return reply.kind === "denied" ? { kind: "keep", reply } : { kind: "replace", reply };
}
