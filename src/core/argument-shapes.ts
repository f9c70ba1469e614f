// What words look like to each shape of positional (PositionalShape): how a command line is told from words that start with a command's name.
import type { PositionalShape } from "./arguments.ts";
import { mentionedChatUser } from "./mentions.ts";
import type { CommandRegistry } from "./registry.ts";

/** A word of a line, as given to a positional. */
export interface GivenWord {
  value: string;
  /** Quoted words are the grammar's: the person wrote them as a value. */
  quoted: boolean;
}

/**
 * Whether a word looks like an identifier: a mention (`<@U1>`, `@ann`), or a word with a digit or
 * `_`, as every uid (`u_ada`, `wa_vpn`), ticket (`REQ-42`, `req_…`) and platform chat user id
 * (`U012AB`, `29:1…`) has, and no word of a sentence ("on", "me", "fait-on").
 */
export const looksLikeId = (word: string): boolean => mentionedChatUser(word) !== undefined || /[\d_]/.test(word);

/** Whether `words` name a command or a group of commands, as `help` takes them (`merge`, `service`, `admin grant`). */
const namesCommand = (words: readonly string[], registry: CommandRegistry): boolean => {
  const wanted = words.join(" ").toLowerCase();
  return registry.list().some((command) => command.name === wanted || command.name.startsWith(`${wanted} `));
};

/** Whether `words`, given to a positional of `shape`, look like what it takes; a quoted word always does. */
export function fitsShape(shape: PositionalShape, words: readonly GivenWord[], registry: CommandRegistry): boolean {
  if (shape === "text" || words.every((word) => word.quoted)) return true;
  if (shape === "command")
    return namesCommand(
      words.map((word) => word.value),
      registry,
    );
  return words.every((word) => word.quoted || looksLikeId(word.value));
}
