// Splits command text into words: quotes `"…"`, `'…'`, `“…”`, `‘…’`, `«…»` group words, a mention is one whole; positions are kept.
import { mentionAt } from "./mentions.ts";

/** One word of a command line and where it stands in the text. */
export interface Token {
  value: string;
  /** Index of its first character in the text. */
  start: number;
  /** Index just past its last character. */
  end: number;
  /** Whether any part of it was quoted (a quoted word is never a flag). */
  quoted: boolean;
}

/** Openers and the closers that end them. Chat clients substitute typographic quotes as people type. */
const QUOTES: Record<string, string[]> = {
  '"': ['"', "”"],
  "'": ["'"],
  "“": ["”", '"'],
  "”": ["”", '"'],
  "‘": ["’", "'"],
  "«": ["»"],
};

const isSpace = (char: string) => /\s/u.test(char);

/** A quote opened at `position` (0-based) and never closed. */
export class UnbalancedQuoteError extends Error {
  constructor(readonly position: number) {
    super(`a quote opened at character ${position + 1} is never closed`);
  }
}

/**
 * Reads the word that begins at or after `from`, or undefined at the end of the text. A quote
 * opens only at the start of a word (so "don't" is one word); an unclosed quote throws. A mention
 * (`<@U1|Zoë O'Brien>`) is part of its word whole, spaces and quotes in its name included.
 */
export function nextToken(text: string, from: number): Token | undefined {
  let index = from;
  while (index < text.length && isSpace(text[index] as string)) index += 1;
  if (index >= text.length) return undefined;
  const start = index;
  let value = "";
  let quoted = false;
  // The word is taken in runs of its text (between quotes), not a character at a time.
  let run = index;
  while (index < text.length && !isSpace(text[index] as string)) {
    const char = text[index] as string;
    // A mention is read whole, the spaces of a name with it (`<@U1|Ada Lovelace>`), wherever it stands in a word.
    const mention = char === "<" ? mentionAt(text, index) : undefined;
    if (mention) {
      index = mention.end;
      continue;
    }
    const closers = QUOTES[char];
    if (closers && (index === start || quoted)) {
      const close = findCloser(text, index + 1, closers);
      if (close < 0) throw new UnbalancedQuoteError(index);
      value += text.slice(run, index) + text.slice(index + 1, close);
      quoted = true;
      index = close + 1;
      run = index;
      continue;
    }
    index += 1;
  }
  return { value: value + text.slice(run, index), start, end: index, quoted };
}

function findCloser(text: string, from: number, closers: string[]): number {
  for (let index = from; index < text.length; index += 1) {
    if (closers.includes(text[index] as string)) return index;
  }
  return -1;
}

/** Every word of the text. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (let token = nextToken(text, 0); token; token = nextToken(text, token.end)) tokens.push(token);
  return tokens;
}
