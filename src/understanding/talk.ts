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
const TAKEN_BACK = [...NO, ...cuesOf("words.polarity.retraction")];
const HOLD = cuesOf("words.talk.hold");
const STRONG_YES = YES.filter((cue) => !cue.weak);

/** How far into a message "the same for" may start ("ok, the same for REQ-43", "great — and for REQ-44?"). */
const SAME_FOR_REACH = 3;

/** A message's words, folded, mentions (of the bot or anyone) left out. */
function foldedWords(text: string): string[] {
  return wordsOf(text.replace(/<@[^>]*>/gu, " ").replace(/(?:^|\s)@\S+/gu, " ")).map((word) => word.folded);
}

/** The kinds of phrase that cover every word of `folded` (longest first at each place), with whether a strong one stood; undefined when a word is none. */
function coverOf(
  folded: readonly string[],
  kinds: ReadonlyArray<[TalkKind | "filler", readonly Cue[]]>,
): { found: Set<TalkKind>; strong: Set<TalkKind> } | undefined {
  const found = new Set<TalkKind>();
  const strong = new Set<TalkKind>();
  for (let at = 0; at < folded.length; ) {
    let longest = 0;
    let kind: TalkKind | "filler" | undefined;
    let weak = false;
    for (const [each, cues] of kinds)
      for (const cue of cues) {
        const length = cueAt(cue, folded, at);
        if (length > longest) {
          longest = length;
          kind = each;
          weak = cue.weak;
        }
      }
    if (!kind) return undefined;
    if (kind !== "filler") {
      found.add(kind);
      if (!weak) strong.add(kind);
    }
    at += longest;
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
  const folded = foldedWords(text);
  const plain = !text.includes("?") && !/<@|(?:^|\s)@\S/u.test(text);
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
  const words = wordsOf(text.replace(/<@[^>]*>/gu, " "));
  const folded = words.map((word) => word.folded);
  const me = findCue(ME, folded);
  if (!me) return false;
  const before = words.slice(0, me.at);
  const broken = before.some(
    (word, at) => at > 0 && /[,;:.!?]/u.test(text.slice((before[at - 1] as Word).end, word.start)),
  );
  const meStart = (words[me.at] as Word).start;
  const clauseEnd = before.length > 0 && /[,;:.!?]/u.test(text.slice((before.at(-1) as Word).end, meStart));
  return !broken && !clauseEnd && !before.some((word) => RELATIVE.has(word.folded));
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
  const all = wordsOf(text.replace(/<@[^>]*>/gu, " "));
  // The words that lead the name in ("into Katherine Johnson", "c'est Radia") are left out.
  const folded = all.map((word) => word.folded);
  const lead = Math.max(0, ...NAME_LEAD.map((cue) => cueAt(cue, folded, 0)));
  const words = all.slice(lead);
  const names: string[] = [];
  let part: string[] = [];
  const close = () => {
    if (part.length > 0 && part.length <= NAME_WORDS) names.push(part.join(" "));
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

/**
 * What a message says to a pending proposal when it gives its reason too: a yes that closes it after
 * words that say why ("ok he said fine, go", "c'est bon il est d'accord, vas-y"), or a no that opens
 * it ("no, I'm already linked", "non il est déjà actif"). None when it also holds a no, a wait, a
 * question, a mention or anything set aside: then it is read as words, never taken as an answer.
 */
export function answerWithReason(text: string): "yes" | "no" | undefined {
  if (text.includes("?") || /<@|(?:^|\s)@\S/u.test(text) || asksToWait(text)) return undefined;
  const clauses = clausesOf(text);
  const last = clauses.at(-1);
  const folded = foldedWords(text);
  const refused = TAKEN_BACK.some((cue) => findCue([cue], folded) !== undefined) || setsAside(text);
  if (clauses.length > 1 && last && !refused) {
    const closing = coverOf(foldedWords(last), ANSWERS);
    if (closing?.strong.has("yes") && !closing.found.has("no")) return "yes";
  }
  if (opensWithNo(text) && findCue(STRONG_YES, folded) === undefined) return "no";
  return undefined;
}

/**
 * A message without the acknowledgement or greeting it opens with ("ok and REQ-46", "ok cool and who
 * else is admin", "thanks! now the inboxes"): the rest, when a word of talk that is not filler opens it
 * and words follow that are none. Undefined when it opens otherwise or says nothing more.
 */
export function withoutOpener(text: string): string | undefined {
  const words = wordsOf(text.replace(/<@[^>]*>/gu, (mention) => " ".repeat(mention.length)));
  const folded = words.map((word) => word.folded);
  let at = 0;
  let talked = false;
  while (at < folded.length) {
    let longest = 0;
    let filler = true;
    for (const [kind, cues] of [...KINDS, ...ANSWERS])
      for (const cue of cues) {
        const length = cueAt(cue, folded, at);
        if (length > longest || (length === longest && length > 0 && kind !== "filler")) {
          longest = length;
          filler = kind === "filler";
        }
      }
    if (longest === 0) break;
    // Only a yes's weak word ("ok", "alright") or a greeting or thanks opens so: a strong yes or a no is an answer.
    talked ||= !filler;
    at += longest;
  }
  const first = words[at];
  if (!talked || !first || at === 0) return undefined;
  const opener = folded.slice(0, at);
  if (TAKEN_BACK.some((cue) => cueAt(cue, opener, 0) > 0)) return undefined;
  return text.slice(first.start).trim();
}

/** The most words that may lead a typed command line in ("last one before my 3pm: ticket REQ-43"). */
const LEAD_IN_WORDS = 8;

/** The part of a message after its lead-in and a colon ("quick one: ticket REQ-43"), for reading as typed; undefined when there is none. */
export function afterLeadIn(text: string): string | undefined {
  const colon = text.indexOf(":");
  if (colon <= 0) return undefined;
  const lead = text.slice(0, colon);
  if (wordsOf(lead).length > LEAD_IN_WORDS) return undefined;
  const rest = text.slice(colon + 1).trim();
  return rest === "" ? undefined : rest;
}
