// Whether the words that name a change ask for it: said plainly, or negated, asked about, supposed, reported or told as done.
import { catalogues, LOCALES } from "../messages/translate.ts";
import {
  type Cue,
  cueAt,
  cuesOf,
  DETERMINER_WORDS,
  longestCueAt,
  phrasePlaces,
  SINGLE_CUE_WORDS,
  wordSetOf,
} from "./cues.ts";
import type { Word } from "./text.ts";

/**
 * How a clause holds the change it names: `asked` (do it), or one of the ways of naming a change
 * without asking for it: `negated` ("don't disable…", "ne … pas"), `question` ("is wa_vpn
 * disabled?", "faut-il…"), `supposed` ("what if we…", "si on…", "we'll need to…"), `reported`
 * (someone else's words: "Grace said 'disable…'", quoted), `done` (told as past: "who disabled…"),
 * `described` (the change's name is what the clause talks about: "the approval on REQ-45 is slow").
 */
export type Polarity = "asked" | "negated" | "question" | "supposed" | "reported" | "done" | "described";

const NEGATION = cuesOf("words.polarity.negation");
const NEGATION_AFTER = cuesOf("words.polarity.negation_after");
const QUESTION = cuesOf("words.polarity.question");
const SUPPOSED = cuesOf("words.polarity.supposed");
const REPORTED = cuesOf("words.polarity.reported");
const REQUEST = cuesOf("words.polarity.request");
const NEWS = cuesOf("words.polarity.news");
const DONE_BY_ME = cuesOf("words.polarity.done_by_me");
const CLAUSE = cuesOf("words.polarity.clause");
const CONSEQUENCE = cuesOf("words.polarity.consequence");
const COPULA = cuesOf("words.polarity.copula");
const ASPECT = cuesOf("words.polarity.aspect");
const RELATIVE = new Set(cuesOf("words.polarity.relative").flatMap((cue) => cue.words));
/** Verbs that introduce what is said ("saying", "disant"): a clause after them and "that"/"que" is the message's. */
const SAYING = wordSetOf("words.polarity.saying");
const AND_WORDS = wordSetOf("words.vocab.and");
/** The words that say in what role ("as", "comme", "en"): a participle after one and before "of" is a noun. */
const AS_WORDS = wordSetOf("words.grammar.as");
const QUESTION_TAGS = cuesOf("words.polarity.question_tags");
const RETRACTION = cuesOf("words.polarity.retraction");
const PASSIVE_REQUEST = cuesOf("words.polarity.passive_request");
const WISH = cuesOf("words.polarity.wish");
const ONLY_ASKING = cuesOf("words.polarity.only_asking");
const CONDITION = cuesOf("words.polarity.condition");
const REMINDER = cuesOf("words.polarity.reminder");
/** Words after "remind me" that ask to be told again ("remind me how merge works"), not reminded later. */
const TOLD_AGAIN = cuesOf("words.polarity.told_again");
const GRATITUDE = cuesOf("words.polarity.gratitude");
const ITSELF = cuesOf("words.polarity.condition_itself");
const DEFERRAL = cuesOf("words.polarity.deferral");
/** Words that make a clause a question about who or what happened ("I'd like to know who disabled…"). */
const ASKING_WORDS = [...cuesOf("words.polarity.question"), ...cuesOf("words.polarity.event")];
const PASSIVE_QUESTION = cuesOf("words.polarity.passive_question");
/** The auxiliaries of a change told as done ("was", "got", "a été"): the participle after them is no request. */
const WAS = cuesOf("words.polarity.was");
const BE = new Set(cuesOf("words.polarity.be").flatMap((cue) => cue.words));
const OF = new Set(cuesOf("words.polarity.of").flatMap((cue) => cue.words));

/** How many words after a change's name a verb may stand that makes it what the clause describes ("approval on REQ-45 is"). */
const COPULA_REACH = 3;

/** The endings that make a verb a past participle, in every language ("disabled", "désactivé"), longest first. */
const PAST_ENDINGS = endingsOf("words.polarity.past_endings");

/** How many words after a verb its negation may stand ("désactive pas wa_vpn", "n'active surtout pas"). */
const NEGATION_AFTER_REACH = 3;

/** Characters between two words that end a clause: a stop, a question, a colon, a dash, a comma. */
const CLAUSE_END = /[.;!?:,—–()\n]/u;

/** Characters between two words that end a sentence. */
const SENTENCE_END = /[.;!?\n]/u;

/** A sentence's clauses, and what ends each: where polarity is read. */
export interface Clauses {
  /** For each word, the clause it belongs to. */
  of: number[];
  /** For each clause, whether a question mark ends it. */
  asks: boolean[];
  /** For each word, the sentence it belongs to (a stop, a question or exclamation mark, a line ends one; a comma does not). */
  sentenceOf: number[];
  /** For each sentence, whether a question mark ends it: "disable wa_vpn, would it break things?" asks. */
  sentenceAsks: boolean[];
}

/**
 * The clauses of a sentence: punctuation between words ends one (but not inside quotes: someone's
 * quoted words belong to the clause that reports them), and so do joining words such as "but".
 */
export function clausesOf(
  text: string,
  words: readonly Word[],
  quoted: ReadonlyArray<{ start: number; end: number }>,
): Clauses {
  const folded = words.map((word) => word.folded);
  const of: number[] = [];
  const asks: boolean[] = [false];
  const sentenceOf: number[] = [];
  const sentenceAsks: boolean[] = [false];
  let clause = 0;
  let sentence = 0;
  const inQuote = (at: number) => quoted.some((quote) => at > quote.start && at < quote.end);
  words.forEach((word, index) => {
    const previous = words[index - 1];
    const between = previous ? text.slice(previous.end, word.start) : "";
    const follows = CONSEQUENCE.some((cue) => cueAt(cue, folded, index) > 0);
    const joined = follows || CLAUSE.some((cue) => cueAt(cue, folded, index) > 0);
    if (previous && ((CLAUSE_END.test(between) && !inQuote(word.start)) || joined)) {
      asks[clause] = asks[clause] || (between.includes("?") && !inQuote(word.start));
      clause += 1;
      asks[clause] = false;
    }
    if (previous && (SENTENCE_END.test(between) || follows) && !inQuote(word.start)) {
      sentenceAsks[sentence] = between.includes("?");
      sentence += 1;
      sentenceAsks[sentence] = false;
    }
    of.push(clause);
    sentenceOf.push(sentence);
  });
  const last = words.at(-1);
  // A question mark inside the quoted words that end the text is theirs (« budget validé ? »).
  const closing = last ? quoted.find((quote) => last.start > quote.start && last.end <= quote.end) : undefined;
  if (last && text.slice(Math.max(last.end, closing?.end ?? 0)).includes("?")) {
    asks[clause] = true;
    sentenceAsks[sentence] = true;
  }
  return { of, asks, sentenceOf, sentenceAsks };
}

/**
 * Where the words a person took back end: the last word of the last clause that holds a retraction
 * ("never mind about REQ-47", "je voulais désactiver le vpn mais finalement non"), or -1. Nothing up
 * to there is asked for; what follows may be ("never mind, show me REQ-43"). A retraction that a
 * negation stands right before ("don't forget it") takes nothing back. `folded` may blank words (a
 * person's message) that are not read.
 */
export function retractedThrough(folded: readonly string[], clauses: Clauses): number {
  let through = -1;
  for (let at = 0; at < folded.length; at += 1) {
    if (!RETRACTION.some((cue) => cueAt(cue, folded, at) > 0)) continue;
    const negated = NEGATION.some((cue) =>
      [1, 2, 3].some((back) => at - back >= 0 && cueAt(cue, folded, at - back) === back),
    );
    if (negated) continue;
    const clause = clauses.of[at];
    let end = at;
    while (end + 1 < folded.length && clauses.of[end + 1] === clause) end += 1;
    through = end;
  }
  return through;
}

/** The places of `words` from `from` to `to` that these phrases take. */
function wordsOfPhrases(cues: readonly Cue[], words: readonly Word[], from: number, to: number): Set<number> {
  return phrasePlaces(
    cues,
    words.map((word) => word.folded),
    from,
    to,
  );
}

/** Whether a cue stands anywhere among `words` from `from` up to (not including) `to`, outside names and `skip`. */
function standsIn(
  cues: readonly Cue[],
  words: readonly Word[],
  from: number,
  to: number,
  skip: ReadonlySet<number> = new Set(),
): boolean {
  const folded = words.map((word) => word.folded);
  for (let at = from; at < to; at += 1) {
    if (beginsName(words, at) || skip.has(at)) continue;
    for (const cue of cues) if (cueAt(cue, folded, at) > 0) return true;
  }
  return false;
}

/** Whether a word is a capitalised elision joined to a capitalised word: the start of a name ("N'Diaye", "D'Arcy"). */
function beginsName(words: readonly Word[], at: number): boolean {
  const word = words[at];
  const next = words[at + 1];
  return (
    word !== undefined &&
    next !== undefined &&
    word.end === next.start &&
    /^\p{Lu}/u.test(word.text) &&
    /^\p{Lu}/u.test(next.text)
  );
}

/**
 * Whether the change's name at `at` is what its clause describes: a verb such as "is" follows it,
 * with nothing between but what it is of ("approval on REQ-45 is", "commentaire sur REQ-42 est");
 * "tell REQ-46 it is done" has a subject of its own.
 */
function describes(words: readonly Word[], at: number, start: number, end: number): boolean {
  const folded = words.map((word) => word.folded);
  if (insideSubject(folded, at, start, end)) return true;
  for (let verb = at + 1; verb <= Math.min(end, at + COPULA_REACH); verb += 1) {
    if (COPULA.some((cue) => cueAt(cue, folded, verb) > 0)) return true;
    const between = folded[verb] as string;
    if (!OF.has(between) && !/^(?:req-\d+|#\d+)$/u.test(between)) return false;
  }
  return false;
}

/**
 * Whether the word at `at` stands inside a noun phrase that its clause describes ("the comment
 * section of the wiki is a mess", "la section commentaires du wiki est…", "the help desk printer is
 * jammed"): a determiner opens the phrase just before it, and a verb such as "is" follows anywhere
 * in the clause (`start`…`end`). A read named so is talked about, not asked for.
 */
function insideSubject(folded: readonly string[], at: number, start: number, end: number): boolean {
  const opened = [1, 2].some((back) => at - back >= start && DETERMINER_WORDS.has(folded[at - back] as string));
  if (!opened) return false;
  let relative = false;
  for (let verb = at + 1; verb <= end; verb += 1) {
    // "un commentaire disant que le VPN est stable", "a note saying that…": what follows is what it says.
    if (RELATIVE.has(folded[verb - 1] as string) && SAYING.has(folded[verb - 2] as string)) return false;
    if (RELATIVE.has(folded[verb - 1] as string)) {
      relative = true;
      continue;
    }
    // "the apps that were changed … and are still discovered": a verb joined by "and" goes on the relative clause.
    if (relative && AND_WORDS.has(folded[verb - 1] as string)) continue;
    if (COPULA.some((cue) => cueAt(cue, folded, verb) > 0)) return true;
  }
  return false;
}

/** Whether the word at `at` stands inside a noun phrase its clause describes (see `insideSubject`). */
export function describedAt(at: number, words: readonly Word[], clauses: Clauses): boolean {
  const clause = clauses.of[at];
  let start = at;
  while (start > 0 && clauses.of[start - 1] === clause) start -= 1;
  let end = at;
  while (end + 1 < words.length && clauses.of[end + 1] === clause) end += 1;
  return insideSubject(
    words.map((word) => word.folded),
    at,
    start,
    end,
  );
}

/** Whether a word is a past participle: an ending folding keeps ("-ed") on a word no command cue is, or one it does not ("-é"). */
export function isPastForm(word: Word, cueWords: ReadonlySet<string>): boolean {
  const lower = word.text.toLowerCase();
  const ending = PAST_ENDINGS.find((end) => lower.endsWith(end) && lower.length > end.length + 2);
  if (!ending) return false;
  const foldingKeeps = /^[a-z]+$/u.test(ending);
  return !foldingKeeps || !cueWords.has(word.folded);
}

/** One catalogue key's endings in every language, longest first. */
function endingsOf(key: string): string[] {
  return LOCALES.flatMap((locale) => ((catalogues[locale] as Record<string, string | undefined>)[key] ?? "").split("|"))
    .filter((ending) => ending !== "")
    .sort((a, b) => b.length - a.length);
}

/** The endings of a verb's future ("commenterai") and of its going on ("linking"). */
const FUTURE_ENDINGS = endingsOf("words.polarity.future_endings");
const PROGRESSIVE_ENDINGS = endingsOf("words.polarity.progressive_endings");
/** The endings of a verb said of several people ("désactivent"): told of them, unless asked for ("il faudrait qu'ils…"). */
const PLURAL_ENDINGS = endingsOf("words.polarity.plural_endings");

/** Whether a word no cue is ends with one of these endings, on a stem of four letters or more. */
function endsWithOneOf(word: Word, endings: readonly string[], cueWords: ReadonlySet<string>): boolean {
  // A word that only stands inside a longer cue ("linking", of "linking stats") is read by its ending.
  return (
    (!cueWords.has(word.folded) || !SINGLE_CUE_WORDS.has(word.folded)) &&
    endings.some((ending) => word.folded.endsWith(ending) && word.folded.length > ending.length + 3)
  );
}

/** Whether a word is a verb in the future ("je commenterai REQ-45"): a future's ending on a word no cue is. */
function isFutureForm(word: Word, cueWords: ReadonlySet<string>): boolean {
  return endsWithOneOf(word, FUTURE_ENDINGS, cueWords);
}

/**
 * The sentences that wait on something (by index): a condition not yet met ("only if Grace approves")
 * or a deferral ("but let's wait for Ken to confirm"). One on the record's own state ("only if it's
 * still disabled", "seulement s'il est encore actif") is no wait: the Confirm shows that state. Read
 * once per text: the reader asks for every place a change is named.
 */
function waitingSentences(words: readonly Word[], clauses: Clauses): ReadonlySet<number> {
  let waiting = waitingByWords.get(words);
  if (waiting) return waiting;
  const found = new Set<number>();
  const folded = words.map((word) => word.folded);
  for (let at = 0; at < folded.length; at += 1) if (waitsAt(folded, at)) found.add(clauses.sentenceOf[at] as number);
  waiting = found;
  waitingByWords.set(words, waiting);
  return waiting;
}

/**
 * Whether words name something that waits (a condition not yet met, a deferral, a reminder asked
 * for): the reply to words that propose nothing says so, rather than "not understood".
 */
export function waitsOnSomething(folded: readonly string[]): boolean {
  return folded.some((_, at) => waitsAt(folded, at) || remindsAt(folded, at));
}

/** Whether a condition not yet met (not one on the record itself) or a deferral begins at `at`. */
function waitsAt(folded: readonly string[], at: number): boolean {
  const length = longestCueAt(CONDITION, folded, at);
  if (length > 0 && longestCueAt(ITSELF, folded, at + length) === 0) return true;
  return longestCueAt(DEFERRAL, folded, at) > 0;
}

/** Whether a reminder for later is asked for at `at` ("remind me to…"), not to be told again ("remind me how…"). */
function remindsAt(folded: readonly string[], at: number): boolean {
  const length = longestCueAt(REMINDER, folded, at);
  return length > 0 && longestCueAt(TOLD_AGAIN, folded, at + length) === 0;
}

/** The waiting sentences of each text's words (see `waitingSentences`). */
const waitingByWords = new WeakMap<readonly Word[], ReadonlySet<number>>();

/** The first word of the sentence of the word at `at`. */
function firstOfSentence(at: number, clauses: Clauses): number {
  let first = at;
  while (first > 0 && clauses.sentenceOf[first - 1] === clauses.sentenceOf[at]) first -= 1;
  return first;
}

/** The last word of the sentence of the word at `at`, of `count` words. */
function lastOfSentence(at: number, clauses: Clauses, count: number): number {
  let last = at;
  while (last + 1 < count && clauses.sentenceOf[last + 1] === clauses.sentenceOf[at]) last += 1;
  return last;
}

/**
 * How the clause of the word at `at` holds the change that word names. A negation, a supposition
 * or someone else's words anywhere before it in its clause win over a request ("please don't…");
 * a question ("?", "is…", "why…") is a request when it asks someone to do it ("can you disable…?").
 */
export function polarityAt(
  at: number,
  words: readonly Word[],
  clauses: Clauses,
  quoted: ReadonlyArray<{ start: number; end: number }>,
  cueWords: ReadonlySet<string>,
): Polarity {
  const word = words[at];
  if (!word) return "asked";
  const clause = clauses.of[at] as number;
  let start = at;
  while (start > 0 && clauses.of[start - 1] === clause) start -= 1;
  let end = at;
  while (end + 1 < words.length && clauses.of[end + 1] === clause) end += 1;
  const folded = words.map((each) => each.folded);
  if (quoted.some((quote) => word.start > quote.start && word.end < quote.end)) return "reported";
  // "would it be possible to merge u_x u_y? just asking": only a question, wherever it says so.
  if (standsIn(ONLY_ASKING, words, 0, words.length)) return "question";
  // A request's own negation asks ("don't forget to…", "tu ne pourrais pas…"); "… or not?" asks whether.
  const shielded = wordsOfPhrases(REQUEST, words, start, end + 1);
  if (standsIn(NEGATION, words, start, at, shielded)) return "negated";
  const after = Math.min(end + 1, at + 1 + NEGATION_AFTER_REACH);
  if (standsIn(QUESTION_TAGS, words, at + 1, after + 1)) return "question";
  if (standsIn(NEGATION_AFTER, words, at + 1, after, shielded)) return "negated";
  // "Disable wa_vpn only if Grace approves", "rappelle-moi de restreindre wa_software": for later, whatever the order.
  const sentenceStart = firstOfSentence(at, clauses);
  const sentenceEnd = lastOfSentence(at, clauses, words.length);
  if (
    waitingSentences(words, clauses).has(clauses.sentenceOf[at] as number) ||
    words.slice(sentenceStart, at).some((_, index) => remindsAt(folded, sentenceStart + index))
  )
    return "supposed";
  // "Thanks for the help earlier with the audit!", "merci pour le coup de main avec l'audit": thanked for, not asked.
  if (standsIn(GRATITUDE, words, start, at)) return "reported";
  // "Dennis says nobody answered": a cue that is someone's verb of saying ("says", "dit") after its subject.
  if (standsIn(REPORTED, words, start, at + 1)) return "reported";
  if (standsIn(SUPPOSED, words, start, at, shielded)) return "supposed";
  // "I already linked @tim", "j'ai déjà fait le merge": the writer's own news, a read of it included.
  if (standsIn(DONE_BY_ME, words, start, at)) return "reported";
  // "wa_vpn was switched on yesterday", "a été réactivé": a participle after "was" tells what was done, a cue's word too.
  const told = [1, 2].some((back) => at - back >= start && longestCueAt(WAS, folded, at - back) === back);
  // Whatever asks around it ("could you check that wa_vpn was switched on?" asks to look, not to switch it on).
  if (told && PAST_ENDINGS.some((ending) => word.text.toLowerCase().endsWith(ending))) return "done";
  // "needs to be unarchived", "doit être réactivé": a past participle asked for, not told as done.
  const passive = [1, 2, 3, 4].some(
    (back) => at - back >= start && longestCueAt(PASSIVE_REQUEST, folded, at - back) === back,
  );
  // "could the Dell XPS 13 be unarchived?", "est-ce que wa_vpn peut être réactivé ?": asked, politely; one that
  // goes on ("can wa_vpn be disabled without breaking things?") asks whether.
  const politely =
    at > start &&
    BE.has(folded[at - 1] as string) &&
    longestCueAt(PASSIVE_QUESTION, folded, start) > 0 &&
    (at === end || standsIn(REQUEST, words, at + 1, end + 1));
  if (politely) return "asked";
  // "I'd like wa_laptop assigned to u_barbara", "je voudrais wa_vpn désactivé": a wish for the state is a request;
  // not a wish to know ("I'd like to know who disabled wa_vpn"), nor one asked ("I want wa_vpn disabled?").
  const wished = wordsOfPhrases(WISH, words, start, at);
  const wishEnd = wished.size > 0 ? Math.max(...wished) + 1 : at;
  if (
    isPastForm(word, cueWords) &&
    wished.size > 0 &&
    !standsIn(ASKING_WORDS, words, wishEnd, at) &&
    !clauses.sentenceAsks[clauses.sentenceOf[at] as number]
  )
    return "asked";
  // "change l'assigné de wa_vpn": a participle between a determiner and "of" is a noun, no change told as done.
  // So is one after "as" ("mettez Alan comme assigné de VPN access").
  const noun =
    (DETERMINER_WORDS.has(folded[at - 1] ?? "") || AS_WORDS.has(folded[at - 1] ?? "")) && OF.has(folded[at + 1] ?? "");
  if (!passive && !noun && isPastForm(word, cueWords)) return "done";
  if (isFutureForm(word, cueWords)) return "supposed";
  // "les clients désactivent souvent wa_vpn": what others do, told; not after "il faudrait que" (Tim et Ken approuvent).
  // Only a cue's verb read by its ending: a cue's own word ("devient admin") or a slip ("coomment") is no plural.
  const plural =
    !cueWords.has(word.folded) &&
    PLURAL_ENDINGS.some((ending) => {
      const stem = word.folded.slice(0, -ending.length);
      return (
        word.folded.endsWith(ending) &&
        stem.length > 3 &&
        ["", "e", "er"].some((end) => SINGLE_CUE_WORDS.has(stem + end))
      );
    });
  if (plural && !standsIn(REQUEST, words, sentenceStart, at)) return "described";
  // "are linking up", "is syncing": what is going on, said of someone.
  // "keeps pinging me", "stopped syncing": what goes on or went on, said of someone.
  if (
    at > start &&
    [...COPULA, ...ASPECT].some((cue) => cueAt(cue, folded, at - 1) === 1) &&
    endsWithOneOf(word, PROGRESSIVE_ENDINGS, cueWords)
  )
    return "described";
  // The change's name as what a clause describes ("the approval on REQ-45 is so slow", "le commentaire … est faux").
  if (describes(words, at, start, end)) return "described";
  // A request or a question mark is the whole sentence's ("disable wa_vpn, can you?", "désactiver wa_x, ça casserait… ?").
  const sentence = clauses.sentenceOf[at] as number;
  const first = sentenceStart;
  const last = sentenceEnd;
  const requested = standsIn(REQUEST, words, first, last + 1);
  // A question word asks at its clause's start ("is wa_vpn disabled"), not inside it ("wa_vpn should no longer be…").
  // Words opening a sentence that say whose they are ("selon Grace, …", "according to Ken, …") are the sentence's.
  // Whatever they ask: "d'après Grace, il faudrait couper le VPN" is Grace's request, not the writer's.
  if (standsIn(REPORTED, words, first, first + 1)) return "reported";
  // "FYI", "pour info": news given, not a request, anywhere in the sentence.
  if (!requested && standsIn(NEWS, words, first, last + 1)) return "reported";
  // A supposition earlier in the sentence is the sentence's ("hypothetically, if I linked…", "suppose we merged — would…").
  if (!requested && standsIn(SUPPOSED, words, first, at, wordsOfPhrases(REQUEST, words, first, at))) return "supposed";
  if (!requested && (clauses.sentenceAsks[sentence] || standsIn(QUESTION, words, start, start + 1))) return "question";
  return "asked";
}
