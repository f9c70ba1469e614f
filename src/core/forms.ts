// Platform-neutral forms: the fields a command's form shows, and how answers become its arguments.
import { lookup, t } from "../messages/translate.ts";
import type { RawArgs } from "./arguments.ts";
import { mentionOf, plainMentions, splitList } from "./mentions.ts";

/** What a field asks for: Slack and Teams each render every kind with their own input. */
export type FormFieldKind = "text" | "multiline" | "people" | "checkbox";

export interface FormField {
  /** The input's id on every platform (Slack's `block_id` and `action_id`, the Teams card input's `id`). */
  id: string;
  label: string;
  kind: FormFieldKind;
  /** The command argument the field fills. */
  fills: string;
  hint?: string;
  placeholder?: string;
  optional?: boolean;
  /** Pre-filled from the chat message the form was opened on: its text, or the ticket it names. */
  prefill?: "message" | "ticket";
  /** For a checkbox: the words beside the box. */
  option?: string;
}

/** A command's form, opened by the command run bare or by a message action on a chat message. */
export interface CommandForm {
  /** A short name; Slack's modal callback id is `${id}_modal`. */
  id: string;
  /** The form's title (at most 24 characters, Slack's limit). */
  title: string;
  submitLabel: string;
  /**
   * The action on a chat message that opens the form: `id` is Slack's message shortcut callback id,
   * and its camelCase is the Teams message action's command id.
   */
  messageAction: { id: string; title: string; description: string };
  fields: FormField[];
  /** The field a thread's summary fills ("Summarise the thread", with a model), when the form offers one. */
  summary?: string;
}

/** A field as declared: what it asks for; its words come from the catalogue. */
export type FieldDeclaration = Omit<FormField, "label" | "hint" | "placeholder" | "option">;

/**
 * A form as declared beside its command: its id, the message action that opens it (Slack's
 * callback id), and its fields. Its words come from the catalogue, read each time they are shown
 * (in the reader's language): `form.<id>.title`, `.submit`, `.action.title`, `.action.description`,
 * and per field `form.<id>.<field>.label`, `.hint`, `.placeholder`, `.option` (or `field.<field>.…`,
 * shared by every form that has the field).
 */
export function declareForm(declaration: {
  id: string;
  messageAction: string;
  fields: FieldDeclaration[];
  summary?: string;
}): CommandForm {
  const words = (suffix: string) => lookup(`form.${declaration.id}.${suffix}`);
  // A field's words are the form's own, or those every form's field of that id shares (`field.<id>.…`).
  const fieldWords = (id: string, suffix: string) => words(`${id}.${suffix}`) ?? lookup(`field.${id}.${suffix}`);
  return {
    id: declaration.id,
    ...(declaration.summary ? { summary: declaration.summary } : {}),
    get title() {
      return words("title") ?? declaration.id;
    },
    get submitLabel() {
      return words("submit") ?? declaration.id;
    },
    messageAction: {
      id: declaration.messageAction,
      get title() {
        return words("action.title") ?? declaration.messageAction;
      },
      get description() {
        return words("action.description") ?? "";
      },
    },
    fields: declaration.fields.map((field) => ({
      ...field,
      get label() {
        return fieldWords(field.id, "label") ?? field.id;
      },
      get hint() {
        return fieldWords(field.id, "hint");
      },
      get placeholder() {
        return fieldWords(field.id, "placeholder");
      },
      get option() {
        return fieldWords(field.id, "option");
      },
    })),
  };
}

/** A person chosen in a form's people field: the chat user id, and the name when the platform gave it. */
export interface ChosenPerson {
  id: string;
  name?: string;
}

/** A form's answers by field id: text, chosen people (chat user ids, or with their names), or a ticked box. */
export type FormAnswers = Record<string, string | boolean | undefined | Array<string | ChosenPerson>>;

/** The people of a people field's answer: chat user ids (a list, or joined by commas), or people with their names. */
function chosenPeople(answer: FormAnswers[string]): ChosenPerson[] {
  const chosen = Array.isArray(answer) ? answer : typeof answer === "string" ? answer.split(",") : [];
  return chosen
    .map((person) => (typeof person === "string" ? { id: person.trim() } : person))
    .filter((person) => person.id !== "");
}

/** Turns a form's answers into the command's raw arguments: text trimmed, people as mentions, a ticked box as true. */
export function argsFromAnswers(form: CommandForm, answers: FormAnswers): RawArgs {
  const raw: RawArgs = {};
  for (const field of form.fields) {
    const answer = answers[field.id];
    if (field.kind === "checkbox") {
      if (answer === true || answer === "true") raw[field.fills] = true;
    } else if (field.kind === "people") {
      raw[field.fills] = chosenPeople(answer)
        .map((person) => mentionOf(person.id, person.name))
        .join(",");
    } else {
      raw[field.fills] = typeof answer === "string" ? answer.trim() : "";
    }
  }
  return raw;
}

/**
 * A form's first answers from a command's raw arguments (a proposal's "Change"): text, checkboxes,
 * and people as the chat users `chatUsersOf` knows them by (what the platform's picker takes); the
 * people it does not know are named in a note beside their field, for the person to choose.
 */
export async function answersFromArgs(
  form: CommandForm,
  raw: RawArgs,
  chatUsersOf: (references: readonly string[]) => Promise<Map<string, string>>,
): Promise<{ answers: FormAnswers; notes: Record<string, string> }> {
  const answers: FormAnswers = {};
  const notes: Record<string, string> = {};
  for (const field of form.fields) {
    const value = raw[field.fills];
    if (field.kind === "checkbox") answers[field.id] = value === true;
    else if (field.kind !== "people" && typeof value === "string") answers[field.id] = value;
    else if (field.kind === "people" && typeof value === "string") {
      const people = splitList(value);
      const known = people.length > 0 ? await chatUsersOf(people) : new Map<string, string>();
      answers[field.id] = people.flatMap((person) => {
        const chatUser = known.get(person);
        return chatUser === undefined ? [] : [chatUser];
      });
      const unknown = people.filter((person) => !known.has(person)).map(plainMentions);
      if (unknown.length > 0) notes[field.id] = t("form.peopleNotChosen", { people: unknown.join(", ") });
    }
  }
  return { answers, notes };
}

/** The people chosen in a form's people fields, each with a name from `nameOf`, so that replies can name them. */
export async function nameChosenPeople(
  form: CommandForm,
  answers: FormAnswers,
  nameOf: (id: string) => Promise<string | undefined>,
): Promise<FormAnswers> {
  const named: FormAnswers = { ...answers };
  for (const field of form.fields.filter((candidate) => candidate.kind === "people")) {
    named[field.id] = await Promise.all(
      chosenPeople(answers[field.id]).map(async (person) => {
        const name = person.name ?? (await nameOf(person.id));
        return name ? { id: person.id, name } : { id: person.id };
      }),
    );
  }
  return named;
}

/** The camelCase of a snake_case id (`comment_on_ticket` → `commentOnTicket`). */
export const camelCase = (id: string): string => id.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
