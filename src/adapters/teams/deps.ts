// What the Teams handlers need from the rest of deskbot.
import type { ConversationReference, TurnContext } from "botbuilder";
import type { DeskCore } from "../../core/engine.ts";
import type { Logger } from "../../log.ts";

export interface TeamsDeps {
  core: DeskCore;
  logger: Logger;
  /** Posts to a conversation after its turn has ended (for outcomes that outlast an invoke). */
  continueConversation(
    reference: Partial<ConversationReference>,
    logic: (context: TurnContext) => Promise<void>,
  ): Promise<void>;
}
