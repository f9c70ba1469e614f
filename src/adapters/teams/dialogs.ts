// A core form as a Teams dialog (task module): an Adaptive Card with one input per field, and its answers back.
import { CardFactory, type MessagingExtensionAction, type MessagingExtensionActionResponse } from "botbuilder";
import { z } from "zod";
import { type Attachment, AttachmentSchema } from "../../api/schemas.ts";
import type { CommandForm, FormAnswers, FormField } from "../../core/forms.ts";
import { plainMentionsNamed } from "../../core/mentions.ts";
import type { CommandRegistry, FormEntry } from "../../core/registry.ts";
import { type Reply, replySummary } from "../../core/reply.ts";
import { parseJson } from "../../json.ts";
import { t } from "../../messages/translate.ts";
import { fail, ok, type Result } from "../../result.ts";
import { seal, unseal } from "../../sealed.ts";
import { type AdaptiveCard, CARD_SCHEMA, CARD_VERSION, type Names, shorten, submitAction } from "./cards.ts";
import { CARD_ACTIONS } from "./ids.ts";
import { TEAMS_LIMITS } from "./limits.ts";

type Files = Attachment[];

/** What a dialog shows: the answers to keep, the message's files, and an error beside one field. */
export interface DialogState {
  answers: FormAnswers;
  files: Files;
  error?: { fieldId: string; message: string };
  /** Notes beside fields (what a pre-filled ticket is). */
  notes?: Record<string, string>;
  /**
   * The command the answers are for, carried in the submit data, for a dialog opened from a card's
   * button (`task/submit` names no message action); a message action's dialog needs none.
   */
  submitTo?: string;
  /** "Summarise the thread", offered beside the field a summary fills (a message in a channel, with a model). */
  summary?: SummaryOffer;
  /**
   * The model that wrote the summary field's text: the dialog says so beside it, and carries it
   * sealed in the submit data, so that the comment says so on the ticket.
   */
  summarisedBy?: string;
  /**
   * The proposal the dialog was opened from (its Change), and the card that shows it (the press's
   * `replyToId`: Teams sends none with the dialog's submission): carried sealed in the submit
   * data; the submission is that proposal's one change, and its outcome takes the card's place.
   */
  proposal?: DialogProposal;
  /** With a summary just made: that it is of the thread's newest messages only. */
  summaryPartial?: string;
}

/** A proposal as a dialog carries it. */
export interface DialogProposal {
  nonce: string;
  requestedBy: string;
  card?: string;
}

/** "Summarise the thread" in a dialog: the thread's place (sealed), the model that would summarise it, why the last try gave none. */
export interface SummaryOffer {
  /** The thread's place, as `sealThread` sealed it. */
  thread: string;
  model: string;
  note?: string;
}

/** Text shown as it is (a text run is never read as markdown), cut to `max` characters (a block's length unless said). */
const plainText = (text: string, style: Record<string, unknown>, max: number = TEAMS_LIMITS.text) => {
  const { spacing, ...run } = style;
  return {
    type: "RichTextBlock",
    ...(spacing ? { spacing } : {}),
    inlines: [{ type: "TextRun", text: shorten(text, max), ...run }],
  };
};

/**
 * A field's input. `required` marks it for Teams to check before any Action.Submit is sent: none is
 * when the dialog has a second action (Summarise the thread), which must send the answers as they
 * are; the core still refuses an empty one beside its field.
 */
function input(field: FormField, value: string | undefined, required: boolean): Record<string, unknown> {
  // A pre-filled answer (a long message's text) is cut as Slack's is: within an input's length and the card's size.
  const common = {
    id: field.id,
    label: field.label,
    ...(value ? { value: value.slice(0, TEAMS_LIMITS.inputValue) } : {}),
  };
  const checked =
    field.optional || !required
      ? {}
      : { isRequired: true, errorMessage: t("form.fieldNeeded", { label: field.label }) };
  switch (field.kind) {
    case "people":
      return {
        type: "Input.ChoiceSet",
        ...common,
        ...checked,
        isMultiSelect: true,
        choices: [],
        "choices.data": { type: "Data.Query", dataset: "graph.microsoft.com/users" },
      };
    case "checkbox":
      return {
        type: "Input.Toggle",
        id: field.id,
        title: field.option ?? field.label,
        valueOn: "true",
        valueOff: "false",
        value: value === "true" ? "true" : "false",
      };
    default:
      return {
        type: "Input.Text",
        ...common,
        ...checked,
        ...(field.placeholder ? { placeholder: field.placeholder } : {}),
        ...(field.kind === "multiline" ? { isMultiline: true, maxLength: TEAMS_LIMITS.inputValue } : {}),
      };
  }
}

const asText = (answer: FormAnswers[string]) =>
  Array.isArray(answer) ? answer.join(",") : answer === true ? "true" : answer === false ? undefined : answer;

/** The files of the message a message action was used on, as Teams sent it (its HTML body is not a file). */
export function filesOfMessage(message: MessagingExtensionAction["messagePayload"]): Files {
  const attachments: unknown[] = Array.isArray(message?.attachments) ? message.attachments : [];
  return attachments
    .filter((attachment): attachment is { contentUrl: string; contentType?: unknown; name?: unknown } => {
      const file = attachment as { contentUrl?: unknown; contentType?: unknown } | null;
      return typeof file?.contentUrl === "string" && file.contentType !== "text/html";
    })
    .map((attachment) => ({
      filename: typeof attachment.name === "string" && attachment.name ? attachment.name : "file",
      url: attachment.contentUrl,
    }));
}

/**
 * The dialog's card: the form's inputs with the answers kept, an error beside its field, the
 * message's files (carried back in the submit data sealed with `key`, so that none can be added);
 * its texts shortened further, step by step, until it is within Teams' size (each says it was).
 */
export function dialogCard(form: CommandForm, state: DialogState, key: Buffer): AdaptiveCard {
  let card = buildDialogCard(form, state, key, TEAMS_LIMITS.text);
  for (const maxText of TEAMS_LIMITS.shrinkingTexts) {
    if (JSON.stringify(card).length <= TEAMS_LIMITS.cardBytes) break;
    card = buildDialogCard(form, state, key, maxText);
  }
  return card;
}

/** The dialog's card with every text beside its inputs cut to `maxText` characters. */
function buildDialogCard(form: CommandForm, state: DialogState, key: Buffer, maxText: number): AdaptiveCard {
  // A summary is offered until the field holds one: a second press would replace what the person edited.
  const offer = state.summarisedBy === undefined ? state.summary : undefined;
  const text = (words: string, style: Record<string, unknown>) => plainText(words, style, maxText);
  const body = form.fields.flatMap((field) => [
    input(field, asText(state.answers[field.id]), offer === undefined),
    ...(state.notes?.[field.id] ? [text(state.notes[field.id] ?? "", { isSubtle: true, spacing: "None" })] : []),
    ...(state.error?.fieldId === field.id
      ? [text(state.error.message, { color: "Attention", size: "Small", spacing: "None" })]
      : []),
    ...(field.id === form.summary ? summaryLines(state, offer, text) : []),
  ]);
  const files = seal(key, JSON.stringify(state.files));
  if (state.files.length > 0) {
    const names = state.files.map((file) => file.filename).join(", ");
    body.push(text(t("form.attachedFiles", { files: names }), { isSubtle: true, size: "Small" }));
  }
  return {
    type: "AdaptiveCard",
    $schema: CARD_SCHEMA,
    version: CARD_VERSION,
    body,
    actions: [
      submitAction(
        form.submitLabel,
        {
          files,
          ...(state.summarisedBy !== undefined ? { summarised: sealSummarised(key, state.summarisedBy) } : {}),
          ...(state.proposal ? { proposal: seal(key, JSON.stringify(state.proposal)) } : {}),
          // The offer stays when the dialog re-opens for an error beside a field.
          ...(offer ? { thread: offer.thread } : {}),
          ...(state.submitTo ? { deskbot: CARD_ACTIONS.form, command: state.submitTo } : {}),
        },
        "positive",
      ),
      // Pressed, it sends the answers as they are with the thread's sealed place, and posts nothing.
      ...(offer
        ? [
            submitAction(shorten(t("summary.offer"), TEAMS_LIMITS.actionTitle), {
              deskbot: CARD_ACTIONS.summarise,
              thread: offer.thread,
              files,
            }),
          ]
        : []),
    ],
  };
}

/**
 * What the dialog says under the field a summary fills: that a model wrote its text (the AI label,
 * naming the model, and whether only the thread's newest messages were read); or the offer's hint,
 * and why the last try gave no summary.
 */
function summaryLines(
  { summarisedBy, summaryPartial }: DialogState,
  offer: SummaryOffer | undefined,
  text: (words: string, style: Record<string, unknown>) => Record<string, unknown>,
): Record<string, unknown>[] {
  if (summarisedBy !== undefined)
    return [
      text(t("summary.label", { model: summarisedBy }), { color: "Accent", size: "Small", spacing: "None" }),
      ...(summaryPartial ? [text(summaryPartial, { isSubtle: true, size: "Small", spacing: "None" })] : []),
    ];
  if (!offer) return [];
  return [
    text(t("summary.offerHint", { model: offer.model }), { isSubtle: true, size: "Small", spacing: "None" }),
    ...(offer.note ? [text(offer.note, { color: "Warning", size: "Small", spacing: "None" })] : []),
  ];
}

/** That the summary field's text is a model's, as the submit data carries it: sealed, with the model's name. */
const sealSummarised = (key: Buffer, model: string) => seal(key, JSON.stringify({ summarisedBy: model }));
const Summarised = z.object({ summarisedBy: z.string() });
const SealedProposal = z.object({ nonce: z.string(), requestedBy: z.string(), card: z.string().optional() });

/** The invoke answer that opens (or re-opens) the dialog. */
export function dialogResponse(form: CommandForm, state: DialogState, key: Buffer): MessagingExtensionActionResponse {
  return {
    task: {
      type: "continue",
      value: {
        title: form.title,
        width: "medium",
        height: form.fields.length > 2 || state.summary || state.summarisedBy !== undefined ? "large" : "medium",
        card: CardFactory.adaptiveCard(dialogCard(form, state, key)),
      },
    },
  };
}

/** The invoke answer that closes the dialog with a line of text (cut to a block's length). */
export function messageResponse(text: string): MessagingExtensionActionResponse {
  return { task: { type: "message", value: shorten(text) } };
}

/**
 * The invoke answer that closes the dialog with a reply in one line: a refusal, or an outcome;
 * people by name (a mention's own, else the one `names` knows), never by an id where a name is known.
 */
export function refusalResponse(reply: Reply, names: Names = new Map()): MessagingExtensionActionResponse {
  return messageResponse(plainMentionsNamed(replySummary(reply), names));
}

const SubmitData = z.looseObject({});
const Answer = z.union([z.string(), z.boolean()]);
const SealedFiles = z.array(AttachmentSchema);

/**
 * The answers a dialog submitted, the files it carried (only those deskbot sealed: none when the
 * seal does not match), the model that wrote its summary (likewise), the proposal it answers
 * (likewise), and the sealed thread it offered to summarise (as it came: read only by
 * `unsealThread`); undefined when the data cannot be read.
 */
export function readSubmission(
  form: CommandForm,
  data: unknown,
  key: Buffer,
):
  | { answers: FormAnswers; files: Files; summarisedBy?: string; thread?: string; proposal?: DialogProposal }
  | undefined {
  const parsed = SubmitData.safeParse(data ?? {});
  if (!parsed.success) return undefined;
  const answers: FormAnswers = {};
  for (const field of form.fields) {
    const answer = Answer.safeParse(parsed.data[field.id]);
    if (answer.success) answers[field.id] = answer.data;
  }
  const sealed = unseal(key, parsed.data.files);
  const files = SealedFiles.safeParse(parseJson(sealed)).data;
  const summarised = Summarised.safeParse(parseJson(unseal(key, parsed.data.summarised))).data;
  const thread = typeof parsed.data.thread === "string" ? parsed.data.thread : undefined;
  const proposal = SealedProposal.safeParse(parseJson(unseal(key, parsed.data.proposal))).data;
  return {
    answers,
    files: files ?? [],
    ...(summarised ? { summarisedBy: summarised.summarisedBy } : {}),
    ...(thread !== undefined ? { thread } : {}),
    ...(proposal ? { proposal } : {}),
  };
}

/** The message actions' names as people see them in Teams' menu: `Comment on ticket or Request approval`. */
export function messageActionNames(registry: CommandRegistry): string {
  return registry
    .forms()
    .map(({ form }) => form.messageAction.title)
    .join(t("list.or"));
}

/** The form a message action opens, or the answer that says deskbot has no such action. */
export function formOfAction(
  registry: CommandRegistry,
  commandId: string | undefined,
): Result<FormEntry, MessagingExtensionActionResponse> {
  const entry = registry.formOfMessageAction(commandId ?? "");
  return entry ? ok(entry) : fail(messageResponse(t("teams.noSuchAction", { action: commandId ?? "" })));
}
