// How the API budget's queue is told to a person: the progress note, and the refusal of a wait too long for the platform.
import type { ApiBudget } from "../api/transport.ts";
import { t } from "../messages/translate.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import { ANSWER_WINDOW_MS } from "./platform.ts";
import { errorReply, type Reply } from "./reply.ts";

/** What a person whose command takes long is told: queued (why, and for about how long), or under way. */
export function progressNote(budget: ApiBudget): string {
  if (budget.queued === 0) return t("progress.working");
  return t("progress.queued", { ...queueValues(budget), wait: waitWords(budget.estimatedWaitMs) });
}

/**
 * The refusal, before anything is sent, of a command whose wait for the budget would outlast the
 * time its platform gives the answer to arrive; undefined when it can be answered in time.
 */
export function tooBusyReply(budget: ApiBudget, platform: ChatPlatform): Reply | undefined {
  if (budget.estimatedWaitMs <= ANSWER_WINDOW_MS[platform]) return undefined;
  const minutes = Math.round(ANSWER_WINDOW_MS[platform] / 60_000);
  const window = t(platform === "slack" ? "queue.window.slack" : "queue.window.other", { minutes });
  return errorReply(
    t("queue.tooBusy.title"),
    t("queue.tooBusy.troubleshoot", { ...queueValues(budget), wait: waitWords(budget.estimatedWaitMs), window }),
    503,
  );
}

function queueValues(budget: ApiBudget): { limit: number; queued: number } {
  return { limit: budget.limitPerMinute, queued: budget.queued };
}

/** A wait in words, never less than 5 seconds: "about 40 seconds", "about 3 minutes". */
function waitWords(ms: number): string {
  const seconds = Math.max(5, Math.ceil(ms / 1000));
  return seconds >= 90
    ? t("queue.wait.minutes", { minutes: Math.ceil(seconds / 60) })
    : t("queue.wait.seconds", { seconds });
}
