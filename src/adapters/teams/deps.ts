// What the Teams handlers need from the rest of deskbot.
import type { ConversationReference, TurnContext } from "botbuilder";
import type { DeskCore } from "../../core/engine.ts";
import type { InFlight } from "../../in-flight.ts";
import type { Logger } from "../../log.ts";
import type { TeamsPeople } from "./people.ts";

export interface TeamsDeps {
  core: DeskCore;
  logger: Logger;
  /** Members' names and AAD ids (cached). */
  people: TeamsPeople;
  /** Work under way after the HTTP answer (a message's turn, a late outcome), which a stop waits for. */
  inFlight?: InFlight;
  /** Posts to a conversation after its turn has ended (for outcomes that outlast an invoke). */
  continueConversation(
    reference: Partial<ConversationReference>,
    logic: (context: TurnContext) => Promise<void>,
  ): Promise<void>;
}
