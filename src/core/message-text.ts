// A message's own words without the politeness around it ("please", "merci d'avance"): the phrases are the catalogues', the rule is the same in every language.
import { catalogues, LOCALES } from "../messages/translate.ts";

/** A word of a message as phrases are compared with it: folded, with where it stands. */
interface Token {
  folded: string;
  start: number;
  end: number;
}

/** A word: letters and digits, with an apostrophe inside (`d'avance`, `s’il`). */
const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** Punctuation that sets a leading phrase apart from what follows ("Please, …", "Merci ! …"). */
const APART = new Set([",", "!", ".", ":", ";", "-", "–", "—", "…"]);
/** What is dropped before a trailing phrase ("…, thanks"); a sentence's end (`.`, `!`, `?`, `…`) stays. */
const BEFORE_TRAILING = new Set([",", ";", ":", "-", "–", "—"]);

/** Lower case, without accents, one apostrophe: how phrases and words are compared. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[’‘]/gu, "'")
    .toLowerCase();

function tokensOf(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((match) => ({
    folded: fold(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The politeness phrases of every language's catalogue (`words.vocab.politeness`), as written there. */
export const POLITENESS: readonly string[] = LOCALES.flatMap(
  (locale) => (catalogues[locale] as Record<string, string | undefined>)["words.vocab.politeness"]?.split("|") ?? [],
);

const isSpace = (char: string | undefined) => char !== undefined && /\s/u.test(char);

/**
 * `text` without the politeness that stands at its start or its end: any of `phrases` (compared
 * without regard to case, accents or the kind of apostrophe), as often as it is repeated, with the
 * spaces and punctuation that set it apart. What lies between stays exactly as written, so "please
 * review" in the middle of "laptop over budget, please review" stays. At the start, a phrase is
 * politeness only when punctuation sets it apart ("Please, the laptop…", "Merci ! Le…"): a "Please"
 * that leads into its sentence ("Please approve the new laptop") is part of it. At the end, any
 * trailing phrase goes ("…, thanks!", "… merci d'avance 🙏"), a sentence's own full stop kept.
 * A message that is nothing but politeness ("Thanks!") is its own text, and is returned whole.
 * Linear in the text's length.
 */
export function withoutPoliteness(text: string, phrases: readonly string[] = POLITENESS): string {
  const compiled = phrases
    .map((phrase) => tokensOf(phrase).map((token) => token.folded))
    .filter((words) => words.length > 0)
    .sort((a, b) => b.length - a.length);
  const tokens = tokensOf(text);
  /** How many tokens a phrase takes from `at` going forward (`step` 1) or back (`step` -1), spaces only between them; 0 if none. */
  const phraseAt = (at: number, step: 1 | -1, first: number, last: number): number => {
    for (const words of compiled) {
      const from = step === 1 ? at : at - words.length + 1;
      if (from < first || from + words.length - 1 > last) continue;
      const matches = words.every((word, index) => {
        const token = tokens[from + index] as Token;
        const previous = tokens[from + index - 1];
        return token.folded === word && (index === 0 || /^\s+$/u.test(text.slice(previous?.end, token.start)));
      });
      if (matches) return words.length;
    }
    return 0;
  };
  let start = 0;
  let end = text.length;
  let first = 0;
  let last = tokens.length - 1;
  for (;;) {
    const token = tokens[first];
    if (!token || !/^\s*$/u.test(text.slice(start, token.start))) break;
    const taken = phraseAt(first, 1, first, last);
    if (taken === 0) break;
    let after = (tokens[first + taken - 1] as Token).end;
    while (isSpace(text[after])) after += 1;
    if (!APART.has(text[after] ?? "")) break;
    while (APART.has(text[after] ?? "") || isSpace(text[after])) after += 1;
    start = after;
    first += taken;
  }
  for (;;) {
    const token = tokens[last];
    if (!token || last < first || /[\p{L}\p{N}]/u.test(text.slice(token.end, end))) break;
    const taken = phraseAt(last, -1, first, last);
    if (taken === 0) break;
    let before = (tokens[last - taken + 1] as Token).start;
    while (before > start && (isSpace(text[before - 1]) || BEFORE_TRAILING.has(text[before - 1] ?? ""))) before -= 1;
    end = before;
    last -= taken;
  }
  const kept = text.slice(start, end);
  return /[\p{L}\p{N}]/u.test(kept) ? kept : text;
}
