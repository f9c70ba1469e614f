// The audit log in its reader's language and by name: what a change did is kept as the catalogue's message, said again for whoever reads it; entries kept as words stay readable.
import { describe, expect, it } from "vitest";
import { ALL_COMMANDS } from "../../src/core/commands/index.ts";
import { inLocale, type Locale } from "../../src/messages/translate.ts";
import type { DirectoryPerson } from "../../src/store/people-records.ts";
import { ofKind, startCore, type TestCore } from "../helpers/core.ts";

/** A line of every command that changes something (the demo data's records), and one the API refuses. */
const CHANGES: Record<string, string> = {
  comment: "comment REQ-42 The laptop arrived",
  approval: "approval REQ-43 --approvers u_ada Please approve",
  "service update": "service update wa_vpn --name Remote",
  "service enable": "service enable wa_vpn",
  "service disable": "service disable wa_vpn",
  merge: "merge u_katherine u_katherine_dup",
  "app unarchive": "app unarchive ARCHIVED_APP",
  "equipment unarchive": "equipment unarchive ueq_mbp_002",
  link: "link @tim u_tim",
  unlink: "unlink @tim",
  "admin grant": "admin grant @tim",
  "admin revoke": "admin revoke @tim",
  "directory sync": "directory sync",
};
const REFUSED = "comment REQ-999 Nobody reads this";

/** Runs `line` as the console's admin in `locale`, confirming a merge as `--yes` does; the reply's title. */
async function runIn(test: TestCore, locale: Locale, line: string): Promise<string> {
  const archived = [...test.sim.state.applications.values()].find((app) => app.archived_at);
  const text = line.replace("ARCHIVED_APP", archived?.uid ?? "");
  return inLocale(locale, async () => {
    const reply = await test.run(text);
    if (reply.kind !== "confirm") return reply.title;
    const pressed = await test.core.press({ platform: "console", userId: "admin" }, reply.confirmation);
    return pressed.kind === "note" ? pressed.text : pressed.reply.title;
  });
}

/** The newest entry's detail as `audit` shows it to a reader of `locale`. */
async function newestDetail(test: TestCore, locale: Locale): Promise<string> {
  const reply = ofKind(await inLocale(locale, () => test.run("audit --limit 1")), "result");
  return reply.items?.[0]?.fields?.at(-1)?.value ?? "";
}

describe("the audit log, read in another language than it was written in", () => {
  it("covers every command that changes something", () => {
    const writes = ALL_COMMANDS.filter((command) => command.writes).map((command) => command.name);
    expect(writes.sort()).toEqual(Object.keys(CHANGES).sort());
  });

  const pairs: Array<[Locale, Locale]> = [
    ["fr", "en"],
    ["en", "fr"],
  ];
  for (const [written, read] of pairs)
    for (const line of [...Object.values(CHANGES), REFUSED])
      it(`${line}: made in ${written}, read in ${read} as a ${read} reader is told it`, async () => {
        const made = await startCore();
        await runIn(made, written, line);
        // The same change, on the same records, made by a reader of `read`: what they would be told.
        const twin = await startCore();
        const told = await runIn(twin, read, line);
        expect(await newestDetail(made, read)).toBe(told);
      });

  it("says the way in, a change from someone's own words, in the reader's language too", async () => {
    const test = await startCore();
    const caller = { platform: "slack" as const, userId: "admin", prefix: "/desk " };
    const proposal = ofKind(
      await inLocale("fr", () => test.core.run(caller, "dis à REQ-42 que le PC est arrivé")),
      "confirm",
    );
    await inLocale("fr", () => test.core.press(caller, proposal.confirmation));
    const english = await newestDetail(test, "en");
    expect(english).toMatch(/^Comment added to REQ-42 \(from their own words\)$/);
    expect(await newestDetail(test, "fr")).toMatch(/^Commentaire ajouté à REQ-42 \(à partir de ses propres mots\)$/);
  });

  it("shows an entry kept as words only (an older one) as it was written", async () => {
    const test = await startCore();
    await test.store.audit({
      at: "2026-01-05T09:00:00.000Z",
      platform: "console",
      chatUserId: "admin",
      command: "service disable",
      text: "service disable wa_vpn",
      outcome: "ok",
      detail: "Service désactivé : VPN (à partir de ses propres mots)",
    });
    expect(await newestDetail(test, "en")).toBe("Service désactivé : VPN (à partir de ses propres mots)");
  });
});

describe("the audit log names people", () => {
  const grace: DirectoryPerson = {
    uid: "u_grace",
    fullName: "Grace Hopper",
    emails: ["grace@acme.example"],
    slackUserId: "UGRACE",
    entraIds: ["aad-grace"],
  };

  it("who made each change and whom its line mentions, as other replies name them, on each platform", async () => {
    const test = await startCore({ admins: ["admin", "aad-grace"] });
    await test.store.replaceDirectory([grace], "people.csv");
    await test.run("admin grant <@aad-grace>", { platform: "teams", userId: "aad-grace" });
    await test.run("comment REQ-42 Hello", { platform: "slack", userId: "UGRACE" });
    const audit = ofKind(await test.run("audit --limit 5", { platform: "slack", userId: "admin" }), "result");
    const entry = (start: string) => audit.items?.find((item) => item.title.startsWith(start));
    expect(entry("comment")?.fields?.[0]?.value).toBe("<@UGRACE|Grace Hopper>");
    // Linked as she used deskbot: the link's line names her too.
    expect(entry("link")?.title).toBe("link <@UGRACE|Grace Hopper> u_grace");
    const grant = entry("admin grant");
    expect(grant?.fields?.[0]?.value).toBe("<@aad-grace|Grace Hopper>");
    expect(grant?.title).toBe("admin grant <@aad-grace|Grace Hopper>");
  });
});
