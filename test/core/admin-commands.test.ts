// admin grant / revoke, admins and audit: the admin role kept in the store, and the log of what was changed from chat.
import { describe, expect, it } from "vitest";
import { inLocale } from "../../src/messages/translate.ts";
import { ofKind, startCore } from "../helpers/core.ts";
import { FakeClock } from "../helpers/fake-clock.ts";

describe("admin grant and revoke", () => {
  it("gives a chat user the admin role on this platform and takes it back, each change audited", async () => {
    const t = await startCore({ admins: ["boss"] });
    const as = { userId: "boss", platform: "slack" as const };
    expect((await t.run("app unarchive s_lever", { userId: "ann", platform: "slack" })).kind).toBe("denied");
    expect((await t.run("admin grant <@ann>", as)).title).toBe("<@ann> is now an admin");
    expect((await t.run("admin grant ann", as)).title).toBe("<@ann> was already an admin");
    expect((await t.run("app unarchive s_lever", { userId: "ann", platform: "slack" })).kind).toBe("result");
    expect((await t.run("app unarchive s_lever", { userId: "ann", platform: "teams" })).kind).toBe("denied");
    const admins = ofKind(await t.run("admins", as), "result");
    expect(admins.items?.map((item) => [item.title, item.fields?.[0]?.value])).toEqual([
      ["<@boss>", "from the configuration"],
      ["<@ann>", "granted on Slack"],
    ]);
    expect((await t.run("admin revoke <@ann>", as)).title).toBe("<@ann> is no longer an admin here");
    expect((await t.run("app unarchive s_lever", { userId: "ann", platform: "slack" })).kind).toBe("denied");
    const audit = await t.store.recentAudit({ limit: 10, command: "admin grant" });
    expect(audit.map((entry) => [entry.text, entry.chatUserId, entry.outcome])).toEqual([
      ["admin grant ann", "boss", "ok"],
      ["admin grant <@ann>", "boss", "ok"],
    ]);
  });

  it("says that an admin of the configuration stays one", async () => {
    const t = await startCore({ admins: ["boss"] });
    const revoked = ofKind(await t.run("admin revoke boss", { userId: "boss" }), "result");
    expect(revoked.text).toContain("still an admin through deskbot's configuration (DESK_ADMINS)");
    expect((await t.run("app unarchive s_lever", { userId: "boss" })).kind).toBe("result");
  });

  it("is refused to everyone else, changing nothing", async () => {
    const t = await startCore({ admins: ["boss"] });
    expect((await t.run("admin grant ann", { userId: "ann" })).kind).toBe("denied");
    expect(await t.store.isAdmin("console", "ann")).toBe(false);
  });
});

describe("admins and whoami agree", () => {
  /** Whether `whoami` run as `userId` says the admin role. */
  const whoamiSaysAdmin = async (t: Awaited<ReturnType<typeof startCore>>, userId: string) =>
    JSON.stringify(await t.run("whoami", { userId })).includes('"value":"admin"');

  const setups: Array<[string, Parameters<typeof startCore>[0], string[]]> = [
    ["the demo console with no DESK_ADMINS (its operator)", { admins: [], consoleOperator: "you" }, []],
    ["DESK_ADMINS", { admins: ["boss", "Zoë O'Brien"] }, []],
    ["DESK_ADMINS and grants", { admins: ["boss"] }, ["ann", "jean-françois"]],
    ["the demo operator and grants", { admins: [], consoleOperator: "you" }, ["ann"]],
    ["an operator also granted", { admins: [], consoleOperator: "you" }, ["you"]],
  ];
  for (const [name, options, grants] of setups) {
    it(`${name}: admins lists exactly the people whoami calls admins, each once`, async () => {
      const t = await startCore(options);
      const granter = options?.consoleOperator ?? options?.admins?.[0] ?? "admin";
      for (const user of grants) await t.run(`admin grant ${user}`, { userId: granter });
      const everyone = ["you", "boss", "Zoë O'Brien", "ann", "jean-françois", "nobody"];
      const admins: string[] = [];
      for (const user of everyone) if (await whoamiSaysAdmin(t, user)) admins.push(user);
      expect(admins.length).toBeGreaterThan(0);
      const listed = ofKind(await t.run("admins", { userId: granter }), "result");
      expect(listed.text).toBeUndefined();
      expect(listed.items?.map((item) => item.title).sort()).toEqual(admins.map((user) => `<@${user}>`).sort());
      expect(listed.title).toBe(`Admins (${admins.length})`);
    });
  }
});

describe("audit", () => {
  it("shows the newest changes, filtered by user and command, links included", async () => {
    const t = await startCore({ admins: ["boss"] });
    await t.run("link @ann u_ann", { userId: "boss" });
    await t.run("comment REQ-41 Hello", { userId: "ann" });
    await t.run("unlink @ann", { userId: "boss" });
    const all = ofKind(await t.run("audit", { userId: "boss" }), "result");
    expect(all.items?.map((item) => item.title)).toEqual(["unlink @ann", "comment REQ-41 Hello", "link @ann u_ann"]);
    const byAnn = ofKind(await t.run("audit --user @ann", { userId: "boss" }), "result");
    expect(byAnn.items?.map((item) => item.title)).toEqual(["comment REQ-41 Hello"]);
    const links = ofKind(await t.run("audit --command link --limit 1", { userId: "boss" }), "result");
    expect(links.items?.map((item) => item.title)).toEqual(["link @ann u_ann"]);
    expect((await t.run("audit --limit 0", { userId: "boss" })).title).toContain(
      "--limit: must be a whole number from 1 to 100",
    );
  });
});

describe("what the admin commands show", () => {
  it("audit: each change's outcome in words, and how many entries the title counts", async () => {
    const t = await startCore({ admins: ["boss"] });
    // Ann is Linus on the platform, who asked for REQ-41: hers to comment on (CONTRACT §12).
    await t.store.setLink("console", "ann", "u_linus");
    await t.run("comment REQ-41 Hello", { userId: "ann" });
    await t.run("comment REQ-999 Hello", { userId: "ann" });
    const audit = ofKind(await t.run("audit", { userId: "boss" }), "result");
    expect(audit.title).toBe("Audit log (the 2 newest entries)");
    const outcomes = audit.items?.map((item) => item.fields?.find((field) => field.label === "Outcome")?.value);
    expect(outcomes).toEqual(["Failed", "Done"]);
    const french = ofKind(await inLocale("fr", () => t.run("audit --limit 1", { userId: "boss" })), "result");
    expect(french.title).toBe("Journal d’audit (la dernière entrée)");
    expect(french.items?.[0]?.fields).toContainEqual({ label: "Résultat", value: "Échec" });
  });

  it("directory and links: dates as date-times for each reader's own time zone, and one person in the singular", async () => {
    const clock = new FakeClock(Date.parse("2026-11-23T09:15:00Z"));
    const t = await startCore({ admins: ["boss"], clock });
    await t.store.replaceDirectory(
      [{ uid: "u_ann", fullName: "Ann", emails: ["ann@acme.example"], entraIds: [] }],
      "people.csv",
    );
    await t.run("link @boss u_ann", { userId: "boss" });
    await t.store.noteUnlinked("slack", "UBOB");
    const directory = ofKind(await t.run("directory", { userId: "boss" }), "result");
    expect(directory.fields).toContainEqual({
      label: "Last import",
      value: "2026-11-23T09:15:00.000Z",
      format: "datetime",
    });
    expect(directory.fields).toContainEqual({ label: "Imported from", value: "people.csv" });
    const links = ofKind(await t.run("links", { userId: "boss" }), "result");
    expect(links.items?.[0]?.fields).toContainEqual({
      label: "Last used deskbot",
      value: "2026-11-23T09:15:00.000Z",
      format: "datetime",
    });
    const french = ofKind(await inLocale("fr", () => t.run("links", { userId: "boss" })), "result");
    expect(french.text).toContain("1 personne a utilisé deskbot sans être liée. Liez-la avec link CHAT_USER");
  });
});
