// A command's arguments, declared once: each yields the parser's words and options, the zod schema and the usage line.
import { z } from "zod";
import type { Meaning } from "./meaning.ts";

/**
 * What a positional's words look like, so that typed text is told from words that merely start with
 * a command's name (argument-shapes.ts): `id` a uid, a ticket or a mention (REQUEST, *_UID, USER,
 * CHAT_USER); `text` any words (TEXT…, SEARCH…); `command` a command's name (help's COMMAND).
 */
export type PositionalShape = "id" | "text" | "command";

/** A word the command takes in order. */
export interface PositionalArgument<S extends z.ZodType = z.ZodType> {
  kind: "positional";
  /** As the usage line shows it, such as `REQUEST` or `SEARCH…`. */
  label: string;
  /** What its words look like when typed as a command: see PositionalShape. */
  shape: PositionalShape;
  schema: S;
  optional: boolean;
  /** `text`: the rest of the line as written (options end before it); `words`: every remaining word that is not an option. */
  rest?: "text" | "words";
  /** What it is, for reading it from people's words. */
  means?: Meaning;
  /** Whom it names, when it names people (`naming`). */
  people?: PeopleKind;
}

/** An option: `--name VALUE`, `--name=VALUE`, or `--name` alone when it is a switch. */
export interface FlagArgument<S extends z.ZodType = z.ZodType> {
  kind: "flag";
  /** The option's name, without `--`. */
  name: string;
  /** The value's placeholder in the usage line (`T`, `true|false`); absent for a switch. */
  value?: string;
  schema: S;
  optional: boolean;
  /** What it is, for reading it from people's words. */
  means?: Meaning;
  /** Whom it names, when it names people (`naming`). */
  people?: PeopleKind;
}

export type Argument = PositionalArgument | FlagArgument;

/**
 * Whom an argument names: platform users (a uid, a mention of a linked chat user, or a name the
 * directory knows; a list `A,B` for a list option) or chat users (a mention, or a chat user id).
 */
export type PeopleKind = "platform" | "chat";

/** `arg`, declared as naming people of `kind`: words that name them by name are checked against the directory before anything is proposed. */
export const naming = <A extends Argument>(kind: PeopleKind, arg: A): A => ({ ...arg, people: kind });

/** A command's arguments by key; positionals are read in the order of their keys. */
export type ArgumentSpec = Record<string, Argument>;

/** Arguments as the parser read them, keyed like the argument spec, before the schema checks them. */
export type RawArgs = Record<string, string | string[] | true | undefined>;

type TextSchema = z.ZodType<unknown, string>;

/** A required word, such as `REQUEST` (an id); `rest: "text"` takes the rest of the line (any words). */
export const positional = <S extends TextSchema>(label: string, schema: S, rest?: "text"): PositionalArgument<S> => ({
  kind: "positional",
  label,
  shape: rest === "text" ? "text" : "id",
  schema,
  optional: false,
  ...(rest ? { rest } : {}),
});

/** Optional words at the end, such as `[SEARCH…]` (any words): every remaining word that is not an option. */
export const optionalWords = (
  label: string,
  shape: PositionalShape = "text",
): PositionalArgument<z.ZodOptional<z.ZodArray<z.ZodString>>> => ({
  kind: "positional",
  label,
  shape,
  schema: z.array(z.string()).optional(),
  optional: true,
  rest: "words",
});

/** An option with a value, optional. */
export const option = <S extends TextSchema>(
  name: string,
  value: string,
  schema: S,
): FlagArgument<z.ZodOptional<S>> => ({
  kind: "flag",
  name,
  value,
  schema: schema.optional(),
  optional: true,
});

/** An option with a value that must be given. */
export const requiredOption = <S extends TextSchema>(name: string, value: string, schema: S): FlagArgument<S> => ({
  kind: "flag",
  name,
  value,
  schema,
  optional: false,
});

/** A switch: `--name` alone means true. */
export const switchOption = (name: string): FlagArgument<z.ZodOptional<z.ZodLiteral<true>>> => ({
  kind: "flag",
  name,
  schema: z.literal(true).optional(),
  optional: true,
});

/** The same argument, declared with what it is for people's words (`meaning(positional("REQUEST", idArg), { kind: "ticket" })`). */
export const meaning = <A extends Argument>(arg: A, means: Meaning): A => ({ ...arg, means });

/** Everything the parser, the help and the forms need, derived from a spec. */
export interface CommandSyntax {
  positionals: Array<PositionalArgument & { key: string }>;
  flags: Array<FlagArgument & { key: string }>;
  usage: string;
}

/** The syntax of command `name` with arguments `spec`. */
export function syntaxOf(name: string, spec: ArgumentSpec): CommandSyntax {
  const entries = Object.entries(spec);
  const positionals = entries.flatMap(([key, arg]) => (arg.kind === "positional" ? [{ ...arg, key }] : []));
  const flags = entries.flatMap(([key, arg]) => (arg.kind === "flag" ? [{ ...arg, key }] : []));
  const word = (arg: Argument) => {
    const text = arg.kind === "positional" ? arg.label : `--${arg.name}${arg.value ? ` ${arg.value}` : ""}`;
    return arg.optional ? `[${text}]` : text;
  };
  // Free text comes last: options must stand before it.
  const words = [
    ...positionals.filter((arg) => arg.rest !== "text").map(word),
    ...flags.map(word),
    ...positionals.filter((arg) => arg.rest === "text").map(word),
  ];
  return { positionals, flags, usage: [name, ...words].join(" ") };
}

/** How an argument is named in an error: `--page` for an option, `REQUEST` for a word. */
export function argumentName(syntax: CommandSyntax, key: string): string | undefined {
  const flag = syntax.flags.find((arg) => arg.key === key);
  if (flag) return `--${flag.name}`;
  return syntax.positionals.find((arg) => arg.key === key)?.label.replace(/…$/, "");
}
