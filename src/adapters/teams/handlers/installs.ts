// deskbot added to a team, a group chat or a 1:1 chat: it says hello and how to start.
import type { TurnContext } from "botbuilder";
import { replyActivity } from "../cards.ts";
import type { TeamsDeps } from "../deps.ts";

/** Says hello when the bot itself is among the members added. */
export async function onMembersAdded(deps: TeamsDeps, context: TurnContext): Promise<void> {
  const { activity } = context;
  const botAdded = (activity.membersAdded ?? []).some((member) => member.id === activity.recipient.id);
  if (!botAdded) return;
  const actions = deps.core.registry.forms().map(({ form }) => form.messageAction.title);
  await context.sendActivity(
    replyActivity({
      kind: "result",
      title: "Hello! I'm deskbot, your IT service desk in Teams.",
      text: [
        "Say help to me in a 1:1 chat, or mention me in a channel: @deskbot help.",
        `On any message, ⋯ → More actions → ${actions.join(" or ")} turns it into a ticket comment or an approval request.`,
      ].join("\n\n"),
    }),
  );
}
