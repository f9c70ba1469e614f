// The core's rules end to end against the simulator: policy, company gate, errors, confirmations, exactly once.
import { describe, expect, it } from "vitest";
import { inLocale } from "../../src/messages/translate.ts";
import { ofKind, startCore } from "../helpers/core.ts";
import { FakeClock } from "../helpers/fake-clock.ts";

describe("policy", () => {
  it("refuses admin commands to everyone else, saying which role is needed, with no API request", async () => {
    const t = await startCore({ admins: ["boss"] });
    for (const text of ["app unarchive s_lever", "merge u_a u_b", "inboxes", "service disable wa_vpn", "link @x u_x"]) {
      const reply = await t.run(text, { userId: "intern", platform: "slack" });
      expect(reply.kind).toBe("denied");
      expect(reply.title).toMatch(/^Only admins may run /);
    }
    expect(t.sim.journal).toEqual([]);
  });

  it("grants the admin role from the store as well as from DESK_ADMINS", async () => {
    const t = await startCore({ admins: [] });
    await t.store.setAdmin("console", "carol", true);
    expect((await t.run("app unarchive s_lever", { userId: "carol" })).kind).toBe("result");
    expect((await t.run("app unarchive s_lever", { userId: "dave" })).kind).toBe("denied");
  });

  it("answers usage errors with no API request", async () => {
    const t = await startCore();
    const reply = await t.run("apps --status nope", { platform: "slack" });
    expect(reply.kind).toBe("usage");
    expect(t.sim.journal).toEqual([]);
  });
});

describe("company gate", () => {
  it("tells Slack users when Slack is off for the company, and calls nothing else", async () => {
    const t = await startCore();
    t.sim.state.company = { ...t.sim.state.company, has_slack_enabled: false };
    const reply = ofKind(await t.run("apps", { platform: "slack" }), "error");
    expect(reply.title).toBe("deskbot is turned off for Slack at Acme Corp.");
    expect(reply.troubleshoot).toContain("turn on the Slack integration");
    expect(t.sim.journal.map((call) => call.path)).toEqual(["/v1/company"]);
    expect((await t.run("apps", { platform: "teams" })).kind).toBe("result");
  });

  it("checks the Teams flag for Teams, and no flag for the console", async () => {
    const t = await startCore();
    t.sim.state.company = { ...t.sim.state.company, has_ms_teams_enabled: false };
    expect((await t.run("whoami", { platform: "teams" })).title).toContain("turned off for Microsoft Teams");
    t.sim.journal.length = 0;
    expect((await t.run("whoami", { platform: "console" })).kind).toBe("result");
    expect(t.sim.journal).toEqual([]);
  });

  it("caches the company record for DESK_COMPANY_TTL seconds", async () => {
    const clock = new FakeClock();
    const t = await startCore({ ttlSeconds: 60, clock });
    await t.run("whoami", { platform: "slack" });
    await t.run("whoami", { platform: "slack" });
    await clock.advance(59_000);
    await t.run("whoami", { platform: "teams" });
    expect(t.sim.received("GET", "/v1/company")).toHaveLength(1);
    await clock.advance(1_000);
    await t.run("whoami", { platform: "slack" });
    expect(t.sim.received("GET", "/v1/company")).toHaveLength(2);
  });

  it("shares one company request between concurrent commands", async () => {
    const t = await startCore();
    await Promise.all(Array.from({ length: 5 }, () => t.run("whoami", { platform: "slack" })));
    expect(t.sim.received("GET", "/v1/company")).toHaveLength(1);
  });

  it("says the API token is invalid or revoked on a 401, and never shows the token", async () => {
    const t = await startCore({ token: "leaky-secret-token" });
    const reply = await t.run("apps", { platform: "slack" });
    expect(reply.title).toBe("The bot's API token is invalid or revoked.");
    expect(JSON.stringify(reply)).not.toContain("leaky-secret-token");
    const console = await t.run("company");
    expect(console.title).toBe("The bot's API token is invalid or revoked.");
  });
});

describe("API errors", () => {
  it("reach the user with the API's troubleshoot text", async () => {
    const t = await startCore();
    const reply = await t.run("app unarchive s_nothing");
    expect(reply).toMatchObject({
      kind: "error",
      status: 404,
      troubleshoot: 'No application with uid "s_nothing" exists in this company.',
    });
  });

  it("are audited for writes, as are successes", async () => {
    const t = await startCore();
    await t.run("app unarchive s_lever", { userId: "admin" });
    await t.run("app unarchive s_nothing", { userId: "admin" });
    const audit = await t.store.recentAudit({ limit: 10 });
    expect(audit.map((entry) => [entry.command, entry.outcome, entry.chatUserId])).toEqual([
      ["app unarchive", "error", "admin"],
      ["app unarchive", "ok", "admin"],
    ]);
  });
});

describe("forms", () => {
  it("run a command given field by field, written out in full in the audit log", async () => {
    const t = await startCore();
    const reply = await t.handle({
      kind: "form",
      command: "comment",
      answers: { ticket: "REQ-41", body: "From a form" },
    });
    expect(reply.kind).toBe("result");
    expect(t.sim.received("POST", "/v1/requests/REQ-41/messages")[0]?.body).toEqual({ body_text: "From a form" });
    expect((await t.store.recentAudit({ limit: 1 }))[0]?.text).toBe("comment REQ-41 From a form");
  });
});

describe("exactly once", () => {
  it("makes one API write for a delivery handled twice, and answers the repeat with the first outcome", async () => {
    const t = await startCore();
    const first = await t.run("comment REQ-42 Hello", { deliveryId: "trigger-1", platform: "slack" });
    const again = ofKind(await t.run("comment REQ-42 Hello", { deliveryId: "trigger-1", platform: "slack" }), "result");
    expect(t.sim.received("POST", "/v1/requests/REQ-42/messages")).toHaveLength(1);
    expect(again.title).toBe(first.title);
    expect(again.text).toContain("already handled");
    await t.run("comment REQ-42 Hello", { deliveryId: "trigger-2", platform: "slack" });
    expect(t.sim.received("POST", "/v1/requests/REQ-42/messages")).toHaveLength(2);
  });

  it("makes one write for concurrent repeats of a delivery", async () => {
    const t = await startCore();
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => t.run("app unarchive s_lever", { deliveryId: "dup", platform: "teams" })),
    );
    expect(t.sim.received("PATCH", "/v1/applications/s_lever/unarchive")).toHaveLength(1);
    expect(replies.filter((reply) => reply.title === "Already on it").length).toBeGreaterThanOrEqual(1);
  });

  it("carries out a repeat of a delivery that the API certainly refused", async () => {
    const t = await startCore();
    await t.run("comment REQ-999 Hello", { deliveryId: "view-1" });
    t.sim.state.requests.set("req_999", { uid: "req_999", friendly_id: "REQ-999" });
    const retried = await t.run("comment REQ-999 Hello", { deliveryId: "view-1" });
    expect(retried.kind).toBe("result");
    expect(t.sim.state.messages.get("req_999")).toHaveLength(1);
  });
});

describe("identity", () => {
  it("posts comments as the caller's linked platform user, or as the integration when unlinked", async () => {
    // U1 is an admin, who may comment on any ticket linked or not (CONTRACT §12).
    const t = await startCore({ admins: ["admin", "U1"] });
    const unlinked = ofKind(await t.run("comment REQ-41 First", { userId: "U1", platform: "slack" }), "result");
    expect(unlinked.text).toContain("Posted as the integration");
    expect(t.sim.received("POST", "/v1/requests/REQ-41/messages")[0]?.body).toEqual({ body_text: "First" });
    await t.store.setLink("slack", "U1", "u_linus");
    await t.run("comment REQ-41 Second", { userId: "U1", platform: "slack" });
    expect(t.sim.received("POST", "/v1/requests/REQ-41/messages")[1]?.body).toEqual({
      body_text: "Second",
      sent_by_uid: "u_linus",
    });
  });

  it("resolves mentions through links, and refuses an unlinked one with the way to link it, sending nothing", async () => {
    const t = await startCore();
    await t.run("link <@U2> u_alan", { platform: "slack" });
    await t.run("link <@U9> u_ada", { platform: "slack" });
    const missing = await t.run("approval REQ-41 --approvers <@U2>,<@U3> Ok?", { platform: "slack", userId: "admin" });
    expect(missing).toMatchObject({ kind: "usage", title: "<@U3> is not linked to a platform user." });
    expect(ofKind(missing, "usage").text).toContain("link <@U3> PLATFORM_USER_UID");
    expect(t.writesAndReads()).toEqual([]);
    await t.run("link <@admin> u_ada", { platform: "slack" });
    const done = await t.run("approval REQ-41 --approvers <@U2|alan>,u_grace --follow Ok?", {
      platform: "slack",
      userId: "admin",
    });
    expect(done.kind).toBe("result");
    expect(t.sim.received("POST", "/v1/requests/REQ-41/approvals")[0]?.body).toEqual({
      body_markdown: "Ok?",
      approver_uids: ["u_alan", "u_grace"],
      add_to_followers: true,
      sent_by: "u_ada",
    });
  });

  it("shows whoami and unlinks", async () => {
    const t = await startCore();
    await t.run("link @ann u_ann");
    expect(ofKind(await t.run("whoami", { userId: "ann" }), "result").fields).toContainEqual({
      label: "Platform user",
      value: "u_ann",
      format: "code",
    });
    expect((await t.run("unlink @ann")).title).toBe("<@ann> is no longer linked to u_ann");
    expect(ofKind(await t.run("whoami", { userId: "ann" }), "result").text).toContain("not linked");
  });
});

describe("merge", () => {
  it("reads both users fresh, then asks, naming them as the API does, and changes nothing until confirmed", async () => {
    const t = await startCore();
    const ask = ofKind(await t.run("merge u_katherine u_katherine_dup"), "confirm");
    expect(ask.confirmation.text).toContain(
      "Merge Katherine Johnson (u_katherine_dup) into Katherine Johnson (u_katherine)?",
    );
    expect(ask.confirmation.text).toContain("cannot be undone");
    expect(t.writesAndReads()).toEqual([
      { method: "GET", path: "/v1/users/u_katherine" },
      { method: "GET", path: "/v1/users/u_katherine_dup" },
    ]);
    const done = await t.run(ask.confirmation.command, { confirmed: true });
    expect(done.kind).toBe("result");
    expect(t.sim.received("PATCH", "/v1/users/u_katherine/merge")[0]?.body).toEqual({ user_uid: "u_katherine_dup" });
  });

  it("does not ask about a user the API does not know: the API's words, and nothing sent", async () => {
    const t = await startCore();
    const reply = ofKind(await t.run("merge u_nobody u_katherine"), "error");
    expect(reply.title).toContain("Looking up u_nobody");
    expect(reply.troubleshoot).toContain("u_nobody");
    expect(reply.usage).toBeUndefined();
    expect(t.sim.received("PATCH", "/v1/users/u_nobody/merge")).toHaveLength(0);
  });

  it("after a merge, the same merge is refused before it asks: the merged user is gone", async () => {
    const t = await startCore();
    await t.run("merge u_katherine u_katherine_dup", { confirmed: true });
    const again = await t.run("merge u_katherine u_katherine_dup");
    expect(again).toMatchObject({
      kind: "error",
      status: 404,
      troubleshoot: expect.stringContaining("u_katherine_dup"),
    });
  });

  it("on a platform without the user lookup, asks as before, naming the users from the directory", async () => {
    const t = await startCore({ simulator: { beyondSpec: false } });
    const ask = ofKind(await t.run("merge u_katherine u_katherine_dup"), "confirm");
    expect(ask.confirmation.text).toContain("into u_katherine?");
  });

  it("reports the API's refusal to merge an admin", async () => {
    const t = await startCore();
    const reply = await t.run("merge u_linus u_grace", { confirmed: true });
    expect(reply).toMatchObject({ kind: "error", status: 400 });
    expect(ofKind(reply, "error").troubleshoot).toContain("admin");
  });
});

describe("application statuses", () => {
  it("are shown in the reader's words, and a status typed as shown filters the list by its API value", async () => {
    const t = await startCore();
    const french = ofKind(await inLocale("fr", () => t.run("apps --status approuvée --per-page 3")), "result");
    expect(t.sim.journal.at(-1)?.query.getAll("status_in[]")).toEqual(["approved"]);
    expect(french.title).toBe("Applications (Approuvées)");
    // The title's own words, typed back, filter the same way.
    await inLocale("fr", () => t.run("apps --status Approuvées,restreintes --per-page 3"));
    expect(t.sim.journal.at(-1)?.query.getAll("status_in[]")).toEqual(["approved", "restricted"]);
    expect(french.items?.[0]?.fields?.[0]).toEqual({ label: "Statut", value: "Approuvée" });
    const english = ofKind(await t.run("apps --status restricted --per-page 3"), "result");
    expect(english.items?.[0]?.fields?.[0]).toEqual({ label: "Status", value: "Restricted" });
  });
});

describe("paging", () => {
  it("offers the next and previous pages as commands that re-run the same query", async () => {
    const t = await startCore();
    const first = ofKind(await t.run("apps --status approved --per-page 5"), "result");
    expect(first.paging).toMatchObject({ page: 1, next: "apps --status approved --per-page 5 --page 2" });
    expect(first.paging?.previous).toBeUndefined();
    const second = ofKind(await t.run(first.paging?.next ?? ""), "result");
    expect(second.paging).toMatchObject({ page: 2, previous: "apps --status approved --per-page 5 --page 1" });
    expect(second.items?.[0]?.title).not.toBe(first.items?.[0]?.title);
  });
});

describe("a command given as values (an automation's inputs)", () => {
  const admin = { platform: "console" as const, userId: "admin" };

  it("keeps every value as given: options, quotes and unbalanced quotes are text, and the audit shows it quoted", async () => {
    const t = await startCore();
    const texts = ["--force is needed", '"hello"', "it's “fine", "--approvers u_grace first"];
    for (const [index, text] of texts.entries()) {
      const reply = await t.core.runValues(admin, "comment", { request: "REQ-41", text }, { id: `v-${index}` });
      expect(reply.kind).toBe("result");
    }
    expect(t.sim.received("POST", "/v1/requests/REQ-41/messages").map((call) => call.body)).toEqual(
      texts.map((body_text) => ({ body_text })),
    );
    const [latest] = await t.store.recentAudit({ limit: 1 });
    expect(latest?.text).toBe('comment REQ-41 "--approvers u_grace first"');
  });

  it("refuses a value longer than a command line may be, naming the argument, and sends nothing", async () => {
    const t = await startCore();
    const reply = ofKind(
      await t.core.runValues(admin, "comment", { request: "REQ-41", text: "x".repeat(40_001) }),
      "usage",
    );
    expect(reply.title).toBe("TEXT is too long: it may hold at most 40,000 characters.");
    expect(reply.field).toBe("text");
    const unknown = ofKind(await t.core.runValues(admin, "nonsense", {}), "usage");
    expect(unknown.title).toContain("nonsense");
    expect(t.writesAndReads()).toEqual([]);
  });
});
