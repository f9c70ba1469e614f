// The asker's 1:1 chat with deskbot: where a reply for their eyes only goes when they asked in a channel or a group chat.
import type { Activity, CloudAdapterBase, ConversationParameters, TurnContext } from "botbuilder";
import { AuthenticationConstants } from "botframework-connector";
import type { Logger } from "../../log.ts";

/**
 * Sends an activity to the sender of a turn in their 1:1 chat with the bot, through the Bot
 * Connector's create-conversation (which returns the existing 1:1 chat when there is one): true
 * when it was sent, false when Teams refused (the app not installed for them, say), logged.
 */
export function askerChat(
  adapter: CloudAdapterBase,
  appId: string,
  logger: Logger,
): (context: TurnContext, activity: Partial<Activity>) => Promise<boolean> {
  return async (context, activity) => {
    const turn = context.activity;
    const tenant = (turn.channelData as { tenant?: { id?: unknown } } | undefined)?.tenant?.id;
    const tenantId = turn.conversation?.tenantId ?? (typeof tenant === "string" ? tenant : undefined);
    const parameters = {
      isGroup: false,
      bot: turn.recipient,
      members: [turn.from],
      ...(tenantId ? { tenantId, channelData: { tenant: { id: tenantId } } } : {}),
    } as ConversationParameters;
    // The audience the turn's own replies use; a turn without one is the public cloud's.
    const audience: string =
      context.turnState.get(adapter.OAuthScopeKey) ?? AuthenticationConstants.ToChannelFromBotOAuthScope;
    try {
      await adapter.createConversationAsync(appId, turn.channelId, turn.serviceUrl, audience, parameters, (chat) =>
        chat.sendActivity(activity).then(() => undefined),
      );
      return true;
    } catch (error) {
      logger.warn({ err: error }, "could not reach the asker in their 1:1 chat");
      return false;
    }
  };
}
