// The words that name a record beside its word ("the software request service", "le service logiciel"): they name it, they ask nothing.
import type { CommandRegistry } from "../core/registry.ts";
import { cuesOfCommand, DETERMINER_WORDS, STRONG_CUE_WORDS, wordSetOf } from "./cues.ts";
import { uninflected } from "./spelling.ts";
import type { Word } from "./text.ts";

/** How many words beside a record's word ("service") may be its name: "the software request service", "le service logiciel". */
const RECORD_NAME_REACH = 3;
const RECORD_WORDS = wordSetOf("words.vocab.record_word");
const STOP = wordSetOf("words.vocab.stop");
const NAME_JOINERS = wordSetOf("words.grammar.name_joiners");

/** The words of the commands that take a record: beside a record's word they still ask ("disable the vpn service"). */
const recordCueWordsByRegistry = new WeakMap<CommandRegistry, Set<string>>();
function recordCueWords(registry: CommandRegistry): Set<string> {
  let found = recordCueWordsByRegistry.get(registry);
  if (!found) {
    found = new Set(
      registry
        .list()
        .filter((definition) => definition.syntax.positionals.some((spec) => spec.means?.kind === "record"))
        .flatMap((definition) => cuesOfCommand(definition.name))
        .filter((cue) => !cue.weak)
        .flatMap((cue) => cue.words),
    );
    recordCueWordsByRegistry.set(registry, found);
  }
  return found;
}

/**
 * The places of the words that name a record beside its word ("the software request service", "le
 * service logiciel"): the few words between a determiner and the record's word, or just after both,
 * up to a common word or a word of the commands that take a record. Such words name the record; they are no other command's cue ("software" is
 * not `apps` there), and the record is asked for by its uid.
 */
export function recordNameWords(registry: CommandRegistry, folded: readonly string[]): Set<number> {
  const naming = new Set<number>();
  const own = recordCueWords(registry);
  const names = (word: string | undefined) =>
    word !== undefined &&
    word !== "" &&
    !STOP.has(word) &&
    !own.has(word) &&
    // "les services, renommez wa_laptop": a command's word, inflected, names no record.
    uninflected(word, own) === undefined &&
    !/[_\d]/u.test(word);
  folded.forEach((word, at) => {
    if (!RECORD_WORDS.has(word)) return;
    // "the software request service": the words between a determiner and the record's word.
    for (let back = 2; back <= RECORD_NAME_REACH + 1 && at - back >= 0; back += 1) {
      const between = folded.slice(at - back + 1, at);
      if (between.some((word) => own.has(word) || DETERMINER_WORDS.has(word) || /[_\d]/u.test(word))) break;
      if (!DETERMINER_WORDS.has(folded[at - back] ?? "")) continue;
      for (let index = at - back + 1; index < at; index += 1) naming.add(index);
      break;
    }
    // "le service logiciel", "le service de demande de logiciels": the words after a determiner and the record's word.
    if (DETERMINER_WORDS.has(folded[at - 1] ?? ""))
      for (let index = at + 1, named = 0; named < RECORD_NAME_REACH; index += 1) {
        const word = folded[index];
        if (NAME_JOINERS.has(word ?? "") && names(folded[index + 1])) continue;
        if (!names(word)) break;
        naming.add(index);
        named += 1;
      }
  });
  return naming;
}

/** The characters after which a capital letter opens a sentence or a line, not a name. */
const OPENS_SENTENCE = /[.!?:;\n…«"“(]\s*$/u;

/**
 * The places of the words written as a name in the middle of a sentence: a capital and then lower
 * case ("Active Onboarding et désactive Software request", "rename New laptop"), not after a stop,
 * a colon or an opening quote, nor the text's first word, when it is a command's own word: it names a
 * record there ("Software" is not `apps`). A brand stays the kind of record it names ("the archived
 * Dell"); acronyms ("VPN", "SLA") are not names: people write a command's word so too.
 */
export function capitalisedNameWords(text: string, words: readonly Word[]): Set<number> {
  const naming = new Set<number>();
  words.forEach((word, at) => {
    // A brand names a kind of record ("the archived Dell"): only a command's own word is taken for a name's.
    // An emoji ends a sentence as a stop does ("Love this bot 😄 Disable wa_laptop").
    if (at === 0 || !STRONG_CUE_WORDS.has(word.folded) || !/^\p{Lu}\p{Ll}+$/u.test(word.text)) return;
    const before = text.slice((words[at - 1] as Word).end, word.start);
    if (
      OPENS_SENTENCE.test(text.slice(Math.max(0, word.start - 3), word.start)) ||
      /[.!?:;\n\p{Extended_Pictographic}]/u.test(before)
    )
      return;
    naming.add(at);
  });
  return naming;
}
