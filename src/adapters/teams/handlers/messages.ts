// A typed command: handed to the core; a "Working on it…" note when the API is slow, then the answer in its place.
import type { TurnContext } from "botbuilder";
import type { Reply } from "../../../core/reply.ts";
import { withProgress } from "../../progress.ts";
import { replyActivity } from "../cards.ts";
import type { TeamsDeps } from "../deps.ts";
import { chatUserOf, commandText } from "../text-in.ts";

/** Sends the reply, or puts it in place of an earlier message (the progress note, or the card pressed). */
export async function answer(context: TurnContext, reply: Reply, replaceId?: string): Promise<void> {
  if (replaceId) await context.updateActivity({ ...replyActivity(reply), id: replaceId });
  else await context.sendActivity(replyActivity(reply));
}

export async function onCommandMessage(deps: TeamsDeps, context: TurnContext): Promise<void> {
  const { activity } = context;
  const work = deps.core.handle({
    kind: "text",
    text: await commandText(context),
    platform: "teams",
    userId: chatUserOf(activity),
    ...(activity.id ? { deliveryId: `activity:${activity.id}` } : {}),
  });
  let progressId: string | undefined;
  const { value: reply, slow } = await withProgress(work, async () => {
    progressId = (await context.sendActivity({ type: "message", text: "Working on it…" }))?.id;
  });
  const shown: Reply =
    reply.kind === "form"
      ? {
          kind: "result",
          title: reply.title,
          text: `Usage: ${reply.usage}\nOr use the message's ⋯ menu → ${reply.form.messageAction.title}.`,
        }
      : reply;
  await answer(context, shown, slow ? progressId : undefined);
}
