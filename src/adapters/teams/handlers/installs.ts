// deskbot added to a team, a group chat or a 1:1 chat: it says hello and how to start.
import type { TurnContext } from "botbuilder";
import { t } from "../../../messages/translate.ts";
import { replyActivity } from "../cards.ts";
import type { TeamsDeps } from "../deps.ts";
import { messageActionNames } from "../dialogs.ts";

/** Says hello when the bot itself is among the members added. */
export async function onMembersAdded(deps: TeamsDeps, context: TurnContext): Promise<void> {
  const { activity } = context;
  const members: unknown[] = Array.isArray(activity.membersAdded) ? activity.membersAdded : [];
  const botAdded = members.some((member) => (member as { id?: unknown } | null)?.id === activity.recipient?.id);
  if (!botAdded) return;
  await context.sendActivity(
    replyActivity({
      kind: "result",
      title: t("teams.hello.title"),
      text: t("teams.hello.text", { actions: messageActionNames(deps.core.registry) }),
    }),
  );
}
