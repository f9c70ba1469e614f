// The interaction flows every way in calls, built on the pipeline: run, press a confirmation, cancel one, open a form, prefill it, submit it.
import { ExpiringCache } from "../cache.ts";
import type { Clock } from "../clock.ts";
import { t } from "../messages/translate.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import type { RawArgs } from "./arguments.ts";
import { type PressOutcome, pressConfirmation } from "./confirm-press.ts";
import {
  CancelPress,
  ChangePress,
  ConfirmationPress,
  confirmationDelivery,
  type ProposalRef,
} from "./confirmation-presses.ts";
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

/** What a press of a proposal's "Change" comes to: the command's form, filled in from the proposal, or a note. */
export type ChangeOutcome =
  | {
      kind: "form";
      command: string;
      form: CommandForm;
      answers: FormAnswers;
      /** Notes beside fields: the people the form could not choose for the person. */
      notes: Record<string, string>;
      /** The proposal the form answers: its submission is that proposal's one change (carried in the form, sealed). */
      proposal: ProposalRef;
    }
  | { kind: "note"; text: string };

/** What became of a press of a confirmation's Cancel. */
export type CancelOutcome =
  /** Its asker cancelled it: this replaces it. */
  | { kind: "replace"; reply: Reply }
  /** Someone else, or a press deskbot cannot read: a note for them, and the confirmation stays as it is. */
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
  /**
   * A press of a confirmation's no, with `value` as the button carried it (`cancelValue`): it is
   * cancelled for its asker only; anyone else gets a note, and it stays for everyone.
   */
  cancel(caller: Caller, value: unknown): CancelOutcome;
  /**
   * A press of a proposal's "Change", with `value` as the button carried it: the proposed command's
   * form, filled in with what was proposed (people as the platform's picker shows them, where
   * deskbot knows their account there), for the person who asked only. Submitted, the form is that
   * proposal's one change (`Delivery.proposal`).
   */
  change(caller: Caller, value: unknown): Promise<ChangeOutcome>;
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
  /**
   * The chat users on `platform` that people named in a command stand for (a mention's own id; a
   * platform user through their link or the directory), by the reference as written; those it
   * does not know are left out. Never throws.
   */
  chatUsersOf: (platform: ChatPlatform, references: readonly string[]) => Promise<Map<string, string>>;
  /** The conversations' memory of proposals cancelled by their button: no yes confirms one afterwards. */
  cancellations?: {
    cancelled(caller: Caller, nonce: string): Promise<void>;
    wasCancelled(caller: Caller, nonce: string): Promise<boolean>;
  };
}

/** The flows, over the pipeline. */
export function createFlows({
  pipeline,
  registry,
  requestLinkDomain,
  clock,
  typed,
  chatUsersOf,
  cancellations,
}: FlowServices): Flows {
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
      // A proposal its asker cancelled by a reply "no" is not confirmed by its button afterwards.
      const nonce = ConfirmationPress.safeParse(value).data?.nonce;
      if (nonce && cancellations && (await cancellations.wasCancelled(caller, nonce)))
        return { kind: "replace", reply: { kind: "result", title: t("confirm.cancelled") } };
      return pressConfirmation(pipeline, clock, caller, value);
    },

    cancel(caller, value) {
      const press = CancelPress.safeParse(value);
      // A Cancel that does not say whose it is (a button made before it did) is nobody's to press.
      if (!press.success) return { kind: "note", text: t("confirm.invalid") };
      if (press.data.requestedBy !== caller.userId) return { kind: "note", text: t("confirm.cancelNotYours") };
      // A reply "yes" in the conversation afterwards confirms nothing (noted in the background: the press is answered at once).
      if (press.data.nonce && cancellations) void cancellations.cancelled(caller, press.data.nonce);
      return { kind: "replace", reply: { kind: "result", title: t("confirm.cancelled") } };
    },

    async change(caller, value) {
      const press = ChangePress.safeParse(value);
      if (!press.success) return { kind: "note", text: t("confirm.invalid") };
      const { change, requestedBy, nonce } = press.data;
      if (requestedBy !== caller.userId) return { kind: "note", text: t("words.proposal.notYours") };
      // A proposal its asker cancelled (a reply "no", its Cancel) has no change left to make.
      if (cancellations && (await cancellations.wasCancelled(caller, nonce)))
        return { kind: "note", text: t("confirm.cancelled") };
      const read = rawArgumentsOf(change, registry);
      const form = read?.definition.form;
      if (!read || !form) return { kind: "note", text: t("confirm.invalid") };
      const { answers, notes } = await answersFromArgs(form, read.raw, (references) =>
        chatUsersOf(caller.platform, references),
      );
      const proposal = { nonce, requestedBy };
      return { kind: "form", command: read.definition.name, form, answers, notes, proposal };
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
      // A form opened from a proposal that was cancelled since makes no change.
      if (delivery.proposal && cancellations && (await cancellations.wasCancelled(caller, delivery.proposal.nonce)))
        return { kind: "reply", reply: { kind: "result", title: t("confirm.cancelled") } };
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
      // A form opened from a proposal's Change is that proposal's one change: the same delivery as its
      // Confirm (whichever comes second is told it was done), and its asker's only.
      const { proposal, ...arrived } = delivery;
      const once = proposal ? { id: confirmationDelivery(proposal.nonce, proposal.requestedBy) } : {};
      const work = pipeline.handle(
        requestOf(
          caller,
          { kind: "form", command, answers: named },
          { ...arrived, ...once, warningSeen },
          proposal ? { requestedBy: proposal.requestedBy } : undefined,
        ),
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
