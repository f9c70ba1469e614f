// The press of a card's button: a page, a confirmation (once per nonce) or a cancel; the answer replaces the card.
import type { TurnContext } from "botbuilder";
import { z } from "zod";
import type { TeamsDeps } from "../deps.ts";
import { CARD_ACTIONS } from "../ids.ts";
import { chatUserOf, teamsPrefix } from "../text-in.ts";
import { answer } from "./messages.ts";

const CardPress = z.object({
  deskbot: z.enum([CARD_ACTIONS.run, CARD_ACTIONS.confirm, CARD_ACTIONS.cancel]),
  command: z.string().optional(),
  nonce: z.string().optional(),
});

/** The press a message carries, if it is one. */
export function cardPressOf(value: unknown): z.infer<typeof CardPress> | undefined {
  const press = CardPress.safeParse(value);
  return press.success ? press.data : undefined;
}

export async function onCardPress(
  deps: TeamsDeps,
  context: TurnContext,
  press: z.infer<typeof CardPress>,
): Promise<void> {
  const { activity } = context;
  const cardId = activity.replyToId;
  if (press.deskbot === CARD_ACTIONS.cancel) {
    await answer(deps, context, { kind: "result", title: "Cancelled.", text: "Nothing was changed." }, cardId);
    return;
  }
  const confirmed = press.deskbot === CARD_ACTIONS.confirm;
  const reply = await deps.core.handle({
    kind: "text",
    text: press.command ?? "",
    platform: "teams",
    profileOf: (id: string) => deps.people.profileOf(context, id),
    userId: chatUserOf(activity),
    prefix: teamsPrefix(activity),
    ...(confirmed ? { confirmed: true, deliveryId: `confirm:${press.nonce ?? activity.id}` } : {}),
  });
  // A second press must not overwrite the first one's outcome: it only gets a note.
  if (reply.repeated) {
    await context.sendActivity({
      type: "message",
      text: "That was already done (or is being done): its outcome is above.",
    });
    return;
  }
  // A refusal leaves the card in place (for someone who may press it); anything else replaces it.
  await answer(deps, context, reply, reply.kind === "denied" ? undefined : cardId);
}
