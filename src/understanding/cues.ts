// The catalogue's cue phrases for understanding, compiled once: every language's at once, since a sentence shows its own language.
import { catalogues, LOCALES } from "../messages/translate.ts";
import { fold, wordsOf } from "./text.ts";

/** One cue phrase: its words (folded; `*` stands for any one word), and whether it is weak (counts half). */
export interface Cue {
  words: string[];
  weak: boolean;
}

/** The cue phrases of one catalogue key (`words.cues.apps`, `words.vocab.before`) in every language, longest first. */
export function cuesOf(key: string): Cue[] {
  const cues: Cue[] = [];
  for (const locale of LOCALES) {
    const entry = (catalogues[locale] as Record<string, string | undefined>)[key];
    for (const phrase of entry?.split("|") ?? []) {
      const weak = phrase.startsWith("~");
      const words = phrase === "*" ? [] : wordsOf(fold(weak ? phrase.slice(1) : phrase)).map((word) => word.folded);
      if (/^[a-z]+'$/.test(phrase)) words.splice(0, words.length, phrase);
      if (phrase.trim() === ":" || phrase.trim() === "-" || phrase.trim() === ",") words.push(phrase.trim());
      if (phrase.includes(" * ")) words.splice(0, words.length, ...fold(phrase.replace(/^~/, "")).split(" "));
      if (words.length > 0) cues.push({ words, weak });
    }
  }
  return cues.sort((a, b) => b.words.length - a.words.length);
}

/** Whether the cue's words stand at `at` in `words` (folded). */
export function cueAt(cue: Cue, words: readonly string[], at: number): boolean {
  if (at + cue.words.length > words.length) return false;
  return cue.words.every((word, offset) => word === "*" || word === words[at + offset]);
}

/** Where the first of these cues stands in `words`, and how many words it takes. */
export function findCue(
  cues: readonly Cue[],
  words: readonly string[],
  from = 0,
): { at: number; length: number } | undefined {
  for (let at = from; at < words.length; at += 1) {
    const cue = cues.find((candidate) => cueAt(candidate, words, at));
    if (cue) return { at, length: cue.words.length };
  }
  return undefined;
}

/** A set of single-word cues, for the vocabularies that are word lists (stop words). */
export function wordSetOf(key: string): Set<string> {
  return new Set(cuesOf(key).flatMap((cue) => (cue.words.length === 1 ? cue.words : [])));
}
