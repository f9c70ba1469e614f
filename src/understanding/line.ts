// A command line from a command and its raw arguments, written as a person would type it and read back the same.
import type { RawArgs } from "../core/arguments.ts";
import type { CommandDefinition } from "../core/command.ts";
import { freeText, quoteWord } from "../core/tokenizer.ts";

/**
 * `definition`'s line with `raw`: its name, its positionals, its options, then its free text last
 * (as its usage line has it). Free text goes as written unless it could read as something else (an
 * option, a quote), then it is quoted; arguments not given are left out.
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
  for (const spec of definition.syntax.flags) {
    const value = raw[spec.key];
    if (value === undefined) continue;
    parts.push(value === true ? `--${spec.name}` : `--${spec.name} ${quoteWord(String(value))}`);
  }
  if (text !== undefined) parts.push(freeText(text));
  return parts.join(" ");
}
