// The answer to a question back (CONTRACT section 10): the question's command with what was missing filled from the next message, by what that argument is (a ticket, a record's uid, a person, a text).
import { cueAt, cuesOf } from "../../understanding/cues.ts";
import { entitiesOf } from "../../understanding/entities.ts";
import { readWords } from "../../understanding/reader.ts";
import { changesNothing, missingArgument } from "../../understanding/slots.ts";
import {
  namesACommand,
  namesIn,
  namesOnlyTheSpeaker,
  namesTheSpeaker,
  namesTheTicket,
  setsAside,
} from "../../understanding/talk.ts";
import { wordsOf } from "../../understanding/text.ts";
import type { RawArgs } from "../arguments.ts";
import type { CommandDefinition } from "../command.ts";
import type { CommandRegistry } from "../registry.ts";
import type { PendingQuestion } from "./memory.ts";

/** What an answer is read with besides itself. */
export interface AnswerContext {
  registry: CommandRegistry;
  today: Date;
  /** The speaker as a chat mention (`<@ID>`), for "me". */
  speaker: string;
  /** The conversation's last ticket, for "it". */
  ticket?: string;
}

/** The most words before a colon that only lead the text in ("mets :", "it should say:"). */
const LEAD_WORDS = 3;

const INTO = cuesOf("words.vocab.into");
const TEXT_LEAD = cuesOf("words.talk.text_lead");

/** Whether an answer opens with words that name what the other goes into ("into u_katherine", "dans u_katherine"). */
function opensWithInto(answer: string): boolean {
  const folded = wordsOf(answer).map((word) => word.folded);
  return INTO.some((cue) => cueAt(cue, folded, 0) > 0);
}

/** A command's person argument of one side of a merge. */
function sideOf(definition: CommandDefinition, side: "kept" | "merged") {
  return definition.syntax.positionals.find((each) => each.means?.kind === "person" && each.means.side === side);
}

/** The prefixes mail clients put before a subject ("Re:", "Fwd:", "TR :", "AW:"), any number of them. */
const MAIL_PREFIX = /^(?:\s*(?:re|fwd?|tr|aw|sv|wg)\s?:)+/iu;

/** What an answer says after its first colon (past a mail's subject prefix), if anything. */
function textAfterColon(answer: string): string | undefined {
  // "Re: [REQ-41] …", "TR : …": a mail's subject prefix is no lead-in to a text.
  const prefix = MAIL_PREFIX.exec(answer)?.[0].length ?? 0;
  const colon = answer.indexOf(":", prefix);
  const said = colon > 0 ? answer.slice(colon + 1).trim() : "";
  return said === "" ? undefined : said;
}

/** What an argument may mean that is the person's own words, taken as said. */
const FREE_TEXT = new Set(["text", "new-name", "description"]);

/** The most people one answer names ("Ada, Ken and Dennis"). */
const MAX_PEOPLE = 10;

/**
 * The question's command with the answer in place of what was missing, or undefined when the answer
 * gives nothing of that kind (then it is read as a request of its own).
 */
export function answered(
  question: PendingQuestion,
  answer: string,
  context: AnswerContext,
): { definition: CommandDefinition; raw: RawArgs; asks?: { missing: string; key?: string } } | undefined {
  const definition = context.registry.get(question.command);
  if (!definition || !question.key) return undefined;
  const raw: RawArgs = question.raw;
  const spec = [...definition.syntax.positionals, ...definition.syntax.flags].find((each) => each.key === question.key);
  if (!spec?.means) return undefined;
  // "not wa_mail", "anything except wa_vpn", "pas REQ-42": what is set aside is no answer; but a text
  // says what it says ("printer not fixed yet", "on attend Margaret").
  if (!FREE_TEXT.has(spec.means.kind) && setsAside(answer)) return undefined;
  const value = valueFrom(spec.means, answer, context, question.replaces ? raw[question.key] : undefined, question);
  if (value === undefined) return undefined;
  // A record or ticket given by its uid is read with the words that asked for it: what they said of it
  // besides ("rename the VPN service" + `wa_vpn` then asks the new name; "assign New laptop to Margaret" + `wa_laptop`).
  if ((spec.means.kind === "record" || spec.means.kind === "ticket") && question.text && typeof value === "string") {
    const again = readWith(question, value, definition, context);
    // "REQ-43 — and say: router replaced": what the answer says after a colon is the text still asked for.
    const said = again?.asks ? textAfterColon(answer) : undefined;
    const textKey = definition.syntax.positionals.find((each) => each.means?.kind === "text")?.key;
    if (again && said && textKey && again.asks?.key === textKey)
      return { definition, raw: { ...again.raw, [textKey]: textOf(said) } };
    if (again) return { definition, ...again };
  }
  // "merge u_katherine_dup" + "into u_katherine": the one asked about is the one kept, and the one
  // held so far is merged into it.
  const kept = sideOf(definition, "kept");
  if (spec.means.kind === "person" && spec.means.side === "merged" && kept && opensWithInto(answer)) {
    const held = raw[kept.key];
    if (typeof held === "string" && typeof value === "string")
      return { definition, raw: { ...raw, [kept.key]: value, [question.key]: held } };
  }
  const filled: RawArgs = { ...raw, [question.key]: value };
  // "REQ-43 — and say: router replaced": a text after a colon is the command's text too, when it still needs one.
  const text = definition.syntax.positionals.find((each) => each.means?.kind === "text");
  const said = textAfterColon(answer);
  if (text && filled[text.key] === undefined && spec.means.kind !== "text" && said) filled[text.key] = textOf(said);
  return { definition, raw: filled };
}

/**
 * The question's words read again with `uid` beside them, before and then after: the arguments they
 * make when they keep every one the question had and put `uid` only in its place (never inside a text).
 */
function readWith(
  question: PendingQuestion,
  uid: string,
  definition: CommandDefinition,
  context: AnswerContext,
): { raw: RawArgs; asks?: { missing: string; key?: string } } | undefined {
  const key = question.key as string;
  for (const text of [`${uid} ${question.text}`, `${question.text} ${uid}`]) {
    const again = readWords(text, { registry: context.registry, today: context.today });
    if (again.kind === "none" || again.definition !== definition || again.raw[key] !== uid) continue;
    const kept = Object.entries(question.raw).every(
      ([each, held]) => JSON.stringify(again.raw[each]) === JSON.stringify(held),
    );
    const elsewhere = Object.entries(again.raw).some(
      ([each, held]) => each !== key && JSON.stringify(held ?? "").includes(uid),
    );
    // A text is the person's to say: the words that asked are never made into one ("comment on it" + REQ-43).
    const texts = [...definition.syntax.positionals, ...definition.syntax.flags].filter((spec) =>
      FREE_TEXT.has(spec.means?.kind ?? ""),
    );
    const madeText = texts.some((spec) => again.raw[spec.key] !== undefined && question.raw[spec.key] === undefined);
    if (!kept || elsewhere || madeText) continue;
    return again.kind === "ask"
      ? { raw: again.raw, asks: { missing: again.missing, ...(again.key ? { key: again.key } : {}) } }
      : { raw: again.raw };
  }
  return undefined;
}

/**
 * What a command made from an answer or a reference still lacks, as the reader names it
 * (`missingArgument`): its first required argument with no value, or "change" for a change of a
 * record's options that changes none ("service update wa_vpn"). Undefined when nothing is missing.
 */
export function stillMissing(
  definition: CommandDefinition,
  raw: RawArgs,
): { key: string; missing: string } | undefined {
  return (
    missingArgument(definition, raw) ?? (changesNothing(definition, raw) ? { key: "", missing: "change" } : undefined)
  );
}

/** The value an answer gives an argument that means `means`; `held` is what it had when one of its people is asked about. */
function valueFrom(
  means: NonNullable<CommandDefinition["syntax"]["flags"][number]["means"]>,
  answer: string,
  context: AnswerContext,
  held: RawArgs[string] | undefined,
  question: PendingQuestion,
): string | string[] | undefined {
  const words = wordsOf(answer);
  const entities = entitiesOf(answer, words, context.today, "en");
  switch (means.kind) {
    case "ticket":
      return entities.tickets[0]?.id ?? (namesTheTicket(answer) ? context.ticket : undefined);
    case "record":
      return entities.ids.find((id) => id.kind === means.of)?.id;
    case "id":
      return entities.ids[0]?.id;
    case "chat-user":
      return entities.mentions[0]?.text ?? (namesTheSpeaker(answer) ? context.speaker : undefined);
    case "person": {
      const people = peopleIn(answer, entities, context);
      if (people.length === 0) return undefined;
      if (!means.many) return people[0];
      // One of several named was asked about: the answer stands for it, the others stay.
      if (question.replaces && typeof held === "string") {
        const others = held.split(",").filter((each) => each.trim() !== question.replaces);
        return [...others, ...people].join(",");
      }
      return people.slice(0, MAX_PEOPLE).join(",");
    }
    case "text":
    case "new-name":
    case "description": {
      const text = textOf(answer);
      return text === "" ? undefined : text;
    }
    default:
      return undefined;
  }
}

/** The people an answer names: mentions and uids as written, "me" as the speaker, else its names ("Ada and Ken"). */
function peopleIn(answer: string, entities: ReturnType<typeof entitiesOf>, context: AnswerContext): string[] {
  // "Approvers: Ada Lovelace, Alan Turing": a short label before a colon names nobody.
  const labelled = entities.mentions.length === 0 ? afterLabel(answer) : undefined;
  if (labelled !== undefined) answer = labelled;
  // "tell me a joke" asks something of its own: its "me" is no answer.
  if (namesACommand(answer)) return [];
  // Mentions as written; uids and names ("Ada Lovelace and u_alan") as their parts give them.
  const mentions = entities.mentions.map((mention) => mention.text);
  // "Margaret and me": a part that is "me" or "moi" is the speaker, never someone named so.
  const named = namesIn(answer).map((name) => (namesOnlyTheSpeaker(name) ? context.speaker : name));
  if (mentions.length === 0 && named.length === 0 && namesTheSpeaker(answer)) return [context.speaker];
  return [...mentions, ...named].slice(0, MAX_PEOPLE);
}

/** Quotes people put around a text, and what closes each. */
export const QUOTES: Record<string, string> = { '"': '"', "“": "”", "«": "»", "‘": "’" };

/** An answer as a text: without the quotes around it, nor a short lead before a colon ("mets : …", "say: …"). */
function textOf(answer: string): string {
  let text = answer.trim();
  const labelled = afterLabel(text);
  if (labelled !== undefined) text = labelled.trim();
  else {
    // "tell them we're swapping the client tonight", "dis-leur que …": the words that say it is to be said.
    const words = wordsOf(text);
    const folded = words.map((word) => word.folded);
    const lead = Math.max(0, ...TEXT_LEAD.map((cue) => cueAt(cue, folded, 0)));
    const rest = words[lead];
    if (lead > 0 && rest) text = text.slice(rest.start).trim();
  }
  return unquoted(text);
}

/** What follows a short label and its colon ("Approvers: …", "mets : …"), or undefined when the text has none. */
function afterLabel(text: string): string | undefined {
  const colon = text.indexOf(":");
  return colon > 0 && wordsOf(text.slice(0, colon)).length <= LEAD_WORDS ? text.slice(colon + 1) : undefined;
}

/** A text without the quotes around it, when it is wholly quoted ("“router replaced”"). */
export function unquoted(text: string): string {
  const closer = QUOTES[text[0] ?? ""];
  return closer && text.length > 2 && text.endsWith(closer) ? text.slice(1, -1).trim() : text;
}
