// The catalogue's cue phrases for understanding, compiled once: every language's at once, since a sentence shows its own language.
import { catalogues, LOCALES, type Locale } from "../messages/translate.ts";
import { fold, wordsOf } from "./text.ts";

/** One cue phrase: its words (folded; `*` stands for any one word), and whether it is weak (counts half). */
export interface Cue {
  words: string[];
  weak: boolean;
}

/** Each catalogue key's phrases, compiled the first time they are asked for (readers ask per sentence). */
const compiled = new Map<string, readonly Cue[]>();

/**
 * The cue phrases of one catalogue key (`words.cues.apps`, `words.vocab.before`) in every language,
 * longest first; compiled once per key and languages, and shared: callers never change them.
 */
export function cuesOf(key: string, locales: readonly Locale[] = LOCALES): readonly Cue[] {
  const id = `${locales.join(",")}:${key}`;
  let cues = compiled.get(id);
  if (!cues) {
    cues = compile(key, locales);
    compiled.set(id, cues);
  }
  return cues;
}

/** One key's phrases in these languages, longest first. */
function compile(key: string, locales: readonly Locale[]): Cue[] {
  const cues: Cue[] = [];
  for (const locale of locales) {
    const entry = (catalogues[locale] as Record<string, string | undefined>)[key];
    for (const phrase of entry?.split("|") ?? []) {
      const weak = phrase.startsWith("~");
      const words = phrase === "*" ? [] : wordsOf(fold(weak ? phrase.slice(1) : phrase)).map((word) => word.folded);
      if (/^[a-z]+'$/.test(phrase)) words.splice(0, words.length, phrase);
      if (phrase.trim() === ":" || phrase.trim() === "-" || phrase.trim() === ",") words.push(phrase.trim());
      // "sors * de l'archive": the words around each `*` read as a sentence's are (an elision is its own word).
      if (phrase.includes(" * "))
        words.splice(
          0,
          words.length,
          ...fold(phrase.replace(/^~/, ""))
            .split(" * ")
            .flatMap((part, index) => [...(index > 0 ? ["*"] : []), ...wordsOf(part).map((word) => word.folded)]),
        );
      if (words.length > 0) cues.push({ words, weak });
    }
  }
  return cues.sort((a, b) => b.words.length - a.words.length);
}

/** How many words `*` may stand for ("make Ada an admin" for `make * admin`). */
const WILDCARD_REACH = 3;

/**
 * The particles of a language's phrasal verbs ("on", "off", "back"): a `*` stands for an object, never
 * for one ("turn off wa_laptop, on n'a plus…" is no `turn * on`).
 */
const PARTICLES = new Set(
  LOCALES.flatMap((locale) =>
    ((catalogues[locale] as Record<string, string | undefined>)["words.grammar.particles"] ?? "")
      .split("|")
      .filter((word) => word !== ""),
  ),
);

/** Whether a word is the cue's word, or its plural ("approvals", "inboxes" for "approval", "inbox"). */
function sameWord(word: string | undefined, cueWord: string): boolean {
  if (word === undefined) return false;
  if (word === cueWord) return true;
  return word.length === cueWord.length + 1 && word.startsWith(cueWord) && (word.endsWith("s") || word.endsWith("x"));
}

/**
 * How many words the cue takes standing at `at` in `words` (folded), or 0 when it does not stand there.
 * `breaks[i]`, when given, says a stop or a comma stands before word `i`: a `*` never stands across one
 * ("Ken is fine, but make Barbara an admin" holds no `is * an admin`).
 */
export function cueAt(cue: Cue, words: readonly string[], at: number, breaks?: readonly boolean[]): number {
  let index = at;
  for (let part = 0; part < cue.words.length; part += 1) {
    const cueWord = cue.words[part] as string;
    if (cueWord === "*") {
      const next = cue.words[part + 1];
      if (next === undefined) return 0;
      let skip = 1;
      while (skip <= WILDCARD_REACH && !sameWord(words[index + skip], next)) skip += 1;
      if (skip > WILDCARD_REACH) return 0;
      for (let stood = index; stood < index + skip; stood += 1) if (PARTICLES.has(words[stood] as string)) return 0;
      if (breaks) for (let stood = index; stood <= index + skip; stood += 1) if (breaks[stood]) return 0;
      index += skip;
      continue;
    }
    if (!sameWord(words[index], cueWord)) return 0;
    index += 1;
  }
  return index - at;
}

/** Where the first of these cues stands in `words`, and how many words it takes. */
export function findCue(
  cues: readonly Cue[],
  words: readonly string[],
  from = 0,
): { at: number; length: number } | undefined {
  for (let at = from; at < words.length; at += 1) {
    for (const cue of cues) {
      const length = cueAt(cue, words, at);
      if (length > 0) return { at, length };
    }
  }
  return undefined;
}

/**
 * Whether `word` is `cueWord` but for one slip of the keyboard (a letter left out, added, changed,
 * or two swapped: "unarchvie", "coment"), for words long enough that a slip cannot make another word.
 */
export function nearlyWord(word: string, cueWord: string): boolean {
  if (cueWord.length < 5 || Math.abs(word.length - cueWord.length) > 1 || word[0] !== cueWord[0]) return false;
  let i = 0;
  while (i < word.length && word[i] === cueWord[i]) i += 1;
  if (i === word.length && i === cueWord.length) return false;
  const rest = (a: number, b: number) => word.slice(a) === cueWord.slice(b);
  return (
    rest(i + 1, i + 1) ||
    rest(i, i + 1) ||
    rest(i + 1, i) ||
    (word[i] === cueWord[i + 1] && word[i + 1] === cueWord[i] && rest(i + 2, i + 2))
  );
}

/** A set of single-word cues, for the vocabularies that are word lists (stop words). */
export function wordSetOf(key: string): Set<string> {
  return new Set(cuesOf(key).flatMap((cue) => (cue.words.length === 1 ? cue.words : [])));
}

/** The single-word cues of one language. */
export function wordSetIn(key: string, locale: Locale): Set<string> {
  return new Set(cuesOf(key, [locale]).flatMap((cue) => (cue.words.length === 1 ? cue.words : [])));
}

/** A command's cue phrases (`words.cues.<name with "_">`) in every language. */
export function cuesOfCommand(name: string): readonly Cue[] {
  return cuesOf(commandCueKey(name));
}

/** Each command's own words, per name (see `ownWordsOf`). */
const ownWordsByName = new Map<string, ReadonlySet<string>>();

/** A command's own words: its strong single-word cues in every language ("comment", "commentaire"). */
export function ownWordsOf(name: string): ReadonlySet<string> {
  let own = ownWordsByName.get(name);
  if (!own) {
    own = new Set(cuesOfCommand(name).flatMap((cue) => (cue.words.length === 1 && !cue.weak ? cue.words : [])));
    ownWordsByName.set(name, own);
  }
  return own;
}

/** The catalogue key of a command's cues: `words.cues.service_update` for `service update`. */
export function commandCueKey(name: string): string {
  return `words.cues.${name.replaceAll(" ", "_")}`;
}

/** The words of every command's cues (`words.cues.*`) in every language that `pick` takes from each cue. */
function wordsOfCommandCues(pick: (cue: Cue) => readonly string[]): ReadonlySet<string> {
  return new Set(
    Object.keys(catalogues.en)
      .filter((key) => key.startsWith("words.cues."))
      .flatMap((key) => cuesOf(key).flatMap(pick)),
  );
}

/** Every word of every command's cues (`words.cues.*`) in every language: words that say what to do, never a name. */
export const COMMAND_CUE_WORDS: ReadonlySet<string> = wordsOfCommandCues((cue) => cue.words);

/** The words that are a command's cue on their own ("link", "sync"), in every language; "linking" only stands in "linking stats". */
export const SINGLE_CUE_WORDS: ReadonlySet<string> = wordsOfCommandCues((cue) =>
  cue.words.length === 1 ? cue.words : [],
);

/** The single words that are a command's strong cue ("software" for `apps`), in every language. */
export const STRONG_CUE_WORDS: ReadonlySet<string> = wordsOfCommandCues((cue) =>
  cue.words.length === 1 && !cue.weak ? cue.words : [],
);

/** Every word of the vocabularies (`words.vocab.*`) in every language: a word the reader knows is never a slip of another, nor a name. */
export const VOCABULARY_WORDS: ReadonlySet<string> = new Set(
  Object.keys(catalogues.en)
    .filter((key) => key.startsWith("words.vocab."))
    .flatMap((key) => [...wordSetOf(key)]),
);

/** The words that open a noun phrase ("the", "la"), in every language. */
export const DETERMINER_WORDS: ReadonlySet<string> = wordSetOf("words.polarity.determiner");

/** The catalogue keys of the application statuses' words, and those words in every language. */
export const STATUS_KEYS = ["approved", "restricted", "discovered"].map((status) => `words.vocab.status.${status}`);
export const STATUS_WORDS: ReadonlySet<string> = new Set(STATUS_KEYS.flatMap((key) => [...wordSetOf(key)]));

/** The places of `words` (folded) from `from` up to (not including) `to` that any of these phrases takes. */
export function phrasePlaces(cues: readonly Cue[], words: readonly string[], from = 0, to = words.length): Set<number> {
  const taken = new Set<number>();
  for (let at = from; at < to; at += 1)
    for (const cue of cues) {
      const length = cueAt(cue, words, at);
      for (let index = at; index < at + length; index += 1) taken.add(index);
    }
  return taken;
}

/** How many words the longest of these phrases takes standing at `at` in `words` (folded), or 0. */
export function longestCueAt(cues: readonly Cue[], words: readonly string[], at: number): number {
  return Math.max(0, ...cues.map((cue) => cueAt(cue, words, at)));
}

/** Whether words after an arrow are a message: not a person (a uid, a mention) nor a command's word ("→ approval please"). */
export function leadsMessage(after: string): boolean {
  const first = wordsOf(after)[0]?.folded;
  return (
    first !== undefined &&
    !first.includes("_") &&
    !first.startsWith("@") &&
    (!COMMAND_CUE_WORDS.has(first) || DETERMINER_WORDS.has(first))
  );
}
