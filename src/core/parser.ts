// Reads a command line against the registry: the command, its words and options, then its argument schema.
import { t } from "../messages/translate.ts";
import { fail, ok, type Result } from "../result.ts";
import type { GivenWord } from "./argument-shapes.ts";
import { argumentName, type PositionalArgument, type RawArgs } from "./arguments.ts";
import { MAX_TEXT_LENGTH } from "./bounds.ts";
import type { BoundCommand, CommandDefinition, Invocation } from "./command.ts";
import type { CommandRegistry } from "./registry.ts";
import { type Reply, usageReply } from "./reply.ts";
import { nearest } from "./suggest.ts";
import { nextToken, type Token, UnbalancedQuoteError } from "./tokenizer.ts";

/** Longest command line deskbot reads; a longer one is refused before any work. */
export const MAX_COMMAND_LENGTH = MAX_TEXT_LENGTH;

/** An invocation, and its command bound to arguments that passed its schema (none for a form opened bare). */
export type Parsed = Result<{ invocation: Invocation; command?: BoundCommand }, Reply>;

/**
 * Reads `text` into an invocation whose arguments passed the command's schema, or a usage reply.
 * `prefix` is how commands are written where the person is (`/desk `, `@deskbot `, or nothing):
 * usage lines and hints are written with it.
 */
export function parseCommand(text: string, registry: CommandRegistry, prefix = ""): Parsed {
  if (text.length > MAX_COMMAND_LENGTH) {
    return fail(usageReply(t("parse.tooLong", { max: String(MAX_COMMAND_LENGTH) }), `${prefix}help`));
  }
  try {
    return parseUnsafe(text, registry, prefix);
  } catch (error) {
    if (!(error instanceof UnbalancedQuoteError)) throw error;
    // The command is known from the words before the quote: its own usage line says how to write it.
    const before = text.slice(0, error.position).trim().split(/\s+/);
    const definition = registry.match(before)?.definition;
    const usage = definition ? `${prefix}${definition.usage}` : `${prefix}help`;
    return fail(usageReply(t("parse.unclosedQuote", { at: String(error.position + 1) }), usage));
  }
}

/**
 * The command a line's first words name (two before one; quoted words name none): its definition
 * and where its name ends, or the first words when they name none. Throws `UnbalancedQuoteError`
 * when a quote among them is never closed.
 */
export function commandOfLine(
  text: string,
  registry: CommandRegistry,
): {
  words: string[];
  first: Token | undefined;
  second: Token | undefined;
  matched?: { definition: CommandDefinition; nameEnd: number };
} {
  const first = nextToken(text, 0);
  const second = first ? nextToken(text, first.end) : undefined;
  const words = [first, second].filter((t): t is Token => t !== undefined && !t.quoted).map((t) => t.value);
  const match = registry.match(words);
  if (!match) return { words, first, second };
  const nameEnd = (match.length === 2 ? second : first)?.end ?? 0;
  return { words, first, second, matched: { definition: match.definition, nameEnd } };
}

/** A command line's command and raw arguments, before its schema (undefined when the line does not read). */
export function rawArgumentsOf(
  text: string,
  registry: CommandRegistry,
): { definition: CommandDefinition; raw: RawArgs } | undefined {
  try {
    const { matched } = commandOfLine(text, registry);
    if (!matched) return undefined;
    const read = readArguments(text, matched.nameEnd, matched.definition, "");
    return read.ok ? { definition: matched.definition, raw: read.value.raw } : undefined;
  } catch {
    return undefined;
  }
}

/** The words a line gives one of its command's positionals; none for words that no positional takes. */
export interface GivenPositional {
  spec?: PositionalArgument;
  words: GivenWord[];
}

/**
 * The words a line gives its command's positionals from `from` on, bound in order as the parser binds
 * them (options and their values left out, free text as the rest of the line), then each word that no
 * positional takes, on its own. Throws `UnbalancedQuoteError` where the parser would refuse a quote.
 */
export function givenPositionals(text: string, from: number, definition: CommandDefinition): GivenPositional[] {
  const { positionals: specs, flags } = definition.syntax;
  const given: GivenPositional[] = [];
  let slot = 0;
  let position = from;
  for (;;) {
    const token = readTokenOrRestText(text, position, specs[slot]);
    if (!token) return given;
    position = token.end;
    if (!token.quoted && /^--[^-]/.test(token.value)) {
      const [name = "", inline] = splitFlag(token.value.slice(2));
      const flag = flags.find((candidate) => candidate.name === name.toLowerCase());
      // An option's value is the option's, never a positional's.
      if (flag?.value !== undefined && inline === undefined) position = nextToken(text, position)?.end ?? position;
      continue;
    }
    const spec = specs[slot];
    const word: GivenWord = { value: token.value, quoted: token.quoted };
    const last = given.at(-1);
    if (spec?.rest === "words" && last?.spec === spec) last.words.push(word);
    else given.push({ ...(spec ? { spec } : {}), words: [word] });
    if (spec?.rest === "text") return given;
    if (spec && spec.rest !== "words") slot += 1;
  }
}

function parseUnsafe(text: string, registry: CommandRegistry, prefix: string): Parsed {
  const { words, matched } = commandOfLine(text, registry);
  if (!matched) return fail(notACommand(words, registry, prefix));
  const read = readArguments(text, matched.nameEnd, matched.definition, prefix);
  if (!read.ok) return read;
  return checkArgs(read.value.invocation, read.value.raw, prefix);
}

/** What to say to words that name no command: a group's subcommands, or the command meant. */
function notACommand(words: string[], registry: CommandRegistry, prefix: string): Reply {
  const [first = "", second] = words;
  const family = registry.family(first);
  if (family.length > 0) {
    const subcommands = family.map((definition) => definition.name.split(" ")[1] ?? "");
    const meant = second === undefined ? undefined : nearest(second, subcommands);
    const title =
      second === undefined
        ? t("parse.needsSubcommand", { command: first, subcommands: subcommands.join(", ") })
        : withSuggestion(t("parse.notACommand", { command: `${first} ${second}` }), meant && `${first} ${meant}`);
    return usageReply(title, family.map((definition) => `${prefix}${definition.usage}`).join("\n"));
  }
  const names = [...new Set(registry.list().map((definition) => definition.name.split(" ")[0] ?? ""))];
  const meant = nearest(first, names);
  return {
    kind: "usage",
    title: withSuggestion(t("parse.notACommand", { command: first }), meant),
    text: t("parse.seeHelp", { help: `${prefix}help` }),
  };
}

/**
 * What is wrong with an argument, decided on the schema's issue code and the value given (never on
 * the words of a message): missing, not valid here, or what the argument's own schema says (its
 * words already in the reader's language).
 */
export type ArgumentProblem = { kind: "missing" } | { kind: "invalid" } | { kind: "stated"; words: string };

/** The problem of `issue`; `given` is the value given at the issue's path (undefined: none was). */
export function argumentProblem(
  issue: { code?: string; message?: string; path?: readonly PropertyKey[] } | undefined,
  given: (path: readonly PropertyKey[]) => unknown,
): ArgumentProblem {
  if (!issue) return { kind: "invalid" };
  if (issue.code === "invalid_type")
    return given(issue.path ?? []) === undefined ? { kind: "missing" } : { kind: "invalid" };
  return issue.message ? { kind: "stated", words: issue.message } : { kind: "invalid" };
}

/** An argument's problem in the reader's words (`is missing`, `is not valid here`, or the schema's own). */
export function problemWords(problem: ArgumentProblem): string {
  switch (problem.kind) {
    case "missing":
      return t("parse.missingValue");
    case "invalid":
      return t("parse.invalidHere");
    case "stated":
      return problem.words;
  }
}

/** Checks raw arguments against the command's schema; a failure is a usage reply naming the argument. */
function checkArgs(invocation: Invocation, raw: RawArgs, prefix: string): Parsed {
  const { definition } = invocation;
  // A form command run bare opens its form: no arguments to check.
  if (definition.form && !invocation.hasArguments) return ok({ invocation });
  const checked = definition.bind(raw);
  if (checked.ok) return ok({ invocation, command: checked.value });
  const issue = checked.error.issues[0];
  const key = String(issue?.path[0] ?? "");
  const name = argumentName(definition.syntax, key);
  const found = argumentProblem(issue, (path) => raw[String(path[0] ?? "")]);
  const problem =
    found.kind === "missing" && name
      ? t("parse.missing", { name })
      : name
        ? t("parse.argumentProblem", { name, problem: problemWords(found) })
        : problemWords(found);
  return fail(usageReply(problem, `${prefix}${definition.usage}`, name ? key : undefined));
}

/**
 * Reads arguments given field by field (from a form) instead of as a line of text: the same
 * schema checks, and the same usage replies, naming the argument at fault.
 */
export function parseFields(definition: CommandDefinition, raw: RawArgs, prefix = ""): Parsed {
  const { positionals, flags } = definition.syntax;
  const missing = positionals.find((spec) => !spec.optional && raw[spec.key] === undefined);
  if (missing)
    return fail(
      usageReply(t("parse.missing", { name: missingName(missing) }), `${prefix}${definition.usage}`, missing.key),
    );
  const invocation: Invocation = {
    definition,
    raw,
    positionals: positionals
      .map((spec) => raw[spec.key])
      .filter((value): value is string | string[] => typeof value === "string" || Array.isArray(value)),
    flags: new Map(
      flags.flatMap((flag) => {
        const value = raw[flag.key];
        return typeof value === "string" || value === true ? [[flag.name, value] as const] : [];
      }),
    ),
    hasArguments: true,
  };
  return checkArgs(invocation, raw, prefix);
}

/**
 * Reads arguments given as values by key (an automation's inputs): each at most as long as a
 * command line may be, then as `parseFields` reads a form's. No value is ever tokenized.
 */
export function parseValues(definition: CommandDefinition, raw: RawArgs, prefix = ""): Parsed {
  for (const [key, value] of Object.entries(raw)) {
    const length = typeof value === "string" ? value.length : Array.isArray(value) ? value.join(",").length : 0;
    if (length <= MAX_COMMAND_LENGTH) continue;
    const label = argumentName(definition.syntax, key) ?? key;
    return fail(
      usageReply(t("form.answerTooLong", { label, max: MAX_COMMAND_LENGTH }), `${prefix}${definition.usage}`, key),
    );
  }
  return parseFields(definition, raw, prefix);
}

const missingName = (spec: PositionalArgument) => spec.label.replace(/…$/, "");

type Read = Result<{ raw: RawArgs; invocation: Invocation }, Reply>;

function readArguments(text: string, from: number, definition: CommandDefinition, prefix: string): Read {
  const { positionals: specs, flags: flagSpecs } = definition.syntax;
  const raw: RawArgs = {};
  const positionals: Array<string | string[]> = [];
  const flags = new Map<string, string | true>();
  const problem = (message: string): Read => fail(usageReply(message, `${prefix}${definition.usage}`));
  let slot = 0;
  let hasArguments = false;
  let position = from;
  for (;;) {
    const token = readTokenOrRestText(text, position, specs[slot]);
    if (!token) break;
    hasArguments = true;
    position = token.end;
    if (!token.quoted && /^--[^-]/.test(token.value)) {
      const [name = "", inline] = splitFlag(token.value.slice(2));
      const spec = flagSpecs.find((flag) => flag.name === name.toLowerCase());
      if (!spec) {
        const meant = nearest(
          name,
          flagSpecs.map((flag) => flag.name),
        );
        return problem(withSuggestion(t("parse.unknownOption", { option: `--${name}` }), meant && `--${meant}`));
      }
      if (flags.has(spec.name)) return problem(t("parse.givenTwice", { option: `--${spec.name}` }));
      if (spec.value === undefined) {
        if (inline !== undefined) return problem(t("parse.takesNoValue", { option: `--${spec.name}` }));
        flags.set(spec.name, true);
        raw[spec.key] = true;
        continue;
      }
      let value = inline;
      if (value === undefined) {
        const next = nextToken(text, token.end);
        if (!next || (!next.quoted && /^--[^-]/.test(next.value)))
          return problem(t("parse.needsValue", { option: `--${spec.name}` }));
        value = next.value;
        position = next.end;
      }
      flags.set(spec.name, value);
      raw[spec.key] = value;
      continue;
    }
    const spec = specs[slot];
    if (!spec) return problem(t("parse.unexpected", { word: token.value }));
    if (spec.rest === "text") {
      // The text is taken as written: quotes inside it are the person's, unless it is one quoted word.
      const only = text.slice(token.end).trim() === "";
      const value = only && token.quoted ? token.value : text.slice(token.start).trim();
      raw[spec.key] = value;
      positionals.push(value);
      slot += 1;
      break;
    }
    if (spec.rest === "words") {
      const words = (raw[spec.key] as string[] | undefined) ?? [];
      words.push(token.value);
      raw[spec.key] = words;
      if (words.length === 1) positionals.push(words);
      continue;
    }
    raw[spec.key] = token.value;
    positionals.push(token.value);
    slot += 1;
  }
  const missing = specs.find((spec, index) => index >= slot && !spec.optional && raw[spec.key] === undefined);
  if (missing && (hasArguments || !definition.form)) return problem(t("parse.missing", { name: missingName(missing) }));
  return ok({ raw, invocation: { definition, raw, positionals, flags, hasArguments } });
}

/**
 * The next word; where the next positional is free text, a quote that is never closed is just
 * part of the text, so the rest of the line is returned as one unquoted word.
 */
function readTokenOrRestText(text: string, position: number, next: PositionalArgument | undefined): Token | undefined {
  try {
    return nextToken(text, position);
  } catch (error) {
    if (!(error instanceof UnbalancedQuoteError) || next?.rest !== "text") throw error;
    const start = text.length - text.slice(position).trimStart().length;
    return { value: text.slice(start).trim(), start, end: text.length, quoted: false };
  }
}

function splitFlag(body: string): [string, string | undefined] {
  const equals = body.indexOf("=");
  return equals < 0 ? [body, undefined] : [body.slice(0, equals), body.slice(equals + 1)];
}

/** A problem, followed by the word probably meant when there is one. */
function withSuggestion(problem: string, meant: string | undefined): string {
  return meant ? `${problem} ${t("parse.didYouMean", { meant })}` : problem;
}
