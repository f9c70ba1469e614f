// A conversation through the core (CONTRACT section 10): an answer taken as the answer, yes and no in both languages, lapses, someone else's yes, references back ("the same for", "it", "me"), small talk, and nothing written twice.
import { describe, expect, it } from "vitest";
import { conversationKey } from "../../src/core/conversation/memory.ts";
import type { Reply } from "../../src/core/reply.ts";
import type { Caller, Delivery } from "../../src/core/requests.ts";
import { inLocale } from "../../src/messages/translate.ts";
import { demoDirectory } from "../../src/simulator/demo-data.ts";
import { systemPrompt } from "../../src/understanding/model/prompt.ts";
import { startCore } from "../helpers/core.ts";
import { FakeClock } from "../helpers/fake-clock.ts";

const grace: Caller = { platform: "slack", userId: "admin", prefix: "" };
const tim: Caller = { platform: "slack", userId: "UTIM", prefix: "" };

/** A core and one conversation in it: `say` sends a message there as `caller`. */
async function conversation(place: Delivery = { conversation: "slack:dm:D1" }) {
  const clock = new FakeClock(Date.UTC(2026, 10, 27, 9));
  const test = await startCore({ coreClock: clock, clock });
  const say = (text: string, caller: Caller = grace) => test.core.run(caller, text, place);
  const comments = () => test.sim.journal.filter((call) => call.method === "POST" && call.path.endsWith("/messages"));
  /** The demo directory in the store, as a sync fills it: names ("Ada Lovelace") are then found. */
  const withDirectory = () => test.store.replaceDirectory(demoDirectory(), "demo");
  return { ...test, clock, say, comments, withDirectory };
}

const proposed = (reply: Reply) => (reply.kind === "confirm" ? reply.confirmation.command : undefined);

describe("a question back, answered on the next message", () => {
  it.each([
    ["comment on REQ-42", "the laptop arrived", "comment REQ-42 the laptop arrived"],
    ["commente REQ-42", "mets : le portable est arrivé", "comment REQ-42 le portable est arrivé"],
    ["post a comment on the ticket", "REQ-43 — and say: router replaced", "comment REQ-43 router replaced"],
    [
      "ask for approval on REQ-44: access for Margaret",
      "Ada Lovelace and u_alan",
      "approval REQ-44 --approvers u_ada,u_alan access for Margaret",
    ],
    ["disable a service", "it's wa_vpn", "service disable wa_vpn"],
  ])("%j, then %j, proposes %j", async (first, answer, line) => {
    const { say, withDirectory, comments } = await conversation();
    await withDirectory();
    const asked = await say(first);
    expect(asked.words?.outcome).toBe("ask");
    expect(proposed(await say(answer))).toBe(line);
    expect(comments()).toEqual([]);
  });

  it("takes a plain new request as that request, and a typed command as itself", async () => {
    const { say } = await conversation();
    await say("comment on REQ-46");
    const other = await say("nvm, list the inboxes");
    expect(other.words).toMatchObject({ outcome: "understood", line: "inboxes" });
    await say("comment on REQ-46");
    expect((await say("ticket REQ-41")).title).toContain("REQ-41");
  });

  it("asks again, saying what it needs, when the answer gives nothing of it", async () => {
    const { say } = await conversation();
    await say("turn off a service");
    const again = await say("VPN access");
    expect(again.words).toMatchObject({ outcome: "ask" });
    expect(again.title).toBe("Which service?");
    expect(proposed(await say("wa_vpn"))).toBe("service disable wa_vpn");
  });

  it("reads a record given as the answer with the words that asked for it: a rename then asks the new name", async () => {
    const { say } = await conversation();
    await say("rename the VPN access service");
    const named = await say("wa_vpn");
    expect(named.title).toBe("What should its new name be?");
    expect(proposed(await say("Remote access"))).toBe('service update wa_vpn --name "Remote access"');
  });
});

describe("yes and no", () => {
  it.each([
    ["yes"],
    ["yep, go ahead"],
    ["ok"],
    ["oui"],
    ["oui vas-y"],
    ["confirm"],
    ["je confirme"],
    ["Yes go ahead"],
    ["👍"],
  ])("%j confirms the proposal as its button would: one comment, audited as confirmed by a reply", async (yes) => {
    const { say, comments, store } = await conversation();
    await say("tell REQ-42 the laptop arrived");
    const done = await say(yes);
    expect(done.conversation).toEqual({ confirmed: "comment REQ-42 the laptop arrived" });
    expect(comments()).toHaveLength(1);
    const [entry] = await store.recentAudit({ limit: 1 });
    expect(entry?.detail).toContain("confirmed by a reply");
    // A second yes confirms nothing more.
    const again = await say(yes);
    expect(again.conversation).toBeUndefined();
    expect(comments()).toHaveLength(1);
  });

  it("a yes and a press of the Confirm button make one change, whichever comes first", async () => {
    const { say, comments, core } = await conversation();
    const proposal = await say("tell REQ-42 the laptop arrived");
    if (proposal.kind !== "confirm") throw new Error("no proposal");
    const [pressed] = await Promise.all([core.press(grace, proposal.confirmation), say("yes")]);
    expect(comments()).toHaveLength(1);
    // The press after it is told it was done (or is done first, and the yes is told so).
    expect(["note", "replace"]).toContain(pressed.kind);
    expect((await core.press(grace, proposal.confirmation)).kind).toBe("note");
  });

  it.each([
    ["no"],
    ["annule"],
    ["non, laisse tomber"],
    ["cancel"],
    ["no, I changed my mind"],
  ])("%j cancels it: nothing is written, and neither a later yes nor its button changes anything", async (no) => {
    const { say, comments, core } = await conversation();
    const proposal = await say("tell REQ-42 the laptop arrived");
    const cancelled = await say(no);
    expect(cancelled.conversation).toEqual({ cancelled: "comment REQ-42 the laptop arrived" });
    expect((await say("yes")).conversation).toBeUndefined();
    if (proposal.kind !== "confirm") throw new Error("no proposal");
    await core.press(grace, proposal.confirmation);
    expect(comments()).toEqual([]);
  });

  it("a yes after the Cancel button changes nothing", async () => {
    const { say, comments, core } = await conversation();
    const proposal = await say("tell REQ-42 the laptop arrived");
    if (proposal.kind !== "confirm") throw new Error("no proposal");
    core.cancel(grace, { requestedBy: grace.userId, nonce: proposal.confirmation.nonce });
    // The cancel is noted in the background: the next message is read after it.
    await new Promise((resolve) => setImmediate(resolve));
    const late = await say("yes");
    expect(late.conversation).toBeUndefined();
    expect(comments()).toEqual([]);
  });

  it("a yes after 15 minutes confirms nothing, and says the proposal lapsed", async () => {
    const { say, comments, clock } = await conversation();
    await say("tell REQ-42 the laptop arrived");
    await clock.advance(15 * 60_000 + 1);
    const late = await say("yes");
    expect(late.conversation).toBeUndefined();
    expect(comments()).toEqual([]);
  });

  it("words that are more than a yes confirm nothing, and the proposal still waits", async () => {
    const { say, comments } = await conversation();
    await say("tell REQ-42 the laptop arrived");
    for (const words of ["yes but not now", "ok wait", "is it done?", "oui mais attends"])
      expect((await say(words)).conversation).toBeUndefined();
    expect(comments()).toEqual([]);
    expect((await say("ok, go")).conversation).toEqual({ confirmed: "comment REQ-42 the laptop arrived" });
  });

  it("someone else's yes in the thread confirms nothing and is told so, to them only", async () => {
    const { say, comments } = await conversation({ conversation: "slack:thread:C1:1700000000.1" });
    await say("tell REQ-42 the laptop arrived");
    const theirs = await say("yes", tim);
    expect(theirs.conversation).toBeUndefined();
    expect(theirs.forAskerOnly).toBe(true);
    expect(theirs.title).toBe("Nothing is waiting for your yes here.");
    expect(comments()).toEqual([]);
    expect((await say("yes")).conversation).toEqual({ confirmed: "comment REQ-42 the laptop arrived" });
  });

  it("a conversation is its place: a yes in another DM or thread confirms nothing here", async () => {
    const { say, core, comments } = await conversation();
    await say("tell REQ-42 the laptop arrived");
    const elsewhere = await core.run(grace, "yes", { conversation: "slack:thread:C9:1" });
    expect(elsewhere.conversation).toBeUndefined();
    expect(comments()).toEqual([]);
  });
});

describe("a new user's try", () => {
  it("a change of mind proposes the new change in place of the old, says so, and a yes confirms the new one only", async () => {
    const { say, sim } = await conversation();
    await say("disable wa_vpn");
    const instead = await say("wait, enable it instead");
    expect(proposed(instead)).toBe("service enable wa_vpn");
    expect(instead.kind === "confirm" && instead.text).toContain("service disable wa_vpn");
    await say("yes");
    expect(sim.received("PUT", "/v1/services/wa_vpn").map((call) => call.body)).toEqual([{ enabled: true }]);
  });

  it('the words that asked are never made the text: "comment on it" then a ticket asks what to say', async () => {
    const { say } = await conversation();
    await say("comment on it");
    expect((await say("REQ-43")).title).toBe("What should it say?");
    expect(proposed(await say("thanks"))).toBe("comment REQ-43 thanks");
  });
});

describe("what is not a yes (an attacker's look)", () => {
  it.each([
    ["sure?"],
    ["y?"],
    ["ok?"],
    ["yes?"],
    ["c'est bon ?"],
    ["je confirme ?"],
    ["yes <@UTIM>"],
    ["do it for everyone"],
    ["yes for all"],
    ["ok, just testing"],
    ["yeah right"],
    ["ok thanks"],
  ])("%j confirms nothing", async (words) => {
    const { say, comments } = await conversation();
    await say("tell REQ-42 the laptop arrived");
    expect((await say(words)).conversation).toBeUndefined();
    expect(comments()).toEqual([]);
  });

  it("an acknowledgement after another request is about that request, never the older proposal", async () => {
    const { say, sim } = await conversation();
    await say("disable wa_vpn");
    await say("show me REQ-42");
    await say("what apps are restricted?");
    expect((await say("ok")).conversation).toBeUndefined();
    expect(sim.journal.filter((call) => call.method === "PUT")).toEqual([]);
  });

  it('a proposal\'s Change after a reply "no" opens no form and changes nothing', async () => {
    const { say, core, comments } = await conversation();
    const proposal = await say("tell REQ-42 the laptop arrived");
    if (proposal.kind !== "confirm") throw new Error("no proposal");
    await say("no");
    const { command, requestedBy, nonce } = proposal.confirmation;
    expect((await core.change(grace, { change: command, requestedBy, nonce })).kind).toBe("note");
    const submitted = await core.submitForm(
      grace,
      "comment",
      { ticket: "REQ-42", body: "the laptop arrived" },
      { proposal: { nonce, requestedBy } },
      5_000,
    );
    expect(submitted.kind === "reply" && submitted.reply.title).toBe("Nothing was changed.");
    expect(comments()).toEqual([]);
  });

  it.each([
    ["not wa_mail"],
    ["anything except wa_vpn"],
    ["pas wa_vpn"],
  ])("an answer that sets a record aside (%j) is no answer: the question is asked again", async (answer) => {
    const { say } = await conversation();
    await say("turn off a service");
    const again = await say(answer);
    expect(again.kind).not.toBe("confirm");
  });

  it('"me" in a relative clause or after a comma is not the speaker; an article names no ticket', async () => {
    const { say } = await conversation();
    expect(proposed(await say("revoke admin from the person who emailed me"))).toBeUndefined();
    expect(proposed(await say("retire les droits admin du nouveau, il m'a demandé"))).toBeUndefined();
    await say("ticket REQ-44");
    expect(proposed(await say("comment on the ticket Ken opened: laptop ready"))).toBeUndefined();
    expect(proposed(await say("commente la demande de Margaret : reçu"))).toBeUndefined();
  });

  it('"and u_alan too" after a link swaps nobody: a command about two people is not guessed', async () => {
    const { say } = await conversation();
    await say("link <@UTIM> to u_ada");
    await say("yes");
    expect(proposed(await say("and u_alan too"))).toBeUndefined();
  });

  it("a message with no conversation (a slash command, a Home button, `chat -c`) is answered by nothing remembered", async () => {
    const { core, comments } = await conversation();
    await core.run(grace, "tell REQ-42 the laptop arrived");
    expect((await core.run(grace, "yes")).conversation).toBeUndefined();
    expect(comments()).toEqual([]);
  });
});

describe("what is kept, and how long", () => {
  it("a conversation's words lapse after 15 minutes; its last ticket, kept apart, after 24 hours", async () => {
    const { say, store, clock } = await conversation();
    await say("what's up with REQ-44?");
    await say("comment on it");
    const key = conversationKey(grace, { conversation: "slack:dm:D1" });
    expect(await store.readConversation(key)).toContain("comment");
    await clock.advance(15 * 60_000 + 1);
    expect(await store.readConversation(key)).toBeUndefined();
    expect(await store.readConversation(`ticket:${key}`)).toContain("REQ-44");
    expect(proposed(await say("comment on it: done"))).toBe("comment REQ-44 done");
    await clock.advance(24 * 3600_000 + 1);
    expect(proposed(await say("comment on it: done"))).toBeUndefined();
  });
});

describe("references back", () => {
  it('"the same for REQ-43", "pareil pour REQ-44", "and REQ-45 too" repeat the last command on another ticket', async () => {
    const { say } = await conversation();
    await say("tell REQ-42 the laptop arrived");
    await say("yes");
    expect(proposed(await say("the same for REQ-43"))).toBe("comment REQ-43 the laptop arrived");
    expect(proposed(await say("pareil pour REQ-44"))).toBe("comment REQ-44 the laptop arrived");
    expect(proposed(await say("and REQ-45 too"))).toBe("comment REQ-45 the laptop arrived");
    // A read is repeated as a read.
    await say("show me REQ-41");
    expect((await say("same for REQ-44")).words).toMatchObject({ outcome: "understood", line: "ticket REQ-44" });
  });

  it('"it", "this ticket", "ce ticket" name the last ticket of the conversation', async () => {
    const { say } = await conversation();
    await say("what's up with REQ-44?");
    expect(proposed(await say("comment on it: finance approved"))).toBe("comment REQ-44 finance approved");
    await say("ticket REQ-43");
    expect(proposed(await say("commente ce ticket : routeur remplacé"))).toBe("comment REQ-43 routeur remplacé");
  });

  it('"me", "moi" name the speaker, never a user called so', async () => {
    const { say } = await conversation();
    expect(proposed(await say("make me admin"))).toBe('admin grant "<@admin>"');
    expect(proposed(await say("délie-moi"))).toBe('unlink "<@admin>"');
    expect(proposed(await say("link me to u_ada"))).toBe('link "<@admin>" u_ada');
  });

  it('narrows the last list: "and the discovered ones?", "only the last 2", "et rh"', async () => {
    const { say } = await conversation();
    await say("list the approved apps");
    expect((await say("and the discovered ones created since Nov 1?")).words).toMatchObject({
      line: "apps --status discovered --created-after 2026-11-01",
    });
    await say("cherche les boîtes partagées avec finance");
    expect((await say("et rh")).words).toMatchObject({ line: "inboxes rh" });
  });
});

describe("a model, when configured", () => {
  it("is told the pending question and the command so far, never the conversation's history, and confirms nothing", async () => {
    const told: Array<string | undefined> = [];
    const model = {
      model: "stub",
      read: async (_words: string, context: { pending?: string }) => {
        told.push(context.pending);
        return { kind: "none" as const, outcome: "text" as const };
      },
    };
    const clock = new FakeClock(Date.UTC(2026, 10, 27, 9));
    const { core, sim } = await startCore({ coreClock: clock, clock, model });
    const say = (text: string) => core.run(grace, text, { conversation: "slack:dm:D1" });
    await say("zorblax quux");
    await say("comment: the laptop arrived");
    await say("the one about zorblax");
    expect(told).toEqual([undefined, "Which ticket? (comment the laptop arrived)"]);
    expect(systemPrompt("en", new Date(0), told[1])).toContain("Which ticket?");
    expect(sim.journal.filter((call) => call.method === "POST")).toEqual([]);
  });
});

describe("people talk", () => {
  it.each([
    ["hi", "en", "Hello!"],
    ["good morning deskbot", "en", "Hello!"],
    ["bonjour", "fr", "Bonjour"],
    ["salut !", "fr", "Bonjour"],
    ["thanks!", "en", "You're welcome"],
    ["merci beaucoup", "fr", "Avec plaisir"],
  ])('%j is answered in the person\'s language, never "not understood"', async (words, locale, opening) => {
    const { say } = await conversation();
    const reply = await inLocale(locale as "en" | "fr", () => say(words));
    expect(reply.kind).toBe("result");
    expect(reply.title.startsWith(opening)).toBe(true);
  });

  it("a greeting says what one can ask; thanks between a proposal and its yes forget nothing", async () => {
    const { say, comments } = await conversation();
    const greeting = await say("hello");
    expect(greeting.kind === "result" && greeting.text).toMatch(/help/);
    await say("tell REQ-42 the laptop arrived");
    await say("thanks!");
    expect((await say("yes")).conversation).toEqual({ confirmed: "comment REQ-42 the laptop arrived" });
    expect(comments()).toHaveLength(1);
  });
});

describe("an answer given with its reason, or a wait", () => {
  it.each([
    ["ok he said fine, go", "en"],
    ["c'est bon il est d'accord, vas-y", "fr"],
  ])("%j confirms the proposal once: a yes that closes the reason", async (words) => {
    const { say, comments } = await conversation();
    await say("tell REQ-42 the laptop arrived");
    expect((await say(words)).conversation).toEqual({ confirmed: "comment REQ-42 the laptop arrived" });
    expect(comments()).toHaveLength(1);
  });

  it.each([
    ["no i'm already linked, cancel"],
    ["non il est déjà actif"],
    ["nope, wrong ticket"],
    ["hmm actually no, leave it on, they said it won't affect us"],
    ["annule, je vérifie d'abord"],
    ["ah oui. annule"],
    ["no wait, wrong person, cancel"],
  ])("%j cancels it: a no that opens the reason, or stands in a clause of its own", async (words) => {
    const { say, comments } = await conversation();
    await say("tell REQ-42 the laptop arrived");
    expect((await say(words)).conversation).toEqual({ cancelled: "comment REQ-42 the laptop arrived" });
    expect((await say("yes")).conversation).toBeUndefined();
    expect(comments()).toEqual([]);
  });

  it("a no beside a yes, a question or a record named is neither: nothing is confirmed or cancelled by it", async () => {
    const { say, comments } = await conversation();
    await say("tell REQ-42 the laptop arrived");
    for (const words of ["no worries, go ahead", "fine, but is it the right ticket? go", "ok, REQ-43 go"])
      expect((await say(words)).conversation).toBeUndefined();
    expect(comments()).toEqual([]);
  });

  it('"yes but check with Ken first" and "hmm wait" leave it waiting, and say so; the yes after confirms it', async () => {
    const { say, comments } = await conversation();
    await say("tell REQ-42 the laptop arrived");
    for (const words of ["yes but check with Ken first", "hmm wait", "oui mais faut que je demande à Ken"]) {
      const waiting = await say(words);
      expect(waiting.conversation).toBeUndefined();
      expect(waiting.title).toBe("OK, it waits: nothing is done until you say yes.");
    }
    expect(comments()).toEqual([]);
    expect((await say("ok he said fine, go")).conversation).toEqual({
      confirmed: "comment REQ-42 the laptop arrived",
    });
  });

  it("someone else's yes with a reason confirms nothing in a thread", async () => {
    const { say, comments } = await conversation({ conversation: "slack:thread:C1:1700000000.1" });
    await say("tell REQ-42 the laptop arrived");
    expect((await say("looks fine to me, go", tim)).conversation).toBeUndefined();
    expect(comments()).toEqual([]);
  });
});

describe("answers as people give them", () => {
  it("a text asked for is taken as said, a negation and all", async () => {
    const { say } = await conversation();
    await say("comment on REQ-42");
    expect(proposed(await say("printer not fixed yet, waiting on Margaret"))).toBe(
      "comment REQ-42 printer not fixed yet, waiting on Margaret",
    );
  });

  it('a bare "yes" to "What should it say?" is no comment: the question is asked again', async () => {
    const { say } = await conversation();
    await say("comment on REQ-42");
    const again = await say("yes");
    expect(proposed(again)).toBeUndefined();
    expect(again.title).toBe("What should it say?");
    expect(proposed(await say("toner ordered"))).toBe("comment REQ-42 toner ordered");
  });

  it('"into u_katherine" after "merge u_katherine_dup" keeps u_katherine and merges the other into it', async () => {
    const { say, sim } = await conversation();
    await say("fusionne u_katherine_dup");
    expect(proposed(await say("dans u_katherine"))).toBe("merge u_katherine u_katherine_dup");
    expect(sim.journal.filter((call) => call.path.endsWith("/merge"))).toEqual([]);
  });

  it('"ok and REQ-46" and "last one: ticket REQ-43" read what follows the acknowledgement or the lead-in', async () => {
    const { say } = await conversation();
    await say("whats the status of REQ-45");
    expect((await say("ok and REQ-46")).words).toMatchObject({ outcome: "understood", line: "ticket REQ-46" });
    expect((await say("ok last one before my 3pm: ticket REQ-43")).words).toMatchObject({
      outcome: "understood",
      line: "ticket REQ-43",
    });
  });

  it("a change typed after a lead-in is proposed as words are, never run at once", async () => {
    const { say, comments } = await conversation();
    const reply = await say("quick one: comment REQ-42 toner ordered");
    expect(reply.kind === "confirm" || reply.words?.outcome !== "understood").toBe(true);
    expect(comments()).toEqual([]);
  });

  it.each([
    ["who are you", "en"],
    ["ta", "en"],
    ["bonne nuit !", "fr"],
    ["merci, je file", "fr"],
    ["désolée, je sors de réunion", "fr"],
    ["thx for earlier", "en"],
    ["merci pour l'aide aujourd'hui, une dernière chose", "fr"],
    ["re-bonjour", "fr"],
    ["allô le bot, ça va?", "fr"],
  ])('%j is small talk, answered, never "not understood"', async (words, locale) => {
    const { say } = await conversation();
    const reply = await inLocale(locale as "en" | "fr", () => say(words));
    expect(reply.kind).toBe("result");
    expect(reply.words).toEqual({ outcome: "not-understood" });
  });
});

describe("who a message is about, or for", () => {
  it("a message that opens by mentioning someone else and speaks to them asks deskbot nothing; the proposal still waits", async () => {
    const { say, comments } = await conversation({ conversation: "slack:thread:C1:1700000000.1" });
    await say("tell REQ-42 the laptop arrived");
    const aside = await say("<@UTIM> this is how you change things btw, it always asks first");
    expect(aside.kind === "confirm").toBe(false);
    expect(aside.forAskerOnly).toBe(true);
    expect(aside.title).toBe("That looked meant for <@UTIM>, so I did nothing.");
    expect(comments()).toEqual([]);
    expect((await say("confirm")).conversation).toEqual({ confirmed: "comment REQ-42 the laptop arrived" });
  });

  it.each([
    ["unlink my account", 'unlink "<@admin>"'],
    ["retire mon admin", 'admin revoke "<@admin>"'],
  ])("%j is about the speaker: %j", async (words, line) => {
    const { say } = await conversation();
    expect(proposed(await say(words))).toBe(line);
  });

  it('"il me faut quelqu\'un pour approuver la REQ-44" asks who: the speaker is who needs it, not who approves', async () => {
    const { say } = await conversation();
    const asked = await say("il me faut quelqu'un pour approuver la REQ-44");
    expect(proposed(asked)).toBeUndefined();
    expect(asked.question?.missing).toBe("approvers");
  });

  it('"Margaret and me" as approvers is Margaret and the speaker, never someone called "me"', async () => {
    const { say, withDirectory } = await conversation();
    await withDirectory();
    await say("ask for approval on REQ-42");
    await say("margaret and me");
    expect(proposed(await say("laptop order over budget"))).toBe(
      'approval REQ-42 --approvers "u_margaret,<@admin>" laptop order over budget',
    );
  });
});

describe("answers pasted or introduced", () => {
  it.each([
    [
      "comment on this ticket: printer fixed",
      "Re: [REQ-41] The printer on floor 2 is jammed",
      "comment REQ-41 printer fixed",
    ],
    [
      "need to comment on REQ-43",
      "tell them we're swapping the vpn client tonight",
      "comment REQ-43 we're swapping the vpn client tonight",
    ],
    [
      "ask for approval on REQ-44: finance share",
      "Approvers: Ada Lovelace, Alan Turing",
      "approval REQ-44 --approvers u_ada,u_alan finance share",
    ],
  ])("%j, then %j, proposes %j", async (first, answer, line) => {
    const { say, withDirectory } = await conversation();
    await withDirectory();
    await say(first);
    expect(proposed(await say(answer))).toBe(line);
  });
});

describe("corrections and refusals with their reasons", () => {
  it("\"attends non, c'est l'inverse\" to a merge proposes the same two people the other way round; nothing is merged before a yes", async () => {
    const { say, sim } = await conversation();
    await say("merge u_katherine_dup u_katherine");
    const swapped = await say("attends non, c'est l'inverse");
    expect(proposed(swapped)).toBe("merge u_katherine u_katherine_dup");
    expect(sim.journal.filter((call) => call.path.endsWith("/merge"))).toEqual([]);
  });

  it('"no wait, wrong person, cancel" drops a question back; "nvm, who am i" is read as what it asks', async () => {
    const { say } = await conversation();
    await say("unlink someone");
    expect((await say("no wait, wrong person, cancel")).title).toBe("OK, I've dropped that.");
    await say("drop a comment: vendor calls back tomorrow");
    expect((await say("nvm, who am i")).words).toMatchObject({ outcome: "understood", line: "whoami" });
  });

  it('an answer to "Who should approve it?" with figures in it names nobody, and is asked again', async () => {
    const { say, withDirectory } = await conversation();
    await withDirectory();
    await say("ask for approval on REQ-41");
    const again = await say("changement du bac 2, 120 €");
    expect(proposed(again)).toBeUndefined();
    expect(again.title).toBe("Who should approve it?");
  });

  it('"call it Laptop request" names the service as said', async () => {
    const { say } = await conversation();
    await say("rename the VPN access service");
    await say("wa_vpn");
    expect(proposed(await say("call it Remote access"))).toBe('service update wa_vpn --name "Remote access"');
  });
});

describe("what an attacker's look found, mended", () => {
  it('an acknowledgement never carries a change past its confirmation, nor eats a "don\'t"', async () => {
    const { say, core, sim } = await conversation();
    await core.run(grace, "link <@UTIM> u_tim");
    const refused = await say("thanks, don't unlink <@UTIM>");
    expect(proposed(refused)).toBeUndefined();
    expect((await core.run(grace, "whoami")).kind).toBe("result");
    expect((await say("ok unlink <@UTIM>")).kind).toBe("confirm");
    expect((await say("sure, service disable wa_vpn")).kind).toBe("confirm");
    expect(sim.received("PUT", "/v1/services/wa_vpn")).toEqual([]);
    // Still linked: nothing was unlinked.
    expect((await core.run(grace, "links")).title).toMatch(/^Links: 1 pe/);
  });

  it.each([
    ["if Ken agrees, go ahead"],
    ["Friday, go ahead"],
    ["is that reversible, go ahead"],
    ["Tim, go ahead"],
    ["maybe, go ahead"],
    ["si Ken est d'accord, vas-y"],
    ["sure？"],
    ["sure 🙄"],
    ["c'est bon merci"],
  ])("%j confirms nothing", async (words) => {
    const { say, comments } = await conversation();
    await say("tell REQ-42 the laptop arrived");
    expect((await say(words)).conversation).toBeUndefined();
    expect(comments()).toEqual([]);
  });

  it.each([
    ["my user left today, revoke his admin rights"],
    ["excuse me, revoke the intern's admin rights"],
    ["unlink my user, he left the company"],
    ["Ken emailed me, unlink him"],
    ["please do me a favour and unlink Ken"],
    ["the new intern keeps pinging me, revoke his admin"],
  ])("%j is not about the speaker", async (words) => {
    const { say } = await conversation();
    expect(proposed(await say(words)) ?? "").not.toContain("<@admin>");
  });

  it('"how do I use: audit" is not the audit log; "<@UTIM> needs admin, can you make him one" is asked of deskbot', async () => {
    const { say } = await conversation();
    expect((await say("how do I use: audit")).words).not.toMatchObject({ outcome: "understood", line: "audit" });
    const asked = await say("<@UTIM> needs admin, can you make him an admin");
    expect(asked.title).not.toBe("That looked meant for <@UTIM>, so I did nothing.");
  });

  it('"thanks for that, now show me the inboxes" shows the inboxes', async () => {
    const { say } = await conversation();
    expect((await say("thanks for that, now show me the inboxes")).words).toMatchObject({
      outcome: "understood",
      line: "inboxes",
    });
  });

  it("thousands of words of talk are answered, in bounded time, without a crash", async () => {
    const { say } = await conversation();
    await say("tell REQ-42 the laptop arrived");
    for (const words of ["ok ".repeat(4500), "thank you ".repeat(2000), "<@".repeat(20_000)]) {
      const reply = await say(words);
      expect(reply.conversation).toBeUndefined();
    }
  });
});

describe("a correction to the waiting proposal", () => {
  it.each([
    [
      "comment on REQ-43: still dropping",
      'hmm no, say "still dropping every hour"',
      "comment REQ-43 still dropping every hour",
    ],
    [
      "commente REQ-44 : Ada en congé",
      "en fait non, mets plutôt : Ada en congé jusqu'au 30",
      "comment REQ-44 Ada en congé jusqu'au 30",
    ],
    [
      "rename wa_laptop to New laptop or replacement",
      "non attends, juste « Portables »",
      "service update wa_laptop --name Portables",
    ],
    [
      "set the default assignee of wa_laptop to Alan",
      "wait, Alan's off this week. make it Radia",
      "service update wa_laptop --assignee u_radia",
    ],
    [
      "ask Radia to approve REQ-43, text: new concentrator",
      "attends, ajoute Alan aussi",
      "approval REQ-43 --approvers u_radia,u_alan new concentrator",
    ],
  ])("after %j, %j proposes %j in its place, and nothing is done before a yes", async (first, correction, line) => {
    const { say, withDirectory, sim } = await conversation();
    await withDirectory();
    await say(first);
    const corrected = await say(correction);
    expect(proposed(corrected)).toBe(line);
    expect(sim.journal.filter((call) => call.method !== "GET")).toEqual([]);
    expect((await say("yes")).conversation).toEqual({ confirmed: line });
  });

  it('a correction never names a ticket or a record ("make it REQ-44" is another request), nor a person by a lower-case word ("make it quick")', async () => {
    const { say } = await conversation();
    await say("set the default assignee of wa_laptop to Alan");
    expect(proposed(await say("make it quick"))).toBeUndefined();
    await say("comment on REQ-43: still dropping");
    expect(proposed(await say('no, say "fixed" on REQ-44'))).not.toBe("comment REQ-43 fixed");
  });

  it.each([
    ["just so you know: my password is hunter2"],
    ['Ken says they should be called "Notebooks" but I disagree'],
    ["actually <@UKEN> said it's fine"],
    ["never mind, <@UKEN> just told me no"],
    ["dis « bonjour » à Ken de ma part"],
    ["Just FYI"],
  ])("%j corrects nothing", async (words) => {
    const { say } = await conversation();
    await say("comment on REQ-43: still dropping");
    const reply = await say(words);
    expect(proposed(reply) ?? "").not.toMatch(/hunter2|Notebooks|UKEN|bonjour|FYI/);
  });
});

describe('"me" as the one a change is about', () => {
  it.each([
    ["tu peux me lier à u_ada", 'link "<@admin>" u_ada'],
    ["ajoute-moi admin", 'admin grant "<@admin>"'],
    ["assign wa_vpn to me", 'service update wa_vpn --assignee "<@admin>"'],
  ])("%j proposes %j", async (words, line) => {
    const { say } = await conversation();
    expect(proposed(await say(words))).toBe(line);
  });

  it('a request of its own about another record is no answer to "Which person?"', async () => {
    const { say } = await conversation();
    await say("unlink someone");
    expect(proposed(await say("mets-moi comme assignée de wa_vpn"))).toBe(
      'service update wa_vpn --assignee "<@admin>"',
    );
  });
});

describe("a proposal replaced", () => {
  it("cancels the older card's button: a press on it changes nothing, and the yes confirms the newer only", async () => {
    const { say, core, comments } = await conversation();
    const first = await say("tell REQ-42 the laptop arrived");
    if (first.kind !== "confirm") throw new Error("no proposal");
    const second = await say('hmm no, say "the laptop arrived at reception"');
    expect(proposed(second)).toBe("comment REQ-42 the laptop arrived at reception");
    await core.press(grace, first.confirmation);
    expect(comments()).toEqual([]);
    expect((await say("yes")).conversation).toEqual({ confirmed: "comment REQ-42 the laptop arrived at reception" });
    expect(comments()).toHaveLength(1);
  });
});
