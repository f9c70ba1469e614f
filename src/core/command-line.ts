// The one writer of command lines: a command and any values, as a line the tokenizer and the parser read back to exactly those values.
import type { RawArgs } from "./arguments.ts";
import type { CommandDefinition } from "./command.ts";
import { rawArgumentsOf } from "./parser.ts";
import type { CommandRegistry } from "./registry.ts";
import { nextToken, UnbalancedQuoteError } from "./tokenizer.ts";

/**
 * What a word may hold to be written as it is: no space, no quote (an opener would begin a quoted
 * part, a closer is kept quoted for the reader's sake), no `<` (which may begin a mention, read
 * whole with the spaces of its name and the words after it).
 */
const NEEDS_QUOTES = /[\s"'“”‘’«»<]/u;

/** The closers of a part quoted `"…"` (the tokenizer also takes `”` for it) and of one quoted `'…'`. */
const DOUBLE_CLOSERS = ['"', "”"];
const SINGLE_CLOSER = "'";

/**
 * A word written so that the tokenizer reads it back as one word with exactly this value: as it is
 * when nothing in it could read otherwise (a quote, a space, a mention, an option's `--`), else in
 * quotes. A word that holds both kinds of quote is written as quoted parts side by side, each in the
 * quote it does not hold (`it's "new"` → `"it's "'"new"'`): the tokenizer joins the quoted parts of
 * a word that began quoted into one value.
 */
export function quoteWord(word: string): string {
  if (word !== "" && !word.startsWith("--") && !NEEDS_QUOTES.test(word)) return word;
  const parts: string[] = [];
  let part = "";
  let double = true;
  let single = true;
  const close = () => parts.push(double ? `"${part}"` : `'${part}'`);
  for (const char of word) {
    const doubleStill: boolean = double && !DOUBLE_CLOSERS.includes(char);
    const singleStill: boolean = single && char !== SINGLE_CLOSER;
    if (doubleStill || singleStill) {
      part += char;
      double = doubleStill;
      single = singleStill;
      continue;
    }
    close();
    part = char;
    double = !DOUBLE_CLOSERS.includes(char);
    single = char !== SINGLE_CLOSER;
  }
  close();
  return parts.join("");
}

/**
 * Free text as the last thing on a command line, so that the parser reads it back exactly: as
 * written (its own quotes and apostrophes kept), unless it would read as something else (an option
 * `--x…`, one quoted word whose quotes would be taken off, spaces at either end that the parser
 * trims); then as one quoted word.
 */
export function freeText(text: string): string {
  if (text === "" || text !== text.trim()) return quoteWord(text);
  try {
    const first = nextToken(text, 0);
    if (!first) return quoteWord(text);
    const option = !first.quoted && first.value.startsWith("--");
    const oneQuotedWord = first.quoted && text.slice(first.end).trim() === "";
    return option || oneQuotedWord ? quoteWord(text) : text;
  } catch (error) {
    // A quote never closed at its start: the parser takes the rest of the line whole, as written.
    if (error instanceof UnbalancedQuoteError) return text;
    throw error;
  }
}

/**
 * `definition`'s line with `raw`: its name, its words, its options (in the order `raw` has them: a
 * line read is written again as it was typed), then its free text last (as its usage line has it:
 * options after free text would be read as text). Arguments not given are left out.
 */
export function lineOf(definition: CommandDefinition, raw: RawArgs): string {
  const parts = [definition.name];
  let text: string | undefined;
  for (const spec of definition.syntax.positionals) {
    const value = raw[spec.key];
    if (value === undefined) continue;
    if (spec.rest === "text" && typeof value === "string") text = value;
    else if (Array.isArray(value)) parts.push(...value.map((word) => quoteWord(String(word))));
    else parts.push(quoteWord(String(value)));
  }
  const flags = new Map(definition.syntax.flags.map((spec) => [spec.key, spec]));
  for (const [key, value] of Object.entries(raw)) {
    const spec = flags.get(key);
    if (!spec || value === undefined) continue;
    parts.push(value === true ? `--${spec.name}` : `--${spec.name} ${quoteWord(String(value))}`);
  }
  if (text !== undefined) parts.push(freeText(text));
  return parts.join(" ");
}

/** `raw` with some options changed, by option name (`page`); `undefined` removes one. */
export function withOptions(
  definition: CommandDefinition,
  raw: RawArgs,
  changes: Record<string, string | undefined>,
): RawArgs {
  const changed: RawArgs = { ...raw };
  for (const [name, value] of Object.entries(changes)) {
    const spec = definition.syntax.flags.find((flag) => flag.name === name);
    if (!spec) continue;
    if (value === undefined) delete changed[spec.key];
    else changed[spec.key] = value;
  }
  return changed;
}

/** The arguments given, without keys whose value is undefined or an empty list of words (neither is written). */
function given(raw: RawArgs): Array<[string, string | string[] | true]> {
  return Object.entries(raw)
    .flatMap(
      ([key, value]): Array<[string, string | string[] | true]> =>
        value === undefined || (Array.isArray(value) && value.length === 0) ? [] : [[key, value]],
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Whether two sets of raw arguments hold the same values, key by key. */
export function sameArguments(a: RawArgs, b: RawArgs): boolean {
  const left = given(a);
  const right = given(b);
  return (
    left.length === right.length &&
    left.every(([key, value], index) => {
      const [otherKey, other] = right[index] as [string, string | string[] | true];
      if (key !== otherKey) return false;
      if (Array.isArray(value) || Array.isArray(other))
        return (
          Array.isArray(value) &&
          Array.isArray(other) &&
          value.length === other.length &&
          value.every((word, at) => word === other[at])
        );
      return value === other;
    })
  );
}

/**
 * Whether `line` carries exactly what it was written from: read back, it names `definition` and
 * holds the same values, no more, no fewer, none changed. A line that does not is never proposed.
 */
export function carriesExactly(
  line: string,
  definition: CommandDefinition,
  raw: RawArgs,
  registry: CommandRegistry,
): boolean {
  const read = rawArgumentsOf(line, registry);
  return read !== undefined && read.definition.name === definition.name && sameArguments(read.raw, raw);
}
