// What a message says to the conversation rather than of a command (CONTRACT section 10): a yes or a no, a greeting or thanks, and the words that refer back ("the same for…", "it", "me"), each language's phrases from its catalogue.

import { catalogues, LOCALES } from "../messages/translate.ts";
import { type Cue, cueAt, cuesOf, findCue, SINGLE_CUE_WORDS, wordSetOf } from "./cues.ts";
import { entitiesOf, type IdKind } from "./entities.ts";
import { fold, type Word, wordsOf } from "./text.ts";

/** What a whole message says when it says nothing but one of these. */
export type TalkKind = "yes" | "no" | "greeting" | "thanks";

const YES = cuesOf("words.talk.yes");
const NO = cuesOf("words.talk.no");
const THANKS = cuesOf("words.talk.thanks");
const KINDS: ReadonlyArray<[TalkKind | "filler", readonly Cue[]]> = [
  ["yes", YES],
  ["no", NO],
  ["greeting", cuesOf("words.talk.greeting")],
  ["thanks", THANKS],
  ["filler", cuesOf("words.talk.filler")],
];
/** What may stand beside a yes or a no: a yes, a no, thanks, politeness, the bot's name. */
const ANSWERS: ReadonlyArray<[TalkKind | "filler", readonly Cue[]]> = [
  ["yes", YES],
  ["no", NO],
  ["thanks", THANKS],
  ["filler", cuesOf("words.talk.yes_filler")],
];
const SAME_FOR = cuesOf("words.talk.same_for");
const IT = cuesOf("words.talk.it");
/** Pronouns written onto their verb ("commente-le"), as the catalogues write them (folded). */
const IT_SUFFIXES = LOCALES.flatMap((locale) =>
  ((catalogues[locale] as Record<string, string | undefined>)["words.talk.it_suffix"] ?? "")
    .split("|")
    .filter((suffix) => suffix !== "")
    .map((suffix) => fold(suffix)),
);
const ME = cuesOf("words.talk.me");
const EXCEPT = [...cuesOf("words.talk.except"), ...cuesOf("words.polarity.negation")];
const RELATIVE = wordSetOf("words.polarity.relative");
const AND_WORDS = wordSetOf("words.vocab.and");
const POLITENESS = wordSetOf("words.vocab.politeness");
const NAME_LEAD = cuesOf("words.talk.name_lead");
const RECIPIENT = wordSetOf("words.talk.me_recipient");
const FOR_WORDS = wordSetOf("words.talk.thanks_for");
const ME_VERB_BEFORE = wordSetOf("words.talk.me_verb_before");
const ME_VERB_AFTER = wordSetOf("words.talk.me_verb_after");
const YOU = wordSetOf("words.talk.you");
const REVERSE = cuesOf("words.talk.reverse");
const ASKS_ABOUT = cuesOf("words.talk.asks_about");
const CONDITION = cuesOf("words.talk.condition");
const YOU_REQUEST = cuesOf("words.talk.you_request");
const TAKEN_BACK = [...NO, ...cuesOf("words.polarity.retraction")];
const HOLD = cuesOf("words.talk.hold");
const STRONG_YES = YES.filter((cue) => !cue.weak);

/** How far into a message "the same for" may start ("ok, the same for REQ-43", "great — and for REQ-44?"). */
const SAME_FOR_REACH = 3;

/** The question marks of the languages people type in (ASCII, full-width, inverted, Arabic). */
const QUESTION_MARKS = ["?", "？", "¿", "؟"];

/** Whether a text holds a question mark of any kind ("sure？" asks, it does not confirm). */
function asksSomething(text: string): boolean {
  return QUESTION_MARKS.some((mark) => text.includes(mark));
}

/** Whether a text mentions someone (a chat mention `<@…>` or a console `@name`): then it is about them. */
function mentionsSomeone(text: string): boolean {
  return /<@|(?:^|\s)@\S/u.test(text);
}

/** A message's words, folded, mentions (of the bot or anyone) left out. */
function foldedWords(text: string): string[] {
  return wordsOf(text.replace(/<@[^<>]*>/gu, " ").replace(/(?:^|\s)@\S+/gu, " ")).map((word) => word.folded);
}

/** The most words a message of talk alone may have ("yes please go ahead, thanks a lot deskbot"). */
const TALK_WORDS = 40;

/**
 * The kinds of phrase that cover every word of `folded` (the longest phrase first at each place,
 * another where that leaves words no phrase covers: "yes go ahead" is "yes" and "go ahead" even though
 * "yes go" is a phrase too), with whether a strong one stood; undefined when no cover takes every word,
 * or the message is longer than talk alone ever is.
 */
function coverOf(
  folded: readonly string[],
  kinds: ReadonlyArray<[TalkKind | "filler", readonly Cue[]]>,
): { found: Set<TalkKind>; strong: Set<TalkKind> } | undefined {
  if (folded.length > TALK_WORDS) return undefined;
  // From the end back: at each place, the phrase (longest first) after which the rest is covered.
  const step: Array<{ length: number; kind: TalkKind | "filler"; weak: boolean } | undefined> = [];
  const covered: boolean[] = [];
  covered[folded.length] = true;
  for (let at = folded.length - 1; at >= 0; at -= 1) {
    let best: { length: number; kind: TalkKind | "filler"; weak: boolean } | undefined;
    for (const [kind, cues] of kinds)
      for (const cue of cues) {
        const length = cueAt(cue, folded, at);
        if (length > 0 && covered[at + length] && (!best || length > best.length))
          best = { length, kind, weak: cue.weak };
      }
    step[at] = best;
    covered[at] = best !== undefined;
  }
  if (!covered[0]) return undefined;
  const found = new Set<TalkKind>();
  const strong = new Set<TalkKind>();
  for (let at = 0; at < folded.length; ) {
    const { length, kind, weak } = step[at] as { length: number; kind: TalkKind | "filler"; weak: boolean };
    if (kind !== "filler") {
      found.add(kind);
      if (!weak) strong.add(kind);
    }
    at += length;
  }
  return { found, strong };
}

/**
 * What the whole message says, when it says nothing but it. A yes or a no is one only when every word
 * is a yes, a no, thanks, politeness or the bot's name, with no question mark and no one mentioned
 * ("yes please", "oui vas-y", "no thanks"): "sure?", "yes @tim", "do it for everyone", "yes but not
 * now" are none. A yes and a no together say neither; "ok" with thanks ("ok thanks") is thanks, an
 * acknowledgement. Otherwise a greeting or thanks with the words that stand beside them ("hi deskbot").
 */
export function talkOf(text: string): TalkKind | undefined {
  const emoji = emojiAnswer(text);
  if (emoji) return emoji;
  const folded = foldedWords(text);
  // "sure 🙄", "👎, go ahead": an emoji that is no yes takes the yes back.
  const plain = !asksSomething(text) && !mentionsSomeone(text) && !hasOtherEmoji(text);
  const answer = plain ? coverOf(folded, ANSWERS) : undefined;
  if (answer) {
    const { found, strong } = answer;
    if (found.has("yes") && found.has("no")) return undefined;
    if (found.has("no")) return "no";
    if (strong.has("yes") || (found.has("yes") && !found.has("thanks"))) return "yes";
  }
  const talk = coverOf(folded, KINDS);
  if (!talk || talk.found.has("yes") || talk.found.has("no")) return talk?.found.has("thanks") ? "thanks" : undefined;
  for (const kind of ["greeting", "thanks"] as const) if (talk.found.has(kind)) return kind;
  return undefined;
}

/** The emoji that say yes or no on their own (a thumb up, OK, a check mark; a thumb down, a cross). */
const EMOJI_YES = new Set(["👍", "👌", "✅", "🆗", "✔"]);
const EMOJI_NO = new Set(["👎", "❌", "✖"]);

/** What a message of nothing but such emoji says (skin tones and variation selectors aside). */
function emojiAnswer(text: string): "yes" | "no" | undefined {
  const marks = [...text].filter((char) => char.trim() !== "" && !isModifier(char));
  if (marks.length === 0) return undefined;
  if (marks.every((char) => EMOJI_YES.has(char))) return "yes";
  if (marks.every((char) => EMOJI_NO.has(char))) return "no";
  return undefined;
}

/** Whether a message holds an emoji that says no yes (a face, a thumb down, a cross…). */
function hasOtherEmoji(text: string): boolean {
  return [...text].some(
    (char) =>
      (char.codePointAt(0) ?? 0) >= 0x2190 &&
      !EMOJI_YES.has(char) &&
      !isModifier(char) &&
      !/[\p{L}\p{N}\p{P}]/u.test(char),
  );
}

/** Whether a character only modifies the emoji before it (a skin tone, a variation selector). */
function isModifier(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x1f3fb && code <= 0x1f3ff) || code === 0xfe0f || code === 0xfe0e;
}

/** Whether a message opens by turning down what was asked ("nvm, list the inboxes", "laisse, liste plutôt…"). */
export function opensWithNo(text: string): boolean {
  const folded = foldedWords(text);
  return TAKEN_BACK.some((cue) => cueAt(cue, folded, 0) > 0);
}

/** The greeting or thanks a message opens with ("Hi! …", "Merci, …"), if any. */
export function opensWithTalk(text: string): "greeting" | "thanks" | undefined {
  const folded = foldedWords(text);
  for (const [kind, cues] of KINDS)
    if ((kind === "greeting" || kind === "thanks") && cues.some((cue) => cueAt(cue, folded, 0) > 0)) return kind;
  return undefined;
}

/** A record a message names by its uid or id: a ticket, or a uid of some kind. */
export interface NamedRecord {
  id: string;
  kind: IdKind | "ticket" | "mention";
}

/**
 * The records a message that refers back names in place of the last command's ("the same for
 * REQ-43", "pareil pour wa_vpn", "and REQ-44 too"): undefined when it does not refer back so, or
 * names one only by its name ("Calendly as well"): then none.
 */
export function sameForRecords(text: string, today: Date): NamedRecord[] | undefined {
  const words = wordsOf(text);
  const folded = words.map((word) => word.folded);
  const cue = findCue(SAME_FOR, folded);
  if (!cue || cue.at > SAME_FOR_REACH) return undefined;
  const entities = entitiesOf(text, words, today, "en");
  const named: NamedRecord[] = [
    ...entities.tickets.map((ticket) => ({ id: ticket.id, kind: "ticket" as const, at: ticket.start })),
    ...entities.ids.map((each) => ({ id: each.id, kind: each.kind, at: each.start })),
    ...entities.mentions.map((mention) => ({ id: mention.text, kind: "mention" as const, at: mention.start })),
  ]
    .sort((a, b) => a.at - b.at)
    .map(({ id, kind }) => ({ id, kind }));
  // Named by a name only ("Calendly as well"): no record to put in place, but a reference all the same.
  return named;
}

/**
 * Whether a message names the conversation's last ticket by a word ("comment on it", "ce ticket",
 * "commente-le"); never by an article ("the ticket Ken opened", "la demande de Margaret").
 */
export function namesTheTicket(text: string): boolean {
  if (findCue(IT, foldedWords(text)) !== undefined) return true;
  return hasItSuffix(text);
}

/** Whether a pronoun is written onto a verb in `text` ("commente-le", "relie-le"). */
function hasItSuffix(text: string): boolean {
  const folded = fold(text);
  return IT_SUFFIXES.some((suffix) => {
    for (let at = folded.indexOf(suffix); at >= 0; at = folded.indexOf(suffix, at + 1)) {
      const before = folded[at - 1] ?? "";
      const after = folded[at + suffix.length] ?? "";
      if (/\p{L}/u.test(before) && !/\p{L}/u.test(after)) return true;
    }
    return false;
  });
}

/**
 * Whether a message names its speaker as the one it is about ("make me admin", "link me to u_ada",
 * "mets-moi admin"): a "me" of the clause that asks, never one after a comma or in a relative clause
 * ("revoke admin from the person who emailed me", "retire les droits du nouveau, il m'a demandé").
 */
export function namesTheSpeaker(text: string): boolean {
  const words = wordsOf(text.replace(/<@[^<>]*>/gu, " "));
  const folded = words.map((word) => word.folded);
  const me = findCue(ME, folded);
  if (!me) return false;
  const before = words.slice(0, me.at);
  const broken = before.some(
    (word, at) => at > 0 && /[,;:.!?]/u.test(text.slice((before[at - 1] as Word).end, word.start)),
  );
  // "show me", "il me faut", "peux-tu me montrer": the speaker is who is shown or told, not who it is about.
  if (RECIPIENT.has(folded[me.at + me.length] ?? "") || RECIPIENT.has(folded[me.at - 1] ?? "")) return false;
  // A lone "me" or "moi" is the speaker only as the object of the change ("make me admin", "délie-moi",
  // "assign it to me", "tu peux me lier…"), never of another verb ("Ken emailed me, unlink him").
  const lone = me.length === 1;
  const ofTheChange = ME_VERB_BEFORE.has(folded[me.at - 1] ?? "") || ME_VERB_AFTER.has(folded[me.at + 1] ?? "");
  if (lone && !ofTheChange) return false;
  const meStart = (words[me.at] as Word).start;
  const clauseEnd = before.length > 0 && /[,;:.!?]/u.test(text.slice((before.at(-1) as Word).end, meStart));
  return !broken && !clauseEnd && !before.some((word) => RELATIVE.has(word.folded));
}

/** Whether a name given is only a word for the speaker ("me", "moi", "myself"). */
export function namesOnlyTheSpeaker(name: string): boolean {
  const folded = foldedWords(name);
  return folded.length > 0 && ME.some((cue) => cueAt(cue, folded, 0) === folded.length);
}

/** Whether a message turns the question down or sets something aside ("not wa_mail", "anything except wa_vpn", "pas REQ-42"). */
export function setsAside(text: string): boolean {
  return findCue(EXCEPT, foldedWords(text)) !== undefined;
}

/** Whether a message holds a word of a command's ("tell me a joke", "montre REQ-44"): then it asks something of its own. */
export function namesACommand(text: string): boolean {
  return foldedWords(text).some((word) => SINGLE_CUE_WORDS.has(word));
}

/** The longest name one part of an answer may be, in words ("Katherine Johnson", "Tim Berners-Lee"). */
const NAME_WORDS = 4;

/**
 * The names an answer gives ("Ada and Ken", "c'est Radia", "Ada Lovelace, please"): its parts between
 * commas and "and", each without the words that only stand beside a name (fillers, politeness, yes).
 * None when a word of it is a command's ("tell me a joke" names nobody).
 */
export function namesIn(text: string): string[] {
  if (namesACommand(text)) return [];
  const all = wordsOf(text.replace(/<@[^<>]*>/gu, " "));
  // The words that lead the name in ("into Katherine Johnson", "c'est Radia") are left out.
  const folded = all.map((word) => word.folded);
  const lead = Math.max(0, ...NAME_LEAD.map((cue) => cueAt(cue, folded, 0)));
  const words = all.slice(lead);
  const names: string[] = [];
  let part: string[] = [];
  const close = () => {
    // A name has no figure in it, as a uid may ("changement du bac 2, 120 €" names nobody; `u_ops2` is a uid).
    const figured = part.some((word) => !word.includes("_") && [...word].some((char) => char >= "0" && char <= "9"));
    if (part.length > 0 && part.length <= NAME_WORDS && !figured) names.push(part.join(" "));
    part = [];
  };
  words.forEach((word, at) => {
    const before = at > 0 ? text.slice((words[at - 1] as { end: number }).end, word.start) : "";
    if (before.includes(",")) close();
    if (AND_WORDS.has(word.folded)) {
      close();
      return;
    }
    const aside =
      POLITENESS.has(word.folded) ||
      KINDS.some(([, cues]) => cues.some((cue) => cue.words.length === 1 && cue.words[0] === word.folded));
    if (!aside) part.push(word.text);
  });
  close();
  return names;
}

/** A message's clauses (between commas, semicolons, full stops, dashes), each as its own text. */
function clausesOf(text: string): string[] {
  return text
    .split(/[,;.!\u2014\u2013]|\s-\s/u)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== "");
}

/** Whether a message asks the pending proposal to wait ("hmm wait", "yes but check with Ken first", "attends, je vérifie"). */
export function asksToWait(text: string): boolean {
  return findCue(HOLD, foldedWords(text)) !== undefined;
}

/** What one clause says when it is wholly a yes or a no ("no wait", "annule", "go ahead"), if it is. */
function clauseAnswer(clause: string): "yes" | "no" | undefined {
  const cover = coverOf(foldedWords(clause), ANSWERS);
  if (!cover || (cover.found.has("yes") && cover.found.has("no"))) return undefined;
  if (cover.found.has("no")) return "no";
  return cover.strong.has("yes") ? "yes" : undefined;
}

/**
 * What a message says to a pending proposal when it gives its reason too: a no in a clause of its
 * own, the last such answer ("hmm actually no, leave it on", "annule, je vérifie d'abord", "ah oui.
 * annule"), or a no that opens it ("non il est déjà actif"): cancelling is always safe. A yes only
 * when it closes the message after words that say why ("ok he said fine, go", "c'est bon il est
 * d'accord, vas-y") and nothing in it is a no, a wait or set aside. None with a question or a
 * mention: then it is read as words, never taken as an answer.
 */
export function answerWithReason(text: string): "yes" | "no" | undefined {
  if (asksSomething(text) || mentionsSomeone(text)) return undefined;
  const clauses = clausesOf(text);
  const answers = clauses.map(clauseAnswer);
  const last = answers.filter((answer) => answer !== undefined).at(-1);
  if (last === "no") return "no";
  const folded = foldedWords(text);
  const refused = TAKEN_BACK.some((cue) => findCue([cue], folded) !== undefined) || setsAside(text);
  // The words before the closing yes agree too ("ok he said fine", "c'est bon il est d'accord"), and
  // set no condition, time or task first ("if Ken agrees, go", "Friday, go ahead", "fix the typo, then go").
  const agreed = clauses.slice(0, -1).some((clause) => findCue(YES, foldedWords(clause)) !== undefined);
  const conditional = findCue(CONDITION, folded) !== undefined;
  if (clauses.length > 1 && answers.at(-1) === "yes" && agreed && !conditional && !refused && !asksToWait(text))
    return "yes";
  if (opensWithNo(text) && findCue(STRONG_YES, folded) === undefined) return "no";
  return undefined;
}

/** The kinds of phrase an acknowledgement that opens a request may be made of (never a no). */
const OPENER_KINDS: ReadonlyArray<[TalkKind | "filler", readonly Cue[]]> = [...KINDS, ...ANSWERS].filter(
  ([kind]) => kind !== "no",
);

/**
 * A message without the acknowledgement or greeting it opens with ("ok and REQ-46", "ok cool and who
 * else is admin", "thanks! now the inboxes"): the rest, when words of talk that are not all filler
 * open it and hold no no, negation or exception ("thanks, don't unlink @tim" keeps its "don't"), nor
 * does the rest open with one; `set` when the opener is set apart (a punctuation mark, or "and"
 * after it). Undefined when it opens otherwise or says nothing more.
 */
export function withoutOpener(text: string): { rest: string; set: boolean } | undefined {
  const words = wordsOf(text.replace(/<@[^<>]*>/gu, (mention) => " ".repeat(mention.length)));
  const folded = words.map((word) => word.folded);
  let at = 0;
  let talked = false;
  while (at < folded.length && at < OPENER_WORDS) {
    let longest = 0;
    let filler = true;
    for (const [kind, cues] of OPENER_KINDS)
      for (const cue of cues) {
        const length = cueAt(cue, folded, at);
        if (length > longest || (length === longest && length > 0 && kind !== "filler")) {
          longest = length;
          filler = kind === "filler";
        }
      }
    if (longest === 0) break;
    talked ||= !filler;
    at += longest;
  }
  const first = words[at];
  const last = words[at - 1];
  if (!talked || !first || !last) return undefined;
  const opener = folded.slice(0, at);
  const refused = [...TAKEN_BACK, ...EXCEPT].some((cue) => findCue([cue], opener) !== undefined);
  const ends = /[,;:.!\u2014\u2013]/u.test(text.slice(last.end, first.start)) || AND_WORDS.has(first.folded);
  // "ok, not yet: tell REQ-43 …": a rest that opens by turning it down is read whole.
  const restRefused = [...TAKEN_BACK, ...EXCEPT].some((cue) => cueAt(cue, folded, at) > 0);
  return refused || restRefused ? undefined : { rest: text.slice(first.start).trim(), set: ends };
}

/** The most words an acknowledgement that opens a request may have ("ok cool thanks so much"). */
const OPENER_WORDS = 8;

/** The most words that may lead a typed command line in ("last one before my 3pm: ticket REQ-43"). */
const LEAD_IN_WORDS = 8;

/** The part of a message after its lead-in and a colon ("quick one: ticket REQ-43"), for reading as typed; undefined when there is none. */
export function afterLeadIn(text: string): string | undefined {
  const colon = text.indexOf(":");
  if (colon <= 0) return undefined;
  const lead = text.slice(0, colon);
  // "how do I use: audit", "explique : audit": the lead asks about the command, it does not ask to run it.
  if (wordsOf(lead).length > LEAD_IN_WORDS || asksSomething(lead) || findCue(ASKS_ABOUT, foldedWords(lead)))
    return undefined;
  const rest = text.slice(colon + 1).trim();
  return rest === "" ? undefined : rest;
}

/**
 * Whether a message thanks someone for something ("thx for earlier", "merci pour l'aide aujourd'hui"):
 * thanks, then "for" and what it was for, naming no ticket, record or person and asking nothing.
 */
export function thanksFor(text: string): boolean {
  if (asksSomething(text) || mentionsSomeone(text)) return false;
  const folded = foldedWords(text);
  const thanks = Math.max(0, ...THANKS.map((cue) => cueAt(cue, folded, 0)));
  if (thanks === 0 || !FOR_WORDS.has(folded[thanks] ?? "")) return false;
  const entities = entitiesOf(text, wordsOf(text), new Date(0), "en");
  return entities.tickets.length + entities.ids.length === 0;
}

/**
 * Whom a message is said to, when it is said to someone else in the conversation ("@tim this is how
 * you change a service", "@tim tu vois, …"): it opens with their mention and speaks to "you". Such a
 * message asks deskbot nothing.
 */
export function saidToSomeoneElse(text: string): string | undefined {
  const mention = /^\s*(<@[^<>]*>|@\S+)/u.exec(text)?.[1];
  const folded = foldedWords(text);
  // "@tim needs admin, can you make him one": "can you" asks deskbot.
  if (!mention || findCue(YOU_REQUEST, folded) !== undefined) return undefined;
  return folded.some((word) => YOU.has(word)) ? mention : undefined;
}

/** Whether a message says the waiting change is the wrong way round ("the other way round", "c'est l'inverse"). */
export function reversesIt(text: string): boolean {
  return !asksSomething(text) && findCue(REVERSE, foldedWords(text)) !== undefined;
}

/** Whether a message's last clause is wholly a no ("no I'm already linked, cancel"): it cancels, whatever came before. */
export function endsWithNo(text: string): boolean {
  const last = clausesOf(text).at(-1);
  return !asksSomething(text) && last !== undefined && clauseAnswer(last) === "no";
}
