// admin grant / revoke, admins and audit: the admin role kept in the store, and the log of what was changed from chat.
import { describe, expect, it } from "vitest";
import { ofKind, startCore } from "../helpers/core.ts";

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
