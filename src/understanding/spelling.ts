// Slips of the keyboard and inflections put right on the words that say what to do ("disabel", "l'anuaire", "syncing"), before cues are read.
import type { CommandRegistry } from "../core/registry.ts";
import { catalogues, LOCALES, type Locale } from "../messages/translate.ts";
import {
  COMMAND_CUE_WORDS,
  commandCueKey,
  cuesOf,
  nearlyWord,
  SINGLE_CUE_WORDS,
  STATUS_KEYS,
  VOCABULARY_WORDS,
  wordSetOf,
} from "./cues.ts";

/** The words a slip is put right with, per registry. */
interface SpellingIndex {
  /** Per language: a slip is put right with its own language's words ("posted" is no slip of French "poste"). */
  wordsByLetter: Map<Locale, Map<string, string[]>>;
  /** For each word, the commands whose cues hold it (names joined): two near words of the same commands are one. */
  commandsOfWord: Map<string, string>;
}

const indexByRegistry = new WeakMap<CommandRegistry, SpellingIndex>();

function spellingIndex(registry: CommandRegistry): SpellingIndex {
  let index = indexByRegistry.get(registry);
  if (index) return index;
  index = { wordsByLetter: new Map(), commandsOfWord: new Map() };
  const keys = registry.list().map((definition) => commandCueKey(definition.name));
  const commands = new Map<string, Set<string>>();
  registry.list().forEach((definition, at) => {
    for (const cue of cuesOf(keys[at] as string))
      for (const word of cue.words) commands.set(word, (commands.get(word) ?? new Set()).add(definition.name));
  });
  for (const key of [...STATUS_KEYS, ...DATE_KEYS])
    for (const word of wordSetOf(key)) commands.set(word, new Set([key]));
  for (const [word, names] of commands) index.commandsOfWord.set(word, [...names].sort().join("|"));
  for (const locale of LOCALES) {
    const byLetter = new Map<string, string[]>();
    // The commands' cue words and the statuses' words ("restriced" is "restricted").
    const words = new Set(
      [...keys, ...STATUS_KEYS, ...DATE_KEYS]
        .flatMap((key) => cuesOf(key, [locale]))
        .flatMap((cue) => cue.words)
        .filter((word) => word.length >= 5 && /^\p{L}+$/u.test(word)),
    );
    for (const word of words) byLetter.set(word[0] as string, [...(byLetter.get(word[0] as string) ?? []), word]);
    index.wordsByLetter.set(locale, byLetter);
  }
  indexByRegistry.set(registry, index);
  return index;
}

/** The words dates are said with: months, weekdays, bounds and what a listing's date is of ("septmber", "creatd"). */
const DATE_KEYS = [
  ...Object.keys(catalogues.en).filter(
    (key) => key.startsWith("words.vocab.date.month.") || key.startsWith("words.vocab.date.weekday."),
  ),
  "words.vocab.before",
  "words.vocab.after",
  "words.vocab.since",
  "words.vocab.until",
  "words.vocab.created",
  "words.vocab.updated",
];

/** Each language's verb endings that keep a cue word's meaning (`words.grammar.inflections`), longest first. */
const INFLECTIONS = new Map(
  LOCALES.map((locale) => [
    locale,
    [...new Set(cuesOf("words.grammar.inflections", [locale]).flatMap((cue) => cue.words))].sort(
      (a, b) => b.length - a.length,
    ),
  ]),
);

/**
 * The word of `known` that `word` inflects ("renommez" → "renomme", "syncing" → "sync"), if any, by
 * the endings of these languages ("coment" is no French "-ent" of "come").
 */
export function uninflected(
  word: string,
  known: ReadonlySet<string>,
  locales: readonly Locale[] = LOCALES,
): string | undefined {
  return [...new Set(locales.flatMap((locale) => INFLECTIONS.get(locale) ?? []))]
    .map((ending) => (word.endsWith(ending) ? word.slice(0, -ending.length) : ""))
    .filter((rest) => rest.length >= 3)
    .flatMap((rest) => [rest, `${rest}e`, `${rest}er`])
    .find((candidate) => known.has(candidate));
}

/**
 * The words with each slip of the keyboard on a cue's word put right ("disabel", "unarchvie",
 * "l'anuaire"): a word of six letters or more that no vocabulary or cue knows, one slip away from
 * exactly one word of the commands' cues, is read as that word, inside a phrase too.
 */
export function spelled(registry: CommandRegistry, folded: readonly string[], language: Locale | undefined): string[] {
  const { wordsByLetter, commandsOfWord } = spellingIndex(registry);
  // A sentence that does not tell its language ("désctive wa_vpn") is put right with every language's words.
  const languages = language ? [language] : LOCALES;
  return folded.map((word) => {
    // An elision ("jusqu'", "qu'") is a word of its own, never a slip.
    if (word.length < 5 || word.endsWith("'") || VOCABULARY_WORDS.has(word)) return word;
    // An inflected cue word ("syncing", "désactivant", "commenterai") is that word: polarity reads the tense.
    // One that only stands inside a longer cue ("linking", of "linking stats") is inflected too ("would you mind linking…").
    const stem = SINGLE_CUE_WORDS.has(word) ? undefined : uninflected(word, COMMAND_CUE_WORDS, languages);
    if (stem) return stem;
    if (COMMAND_CUE_WORDS.has(word)) return word;
    if (word.length < 6) return word;
    const candidates = languages.flatMap((locale) => wordsByLetter.get(locale)?.get(word[0] as string) ?? []);
    const near = [...new Set(candidates)].filter((cueWord) => nearlyWord(word, cueWord));
    // Near words of the same commands ("desactivee": "desactive", "desactiver") are one.
    return new Set(near.map((cueWord) => commandsOfWord.get(cueWord))).size === 1 ? (near[0] as string) : word;
  });
}
