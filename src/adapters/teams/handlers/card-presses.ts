// The press of a card's button: a page, a confirmation (once per nonce) or a cancel (its asker's); the answer replaces the card.
import type { TurnContext } from "botbuilder";
import { z } from "zod";
import { noteActivity } from "../cards.ts";
import { type TeamsDeps, teamsCaller, teamsDelivery } from "../deps.ts";
import { CARD_ACTIONS } from "../ids.ts";
import { answer } from "./messages.ts";

const CardPress = z.looseObject({
  deskbot: z.enum([CARD_ACTIONS.run, CARD_ACTIONS.confirm, CARD_ACTIONS.cancel]),
  command: z.string().optional(),
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
  const cardId = context.activity.replyToId;
  const flows = deps.core;
  const caller = teamsCaller(deps, context);
  if (press.deskbot === CARD_ACTIONS.cancel) {
    // Only its asker's Cancel replaces the card; anyone else gets a note beside it, and it stays.
    const cancelled = flows.cancel(caller, press);
    if (cancelled.kind === "note") {
      await context.sendActivity(noteActivity(cancelled.text));
      return;
    }
    return answer(deps, context, cancelled.reply, cardId);
  }
  if (press.deskbot === CARD_ACTIONS.run) {
    // A press is one delivery: Teams delivering it twice runs its command once, whatever the command is.
    return answer(deps, context, await flows.run(caller, press.command ?? "", teamsDelivery(context)), cardId);
  }
  const outcome = await flows.press(caller, press);
  // A second press must not overwrite the first one's outcome: it only gets a note.
  if (outcome.kind === "note") {
    await context.sendActivity(noteActivity(outcome.text));
    return;
  }
  // A refusal leaves the card in place (for someone who may press it); anything else replaces it.
  await answer(deps, context, outcome.reply, outcome.kind === "replace" ? cardId : undefined);
}
