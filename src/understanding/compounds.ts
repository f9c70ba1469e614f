// A command's word that only qualifies a noun ("the approval meeting", "la réunion d'approbation"): it names a thing, it asks nothing.
import { LOCALES, type Locale } from "../messages/translate.ts";
import { COMMAND_CUE_WORDS, DETERMINER_WORDS, VOCABULARY_WORDS, wordSetIn, wordSetOf } from "./cues.ts";

const RECORD_WORDS = wordSetOf("words.vocab.record_word");

/** Per language, the words that join a noun to the one that qualifies it after it ("réunion d'approbation"); none: the qualifier comes first ("approval meeting"). */
const COMPLEMENT_JOINERS = new Map<Locale, Set<string>>(
  LOCALES.map((locale) => [locale, wordSetIn("words.grammar.noun_complement", locale)]),
);
const STOP_WORDS = new Map<Locale, Set<string>>(
  LOCALES.map((locale) => [locale, wordSetIn("words.vocab.stop", locale)]),
);
/** The prepositions that open a phrase saying when or where ("before the approval meeting", "pendant la période de fusion"). */
const ADJUNCT_PREPOSITIONS = wordSetOf("words.grammar.adjunct_prepositions");

/** Whether a word is a plain noun: letters only, no command's or vocabulary's word, no common word. */
function plainNoun(word: string | undefined, locale: Locale): boolean {
  return (
    word !== undefined &&
    /^\p{L}{3,}$/u.test(word) &&
    !COMMAND_CUE_WORDS.has(word) &&
    !VOCABULARY_WORDS.has(word) &&
    !RECORD_WORDS.has(word) &&
    !(STOP_WORDS.get(locale)?.has(word) ?? false)
  );
}

/**
 * The places of the command words that only qualify a noun in a phrase saying when or where: "before
 * the approval meeting", "in the change freeze" (a preposition, a determiner, the command's word, a
 * plain noun), or "avant la réunion d'approbation" (a preposition, a determiner, a plain noun, the
 * language's joiner, the command's word). Elsewhere such a word still names what is asked for ("give
 * Tim the admin rights"). Read in the sentence's language, or in every language when it does not tell.
 */
export function qualifierWords(folded: readonly string[], language: Locale | undefined): Set<number> {
  const qualifying = new Set<number>();
  for (const locale of language ? [language] : LOCALES) {
    const joiners = COMPLEMENT_JOINERS.get(locale) ?? new Set<string>();
    folded.forEach((word, at) => {
      if (!COMMAND_CUE_WORDS.has(word)) return;
      if (joiners.size === 0) {
        if (
          ADJUNCT_PREPOSITIONS.has(folded[at - 2] ?? "") &&
          DETERMINER_WORDS.has(folded[at - 1] ?? "") &&
          plainNoun(folded[at + 1], locale)
        )
          qualifying.add(at);
      } else if (
        joiners.has(folded[at - 1] ?? "") &&
        plainNoun(folded[at - 2], locale) &&
        DETERMINER_WORDS.has(folded[at - 3] ?? "") &&
        ADJUNCT_PREPOSITIONS.has(folded[at - 4] ?? "")
      )
        qualifying.add(at);
    });
  }
  return qualifying;
}
