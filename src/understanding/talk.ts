// What a message says to the conversation rather than of a command (CONTRACT section 10): a yes or a no, a greeting or thanks, and the words that refer back ("the same for…", "it", "me"), each language's phrases from its catalogue.
import { type Cue, cueAt, cuesOf, findCue, SINGLE_CUE_WORDS, wordSetOf } from "./cues.ts";
import { entitiesOf, type IdKind } from "./entities.ts";
import { wordsOf } from "./text.ts";

/** What a whole message says when it says nothing but one of these. */
export type TalkKind = "yes" | "no" | "greeting" | "thanks";

const KINDS: ReadonlyArray<[TalkKind | "filler", readonly Cue[]]> = [
  ["yes", cuesOf("words.talk.yes")],
  ["no", cuesOf("words.talk.no")],
  ["greeting", cuesOf("words.talk.greeting")],
  ["thanks", cuesOf("words.talk.thanks")],
  ["filler", cuesOf("words.talk.filler")],
];
const SAME_FOR = cuesOf("words.talk.same_for");
const AND_WORDS = wordSetOf("words.vocab.and");
const POLITENESS = wordSetOf("words.vocab.politeness");
const NAME_LEAD = cuesOf("words.talk.name_lead");
const IT = cuesOf("words.talk.it");
const ME = cuesOf("words.talk.me");

/** How far into a message "the same for" may start ("ok, the same for REQ-43", "great — and for REQ-44?"). */
const SAME_FOR_REACH = 3;

/** A message's words, folded, mentions (of the bot or anyone) left out. */
function foldedWords(text: string): string[] {
  return wordsOf(text.replace(/<@[^>]*>/gu, " ").replace(/(?:^|\s)@\S+/gu, " ")).map((word) => word.folded);
}

/**
 * What the whole message says, when every word of it is a yes, a no, a greeting, thanks, or a word
 * that may stand beside them ("yes please", "oui vas-y", "ok merci", "hi deskbot"): a yes and a no
 * together say neither. Undefined for anything more ("yes but not now", "ok wait", "is it done?").
 */
export function talkOf(text: string): TalkKind | undefined {
  const folded = foldedWords(text);
  const found = new Set<TalkKind>();
  for (let at = 0; at < folded.length; ) {
    let longest = 0;
    let kind: TalkKind | "filler" | undefined;
    for (const [each, cues] of KINDS)
      for (const cue of cues) {
        const length = cueAt(cue, folded, at);
        if (length > longest) {
          longest = length;
          kind = each;
        }
      }
    if (!kind) return undefined;
    if (kind !== "filler") found.add(kind);
    at += longest;
  }
  if (found.has("yes") && found.has("no")) return undefined;
  for (const kind of ["yes", "no", "greeting", "thanks"] as const) if (found.has(kind)) return kind;
  return undefined;
}

const TAKEN_BACK = [...cuesOf("words.talk.no"), ...cuesOf("words.polarity.retraction")];

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
  kind: IdKind | "ticket";
}

/**
 * The records a message that refers back names in place of the last command's ("the same for
 * REQ-43", "pareil pour wa_vpn", "and REQ-44 too"): undefined when it does not refer back so, or
 * names nothing to put in place.
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
    ...entities.mentions.map((mention) => ({ id: mention.text, kind: "user" as const, at: mention.start })),
  ]
    .sort((a, b) => a.at - b.at)
    .map(({ id, kind }) => ({ id, kind }));
  return named.length > 0 ? named : undefined;
}

/** Whether a message names the conversation's last ticket by a word ("comment on it", "ce ticket"). */
export function namesTheTicket(text: string): boolean {
  return findCue(IT, foldedWords(text)) !== undefined;
}

/** Whether a message names its speaker ("make me admin", "link my account to u_ada", "mets-moi admin"). */
export function namesTheSpeaker(text: string): boolean {
  return findCue(ME, foldedWords(text)) !== undefined;
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
