// A typed command: handed to the core; a "Working on it…" note when the API is slow, then the answer in its place.
import type { TurnContext } from "botbuilder";
import type { Reply } from "../../../core/reply.ts";
import { t } from "../../../messages/translate.ts";
import { withProgress } from "../../progress.ts";
import { noteActivity, replyActivity } from "../cards.ts";
import { type TeamsDeps, teamsCaller, teamsDelivery } from "../deps.ts";
import { commandText } from "../text-in.ts";

/**
 * Sends the reply, people named, or puts it in place of an earlier message (the progress note, or
 * the card pressed). A reply for the asker's eyes only (e-mails, the audit log), asked for in a
 * channel or a group chat, goes to their 1:1 chat with deskbot; the conversation is told where it went.
 */
export async function answer(deps: TeamsDeps, context: TurnContext, reply: Reply, replaceId?: string): Promise<void> {
  const activity = replyActivity(reply, await deps.people.namesFor(context, reply));
  const shared = context.activity.conversation?.conversationType !== "personal";
  const shown =
    shared && reply.forAskerOnly
      ? noteActivity(
          t((await deps.sendToAsker(context, activity)) ? "reply.forAskerOnly.teams" : "reply.forAskerOnly.askInChat"),
        )
      : activity;
  if (replaceId) await context.updateActivity({ ...shown, id: replaceId });
  else await context.sendActivity(shown);
}

export async function onCommandMessage(deps: TeamsDeps, context: TurnContext): Promise<void> {
  const caller = teamsCaller(deps, context);
  const text = await commandText(context, async (id) => (await deps.people.member(context, id))?.aadObjectId);
  const work = deps.core.run(caller, text, teamsDelivery(context));
  let progressId: string | undefined;
  const { value: reply, slow } = await withProgress(work, async () => {
    progressId = (await context.sendActivity(noteActivity(deps.core.progressNote(caller, text))))?.id;
  });
  // Teams opens forms from a message's actions, not from a typed command: say how.
  const shown: Reply =
    reply.kind === "form"
      ? {
          kind: "result",
          title: reply.title,
          text: t("teams.formFromMessage", { usage: reply.usage, action: reply.form.messageAction.title }),
        }
      : reply;
  await answer(deps, context, shown, slow ? progressId : undefined);
}
