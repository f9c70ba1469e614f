// Reads a command line against the registry: the command, its words and options, then its argument schema.
import type { CommandDefinition, Invocation, PositionalSpec, RawArgs } from "./command.ts";
import type { CommandRegistry } from "./registry.ts";
import { type Reply, usageReply } from "./reply.ts";
import { nextToken, quoteWord, type Token, UnbalancedQuoteError } from "./tokenizer.ts";

/** Longest command line deskbot reads; a longer one is refused before any work. */
export const MAX_COMMAND_LENGTH = 40_000;

export type Parsed = { ok: true; invocation: Invocation; args: unknown } | { ok: false; reply: Reply };

/** Reads `text` into an invocation whose arguments passed the command's schema, or a usage reply. */
export function parseCommand(text: string, registry: CommandRegistry): Parsed {
  if (text.length > MAX_COMMAND_LENGTH) {
    return {
      ok: false,
      reply: usageReply(`That command is too long (over ${MAX_COMMAND_LENGTH} characters).`, "help"),
    };
  }
  try {
    return parseUnsafe(text, registry);
  } catch (error) {
    if (error instanceof UnbalancedQuoteError) {
      return { ok: false, reply: usageReply(`Unbalanced quotes: ${error.message}.`, "help") };
    }
    throw error;
  }
}

function parseUnsafe(text: string, registry: CommandRegistry): Parsed {
  const first = nextToken(text, 0);
  const second = first ? nextToken(text, first.end) : undefined;
  const words = [first, second].filter((t): t is Token => t !== undefined && !t.quoted).map((t) => t.value);
  const matched = registry.match(words);
  if (!matched) {
    const family = first ? registry.family(first.value) : [];
    const reply: Reply =
      family.length > 0
        ? usageReply(
            `"${[first?.value, second?.value].filter(Boolean).join(" ")}" is not a command.`,
            family.map((d) => d.usage).join("\n       "),
          )
        : {
            kind: "usage",
            title: `"${first?.value ?? ""}" is not a command.`,
            text: "Type help to see the commands.",
          };
    return { ok: false, reply };
  }
  const { definition } = matched;
  const nameEnd = (matched.length === 2 ? second : first)?.end ?? 0;
  const read = readArguments(text, nameEnd, definition);
  if (!read.ok) return read;
  return checkArgs(read.invocation, read.raw);
}

/** Checks raw arguments against the command's schema; a failure is a usage reply naming the argument. */
function checkArgs(invocation: Invocation, raw: RawArgs): Parsed {
  const { definition } = invocation;
  // A form command run bare opens its form: no arguments to check.
  if (definition.form && !invocation.hasArguments) return { ok: true, invocation, args: undefined };
  const checked = definition.args.safeParse(raw);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const key = String(issue?.path[0] ?? "");
    const isFlag = definition.flags.some((flag) => flag.name === key);
    const subject = key === "" ? "" : isFlag ? `--${key}: ` : `${key.toUpperCase()}: `;
    const reply = usageReply(`${subject}${issue?.message ?? "invalid arguments"}`, definition.usage);
    return { ok: false, reply: key === "" ? reply : { ...reply, field: key } };
  }
  return { ok: true, invocation, args: checked.data };
}

/**
 * Reads arguments given field by field (from a form) instead of as a line of text: the same
 * schema checks, and the same usage replies, naming the field at fault.
 */
export function parseFields(name: string, raw: RawArgs, registry: CommandRegistry): Parsed {
  const definition = registry.get(name);
  if (!definition) return { ok: false, reply: usageReply(`"${name}" is not a command.`, "help") };
  const positionals = definition.positionals
    .map((spec) => raw[spec.name])
    .filter((value): value is string | string[] => typeof value === "string" || Array.isArray(value));
  const flags = new Map<string, string | true>();
  for (const flag of definition.flags) {
    const value = raw[flag.name];
    if (typeof value === "string" || value === true) flags.set(flag.name, value);
  }
  for (const spec of definition.positionals) {
    if (!spec.optional && raw[spec.name] === undefined) {
      return {
        ok: false,
        reply: { ...usageReply(`${spec.name.toUpperCase()} is missing.`, definition.usage), field: spec.name },
      };
    }
  }
  return checkArgs({ definition, positionals, flags, hasArguments: true }, raw);
}

type Read = { ok: true; raw: RawArgs; invocation: Invocation } | { ok: false; reply: Reply };

function readArguments(text: string, from: number, definition: CommandDefinition): Read {
  const raw: RawArgs = {};
  const positionals: Array<string | string[]> = [];
  const flags = new Map<string, string | true>();
  const fail = (problem: string): Read => ({ ok: false, reply: usageReply(problem, definition.usage) });
  let slot = 0;
  let hasArguments = false;
  let position = from;
  for (;;) {
    const token = readTokenOrRestText(text, position, definition.positionals[slot]);
    if (!token) break;
    hasArguments = true;
    position = token.end;
    if (!token.quoted && /^--[^-]/.test(token.value)) {
      const [name = "", inline] = splitFlag(token.value.slice(2));
      const spec = definition.flags.find((flag) => flag.name === name.toLowerCase());
      if (!spec) return fail(`Unknown option --${name}.`);
      if (flags.has(spec.name)) return fail(`--${spec.name} is given twice.`);
      if (!spec.takesValue) {
        if (inline !== undefined) return fail(`--${spec.name} takes no value.`);
        flags.set(spec.name, true);
        raw[spec.name] = true;
        continue;
      }
      let value = inline;
      if (value === undefined) {
        const next = nextToken(text, token.end);
        if (!next || (!next.quoted && /^--[^-]/.test(next.value))) return fail(`--${spec.name} needs a value.`);
        value = next.value;
        position = next.end;
      }
      flags.set(spec.name, value);
      raw[spec.name] = value;
      continue;
    }
    const spec = definition.positionals[slot];
    if (!spec) return fail(`Unexpected "${token.value}".`);
    if (spec.rest === "text") {
      // The text is taken as written: quotes inside it are the person's, unless it is one quoted word.
      const only = text.slice(token.end).trim() === "";
      const value = only && token.quoted ? token.value : text.slice(token.start).trim();
      raw[spec.name] = value;
      positionals.push(value);
      slot += 1;
      break;
    }
    if (spec.rest === "words") {
      const words = (raw[spec.name] as string[] | undefined) ?? [];
      words.push(token.value);
      raw[spec.name] = words;
      if (words.length === 1) positionals.push(words);
      continue;
    }
    raw[spec.name] = token.value;
    positionals.push(token.value);
    slot += 1;
  }
  const missing = definition.positionals.find(
    (spec, index) => index >= slot && !spec.optional && raw[spec.name] === undefined,
  );
  if (missing && (hasArguments || !definition.form)) return fail(`${missing.name.toUpperCase()} is missing.`);
  return { ok: true, raw, invocation: { definition, positionals, flags, hasArguments } };
}

/**
 * The next word; where the next positional is free text, a quote that is never closed is just
 * part of the text, so the rest of the line is returned as one unquoted word.
 */
function readTokenOrRestText(text: string, position: number, next: PositionalSpec | undefined): Token | undefined {
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

/** The command text of an invocation with some options changed (`undefined` removes one). */
export function renderInvocation(invocation: Invocation, changes: Record<string, string | undefined> = {}): string {
  const parts = [invocation.definition.name];
  for (const positional of invocation.positionals) {
    if (Array.isArray(positional)) parts.push(...positional.map(quoteWord));
    else parts.push(quoteWord(positional));
  }
  const flags = new Map(invocation.flags);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) flags.delete(name);
    else flags.set(name, value);
  }
  for (const [name, value] of flags) parts.push(value === true ? `--${name}` : `--${name} ${quoteWord(value)}`);
  return parts.join(" ");
}
