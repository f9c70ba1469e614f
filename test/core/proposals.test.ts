// A proposal through the core: one change however it is answered (Confirm, its Change's form, a retry, in any order), Cancel for its asker only, every confirmation lapsing, Change choosing its people, a closed ticket warned of.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Clock } from "../../src/clock.ts";
import { CONFIRMATION_LIFETIME_MS, cancelValue, changeValue } from "../../src/core/confirmation-presses.ts";
import type { Caller } from "../../src/core/requests.ts";
import { inLocale } from "../../src/messages/translate.ts";
import { ofKind, startCore } from "../helpers/core.ts";

const ada: Caller = { platform: "slack", userId: "admin", prefix: "/desk " };
const comments = (sim: { journal: Array<{ method: string; path: string; body?: unknown }> }) =>
  sim.journal.filter((call) => call.method === "POST" && call.path.endsWith("/messages"));

/** Every order of `items`. */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/** A clock the test sets to any time. */
function settableClock(start: number): Clock & { set(time: number): void } {
  let time = start;
  return {
    now: () => time,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 5))),
    set: (to) => {
      time = to;
    },
  };
}

describe("one proposal, one change", () => {
  type Way = "confirm" | "confirm again" | "form A" | "form B";
  const ways: Way[] = ["confirm", "confirm again", "form A", "form B"];

  it.each(
    orders(ways).map((order) => [order.join(", "), order] as const),
  )("answered %s: one comment", async (_name, order) => {
    const { core, sim } = await startCore();
    const proposal = ofKind(await core.run(ada, "tell REQ-42 the laptop arrived"), "confirm");
    // Two forms opened from its Change (a second Change, or the dialog sent again), each edited.
    const forms = new Map<Way, Awaited<ReturnType<typeof core.change>>>();
    for (const way of ["form A", "form B"] as const)
      forms.set(way, await core.change(ada, changeValue(proposal.confirmation)));
    for (const way of order) {
      const opened = forms.get(way);
      if (opened === undefined) {
        await core.press(ada, proposal.confirmation);
        continue;
      }
      if (opened.kind !== "form") throw new Error("Change opens the form");
      const answers = { ...opened.answers, body: `the laptop arrived (${way})` };
      const delivery = { id: `view:${way}`, proposal: opened.proposal };
      const outcome = await core.submitForm(ada, "comment", answers, delivery, 5000);
      expect(outcome.kind).toBe("reply");
    }
    expect(comments(sim)).toHaveLength(1);
  });

  it("answered every way at once: one comment, and every other answer says it was done", async () => {
    const { core, sim } = await startCore();
    const proposal = ofKind(await core.run(ada, "tell REQ-42 the laptop arrived"), "confirm");
    const opened = await core.change(ada, changeValue(proposal.confirmation));
    if (opened.kind !== "form") throw new Error("Change opens the form");
    const submit = (view: string) =>
      core.submitForm(ada, "comment", opened.answers, { id: view, proposal: opened.proposal }, 5000);
    const answers = await Promise.all([
      core.press(ada, proposal.confirmation),
      core.press(ada, proposal.confirmation),
      submit("view:A"),
      submit("view:B"),
    ]);
    expect(comments(sim)).toHaveLength(1);
    const repeats = answers.filter(
      (answer) => answer.kind === "note" || (answer.kind === "reply" && answer.reply.repeated),
    );
    expect(repeats).toHaveLength(3);
  });

  it("a form warned of a closed ticket goes on when sent again, and the proposal still makes one change", async () => {
    const { core, sim } = await startCore();
    const proposal = ofKind(await core.run(ada, "tell REQ-46 the mailbox is fine now"), "confirm");
    const opened = await core.change(ada, changeValue(proposal.confirmation));
    if (opened.kind !== "form") throw new Error("Change opens the form");
    const submit = () =>
      core.submitForm(ada, "comment", opened.answers, { id: "view:A", proposal: opened.proposal }, 5000);
    expect((await submit()).kind).toBe("field-error");
    expect(comments(sim)).toHaveLength(0);
    expect((await submit()).kind).toBe("reply");
    expect((await core.press(ada, proposal.confirmation)).kind).toBe("note");
    expect(comments(sim)).toHaveLength(1);
  });

  it("a form that says it answers a proposal runs only for the proposal's asker", async () => {
    const { core, sim } = await startCore({ admins: ["admin", "UOTHER"] });
    const proposal = ofKind(await core.run(ada, "tell REQ-42 the laptop arrived"), "confirm");
    const opened = await core.change(ada, changeValue(proposal.confirmation));
    if (opened.kind !== "form") throw new Error("Change opens the form");
    const other: Caller = { platform: "slack", userId: "UOTHER" };
    const outcome = await core.submitForm(
      other,
      "comment",
      opened.answers,
      { id: "v", proposal: opened.proposal },
      5000,
    );
    expect(outcome.kind === "reply" && outcome.reply.kind).toBe("denied");
    expect(comments(sim)).toHaveLength(0);
    // The asker's own Confirm still runs it.
    expect((await core.press(ada, proposal.confirmation)).kind).toBe("replace");
    expect(comments(sim)).toHaveLength(1);
  });
});

describe("a confirmation's Cancel", () => {
  it("acts for its asker only: anyone else, or a Cancel that names nobody, gets a note and nothing else", async () => {
    const { core, sim } = await startCore();
    const ask = ofKind(await core.run(ada, "merge u_katherine u_katherine_dup"), "confirm");
    // Anyone but the asker the Cancel names, and anything that is no Cancel at all.
    const someoneElse = fc
      .record({ presser: fc.string({ minLength: 1, maxLength: 40 }), asker: fc.string({ maxLength: 40 }) })
      .filter(({ presser, asker }) => presser !== asker);
    fc.assert(
      fc.property(someoneElse, fc.anything(), ({ presser, asker }, junk) => {
        const caller: Caller = { platform: "slack", userId: presser };
        expect(core.cancel(caller, { ...cancelValue(ask.confirmation), requestedBy: asker }).kind).toBe("note");
        expect(core.cancel(caller, junk).kind).toBe("note");
      }),
      { numRuns: 300 },
    );
    expect(core.cancel({ platform: "slack", userId: "UOTHER" }, "cancel").kind).toBe("note");
    const mine = core.cancel(ada, cancelValue(ask.confirmation));
    expect(mine.kind === "replace" && mine.reply.title).toBe("Nothing was changed.");
    expect(sim.received("PATCH", "/v1/users/u_katherine/merge")).toEqual([]);
  });
});

describe("every confirmation lapses", () => {
  it("a typed merge's confirmation pressed after its lifetime changes nothing; within it, it merges once", async () => {
    const start = Date.UTC(2026, 0, 5, 9);
    const clock = settableClock(start);
    const { core, sim } = await startCore({ coreClock: clock });
    const ask = ofKind(await core.run(ada, "merge u_katherine u_katherine_dup"), "confirm");
    expect(ask.confirmation.expiresAt).toBe(start + CONFIRMATION_LIFETIME_MS);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: CONFIRMATION_LIFETIME_MS + 1, max: 30 * CONFIRMATION_LIFETIME_MS }),
        async (late) => {
          clock.set(start + late);
          const outcome = await core.press(ada, ask.confirmation);
          expect(outcome.kind === "replace" && outcome.reply.title).toMatch(/lapsed/);
        },
      ),
      { numRuns: 50 },
    );
    expect(sim.received("PATCH", "/v1/users/u_katherine/merge")).toEqual([]);
    clock.set(start + CONFIRMATION_LIFETIME_MS);
    expect((await core.press(ada, ask.confirmation)).kind).toBe("replace");
    expect(sim.received("PATCH", "/v1/users/u_katherine/merge")).toHaveLength(1);
  });

  it("says so in the reader's language, as a confirmation (not a proposal from words)", async () => {
    const start = Date.UTC(2026, 0, 5, 9);
    const clock = settableClock(start);
    const { core } = await startCore({ coreClock: clock });
    const ask = ofKind(await core.run(ada, "merge u_katherine u_katherine_dup"), "confirm");
    clock.set(start + CONFIRMATION_LIFETIME_MS + 1);
    const french = await inLocale("fr", () => core.press(ada, ask.confirmation));
    expect(french.kind === "replace" && french.reply.title).toContain("Cette confirmation a expiré");
  });
});

describe("a proposal's Change on an approval", () => {
  it("chooses the approvers it can show in the platform's picker, and says which it could not", async () => {
    const { core, store } = await startCore();
    await store.replaceDirectory(
      [
        {
          uid: "u_alan",
          fullName: "Alan Turing",
          emails: ["alan@acme.example"],
          slackUserId: "UALAN",
          entraIds: ["aad-alan"],
        },
        { uid: "u_grace", fullName: "Grace Hopper", emails: ["grace@acme.example"], entraIds: [] },
        { uid: "u_ken", fullName: "Ken Thompson", emails: ["ken@acme.example"], entraIds: [] },
      ],
      "people.csv",
    );
    await store.setLink("slack", "UGRACE", "u_grace", "manual");
    await store.setLink("teams", "aad-ken", "u_ken", "manual");
    const known: Record<string, { slack?: string; teams?: string }> = {
      u_alan: { slack: "UALAN", teams: "aad-alan" },
      u_grace: { slack: "UGRACE" },
      u_ken: { teams: "aad-ken" },
      "Alan Turing": { slack: "UALAN", teams: "aad-alan" },
      "<@UMARGARET|Margaret Hamilton>": { slack: "UMARGARET", teams: "UMARGARET" },
      "<@aad-tim>": { slack: "aad-tim", teams: "aad-tim" },
      u_nobody: {},
      "Nobody Known": {},
    };
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...Object.keys(known)), { minLength: 1, maxLength: 5 }),
        fc.constantFrom("slack" as const, "teams" as const),
        async (approvers, platform) => {
          const line = `approval REQ-44 --approvers "${approvers.join(",")}" --follow Please approve`;
          const caller: Caller = { platform, userId: "admin" };
          const opened = await core.change(caller, { change: line, requestedBy: "admin", nonce: "n-1" });
          if (opened.kind !== "form") throw new Error(`Change opens the form: ${JSON.stringify(opened)}`);
          const chosen = approvers.flatMap((approver) => known[approver]?.[platform] ?? []);
          expect(opened.answers).toEqual({ ticket: "REQ-44", approvers: chosen, body: "Please approve", follow: true });
          const missing = approvers.filter((approver) => known[approver]?.[platform] === undefined);
          if (missing.length === 0) expect(opened.notes).toEqual({});
          else
            for (const approver of missing)
              expect(opened.notes.approvers).toContain(approver.replace(/^<@[^|>]*\|?|>$/g, ""));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("a proposal on a closed ticket", () => {
  const tickets = ["REQ-41", "REQ-42", "REQ-43", "REQ-44", "REQ-45", "REQ-46", "REQ-47"];
  const closed: Record<string, string> = { "REQ-46": "resolved", "REQ-47": "archived" };

  it.each([
    "en",
    "fr",
  ] as const)("carries the warning its form would show, in its confirmation too (%s)", async (locale) => {
    const { core } = await startCore();
    const warningOf = (ticket: string) =>
      locale === "en"
        ? `${ticket} is ${closed[ticket] === "resolved" ? "Resolved" : "Archived"}:`
        : `${ticket} a le statut`;
    for (const ticket of tickets) {
      for (const words of [`tell ${ticket} it is done`, `ask u_alan to approve ${ticket} saying the budget is fine`]) {
        const proposal = ofKind(await inLocale(locale, () => core.run(ada, words)), "confirm");
        const warning = warningOf(ticket);
        if (closed[ticket]) {
          expect(proposal.text).toContain(warning);
          expect(proposal.confirmation.text).toContain(warning);
        } else expect(`${proposal.text}\n${proposal.confirmation.text}`).not.toContain(warning);
      }
    }
  });
});
