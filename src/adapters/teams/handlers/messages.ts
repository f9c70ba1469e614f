// A typed command: handed to the core; a "Working on it…" note when the API is slow, then the answer in its place.
import type { TurnContext } from "botbuilder";
import type { Reply } from "../../../core/reply.ts";
import { withProgress } from "../../progress.ts";
import { replyActivity } from "../cards.ts";
import type { TeamsDeps } from "../deps.ts";
import { chatUserOf, commandText, teamsPrefix } from "../text-in.ts";

/** Sends the reply, people named, or puts it in place of an earlier message (the progress note, or the card pressed). */
export async function answer(deps: TeamsDeps, context: TurnContext, reply: Reply, replaceId?: string): Promise<void> {
  const activity = replyActivity(reply, await deps.people.namesFor(context, reply));
  if (replaceId) await context.updateActivity({ ...activity, id: replaceId });
  else await context.sendActivity(activity);
}

export async function onCommandMessage(deps: TeamsDeps, context: TurnContext): Promise<void> {
  const { activity } = context;
  const aadObjectIdOf = async (id: string) => (await deps.people.member(context, id))?.aadObjectId;
  const request = {
    kind: "text" as const,
    text: await commandText(context, aadObjectIdOf),
    platform: "teams" as const,
    profileOf: (id: string) => deps.people.profileOf(context, id),
    userId: chatUserOf(activity),
    prefix: teamsPrefix(activity),
    ...(activity.id ? { deliveryId: `activity:${activity.id}` } : {}),
  };
  const work = deps.core.handle(request);
  let progressId: string | undefined;
  const { value: reply, slow } = await withProgress(work, async () => {
    progressId = (await context.sendActivity({ type: "message", text: deps.core.progressNote(request) }))?.id;
  });
  const shown: Reply =
    reply.kind === "form"
      ? {
          kind: "result",
          title: reply.title,
          text: `Usage: ${reply.usage}\nOr, on any message: ⋯ → More actions → ${reply.form.messageAction.title}.`,
        }
      : reply;
  await answer(deps, context, shown, slow ? progressId : undefined);
}
