// Who may see a ticket (CONTRACT §12), by class: generated people, roles and followers, every way into the core, both languages.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Reply } from "../../src/core/reply.ts";
import type { Caller } from "../../src/core/requests.ts";
import { inLocale, type Locale } from "../../src/messages/translate.ts";
import { demoDirectory } from "../../src/simulator/demo-data.ts";
import { ofKind, startCore, type TestCore } from "../helpers/core.ts";
import { FakeClock } from "../helpers/fake-clock.ts";

/** The demo's tickets: number, requester, assignee (as the demo data has them). */
const TICKETS: Array<[number, string, string | null]> = [
  [41, "u_linus", "u_grace"],
  [42, "u_margaret", "u_alan"],
  [43, "u_dennis", "u_grace"],
  [44, "u_barbara", null],
  [45, "u_tim", "u_alan"],
  [46, "u_radia", "u_grace"],
  [47, "u_ken", null],
];
const EMPLOYEES = ["u_katherine", "u_linus", "u_margaret", "u_dennis", "u_barbara", "u_tim", "u_radia", "u_ken"];
/** Platform roles, IT staff's and others'; undefined: the directory gives none. */
const ROLES = ["user", "hr", "finance", "it", "admin", "owner", undefined] as const;

/** One way into the core that touches a ticket: what it answers `caller` for `ticket`, as a person would see it. */
type Way = (t: TestCore, caller: Caller, ticket: string) => Promise<unknown>;

/** The reply as a person reads it, with the ticket's id in it written as `#`: two tickets' replies compare as words. */
const shown = (reply: Reply | undefined, ticket: string) =>
  reply === undefined ? undefined : JSON.parse(JSON.stringify(reply).replaceAll(ticket, "#"));

const WAYS: Record<string, Way> = {
  ticket: async (t, caller, ticket) => shown(await t.core.run(caller, `ticket ${ticket}`), ticket),
  comment: async (t, caller, ticket) => shown(await t.core.run(caller, `comment ${ticket} Any news?`), ticket),
  words: async (t, caller, ticket) => shown(await t.core.run(caller, `what's up with ${ticket}?`), ticket),
  // A change in words: proposed (its confirmation's own nonce and lapse aside), or refused before anything is proposed.
  proposal: async (t, caller, ticket) => {
    const reply = await t.core.run(caller, `tell ${ticket} the laptop arrived`);
    return reply.kind === "confirm" ? "proposed" : shown(reply, ticket);
  },
  form: async (t, caller, ticket) =>
    shown(
      await t.handle({ kind: "form", command: "comment", answers: { ticket, body: "From the form" } }, caller),
      ticket,
    ),
  // A signed action acting as the person's platform user (or as nobody's, for who has none).
  automation: async (t, caller, ticket) =>
    shown(
      await t.core.runValues(
        { ...caller, automation: { caller: "ops", asUid: uidOf(caller.userId) ?? "u_nobody" } },
        "comment",
        { request: ticket, text: "From a workflow" },
        { via: "automation" },
      ),
      ticket,
    ),
  preview: async (t, caller, ticket) => shown(await t.core.previews.preview(caller, ticket), ticket),
  prefill: async (t, caller, ticket) => {
    const form = t.core.registry.get("comment")?.form;
    if (!form) throw new Error("comment has no form");
    return (await t.core.prefill(caller, form, `about ${ticket}`)).notes;
  },
};

/** The platform user a test person is linked to: their chat id is `chat-` and it; anyone else is not linked. */
const uidOf = (chatUserId: string) => (chatUserId.startsWith("chat-") ? chatUserId.slice("chat-".length) : undefined);

describe("who may see a ticket", () => {
  it("is decided by the ticket's record on every way in: one person's ticket reads as a missing one to anyone else", async () => {
    // The core's own clock: moved past a preview's lifetime between cases, so that no case sees another's card.
    const clock = new FakeClock(Date.now());
    const t = await startCore({ admins: ["deskbot-admin"], coreClock: clock });
    const directory = demoDirectory();
    for (const person of directory) await t.store.setLink("console", `chat-${person.uid}`, person.uid);
    const requests = [...t.sim.state.requests.values()];
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          viewer: fc.constantFrom(...EMPLOYEES, "u_grace", "nobody-linked", "deskbot-admin"),
          role: fc.constantFrom(...ROLES),
          ticket: fc.constantFrom(...TICKETS.map(([number]) => number)),
          followers: fc.subarray(EMPLOYEES, { maxLength: 3 }),
          way: fc.constantFrom(...Object.keys(WAYS)),
          locale: fc.constantFrom<Locale>("en", "fr"),
        }),
        async ({ viewer, role, ticket, followers, way, locale }) => {
          await clock.advance(61_000);
          // The case's world: the viewer's platform role (none: the directory gives none), and who follows the ticket.
          const request = requests.find((each) => each.friendly_id === `REQ-${ticket}`);
          if (!request) throw new Error(`no REQ-${ticket}`);
          request.follower_uids = followers;
          await t.store.replaceDirectory(
            directory.map(({ role: demoRole, ...each }) =>
              each.uid === viewer ? { ...each, ...(role ? { role } : {}) } : { ...each, role: demoRole },
            ),
            "people.csv",
          );
          const caller: Caller = { platform: "console", userId: viewer.startsWith("u_") ? `chat-${viewer}` : viewer };
          // The rule, written out: the ticket names them, or they are IT staff, or (but not for an automation) deskbot's admin.
          const [, requester, assignee] = TICKETS.find(([number]) => number === ticket) ?? [];
          const linked = viewer.startsWith("u_");
          const itStaff = linked && ["it", "admin", "owner"].includes(role ?? "");
          const named = linked && [requester, assignee, ...followers].includes(viewer);
          const may = itStaff || named || (way !== "automation" && viewer === "deskbot-admin");
          const wayOf = WAYS[way] as Way;
          const writesBefore = t.sim.journal.filter((call) => call.method === "POST").length;
          const mine = await inLocale(locale, () => wayOf(t, caller, `REQ-${ticket}`));
          const missing = await inLocale(locale, () => wayOf(t, caller, `REQ-9${ticket}`));
          const posts = t.sim.journal.filter((call) => call.method === "POST").length - writesBefore;
          if (may && way === "proposal") {
            expect(mine, `${viewer} may comment on REQ-${ticket} in words`).toBe("proposed");
          } else if (may) {
            expect(mine, `${viewer} may see REQ-${ticket} by ${way}`).not.toEqual(missing);
          } else {
            // Not theirs: word for word the answer for a ticket that does not exist, and nothing posted.
            expect(mine, `${viewer} (${role}) may not see REQ-${ticket} by ${way}`).toEqual(missing);
            expect(mine, "nothing is proposed on a ticket one may not see").not.toBe("proposed");
            expect(posts).toBe(0);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("refuses in the reader's language, and reads nothing for someone deskbot cannot tell", async () => {
    const t = await startCore();
    const refusals = await Promise.all(
      (["en", "fr"] as const).map((locale) =>
        inLocale(locale, () => t.core.run({ platform: "slack", userId: "UNKNOWN" }, "ticket REQ-44")),
      ),
    );
    expect(refusals.map((reply) => reply.title)).toEqual([
      "REQ-44 was not found, or is not yours to see",
      "REQ-44 est introuvable, ou ne vous est pas visible",
    ]);
    expect(refusals.map((reply) => ("text" in reply ? reply.text : ""))).toEqual([
      expect.stringContaining("deskbot does not know yet who you are"),
      expect.stringContaining("deskbot ne sait pas encore qui vous êtes"),
    ]);
    expect(t.sim.received("GET", "/v1/requests/REQ-44")).toEqual([]);
  });

  it("under DESK_TICKETS_VISIBLE_TO=everyone, shows anyone any ticket and posts their comment as the integration", async () => {
    const t = await startCore({ ticketsVisibleTo: "everyone" });
    const caller: Caller = { platform: "slack", userId: "UNKNOWN" };
    expect((await t.core.run(caller, "ticket REQ-44")).title).toBe("REQ-44 · Access to the finance share");
    expect((await t.core.run(caller, "comment REQ-44 Hi")).title).toBe("Comment added to REQ-44");
    expect(t.sim.received("POST", "/v1/requests/REQ-44/messages").map((call) => call.body)).toEqual([
      { body_text: "Hi" },
    ]);
  });

  it("whoami says to each unlinked person what deskbot will do for them: nothing, or as the integration for an admin", async () => {
    const t = await startCore({ admins: ["UADMIN"] });
    const says = async (userId: string) => {
      const reply = ofKind(await t.core.run({ platform: "slack", userId }, "whoami"), "result");
      return [reply.title, reply.text ?? "", ...(reply.fields ?? []).map((field) => field.value)].join("\n");
    };
    const nobody = await says("UNKNOWN");
    expect(nobody).toContain("shows you no ticket");
    const admin = await says("UADMIN");
    expect(admin).toContain("as the integration");
    expect(admin).not.toContain("shows you no ticket");
    // And it does as it says: the admin's comment goes, as the integration.
    const comment = ofKind(await t.core.run({ platform: "slack", userId: "UADMIN" }, "comment REQ-44 Hi"), "result");
    expect(comment.text).toContain("Posted as the integration");
  });
});
