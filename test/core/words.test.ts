// People's own words through the core: a read runs and says its line, a change is proposed and runs once for its asker only, a proposal lapses, something missing is asked, nothing understood lists the closest.
import { describe, expect, it } from "vitest";
import type { Caller } from "../../src/core/requests.ts";
import { inLocale } from "../../src/messages/translate.ts";
import { ofKind, startCore } from "../helpers/core.ts";
import { FakeClock } from "../helpers/fake-clock.ts";

const ada: Caller = { platform: "slack", userId: "admin", prefix: "/desk " };
const grace: Caller = { platform: "slack", userId: "UGRACE", prefix: "/desk " };
const comments = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((call) => call.method === "POST" && call.path.endsWith("/messages"));

describe("people's own words, through the core", () => {
  it("runs a read at once and says the command line it was understood as", async () => {
    const { core } = await startCore();
    const reply = ofKind(await core.run(ada, "what's up with REQ-42?"), "result");
    expect(reply.title).toContain("REQ-42");
    expect(reply.words).toEqual({ outcome: "understood", line: "/desk ticket REQ-42" });
  });

  it("proposes a change, sends nothing until its asker confirms, then sends it once however often it is pressed", async () => {
    const { core, writesAndReads, store } = await startCore();
    const proposal = ofKind(await core.run(ada, "tell REQ-42 the laptop arrived", { id: "m1" }), "confirm");
    expect(proposal.words).toEqual({ outcome: "proposed", line: "/desk comment REQ-42 the laptop arrived" });
    expect(proposal.confirmation.command).toBe("comment REQ-42 the laptop arrived");
    expect(proposal.confirmation.changeForm).toBe("comment");
    expect(proposal.text).toMatch(/15 minutes/);
    expect(comments(writesAndReads())).toHaveLength(0);

    const someoneElse = await core.press(grace, proposal.confirmation);
    expect(someoneElse.kind).toBe("keep");
    expect(comments(writesAndReads())).toHaveLength(0);

    const first = await core.press(ada, proposal.confirmation);
    expect(first.kind === "replace" && first.reply.kind).toBe("result");
    const second = await core.press(ada, proposal.confirmation);
    expect(second.kind).toBe("note");
    expect(comments(writesAndReads())).toHaveLength(1);
    const [entry] = await store.recentAudit({ limit: 1 });
    expect(entry?.detail).toContain("from their own words");
  });

  it.each([
    "\"don't worry\" — it's 100% fixed 🎉",
    '"a" it\'s b',
    "l’ordinateur est « arrivé »",
    "'tis done",
  ])("posts the comment's words exactly as written, quotes and apostrophes kept: %s", async (message) => {
    const { core, sim } = await startCore();
    const proposal = ofKind(await core.run(ada, `tell REQ-42 ${message}`), "confirm");
    await core.press(ada, proposal.confirmation);
    const posted = sim.journal.find((call) => call.method === "POST" && call.path.endsWith("/messages"));
    expect((posted?.body as { body_text?: string } | undefined)?.body_text).toBe(message);
  });

  it("lets a proposal lapse after 15 minutes: a late yes changes nothing", async () => {
    const clock = new FakeClock(Date.UTC(2026, 0, 5, 9));
    const { core, writesAndReads } = await startCore({ coreClock: clock });
    const proposal = ofKind(await core.run(ada, "tell REQ-42 the laptop arrived"), "confirm");
    await clock.advance(15 * 60 * 1000 + 1);
    const late = await core.press(ada, proposal.confirmation);
    expect(late.kind === "replace" && late.reply.title).toMatch(/lapsed/);
    expect(comments(writesAndReads())).toHaveLength(0);
  });

  it("opens the command's form filled in from the proposal on Change, for its asker only", async () => {
    const { core } = await startCore();
    const proposal = ofKind(await core.run(ada, "tell REQ-42 the laptop arrived"), "confirm");
    const { command, requestedBy, nonce } = proposal.confirmation;
    const value = { change: command, requestedBy, nonce };
    const opened = await core.change(ada, value);
    expect(opened.kind === "form" && opened.answers).toEqual({ ticket: "REQ-42", body: "the laptop arrived" });
    expect(opened.kind === "form" && opened.proposal).toEqual({ nonce, requestedBy: "admin" });
    expect((await core.change(grace, value)).kind).toBe("note");
  });

  it("never asks a person about, nor suggests, a command their role does not allow", async () => {
    const { core } = await startCore();
    const admin = ofKind(await core.run(ada, "unarchive the laptop"), "result");
    expect(admin.words).toMatchObject({ outcome: "ask" });
    const employee = ofKind(await core.run(grace, "unarchive the laptop"), "error");
    expect(employee.words).toEqual({ outcome: "not-understood" });
    const adminOnly = core.registry.list().filter((definition) => definition.role === "admin");
    for (const reply of [employee, ofKind(await core.run(grace, "tell me a joke"), "error")])
      for (const definition of adminOnly) expect(reply.troubleshoot ?? "").not.toContain(definition.summary);
  });

  it("proposes the first of two requests in one message and names the second, changing nothing yet", async () => {
    const { core, writesAndReads } = await startCore();
    for (const [words, further] of [
      ["disable wa_vpn and enable wa_onboarding", "/desk service enable wa_onboarding"],
      ["désactive wa_vpn stp, puis réactive wa_onboarding", "/desk service enable wa_onboarding"],
    ] as const) {
      const proposal = ofKind(await core.run(ada, words), "confirm");
      expect(proposal.words).toMatchObject({ outcome: "proposed", line: "/desk service disable wa_vpn" });
      expect(proposal.text).toContain(further);
    }
    expect(writesAndReads().filter((call) => call.method !== "GET")).toHaveLength(0);
  });

  it("asks back what is missing, and never guesses", async () => {
    const { core, writesAndReads } = await startCore();
    const reply = ofKind(await core.run(ada, "ask Ada Lovelace to approve REQ-43"), "result");
    expect(reply.words).toEqual({ outcome: "ask", question: "What should it say?" });
    expect(reply.text).toContain("/desk approval");
    expect(writesAndReads().filter((call) => call.method !== "GET")).toHaveLength(0);
  });

  it("says what it did not understand, with the three closest commands and an example of each", async () => {
    const { core } = await startCore();
    const reply = ofKind(await core.run(ada, "tell me a joke"), "error");
    expect(reply.words).toEqual({ outcome: "not-understood" });
    expect(reply.troubleshoot.match(/^• /gm)).toHaveLength(3);
    expect(reply.troubleshoot).toContain("tell REQ-42 the laptop arrived");
  });

  it("never lets words do what the person could not type: a non-admin's merge is refused, not proposed", async () => {
    const { core } = await startCore();
    const reply = await core.run(grace, "merge u_katherine_dup into u_katherine");
    expect(reply.kind).toBe("denied");
  });

  it("keeps the command's own usage line for a real usage mistake, and its grammar for an option", async () => {
    const { core } = await startCore();
    expect((await core.run(ada, "apps --status nope")).kind).toBe("usage");
    expect((await core.run(ada, "approval REQ-1 Please")).kind).toBe("usage");
    expect(ofKind(await core.run(ada, "comment on REQ-42 that it works"), "confirm").words).toEqual({
      outcome: "proposed",
      line: "/desk comment REQ-42 it works",
    });
  });

  it("reads French, with its apostrophes and guillemets", async () => {
    const { core } = await startCore();
    const reply = await inLocale("fr", () => core.run(ada, "dis à REQ-42 que l’ordinateur est « arrivé »"));
    expect(ofKind(reply, "confirm").words).toEqual({
      outcome: "proposed",
      line: "/desk comment REQ-42 l’ordinateur est « arrivé »",
    });
  });
});
