// "Summarise the thread": a chat thread, read by its platform's adapter once the person may use the form, summarised by the model into the form's text; and the line a comment so made carries.
import type { Logger } from "../log.ts";
import { currentLocale, t } from "../messages/translate.ts";
import type { Metrics } from "../metrics.ts";
import type { ModelClient } from "../understanding/model/client.ts";
import { MAX_THREAD_MESSAGES, summariseThread, type ThreadRead } from "../understanding/model/summary.ts";
import type { CommandForm, FormAnswers, FormField } from "./forms.ts";
import type { Pipeline } from "./pipeline.ts";
import type { Caller } from "./requests.ts";

export type { ThreadMessage, ThreadRead } from "../understanding/model/summary.ts";
export { MAX_THREAD_MESSAGES } from "../understanding/model/summary.ts";

/**
 * How long after a form opens its thread may be read ("Summarise the thread"; both platforms seal
 * the thread's place with the form, for its person): 30 minutes, as long as the response URL a
 * Slack shortcut brings lives, time enough to read the message, open the form and press Summarise.
 * Past it the sealed place reads nothing, so a form's state copied and sent again later (by someone
 * who has since left a private channel, say) reads no thread; the person opens the form again from
 * the message, which checks again that they may.
 */
export const THREAD_READ_MS = 30 * 60 * 1000;

/**
 * A thread's summary, to fill the form's field for the person to read and edit (with `partial`, the
 * line that says only the thread's newest messages were summarised); or a note saying why there is none.
 */
export type SummaryOutcome =
  | { kind: "summary"; text: string; model: string; partial?: string }
  | { kind: "note"; text: string };

/** "Summarise the thread", as the core offers it to every way in. */
export interface ThreadSummaries {
  /** The model's name (DESK_AI_MODEL), as the offer and the AI label name it; none without a model (nothing is offered then). */
  readonly model: string | undefined;
  /** The field of `form` a summary fills (the comment's text), when the form takes one and a model is configured. */
  fieldOf(form: CommandForm): FormField | undefined;
  /**
   * The thread that `readThread` reads, summarised in the person's language: only once `caller`
   * may open `command`'s form (nothing is read otherwise), in one call to the model with no tools.
   * Never throws: a thread that cannot be read, or a model that does not answer, is a note.
   */
  summarise(caller: Caller, command: string, readThread: () => Promise<ThreadRead>): Promise<SummaryOutcome>;
}

/** What summaries are made with: the model's client (none: nothing is ever summarised), and where they are logged and counted. */
export interface SummaryServices {
  client?: ModelClient;
  pipeline: Pipeline;
  logger: Logger;
  metrics?: Metrics;
}

export function createThreadSummaries({ client, pipeline, logger, metrics }: SummaryServices): ThreadSummaries {
  return {
    model: client?.model,
    fieldOf: (form) => (client ? summaryFieldOf(form) : undefined),
    async summarise(caller, command, readThread) {
      if (!client) return { kind: "note", text: t("summary.noModel") };
      const opened = await pipeline.openForm(caller, command);
      if (opened.kind === "refused") return { kind: "note", text: t("summary.notAllowed") };
      if (!summaryFieldOf(opened.form)) return { kind: "note", text: t("summary.noField") };
      const thread = await readThread().catch((error: unknown) => {
        logger.warn({ err: error, command }, "a thread could not be read for its summary");
        return undefined;
      });
      if (!thread) return { kind: "note", text: t("summary.unreadable") };
      const { messages } = thread;
      const summary = await summariseThread(messages, currentLocale(), {
        client,
        logger,
        ...(metrics ? { metrics } : {}),
        person: `${caller.platform}:${caller.userId}`,
      });
      if (summary.kind === "summary") {
        // Only the newest messages were read, or only the newest of those sent: the person is told.
        const sent = Math.min(messages.length, MAX_THREAD_MESSAGES);
        const partial = thread.more || messages.length > sent;
        return {
          kind: "summary",
          text: summary.text,
          model: client.model,
          ...(partial ? { partial: t("summary.partial", { count: sent }) } : {}),
        };
      }
      return { kind: "note", text: t(NOTES[summary.outcome] ?? "summary.failed") };
    },
  };
}

/** The note of an outcome that is not the model failing: an empty thread, or a person past their allowance of calls. */
const NOTES: Partial<Record<string, "summary.emptyThread" | "summary.tooMany">> = {
  "empty-thread": "summary.emptyThread",
  "person-limit": "summary.tooMany",
};

/** The field a summary fills: the one the form's declaration names. */
const summaryFieldOf = (form: CommandForm): FormField | undefined =>
  form.summary ? form.fields.find((field) => field.id === form.summary) : undefined;

/**
 * The answers of a form whose text was summarised from a thread, with the line that says so at the
 * end of that text: whoever reads the comment on the ticket knows a model wrote it from the chat.
 */
export function withSummaryNote(form: CommandForm, answers: FormAnswers): FormAnswers {
  const field = summaryFieldOf(form);
  const text = field ? answers[field.id] : undefined;
  if (!field || typeof text !== "string" || text.trim() === "") return answers;
  return { ...answers, [field.id]: `${text.trimEnd()}\n\n${t("summary.commentNote")}` };
}
