// The interaction flows every way in calls: press a confirmation, cancel one, open a form, submit a form.
import { z } from "zod";
import type { Clock } from "../clock.ts";
import { t } from "../messages/translate.ts";
import type { RawArgs } from "./arguments.ts";
import type { DeskCore } from "./engine.ts";
import { type CommandForm, type FormAnswers, fieldErrorOf, nameChosenPeople } from "./forms.ts";
import { plainMentions } from "./mentions.ts";
import { MAX_COMMAND_LENGTH } from "./parser.ts";
import type { Reply } from "./reply.ts";
import { argsRequest, type Caller, type DeliveryDetails, formRequest, personOf, textRequest } from "./requests.ts";
import { ticketSummaryField } from "./ticket-check.ts";

/** What a confirmation's button carries back when it is pressed. */
const ConfirmationPress = z.object({ command: z.string(), nonce: z.string(), asker: z.string().optional() });

/** What became of a press of a confirmation, and so what the adapter does with the confirmation shown. */
export type PressOutcome =
  /** The outcome, in place of the confirmation. */
  | { kind: "replace"; reply: Reply }
  /** A refusal: the confirmation stays, for someone who may press it. */
  | { kind: "keep"; reply: Reply }
  /** A second press, or a press deskbot cannot read: a note beside the confirmation, which stays. */
  | { kind: "note"; text: string };

/** Whether a form may be used now: its fields, or the reply that says why not. */
export type OpenOutcome = { kind: "form"; form: CommandForm } | { kind: "refused"; reply: Reply };

/** A form's first answers, and notes beside some fields (what a pre-filled ticket is). */
export interface FormPrefill {
  answers: FormAnswers;
  notes: Record<string, string>;
}

/** What a submitted form comes to within the platform's deadline for an answer. */
export type SubmitOutcome =
  /** An error the person can fix, shown beside its field (plain text: people by name). */
  | { kind: "field-error"; fieldId: string; message: string }
  /** The outcome, in time to be the answer. */
  | { kind: "reply"; reply: Reply }
  /** The outcome will follow: the adapter posts it when `reply` resolves. */
  | { kind: "later"; reply: Promise<Reply> };

/**
 * The warnings shown beside a form's field (a resolved ticket), so that the same person submitting
 * the same form again with that field unchanged goes on. Kept in this process for 15 minutes: on
 * another instance the warning is shown once more, which is safe.
 */
class WarningsShown {
  private readonly shownAt = new Map<string, { fieldId: string; value: string; at: number }>();

  constructor(private readonly clock: Clock) {}

  shown(caller: Caller, command: string, fieldId: string, answers: FormAnswers): void {
    if (this.shownAt.size > 10_000) this.shownAt.clear();
    this.shownAt.set(personOf(caller) + command, { fieldId, value: String(answers[fieldId]), at: this.clock.now() });
  }

  seen(caller: Caller, command: string, answers: FormAnswers): boolean {
    const warning = this.shownAt.get(personOf(caller) + command);
    if (!warning || this.clock.now() - warning.at > WARNING_MEMORY_MS) return false;
    return String(answers[warning.fieldId]) === warning.value;
  }
}

const WARNING_MEMORY_MS = 15 * 60 * 1000;

/** The flows of one core: adapters translate what arrived and call these; none re-implements one. */
export class InteractionFlows {
  private readonly warnings: WarningsShown;

  constructor(
    private readonly core: DeskCore,
    clock: Clock,
  ) {
    this.warnings = new WarningsShown(clock);
  }

  /** A typed command (a slash command, a message, a button that runs a command). */
  run(caller: Caller, text: string, details: DeliveryDetails = {}): Promise<Reply> {
    return this.core.handle(textRequest(caller, text, details));
  }

  /**
   * A command given as values by argument key (a workflow step's or a signed action's inputs): the
   * same checks as typed, and no value is ever read as part of a command line.
   */
  runWith(caller: Caller, command: string, args: RawArgs, details: DeliveryDetails = {}): Promise<Reply> {
    return this.core.handle(argsRequest(caller, command, args, details));
  }

  /**
   * A press of a confirmation's yes, with `value` as the button carried it. Every press of one
   * confirmation is one delivery: a double press runs the command once, and the second gets a note.
   */
  async press(caller: Caller, value: unknown): Promise<PressOutcome> {
    const press = ConfirmationPress.safeParse(value);
    if (!press.success) return { kind: "note", text: t("confirm.invalid") };
    const { command, nonce, asker } = press.data;
    const reply = await this.core.handle(
      textRequest(caller, command, { confirmed: true, deliveryId: `confirm:${nonce}`, ...(asker ? { asker } : {}) }),
    );
    if (reply.repeated) return { kind: "note", text: t("confirm.duplicatePress") };
    return reply.kind === "denied" ? { kind: "keep", reply } : { kind: "replace", reply };
  }

  /** A press of a confirmation's no. */
  cancel(): Reply {
    return { kind: "result", title: t("confirm.cancelled") };
  }

  /**
   * Whether `caller` may open the form of `command` now: the checks that apply before a form is
   * filled (role, company gate, store up for a change). Never throws: whatever fails, the person
   * gets a reason, so that no form is left loading.
   */
  openForm(caller: Caller, command: string): Promise<OpenOutcome> {
    return this.core.checkForm(caller, command);
  }

  /**
   * A form's first answers from the message it was opened on (its text; the ticket it names), and
   * beside the ticket's field what that ticket is (`REQ-42 · Title (Status)`), read within a
   * second and a half so that the form still opens in time; never throws.
   */
  async prefill(form: CommandForm, message: string, ticket?: string): Promise<FormPrefill> {
    const answers: FormAnswers = {};
    const notes: Record<string, string> = {};
    const wanted = form.fields.some((field) => field.prefill === "ticket");
    // A ticket given (a preview's button) is read as it is; else the one the message names.
    const read = wanted
      ? await within(
          (ticket ? this.core.readTicket(ticket) : this.core.ticketIn(message)).catch(() => undefined),
          1500,
        )
      : undefined;
    const found = read?.done ? read.value : undefined;
    for (const field of form.fields) {
      if (field.prefill === "message" && message) answers[field.id] = message;
      if (field.prefill === "ticket" && found) {
        answers[field.id] = found.id;
        if (found.request) notes[field.id] = ticketSummaryField(found.request).value;
      }
    }
    return { answers, notes };
  }

  /**
   * A form's answers: carried out, and answered within `answerWithinMs` when it can be (a fixable
   * error beside its field, or the outcome); past that, the outcome follows.
   */
  async submitForm(
    caller: Caller,
    command: string,
    answers: FormAnswers,
    details: DeliveryDetails,
    answerWithinMs: number,
  ): Promise<SubmitOutcome> {
    const form = this.core.registry.get(command)?.form;
    // A form's answer is held to what a typed command may be: a client may send more than the form allows.
    const tooLong = form?.fields.find((field) => answerLength(answers[field.id]) > MAX_COMMAND_LENGTH);
    if (tooLong) {
      const message = t("form.answerTooLong", { label: tooLong.label, max: MAX_COMMAND_LENGTH });
      return { kind: "field-error", fieldId: tooLong.id, message };
    }
    // People chosen in a picker come as chat ids: with their names, an error can name them.
    const named = form
      ? await nameChosenPeople(form, answers, async (id) => (await caller.profileOf?.(id))?.name)
      : answers;
    const warningSeen = this.warnings.seen(caller, command, answers);
    const work = this.core.handle(formRequest(caller, command, named, { ...details, warningSeen }));
    const early = await within(work, answerWithinMs);
    if (!early.done) return { kind: "later", reply: work };
    const fixable = form ? fieldErrorOf(form, early.value) : undefined;
    if (fixable && early.value.kind === "error" && early.value.warning)
      this.warnings.shown(caller, command, fixable.fieldId, answers);
    return fixable
      ? { kind: "field-error", fieldId: fixable.fieldId, message: plainMentions(fixable.message) }
      : { kind: "reply", reply: early.value };
  }
}

/** How long an answer is, as text: a list by its items together. */
function answerLength(answer: FormAnswers[string]): number {
  if (typeof answer === "string") return answer.length;
  if (Array.isArray(answer)) return answer.reduce((sum, item) => sum + JSON.stringify(item).length, 0);
  return 0;
}

/** Resolves to the work's result if it finishes within `ms`, else to `{done: false}` (the work goes on). */
export async function within<T>(work: Promise<T>, ms: number): Promise<{ done: true; value: T } | { done: false }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ done: false }>((resolve) => {
    timer = setTimeout(() => resolve({ done: false }), ms);
  });
  try {
    return await Promise.race([work.then((value) => ({ done: true as const, value })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
