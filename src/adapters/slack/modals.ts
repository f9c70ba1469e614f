// A core form as a Slack modal: one input block per field (block_id = action_id = the field's id), and back.
import type { types, ViewStateValue } from "@slack/bolt";
import { z } from "zod";
import { AttachmentSchema } from "../../api/schemas.ts";
import type { FormPrefill } from "../../core/flows.ts";
import type { CommandForm, FormAnswers, FormField } from "../../core/forms.ts";
import type { Reply } from "../../core/reply.ts";
import { t } from "../../messages/translate.ts";
import { seal, unseal } from "../../sealed.ts";
import { context as contextLine, escapeMrkdwn, fitPlain, mrkdwn, section, toBlocks } from "./blocks.ts";
import { ACTION_IDS, isSlackUserId, modalCallbackId } from "./ids.ts";
import { SLACK_LIMITS } from "./limits.ts";

/**
 * What a modal carries to its submission in `private_metadata` (at most 3,000 characters), sealed
 * for the person who opened it: the files, reply addresses, thread and proposal a submission or a
 * press acts on are only those deskbot saw Slack send, and only for that person.
 */
export const ModalContextSchema = z.object({
  /** The Slack user who opened the form: anyone else's submission or press reads none of this. */
  user: z.string(),
  /** Where the outcome is posted (ephemerally). */
  channel: z.string().optional(),
  /** A fallback way to answer when the bot cannot post in the channel. */
  responseUrl: z.string().optional(),
  /** The files of the message the shortcut was used on: they go with a comment as attachments. */
  files: z.array(AttachmentSchema).default([]),
  /**
   * The thread of the message the shortcut was used on, when it has one and a model may summarise
   * it, and until when it may be read (ms since the epoch: `THREAD_READ_MS` after the form opened).
   */
  thread: z.object({ channel: z.string(), ts: z.string(), until: z.number() }).optional(),
  /** The model that summarised the thread into the form's text: the comment says so, and the modal labels it. */
  summarisedBy: z.string().optional(),
  /**
   * The proposal the form was opened from (its Change): submitted, the form is that proposal's one
   * change, and its outcome takes the proposal's place (through `responseUrl`, the Change press's).
   */
  proposal: z.object({ nonce: z.string(), requestedBy: z.string() }).optional(),
});
export type ModalContext = z.infer<typeof ModalContextSchema>;

/** The context sealed with `key`, dropping files from the end until it fits Slack's limit. */
export function encodeContext(context: ModalContext, key: Buffer): string {
  const files = [...context.files];
  for (;;) {
    const sealed = seal(key, JSON.stringify({ ...context, files }));
    if (sealed.length <= SLACK_LIMITS.privateMetadata || files.length === 0)
      return sealed.slice(0, SLACK_LIMITS.privateMetadata);
    files.pop();
  }
}

/**
 * The context deskbot sealed for `user`; for anyone else, or metadata that is not deskbot's own, an
 * empty one (no files, no reply address, no thread, no proposal).
 */
export function decodeContext(metadata: string | undefined, key: Buffer, user: string): ModalContext {
  const empty = { user, files: [] };
  try {
    const context = ModalContextSchema.parse(JSON.parse(unseal(key, metadata) ?? "{}"));
    return context.user === user ? context : empty;
  } catch {
    return empty;
  }
}

/** The thread a context offers to read at `now`: its place while it may be read, `lapsed` after, none without one. */
export function threadToRead(context: ModalContext, now: number): ModalContext["thread"] | "lapsed" | undefined {
  if (!context.thread) return undefined;
  return now <= context.thread.until ? context.thread : "lapsed";
}

/** Plain text cut to `max` characters (with an ellipsis). */
const plain = (text: string, max: number) => ({ type: "plain_text" as const, text: fitPlain(text, max) });
/** A view's title, submit or close. */
const viewText = (text: string) => plain(text, SLACK_LIMITS.viewTitle);

function element(field: FormField, answers: FormAnswers): types.InputBlock["element"] {
  switch (field.kind) {
    case "people": {
      // People already chosen (a proposal's): only what Slack takes as user ids, or the modal would be refused.
      const answer = answers[field.id];
      const chosen = (Array.isArray(answer) ? answer : [])
        .map((person) => (typeof person === "string" ? person : person.id))
        .filter(isSlackUserId);
      return {
        type: "multi_users_select",
        action_id: field.id,
        placeholder: plain(t("form.choosePeople"), SLACK_LIMITS.inputPlaceholder),
        ...(chosen.length > 0 ? { initial_users: chosen } : {}),
      };
    }
    case "checkbox":
      return {
        type: "checkboxes",
        action_id: field.id,
        options: [{ text: plain(field.option ?? field.label, SLACK_LIMITS.optionText), value: field.id }],
      };
    default: {
      const answer = answers[field.id];
      const initial = typeof answer === "string" ? answer.slice(0, SLACK_LIMITS.inputValue) : "";
      return {
        type: "plain_text_input",
        action_id: field.id,
        ...(field.kind === "multiline" ? { multiline: true, max_length: SLACK_LIMITS.inputValue } : {}),
        ...(field.placeholder ? { placeholder: plain(field.placeholder, SLACK_LIMITS.inputPlaceholder) } : {}),
        ...(initial ? { initial_value: initial } : {}),
      };
    }
  }
}

/**
 * The block id of a field's input: its id, except for the text a model summarised, whose block is
 * new (Slack keeps what a person typed in a block whose id an update keeps, whatever its initial value).
 */
export function blockIdOf(form: CommandForm, fieldId: string, context: Pick<ModalContext, "summarisedBy">): string {
  return context.summarisedBy && form.summary === fieldId ? `${fieldId}_summary` : fieldId;
}

/** "Summarise the thread" as a modal shows it: offered (with the model's name), under way, or a note why there is none. */
export interface SummaryOffer {
  /** The model that would summarise (the offer is shown only with one, for a context with a thread). */
  model: string;
  /** The summary is being made: the button gives way to a line that says so. */
  working?: boolean;
  /** Why the last press gave no summary. */
  note?: string;
  /** With a summary shown: that it is of the thread's newest messages only. */
  partial?: string;
}

/** The blocks under the summarised field: its AI label (and that only part of the thread was read), or the offer to summarise the thread. */
function summaryBlocks(context: ModalContext, offer: SummaryOffer | undefined): types.KnownBlock[] {
  if (context.summarisedBy)
    return [
      contextLine(`:sparkles: ${escapeMrkdwn(t("summary.label", { model: context.summarisedBy }))}`),
      ...(offer?.partial ? [contextLine(`:scissors: ${escapeMrkdwn(offer.partial)}`)] : []),
    ];
  if (!context.thread || !offer) return [];
  const note = offer.note ? [contextLine(`:warning: ${escapeMrkdwn(offer.note)}`)] : [];
  if (offer.working) return [...note, contextLine(`:hourglass_flowing_sand: ${escapeMrkdwn(t("summary.working"))}`)];
  const button = {
    type: "button" as const,
    action_id: ACTION_IDS.summariseThread,
    text: plain(t("summary.offer"), SLACK_LIMITS.buttonText),
  };
  return [
    ...note,
    { type: "actions", block_id: ACTION_IDS.summariseThread, elements: [button] },
    contextLine(escapeMrkdwn(t("summary.offerHint", { model: offer.model }))),
  ];
}

/**
 * The modal of a form, pre-filled (`prefill`: its first answers, and notes shown as a field's hint);
 * with `offer`, a form that takes a summary and was opened on a thread offers to summarise it.
 */
export function modalFor(
  form: CommandForm,
  prefill: FormPrefill,
  context: ModalContext,
  key: Buffer,
  offer?: SummaryOffer,
): types.ModalView {
  const inputs: types.KnownBlock[] = form.fields.flatMap((field) => {
    const hint = prefill.notes[field.id] ?? field.hint;
    const input: types.KnownBlock = {
      type: "input",
      block_id: blockIdOf(form, field.id, context),
      label: plain(field.label, SLACK_LIMITS.inputLabel),
      ...(hint ? { hint: plain(hint, SLACK_LIMITS.inputHint) } : {}),
      ...(field.optional ? { optional: true } : {}),
      element: element(field, prefill.answers),
    };
    return field.id === form.summary ? [input, ...summaryBlocks(context, offer)] : [input];
  });
  const files = context.files.map((file) => file.filename);
  const note =
    files.length > 0 ? [contextLine(t("form.attachedFiles", { files: escapeMrkdwn(files.join(", ")) }))] : [];
  return {
    type: "modal",
    callback_id: modalCallbackId(form),
    title: viewText(form.title),
    submit: viewText(form.submitLabel),
    close: viewText(t("form.cancel")),
    private_metadata: encodeContext(context, key),
    blocks: [...inputs, ...note].slice(0, SLACK_LIMITS.viewBlocks),
  };
}

/** The modal shown while deskbot checks whether the person may use the form (a trigger lives 3 s: it opens at once). */
export function loadingModal(form: CommandForm): types.ModalView {
  return {
    type: "modal",
    title: viewText(form.title),
    close: viewText(t("form.cancel")),
    blocks: [section(`:hourglass_flowing_sand: ${mrkdwn(t("form.opening"))}`)],
  };
}

/** The modal that says why the form cannot be used: the reply, in a message's blocks (50, under a view's 100). */
export function reasonModal(form: CommandForm, reply: Reply): types.ModalView {
  return {
    type: "modal",
    title: viewText(form.title),
    close: viewText(t("form.close")),
    blocks: toBlocks(reply).blocks,
  };
}

/** The answer to a submission that puts `message` beside the input of `fieldId` (`response_action: "errors"`). */
export function fieldErrors(
  fieldId: string,
  message: string,
): { response_action: "errors"; errors: Record<string, string> } {
  return { response_action: "errors", errors: { [fieldId]: fitPlain(message, SLACK_LIMITS.inlineError) } };
}

/**
 * The form's answers from a submitted modal's state (`view.state.values`); whatever is not what
 * Slack sends there (values that are no object, a value that is no text) counts as not answered.
 */
export function answersOf(
  form: CommandForm,
  stateValues: unknown,
  context: Pick<ModalContext, "summarisedBy"> = {},
): FormAnswers {
  const values = objectOr(stateValues);
  const answers: FormAnswers = {};
  for (const field of form.fields) {
    const block = objectOr(values[blockIdOf(form, field.id, context)]);
    const state = objectOr(block[field.id]) as Partial<ViewStateValue>;
    if (field.kind === "people")
      answers[field.id] = (Array.isArray(state.selected_users) ? state.selected_users : []).filter(
        (user): user is string => typeof user === "string",
      );
    else if (field.kind === "checkbox")
      answers[field.id] = (Array.isArray(state.selected_options) ? state.selected_options : []).some(
        (option) => objectOr(option).value === field.id,
      );
    else answers[field.id] = typeof state.value === "string" ? state.value : "";
  }
  return answers;
}

/** The value when it is an object, else an empty one. */
const objectOr = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
