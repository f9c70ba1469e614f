// The interaction flows every way in calls, built on the pipeline: run, press a confirmation, cancel one, open a form, prefill it, submit it.
import { z } from "zod";
import { ExpiringCache } from "../cache.ts";
import type { Clock } from "../clock.ts";
import { t } from "../messages/translate.ts";
import type { RawArgs } from "./arguments.ts";
import { fieldErrorOf } from "./form-errors.ts";
import { answersFromArgs, type CommandForm, type FormAnswers, nameChosenPeople } from "./forms.ts";
import { plainMentions } from "./mentions.ts";
import { MAX_COMMAND_LENGTH, rawArgumentsOf } from "./parser.ts";
import type { OpenOutcome, Pipeline } from "./pipeline.ts";
import type { CommandRegistry } from "./registry.ts";
import type { Reply } from "./reply.ts";
import { type Caller, type Delivery, personOf, requestOf } from "./requests.ts";
import { withSummaryNote } from "./thread-summary.ts";
import { ticketSummaryField } from "./ticket-check.ts";
import { ticketMentioned } from "./ticket-links.ts";

/**
 * What a confirmation's button carries back when it is pressed. `asker` is the name buttons made
 * before this release carried for `requestedBy`: a confirmation shown then is still only its asker's.
 */
const ConfirmationPress = z.object({
  command: z.string(),
  nonce: z.string(),
  requestedBy: z.string().optional(),
  asker: z.string().optional(),
  /** A proposal made from a person's own words: when it lapses (ms since the epoch), flat as a button carries it… */
  expiresAt: z.number().optional(),
  /** …or as the confirmation itself has it (the console passes the confirmation as it is). */
  proposal: z.object({ expiresAt: z.number() }).optional(),
});

/** What a proposal's "Change" button carries back: the command line proposed, and who asked. */
const ChangePress = z.object({ change: z.string(), requestedBy: z.string() });

/** What a press of a proposal's "Change" comes to: the command's form, filled in from the proposal, or a note. */
export type ChangeOutcome =
  | { kind: "form"; command: string; form: CommandForm; answers: FormAnswers }
  | { kind: "note"; text: string };

/** What became of a press of a confirmation, and so what the adapter does with the confirmation shown. */
export type PressOutcome =
  /** The outcome, in place of the confirmation. */
  | { kind: "replace"; reply: Reply }
  /** A refusal: the confirmation stays, for someone who may press it. */
  | { kind: "keep"; reply: Reply }
  /** A second press, or a press deskbot cannot read: a note beside the confirmation, which stays. */
  | { kind: "note"; text: string };

/** A form's first answers, and notes beside some fields (what a pre-filled ticket is). */
export interface FormPrefill {
  answers: FormAnswers;
  notes: Record<string, string>;
}

/** What a submitted form comes to within the platform's deadline for an answer. */
export type SubmitOutcome =
  /** An error or a warning the person can act on, shown beside its field (plain text: people by name). */
  | { kind: "field-error"; fieldId: string; message: string }
  /** The outcome, in time to be the answer. */
  | { kind: "reply"; reply: Reply }
  /** The outcome will follow: the adapter posts it when `reply` resolves. */
  | { kind: "later"; reply: Promise<Reply> };

/** The flows every way in calls: adapters translate what arrived and call these; none re-implements one. */
export interface Flows {
  /** A typed command (a slash command, a message, a button that runs a command). */
  run(caller: Caller, text: string, delivery?: Delivery): Promise<Reply>;
  /**
   * A command given as values by argument key (a workflow step's or a signed action's inputs): the
   * same checks as typed, and no value is ever read as part of a command line.
   */
  runValues(caller: Caller, command: string, args: RawArgs, delivery?: Delivery): Promise<Reply>;
  /**
   * A press of a confirmation's yes, with `value` as the button carried it. Every press of one
   * confirmation is one delivery: a double press runs the command once, and the second gets a note.
   */
  press(caller: Caller, value: unknown): Promise<PressOutcome>;
  /** A press of a confirmation's no. */
  cancel(): Reply;
  /**
   * A press of a proposal's "Change", with `value` as the button carried it: the proposed command's
   * form, filled in with what was proposed, for the person who asked only.
   */
  change(caller: Caller, value: unknown): ChangeOutcome;
  /**
   * Whether `caller` may open the form of `command` now: the checks that apply before a form is
   * filled (role, company gate, store up for a change). Never throws: whatever fails, the person
   * gets a reason, so that no form is left loading.
   */
  openForm(caller: Caller, command: string): Promise<OpenOutcome>;
  /**
   * A form's first answers from the message it was opened on (its text; the ticket it names), and
   * beside the ticket's field what that ticket is (`REQ-42 · Title (Status)`) when `caller` may see
   * it, read within a second and a half so that the form still opens in time; never throws. A
   * ticket they may not see is filled in as named, with nothing said of it.
   */
  prefill(caller: Caller, form: CommandForm, message: string, ticket?: string): Promise<FormPrefill>;
  /**
   * A form's answers: carried out, and answered within `answerWithinMs` when it can be (a fixable
   * error or a warning beside its field, or the outcome); past that, the outcome follows.
   */
  submitForm(
    caller: Caller,
    command: string,
    answers: FormAnswers,
    delivery: Delivery,
    answerWithinMs: number,
  ): Promise<SubmitOutcome>;
}

/** How long a warning shown beside a form's field is remembered, so that the same form sent again goes on. */
const WARNING_MEMORY_MS = 15 * 60 * 1000;
/** How long a form's ticket may take to read before the form opens without what it is. */
const PREFILL_READ_MS = 1500;

/** What the flows are built on. */
export interface FlowServices {
  pipeline: Pipeline;
  registry: CommandRegistry;
  /** The host of the platform's request links (DESK_REQUEST_LINK_DOMAIN): a link to it in a message names a ticket. */
  requestLinkDomain: string | undefined;
  clock: Clock;
  /** Typed text: the command it is, or the person's own words read (see `words.ts`). */
  typed: (caller: Caller, text: string, delivery?: Delivery) => Promise<Reply>;
}

/** The flows, over the pipeline. */
export function createFlows({ pipeline, registry, requestLinkDomain, clock, typed }: FlowServices): Flows {
  /**
   * The warnings shown beside a form's field (a resolved ticket), by person and command, so that the
   * same person submitting the same form again with that field unchanged goes on. Kept in this
   * process: on another instance the warning is shown once more, which is safe.
   */
  const warningsShown = new ExpiringCache<{ fieldId: string; value: string }>({
    ttlMs: WARNING_MEMORY_MS,
    maxEntries: 10_000,
    now: () => clock.now(),
  });

  return {
    run: (caller, text, delivery = {}) => typed(caller, text, delivery),

    runValues: (caller, command, args, delivery = {}) =>
      pipeline.handle(requestOf(caller, { kind: "values", command, args }, delivery)),

    async press(caller, value) {
      const press = ConfirmationPress.safeParse(value);
      if (!press.success) return { kind: "note", text: t("confirm.invalid") };
      const { command, nonce } = press.data;
      const expiresAt = press.data.expiresAt ?? press.data.proposal?.expiresAt;
      const requestedBy = press.data.requestedBy ?? press.data.asker;
      // A proposal lapses: what was meant a while ago may not be meant now. (Whoever forges a later
      // time can only run what they could type themselves: the command goes through every check.)
      if (expiresAt !== undefined && clock.now() > expiresAt)
        return { kind: "replace", reply: { kind: "result", title: t("words.proposal.expired"), text: command } };
      const reply = await pipeline.handle(
        requestOf(
          caller,
          { kind: "text", text: command },
          { id: `confirm:${nonce}`, ...(expiresAt === undefined ? {} : { via: "words" as const }) },
          requestedBy === undefined ? {} : { requestedBy },
        ),
      );
      if (reply.repeated) return { kind: "note", text: t("confirm.duplicatePress") };
      return reply.kind === "denied" ? { kind: "keep", reply } : { kind: "replace", reply };
    },

    cancel: () => ({ kind: "result", title: t("confirm.cancelled") }),

    change(caller, value) {
      const press = ChangePress.safeParse(value);
      if (!press.success) return { kind: "note", text: t("confirm.invalid") };
      if (press.data.requestedBy !== caller.userId) return { kind: "note", text: t("words.proposal.notYours") };
      const read = rawArgumentsOf(press.data.change, registry);
      const form = read?.definition.form;
      if (!read || !form) return { kind: "note", text: t("confirm.invalid") };
      return { kind: "form", command: read.definition.name, form, answers: answersFromArgs(form, read.raw) };
    },

    openForm: (caller, command) => pipeline.openForm(caller, command),

    async prefill(caller, form, message, ticket) {
      const answers: FormAnswers = {};
      const notes: Record<string, string> = {};
      const wanted = form.fields.some((field) => field.prefill === "ticket");
      // A ticket given (a preview's button) is read as it is; else the one the message names.
      const id = wanted ? (ticket ?? ticketMentioned(message, requestLinkDomain)) : undefined;
      const read = id
        ? await within(
            pipeline
              .ticketsOf(caller)
              .read(id)
              .catch(() => undefined),
            PREFILL_READ_MS,
          )
        : undefined;
      const request = read?.done && read.value?.ok ? read.value.value : undefined;
      for (const field of form.fields) {
        if (field.prefill === "message" && message) answers[field.id] = message;
        if (field.prefill === "ticket" && id) {
          answers[field.id] = id;
          if (request) notes[field.id] = ticketSummaryField(request).value;
        }
      }
      return { answers, notes };
    },

    async submitForm(caller, command, answers, delivery, answerWithinMs) {
      const form = registry.get(command)?.form;
      // A form's answer is held to what a typed command may be: a client may send more than the form allows.
      const tooLong = form?.fields.find((field) => answerLength(answers[field.id]) > MAX_COMMAND_LENGTH);
      if (tooLong) {
        const message = t("form.answerTooLong", { label: tooLong.label, max: MAX_COMMAND_LENGTH });
        return { kind: "field-error", fieldId: tooLong.id, message };
      }
      // People chosen in a picker come as chat ids: with their names, an error can name them.
      const chosen = form
        ? await nameChosenPeople(form, answers, async (id) => (await caller.profileOf?.(id))?.name)
        : answers;
      // A text the model summarised from a thread says so on the ticket.
      const named = form && delivery.summarised ? withSummaryNote(form, chosen) : chosen;
      const key = personOf(caller) + command;
      const warned = warningsShown.get(key);
      const warningSeen = warned !== undefined && String(answers[warned.fieldId]) === warned.value;
      const work = pipeline.handle(
        requestOf(caller, { kind: "form", command, answers: named }, { ...delivery, warningSeen }),
      );
      const early = await within(work, answerWithinMs);
      if (!early.done) return { kind: "later", reply: work };
      const fixable = form ? fieldErrorOf(form, early.value) : undefined;
      if (fixable && early.value.kind === "warning")
        warningsShown.set(key, { fieldId: fixable.fieldId, value: String(answers[fixable.fieldId]) });
      return fixable
        ? { kind: "field-error", fieldId: fixable.fieldId, message: plainMentions(fixable.message) }
        : { kind: "reply", reply: early.value };
    },
  };
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
