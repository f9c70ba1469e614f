// The words of a sentence as the reader compares them: folded (lower case, no accents, one apostrophe) and with where each stands.
import { catalogues, LOCALES } from "../messages/translate.ts";

/** One word of a person's sentence, folded for comparison, with its place in the original text. */
export interface Word {
  /** Lower case, accents removed, typographic apostrophes as `'`: what cues are compared with. */
  folded: string;
  /** As written. */
  text: string;
  start: number;
  end: number;
  /** A French verb a pronoun was joined to ("Pourriez-vous", "montre-moi"): a verb, never a name. */
  pronounJoined?: true;
}

/** Lower case without accents, `’` and `‘` as `'`: how cues and words are compared. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[’‘`´]/gu, "'")
    .toLowerCase();
}

/**
 * A word: letters, digits and the joiners ids use (`_`, `-`, `.`, `/`, `:`, `@`, `#`, `'` inside a
 * word); a French elision (`l'`, `d'`, `qu'`) is its own word, so that `d'approuver` reads `approuver`.
 * Any other character is skipped. Linear: each character is looked at once.
 */
const WORD = /[\p{L}\p{N}_@#]+(?:[-.'’/:][\p{L}\p{N}_@#]+)*/gu;

/** One grammar list of every catalogue (`words.grammar.*`), longest first: languages without one give none. */
function grammarOf(key: "words.grammar.elisions" | "words.grammar.joined_pronouns"): string[] {
  return LOCALES.flatMap((locale) =>
    ((catalogues[locale] as Record<string, string | undefined>)[key] ?? "").split("|").map((word) => fold(word.trim())),
  )
    .filter((word) => word !== "")
    .sort((a, b) => b.length - a.length);
}

/** Words as a pattern's alternation, each taken as written; none: a pattern that never matches. */
function alternation(words: readonly string[]): string {
  return words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")).join("|") || "(?!)";
}

/** The elisions that begin a word ("l'", "qu'"), from the catalogues. */
const ELISIONS = alternation(grammarOf("words.grammar.elisions").map((elision) => elision.replace(/'$/u, "")));
const ELISION = new RegExp(`^(?:${ELISIONS})'(?=\\p{L})`, "u");

/** The words of `text`, in order. */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    let value = match[0];
    let at = start;
    const elision = ELISION.exec(fold(value));
    if (elision) {
      const length = elision[0].length;
      words.push({ folded: fold(value.slice(0, length)), text: value.slice(0, length), start: at, end: at + length });
      value = value.slice(length);
      at += length;
    }
    // French joins a pronoun to its verb ("fusionne-les", "montre-moi"): the verb is read alone.
    const joined = PRONOUN_AFTER_VERB.exec(fold(value));
    const verbLength = joined ? value.length - joined[0].length : value.length;
    words.push({
      folded: fold(value.slice(0, verbLength)),
      text: value.slice(0, verbLength),
      start: at,
      end: at + verbLength,
      ...(joined ? { pronounJoined: true as const } : {}),
    });
    if (joined) {
      const pronoun = value.slice(verbLength + 1);
      words.push({ folded: fold(pronoun), text: pronoun, start: at + verbLength + 1, end: at + value.length });
    }
  }
  return words;
}

/** A pronoun joined to the verb before it by a hyphen, at the end of a word ("montre-moi"), from the catalogues. */
const PRONOUNS = alternation(grammarOf("words.grammar.joined_pronouns"));
const PRONOUN_AFTER_VERB = new RegExp(`(?<=\\p{L}{2})-(?:${PRONOUNS})$`, "u");

/** `text` without any of `characters` at either end (a loop, not a pattern: linear however the text is made). */
export function trimmed(text: string, characters: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && characters.includes(text[start] as string)) start += 1;
  while (end > start && characters.includes(text[end - 1] as string)) end -= 1;
  return text.slice(start, end);
}

/**
 * What introduces a message after its label: a colon with a space after it ("REQ-42: it works",
 * "Message : …"; "8:55" is none) or an arrow ("commentaire -> …").
 */
const MESSAGE_MARK = /\s?:\s|\s?(?:->|→|=>)\s/gu;

/**
 * Where the first mark that introduces a message stands in `text`, and how long it is; undefined when
 * there is none. An arrow introduces one only when `leadsMessage` accepts the words after it ("REQ-47 →
 * u_ada and u_ken" names approvers, "REQ-44 → approval please" a command).
 */
export function messageMarkIn(
  text: string,
  leadsMessage: (after: string) => boolean,
): { index: number; length: number } | undefined {
  for (const mark of text.matchAll(MESSAGE_MARK)) {
    const colon = mark[0].includes(":");
    if (colon || leadsMessage(text.slice(mark.index + mark[0].length)))
      return { index: mark.index, length: mark[0].length };
  }
  return undefined;
}
