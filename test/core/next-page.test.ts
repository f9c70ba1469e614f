// "Next page" in words continues the list last shown to that person in that conversation, the same line one page on; with none shown, a question back asks which list.
import { describe, expect, it } from "vitest";
import type { RawArgs } from "../../src/core/arguments.ts";
import { NEXT_PAGE } from "../../src/core/next-page.ts";
import type { Reply } from "../../src/core/reply.ts";
import type { Caller, Delivery } from "../../src/core/requests.ts";
import { ShownLists } from "../../src/core/shown-lists.ts";
import { ofKind, startCore } from "../helpers/core.ts";
import { FakeClock } from "../helpers/fake-clock.ts";
import { startScriptedCore } from "../helpers/scripted-words.ts";

const ada: Caller = { platform: "slack", userId: "admin", prefix: "/desk " };
const alan: Caller = { platform: "slack", userId: "UALAN", prefix: "/desk " };

/** "Next page", as the reader hands it: a list command's reading with `page` next (and nothing else, unless said). */
const NEXT: RawArgs = { page: NEXT_PAGE };

/** A core, and what the person reads of "next page" said by `caller` in `delivery`'s conversation. */
async function listsCore(options: Parameters<typeof startScriptedCore>[0] = {}) {
  const test = await startScriptedCore({ admins: ["admin"], ...options });
  const next = (caller: Caller = ada, delivery: Delivery = {}, command = "apps", raw: RawArgs = NEXT) =>
    test.say(command, raw, caller, delivery);
  const listCalls = () => test.writesAndReads().filter((call) => call.path === "/v1/applications").length;
  return { ...test, next, listCalls };
}

const pageOf = (reply: Reply) => ofKind(reply, "result").paging?.page;

describe("next page, in words", () => {
  it("continues the list just shown, the same line one page on, again and again", async () => {
    const { core, next } = await listsCore();
    const first = ofKind(await core.run(ada, "apps --status approved --per-page 2"), "result");
    expect(first.paging?.page).toBe(1);
    const second = ofKind(await next(), "result");
    expect(second.words).toEqual({ outcome: "understood", line: "/desk apps --status approved --per-page 2 --page 2" });
    expect(second.paging?.page).toBe(2);
    const third = ofKind(await next(), "result");
    expect(third.words).toEqual({ outcome: "understood", line: "/desk apps --status approved --per-page 2 --page 3" });
  });

  it("continues a list that words asked for, and one typed at a later page", async () => {
    const { core, next, say } = await listsCore();
    await say("apps", { perPage: "3" }, ada);
    expect(pageOf(await next())).toBe(2);
    await core.run(ada, "apps --per-page 3 --page 5");
    expect(pageOf(await next())).toBe(6);
  });

  it("with no list shown there, asks which list, and reads nothing", async () => {
    const { next, listCalls } = await listsCore();
    const asked = ofKind(await next(), "result");
    expect(asked.words).toEqual({ outcome: "ask", question: "Which list? I have shown you none here lately." });
    expect(asked.text).toContain("then say “next page”");
    expect(listCalls()).toBe(0);
  });

  it("is each person's own, in each conversation", async () => {
    const { core, next } = await listsCore({ admins: ["admin", "UALAN"] });
    await core.run(ada, "apps --per-page 2", { conversation: "D1" });
    expect(ofKind(await next(alan, { conversation: "D1" }), "result").words?.outcome).toBe("ask");
    expect(ofKind(await next(ada, { conversation: "thread-9" }), "result").words?.outcome).toBe("ask");
    expect(ofKind(await next(ada), "result").words?.outcome).toBe("ask");
    expect(pageOf(await next(ada, { conversation: "D1" }))).toBe(2);
  });

  it("lapses 15 minutes after the list was shown", async () => {
    const clock = new FakeClock(Date.UTC(2026, 0, 5, 9));
    const { core, next } = await listsCore({ coreClock: clock });
    await core.run(ada, "apps --per-page 2");
    await clock.advance(14 * 60_000);
    expect(pageOf(await next())).toBe(2);
    await clock.advance(15 * 60_000 + 1);
    expect(ofKind(await next(), "result").words?.outcome).toBe("ask");
  });

  it("says so past the last page, and reads nothing more", async () => {
    const { core, next, listCalls } = await listsCore();
    const total = ofKind(await core.run(ada, "apps --per-page 50"), "result").paging?.totalPages ?? 0;
    await core.run(ada, `apps --per-page 50 --page ${total}`);
    const calls = listCalls();
    const last = ofKind(await next(), "result");
    expect(last.title).toBe(
      `That was the last page of /desk apps --per-page 50 --page ${total} (page ${total} of ${total}).`,
    );
    expect(listCalls()).toBe(calls);
  });

  it("continues the list shown whichever list command the reader picked when no list was named", async () => {
    const { core, next } = await listsCore();
    await core.run(ada, "apps --per-page 2");
    const reply = ofKind(await next(ada, {}, "inboxes", NEXT), "result");
    expect(reply.words).toEqual({ outcome: "understood", line: "/desk apps --per-page 2 --page 2" });
  });

  it("asks which list when another list is named with its own arguments, naming the one shown", async () => {
    const { core, next } = await listsCore();
    await core.run(ada, "apps --per-page 2");
    const asked = ofKind(await next(ada, {}, "inboxes", { search: ["IT"], page: NEXT_PAGE }), "result");
    expect(asked.words).toEqual({
      outcome: "ask",
      question: "Which list? The last one I showed you here is: /desk apps --per-page 2",
    });
  });

  it("is said in French too", async () => {
    const { next } = await listsCore();
    const { inLocale } = await import("../../src/messages/translate.ts");
    const asked = ofKind(await inLocale("fr", () => next()), "result");
    expect(asked.title).toBe("Quelle liste\u00a0? Je ne vous en ai montré aucune ici récemment.");
  });
});

describe("the lists remembered", () => {
  it("are bounded: past the bound, the place shown longest ago is forgotten", () => {
    const lists = new ShownLists(() => 0, { maxEntries: 2 });
    const paging = { page: 1, totalPages: 3, total: 6, next: "apps --page 2" };
    const apps = { name: "apps" } as Parameters<ShownLists["shown"]>[1];
    for (const userId of ["a", "b", "c"]) lists.shown({ platform: "slack", userId }, apps, "apps", paging);
    expect(lists.last({ platform: "slack", userId: "a" })).toBeUndefined();
    expect(lists.last({ platform: "slack", userId: "c" })?.next).toBe("apps --page 2");
  });
});

describe("next page, as people say it to the built-in reader", () => {
  it.each([
    ["en", "next page"],
    ["en", "show me the next page please"],
    ["fr", "page suivante stp"],
    ["fr", "la suite"],
  ] as const)("(%s) “%s” continues the list just shown", async (_lang, words) => {
    const { core } = await startCore({ admins: ["admin"] });
    ofKind(await core.run(ada, "apps --per-page 2"), "result");
    const next = ofKind(await core.run(ada, words), "result");
    expect(next.words).toEqual({ outcome: "understood", line: "/desk apps --per-page 2 --page 2" });
    expect(next.paging?.page).toBe(2);
  });
});
