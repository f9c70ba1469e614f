// A conversation over typed text (CONTRACT section 10): a yes or a no answers the pending proposal, the next message answers a question back, "the same for…", "it" and "me" refer back, and greetings and thanks are answered.
import type { Clock } from "../../clock.ts";
import type { Logger } from "../../log.ts";
import { t } from "../../messages/translate.ts";
import { entitiesOf } from "../../understanding/entities.ts";
import { readWords } from "../../understanding/reader.ts";
import {
  afterLeadIn,
  answerWithReason,
  asksToWait,
  endsWithNo,
  namesTheSpeaker,
  namesTheTicket,
  opensWithNo,
  opensWithTalk,
  reversesIt,
  saidToSomeoneElse,
  sameForRecords,
  talkOf,
  thanksFor,
  withoutOpener,
} from "../../understanding/talk.ts";
import { wordsOf } from "../../understanding/text.ts";
import type { RawArgs } from "../arguments.ts";
import type { CommandDefinition } from "../command.ts";
import { lineOf } from "../command-line.ts";
import { pressConfirmation } from "../confirm-press.ts";
import { confirmValue } from "../confirmation-presses.ts";
import { MAX_COMMAND_LENGTH, rawArgumentsOf } from "../parser.ts";
import type { Pipeline } from "../pipeline.ts";
import type { CommandRegistry } from "../registry.ts";
import type { Reply } from "../reply.ts";
import type { Caller, Delivery } from "../requests.ts";
import { shapeOf, type TypedText } from "../words.ts";
import { answered, stillMissing } from "./answers.ts";
import { correctedProposal } from "./corrections.ts";
import { CONVERSATION_MS, type ConversationMemory, type ConversationState, conversationKey } from "./memory.ts";

/** What a conversation is built on. */
export interface ConversationServices {
  typed: TypedText;
  pipeline: Pipeline;
  registry: CommandRegistry;
  clock: Clock;
  memory: ConversationMemory;
  logger: Logger;
}

/** The most words an answer that reads as another command may have and still be the answer ("it's REQ-44"). */
const ANSWER_WORDS = 4;

/** The commands a greeting gives as examples of what one may ask. */
const GREETING_EXAMPLES = ["ticket", "apps"];

/** Typed text in its conversation: what the conversation remembers, then the text itself. */
export function createConversations({ typed, pipeline, registry, clock, memory }: ConversationServices) {
  /** A reply that says something to the person without running anything (`"understood": null` in --json). */
  const said = (title: string, text?: string, forAskerOnly = false): Reply => ({
    kind: "result",
    title,
    ...(text ? { text } : {}),
    words: { outcome: "not-understood" },
    ...(forAskerOnly ? { forAskerOnly: true as const } : {}),
  });

  /** The answer to a greeting or thanks, in the person's language. */
  const smallTalk = (kind: "greeting" | "thanks", prefix: string): Reply => {
    if (kind === "thanks") return said(t("talk.thanks.title"), t("talk.thanks.text", { help: `${prefix}help` }));
    const [first, second] = GREETING_EXAMPLES.map((name) => registry.get(name)?.example ?? name);
    return said(
      t("talk.greeting.title"),
      t("talk.greeting.text", { example1: first ?? "", example2: second ?? "", help: `${prefix}help` }),
    );
  };

  /** A yes or a no to the pending proposal, or to nothing. */
  const answerProposal = async (
    caller: Caller,
    talk: "yes" | "no",
    state: ConversationState | undefined,
  ): Promise<Reply> => {
    const proposal = state?.proposal;
    if (!proposal) {
      if (talk === "no" && state?.question) return said(t("talk.questionDropped.title"));
      if (talk === "no") return said(t("talk.nothingToCancel.title"));
      // Someone else's proposal in a thread, one that lapsed or was answered: theirs alone to hear.
      return said(
        t("talk.nothingPending.title"),
        t("talk.nothingPending.text", { minutes: CONVERSATION_MS / 60_000 }),
        true,
      );
    }
    if (talk === "no") {
      // Its button is then cancelled too: a press afterwards changes nothing.
      await memory.cancelled(caller, proposal.nonce);
      return { kind: "result", title: t("confirm.cancelled"), conversation: { cancelled: proposal.line } };
    }
    if (await memory.wasCancelled(caller, proposal.nonce))
      return said(t("talk.cancelledBefore.title"), t("talk.cancelledBefore.text", { line: proposal.line }));
    const expiresAt = proposal.press.expiresAt;
    const lapsed = typeof expiresAt === "number" && clock.now() > expiresAt;
    const outcome = await pressConfirmation(pipeline, clock, caller, proposal.press, true);
    const reply: Reply = outcome.kind === "note" ? { kind: "result", title: outcome.text } : outcome.reply;
    return outcome.kind === "replace" && !lapsed ? { ...reply, conversation: { confirmed: proposal.line } } : reply;
  };

  /** A command the conversation made: acted on when it has what it needs, else the question for what it lacks. */
  const actOrAsk = (
    caller: Caller,
    definition: CommandDefinition,
    raw: RawArgs,
    delivery: Delivery,
    text?: string,
  ): Promise<Reply> => {
    const lacking = stillMissing(definition, raw);
    if (!lacking) return typed.actOn(caller, definition, raw, delivery);
    return Promise.resolve(question(caller, definition, raw, lacking, text));
  };

  /** The question back for what a command the conversation made still lacks, kept for the next message. */
  const question = (
    caller: Caller,
    definition: CommandDefinition,
    raw: RawArgs,
    lacking: { key: string; missing: string },
    text?: string,
  ): Reply => {
    const usage = `${caller.prefix ?? ""}${definition.usage}`;
    const title = t("words.ask.title", { what: lacking.missing });
    return {
      kind: "result",
      title,
      text: t("words.ask.text", { what: lacking.missing, usage }),
      words: { outcome: "ask", question: title },
      question: { command: definition.name, raw, ...lacking, ...(text ? { text } : {}) },
    };
  };

  /** The pending question asked again, unanswered. */
  const askAgain = (
    caller: Caller,
    pending: NonNullable<ConversationState["question"]>,
    delivery: Delivery,
  ): Promise<Reply> | undefined => {
    const definition = registry.get(pending.command);
    return definition ? actOrAsk(caller, definition, pending.raw, delivery, pending.text) : undefined;
  };

  /** "The same for REQ-43": the last command with the record the words name in place of its own. */
  const sameFor = async (
    caller: Caller,
    text: string,
    state: ConversationState | undefined,
    delivery: Delivery,
  ): Promise<Reply | undefined> => {
    const records = sameForRecords(text, new Date(clock.now()));
    if (!records) return undefined;
    const last = state?.last ? rawArgumentsOf(state.last, registry) : undefined;
    if (!last)
      return said(t("talk.sameFor.none.title"), t("talk.sameFor.none.text", { help: `${caller.prefix ?? ""}help` }));
    // "Calendly as well": a record named by its name, which the API cannot look up, is asked for by its uid.
    if (records.length === 0) {
      const record = recordKeyOf(last.definition);
      if (!record) return undefined;
      const { [record]: _named, ...rest } = last.raw;
      return actOrAsk(caller, last.definition, rest, delivery);
    }
    const replaced = replacedRecord(last.definition, last.raw, records);
    return replaced ? actOrAsk(caller, last.definition, replaced, delivery) : undefined;
  };

  return async (caller: Caller, text: string, delivery: Delivery = {}): Promise<Reply> => {
    // Only a place the adapter names is a conversation (a DM, a thread, a console session): a slash
    // command, a Home tab button or `chat -c` remembers nothing and is answered by nothing remembered.
    const key = delivery.conversation === undefined ? undefined : conversationKey(caller, delivery);
    const state = key ? await memory.recall(key) : undefined;
    const prefix = caller.prefix ?? "";
    // The speaker as a chat user: a mention, written as the console writes one there.
    const speaker = caller.platform === "console" ? `@${caller.userId}` : `<@${caller.userId}>`;
    // A text asked for is what the person says next, even "thanks" ("comment on it saying thanks"); a no still drops it.
    const textAsked = state?.question && ["text", "name"].includes(state.question.missing);
    // "@tim this is how you change a service": said to someone else in the thread, it asks nothing of deskbot.
    const addressee = saidToSomeoneElse(text);
    if (addressee) {
      if (key && state) await memory.keep(key, { ...state, at: clock.now() });
      return said(t("talk.forSomeoneElse.title", { who: addressee }), t("talk.forSomeoneElse.text"), true);
    }
    // The message read as words, once, by whichever check below needs it first.
    let reading: Reading | undefined;
    const readingOfText = () => {
      reading ??= readWords(text, { registry, today: new Date(clock.now()) });
      return reading;
    };
    const heard = talkOf(text);
    let talk = textAsked && heard !== "no" ? undefined : heard;
    let reply: Reply | undefined;
    // A bare yes is no comment anyone means: with nothing to confirm, the text is asked for again.
    if (textAsked && heard === "yes" && !state?.proposal && state?.question)
      reply = await askAgain(caller, state.question, delivery);
    // "make it Radia", "hmm no, say \"…\"", "ajoute Alan aussi": the waiting proposal, corrected, proposed anew.
    if (!reply && !talk && state?.proposal) {
      const corrected = correctedProposal(state.proposal.line, text, registry, new Date(clock.now()));
      if (corrected) reply = await typed.actOn(caller, corrected.definition, corrected.raw, delivery);
    }
    // "attends non, c'est l'inverse" to a merge: the same two people, the other way round, proposed anew.
    if (!reply && state?.proposal && reversesIt(text) && !namesARecord(text, clock.now())) {
      const swapped = swappedSides(state.proposal.line, registry);
      if (swapped) reply = await typed.actOn(caller, swapped.definition, swapped.raw, delivery);
    }
    // Words that ask for nothing of their own and name no record: a yes or a no given with its reason
    // ("ok he said fine, go", "non il est déjà actif"), or a wait ("hmm wait", "oui mais faut que je
    // demande à Ken") that leaves a proposal waiting. ("nvm, who am i" asks something: it is read.)
    // A last clause that is wholly a no ("no i'm already linked, cancel") is one whatever the words before read as.
    const asksNothing = () => !namesARecord(text, clock.now()) && (endsWithNo(text) || readingOfText().kind === "none");
    // A question back turned down with a reason ("no wait, wrong person, cancel") is dropped.
    if (!reply && !talk && !state?.proposal && state?.question && !textAsked && asksNothing())
      talk = answerWithReason(text) === "no" ? "no" : undefined;
    if (!reply && !talk && state?.proposal && asksNothing()) {
      talk = answerWithReason(text);
      if (!talk && asksToWait(text)) {
        await memory.keep(key as string, { ...state, at: clock.now() });
        return said(t("talk.waiting.title"), t("talk.waiting.text", { line: state.proposal.line }));
      }
    }
    if (talk === "yes" || talk === "no") reply = await answerProposal(caller, talk, state);
    else if (talk || (!textAsked && thanksFor(text) && !asksMoreAfterThanks(text, registry, clock.now()))) {
      // Small talk leaves what waits as it was: "thanks!" between a proposal and its yes forgets nothing.
      if (key) await memory.keep(key, { ...(state ?? {}), at: clock.now() });
      return smallTalk(talk ?? "thanks", prefix);
    }
    // The next message after a question back is read first as its answer (a typed command is itself).
    const asked = state?.question && shapeOf(text, registry) !== "command" ? state.question : undefined;
    if (!reply && asked) {
      const filled = answered(asked, text, {
        registry,
        today: new Date(clock.now()),
        speaker,
        ...(state?.ticket ? { ticket: state.ticket.id } : {}),
      });
      if (filled && !plainlyAnotherRequest(text, readingOfText(), filled.definition, asked.missing, clock.now()))
        reply = filled.asks
          ? question(
              caller,
              filled.definition,
              filled.raw,
              { key: filled.asks.key ?? "", missing: filled.asks.missing },
              asked.text,
            )
          : await actOrAsk(caller, filled.definition, filled.raw, delivery);
    }
    const unanswered = reply ? undefined : asked;
    reply ??= await sameFor(caller, text, state, delivery);
    // A model, when configured, is told the question waiting for its answer (never the conversation's history).
    const pending = state?.question ? pendingFor(state.question, registry) : undefined;
    // "ok and REQ-46", "last one before my 3pm: ticket REQ-43": what is asked, without what leads it in.
    const spoken = reply ? text : requestIn(text, registry, clock.now());
    if (!reply) {
      reply = await typed.run(caller, spoken, delivery, pending);
      // A command line read out of words around it is shown as understood, as words are.
      const ranTyped = !reply.words && (reply.kind === "result" || reply.kind === "help");
      if (spoken !== text && ranTyped)
        reply = { ...reply, words: { outcome: "understood", line: `${prefix}${spoken}` } };
    }
    // "Comment on it", "make me admin": a question back for what the conversation already knows is answered by it.
    const wanted = reply.question;
    if (wanted) {
      // "it" names the last ticket, or the record of the last command when a record is asked ("enable it instead").
      const lastRecord = state?.last ? recordOfKind(state.last, wanted.missing, registry) : undefined;
      const known = namesTheTicket(text) ? (wanted.missing === "ticket" ? state?.ticket?.id : lastRecord) : undefined;
      // "assign the VPN service to me" + `wa_vpn`: the words that asked may name the speaker too.
      const askedSo = asked?.text && asked.command === wanted.command && namesTheSpeaker(asked.text);
      const me = namesTheSpeaker(text) || askedSo ? speaker : undefined;
      const speakerFits = ["user", "assignee", "approvers"].includes(wanted.missing) && !wanted.replaces;
      const fills = known ?? (speakerFits ? me : undefined);
      const definition = registry.get(wanted.command);
      if (definition && wanted.key && fills)
        reply = await actOrAsk(caller, definition, { ...wanted.raw, [wanted.key]: fills }, delivery);
    }
    // An answer that gave nothing of what was asked, and asks nothing itself: the question stands, asked again.
    // (A single word such as "1password" may be answered as a mistyped command: that did nothing either.)
    const didNothing = (reply.kind === "error" || reply.kind === "usage") && !reply.question;
    if (unanswered && didNothing && (reply.words?.outcome ?? "not-understood") === "not-understood") {
      const definition = registry.get(unanswered.command);
      if (definition && stillMissing(definition, unanswered.raw))
        reply = (await askAgain(caller, unanswered, delivery)) ?? reply;
    }
    // "And the discovered ones?", "only the last 2", "et rh": the last list again, narrowed or changed so.
    if (reply.words?.outcome === "not-understood" && state?.last) {
      const refined = refinedRead(state.last, text, registry, clock.now());
      if (refined) reply = await actOrAsk(caller, refined.definition, refined.raw, delivery);
    }
    // Words that opened with a greeting or thanks and asked for nothing more are small talk.
    // (a usage reply too: "re-bonjour" is no command, and said so, but it greets.)
    const notRead = reply.kind === "error" || (reply.kind === "usage" && shapeOf(text, registry) !== "command");
    if ((reply.words?.outcome ?? "not-understood") === "not-understood" && !reply.conversation && notRead) {
      const opened = opensWithTalk(text);
      if (opened) reply = smallTalk(opened, prefix);
    }
    // A new proposal replaces the one that waited: its button is cancelled too (a press on the older card
    // changes nothing), and the person is told which one no yes or press will confirm now.
    if (reply.kind === "confirm" && state?.proposal && state.proposal.nonce !== reply.confirmation.nonce) {
      await memory.cancelled(caller, state.proposal.nonce);
      reply = { ...reply, text: `${reply.text}\n${t("talk.replaced", { line: state.proposal.line })}` };
    }
    if (key) await memory.keep(key, nextState(state, reply, spoken, prefix, clock.now(), registry));
    return reply;
  };
}

/** What the reader makes of a message. */
type Reading = ReturnType<typeof readWords>;

/**
 * Whether an answer is plainly a request of its own rather than the answer ("show me REQ-44" after
 * "What should it say?"): it names a ticket or record besides what the question asked, with words of
 * another command. Kept narrow: an answer is the answer unless it plainly is not.
 */
function plainlyAnotherRequest(
  text: string,
  reading: Reading,
  definition: CommandDefinition,
  missing: string,
  now: number,
): boolean {
  // "nvm, list the inboxes": the question is turned down, and what follows is asked.
  if (opensWithNo(text) && reading.kind !== "none") return true;
  const words = wordsOf(text);
  // "mets-moi comme assignée de wa_vpn" while "Which person?" waits for an unlink: another command,
  // about a record of its own, still asking something: a request of its own, never this answer.
  if (reading.kind === "ask" && reading.definition !== definition) {
    const entities = entitiesOf(text, words, new Date(now), "en");
    return entities.tickets.length > 0 || entities.ids.some((id) => id.kind !== "user");
  }
  if (reading.kind !== "command") return false;
  // A text is anything the person says ("Finance approved, granting access now"), unless it names a
  // ticket or a record to act on ("show me REQ-44").
  if (missing === "text" || missing === "name") {
    const entities = entitiesOf(text, words, new Date(now), "en");
    return entities.tickets.length > 0 || entities.ids.length > 0;
  }
  // "Re: [REQ-41] The printer…" pasted for "Which ticket?": one ticket, opening the answer, is the one
  // asked for, whatever words follow it (a subject line reads as a request to show it).
  if (missing === "ticket" && (reading.definition === definition || reading.definition.name === "ticket")) {
    const tickets = entitiesOf(text, words, new Date(now), "en").tickets;
    const opening = tickets.every((ticket) => ticket.start <= (words[1]?.start ?? 0));
    if (new Set(tickets.map((ticket) => ticket.id)).size === 1 && opening) return false;
  }
  // A whole request of its own, even of the same command ("ask Grace Kelly to approve REQ-42: x").
  if (reading.definition === definition) return words.length > ANSWER_WORDS && Object.keys(reading.raw).length > 1;
  return words.length > ANSWER_WORDS;
}

/** The most words a message that narrows the last list may have ("and the discovered ones created since Nov 1?"). */
const REFINEMENT_WORDS = 10;

/**
 * The last command, when it was a read, with what `text` says of its own arguments put in place:
 * `text` read as if it followed the command's name ("apps" + "only the discovered ones").
 * Undefined when the words say nothing of that command's arguments.
 */
function refinedRead(
  last: string,
  text: string,
  registry: CommandRegistry,
  now: number,
): { definition: CommandDefinition; raw: RawArgs } | undefined {
  const before = rawArgumentsOf(last, registry);
  if (!before || before.definition.writes || wordsOf(text).length > REFINEMENT_WORDS) return undefined;
  const reading = readWords(`${before.definition.name} ${text}`, { registry, today: new Date(now) });
  if (reading.kind !== "command" || reading.definition !== before.definition) return undefined;
  const said = Object.entries(reading.raw).filter(([, value]) => value !== undefined);
  if (said.length === 0) return undefined;
  return { definition: before.definition, raw: { ...before.raw, ...Object.fromEntries(said) } };
}

/** The uid of the record of kind `kind` (service, app, equipment) that the command line `line` is about, if any. */
function recordOfKind(line: string, kind: string, registry: CommandRegistry): string | undefined {
  const read = rawArgumentsOf(line, registry);
  const spec = read?.definition.syntax.positionals.find(
    (each) => each.means?.kind === "record" && each.means.of === kind,
  );
  const value = spec ? read?.raw[spec.key] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** The command line `line` with its two sides (the one kept, the one merged) swapped, if it has both. */
function swappedSides(
  line: string,
  registry: CommandRegistry,
): { definition: CommandDefinition; raw: RawArgs } | undefined {
  const read = rawArgumentsOf(line, registry);
  const sides = read?.definition.syntax.positionals.filter((spec) => spec.means?.kind === "person" && spec.means.side);
  const [first, second] = sides ?? [];
  if (!read || !first || !second || sides?.length !== 2) return undefined;
  return {
    definition: read.definition,
    raw: { ...read.raw, [first.key]: read.raw[second.key], [second.key]: read.raw[first.key] },
  };
}

/** The key of the record or ticket a command is about, if it is about one. */
function recordKeyOf(definition: CommandDefinition): string | undefined {
  return definition.syntax.positionals.find((spec) => spec.means?.kind === "record" || spec.means?.kind === "ticket")
    ?.key;
}

/**
 * The last command's arguments with the record `records` names put in place of its own: a ticket for
 * its ticket, a uid for a record of that kind; a person only where the command takes one person
 * (a mention for a chat user, a mention or a user's uid for a platform user). A command about two
 * people (`link`, `merge`) never has one swapped: which of them is meant is not said. Undefined when none fits.
 */
function replacedRecord(
  definition: CommandDefinition,
  raw: RawArgs,
  records: ReadonlyArray<{ id: string; kind: string }>,
): RawArgs | undefined {
  const specs = [...definition.syntax.positionals, ...definition.syntax.flags];
  const people = specs.filter((spec) => spec.means?.kind === "person" || spec.means?.kind === "chat-user");
  for (const spec of specs) {
    const means = spec.means;
    if (!means || raw[spec.key] === undefined) continue;
    const fits = (kind: string) =>
      means.kind === "ticket"
        ? kind === "ticket"
        : means.kind === "record"
          ? kind === means.of
          : people.length !== 1
            ? false
            : means.kind === "chat-user"
              ? kind === "mention"
              : means.kind === "person" && (kind === "mention" || kind === "user");
    const record = records.find((each) => fits(each.kind));
    if (record) return { ...raw, [spec.key]: record.id };
  }
  return undefined;
}

/** What the conversation remembers after `reply`: its question, its proposal, its last command and ticket. */
function nextState(
  before: ConversationState | undefined,
  reply: Reply,
  text: string,
  prefix: string,
  now: number,
  registry: CommandRegistry,
): ConversationState {
  const made =
    reply.kind === "confirm"
      ? {
          press: confirmValue(reply.confirmation) as Record<string, unknown>,
          line: reply.confirmation.command,
          nonce: reply.confirmation.nonce,
        }
      : undefined;
  // A proposal waits until it is answered (yes, no), replaced by a newer one, or lapses; words that
  // did nothing in between ("is that safe?", "hmm") leave it waiting, but a request answered (a list
  // shown, a question asked) moves on: a later "ok" is about that, never the old proposal.
  const didNothing = reply.words?.outcome === "not-understood" && !reply.question;
  const proposal = made ?? (reply.conversation || !didNothing ? undefined : before?.proposal);
  const words = reply.words;
  const ran = words && (words.outcome === "understood" || words.outcome === "proposed") ? words.line : undefined;
  const confirmed = reply.conversation && "confirmed" in reply.conversation ? reply.conversation.confirmed : undefined;
  // A typed command that ran is the last command too ("the same for REQ-43" after `comment REQ-42 …`).
  const typedLine =
    !words && !reply.conversation && (reply.kind === "result" || reply.kind === "help") ? text.trim() : undefined;
  const typed = typedLine && rawArgumentsOf(typedLine, registry) ? typedLine : undefined;
  // A words line is shown with the prefix the person types commands with (`/desk `, `@deskbot `).
  const read = ran?.startsWith(prefix) ? ran.slice(prefix.length) : ran;
  const newest = made?.line ?? confirmed ?? read ?? typed;
  // Only a command that could be typed again is kept to repeat ("the same for…").
  const last = newest && newest.length <= MAX_COMMAND_LENGTH ? newest : before?.last;
  const ticket =
    ticketNamed(last && last !== before?.last ? last : text, now) ?? ticketNamed(text, now) ?? before?.ticket;
  return {
    at: now,
    ...(reply.question ? { question: { ...reply.question, raw: definedOnly(reply.question.raw) } } : {}),
    ...(proposal ? { proposal } : {}),
    ...(last ? { last } : {}),
    ...(ticket ? { ticket } : {}),
  };
}

/** The pending question as a model is told it: the question, and the command so far. */
function pendingFor(
  question: NonNullable<ConversationState["question"]>,
  registry: CommandRegistry,
): string | undefined {
  const definition = registry.get(question.command);
  if (!definition) return undefined;
  return `${t("words.ask.title", { what: question.missing })} (${lineOf(definition, question.raw)})`;
}

/**
 * The request a message makes, as it is read: a typed command line as it is; else the line after a
 * short lead-in and a colon when that is a typed command that reads ("ok last one: ticket REQ-43"); else the words
 * after an acknowledgement or greeting that opens them ("ok and REQ-46"); else the whole message.
 */
function requestIn(text: string, registry: CommandRegistry, now: number): string {
  if (shapeOf(text, registry) === "command") return text;
  // Only a read: a change in words is proposed first, never run as a typed line is.
  const led = afterLeadIn(text);
  if (led && shapeOf(led, registry) === "command" && rawArgumentsOf(led, registry)?.definition.writes === false)
    return led;
  // What follows an acknowledgement is read as words: a change typed after "ok" is proposed, never run
  // at once; one not set apart ("ok just show me REQ-41") only when it reads.
  const opened = withoutOpener(text);
  if (!opened) return text;
  const { rest, set } = opened;
  if (shapeOf(rest, registry) === "command")
    return rawArgumentsOf(rest, registry)?.definition.writes === false ? rest : text;
  if (set) return rest;
  const reading = readWords(rest, { registry, today: new Date(now) });
  return reading.kind === "command" && !reading.definition.writes ? rest : text;
}

/** Whether a later clause of thanks asks something ("thanks for that, now show me the inboxes"). */
function asksMoreAfterThanks(text: string, registry: CommandRegistry, now: number): boolean {
  const comma = text.search(/[,;.!]/u);
  if (comma < 0) return false;
  return readWords(text.slice(comma + 1), { registry, today: new Date(now) }).kind !== "none";
}

/** Whether `text` names a ticket, a record's uid or a person by a mention: then it is about that, not only an answer. */
function namesARecord(text: string, now: number): boolean {
  const entities = entitiesOf(text, wordsOf(text), new Date(now), "en");
  return entities.tickets.length + entities.ids.length + entities.mentions.length > 0;
}

/** The first ticket `text` names, as remembered. */
function ticketNamed(text: string, now: number): { id: string; at: number } | undefined {
  const id = entitiesOf(text, wordsOf(text), new Date(now), "en").tickets[0]?.id;
  return id ? { id, at: now } : undefined;
}

/** Arguments without those left undefined, as the store keeps them. */
function definedOnly(raw: RawArgs): Record<string, string | string[] | true> {
  const kept: Record<string, string | string[] | true> = {};
  for (const [key, value] of Object.entries(raw)) if (value !== undefined) kept[key] = value;
  return kept;
}
