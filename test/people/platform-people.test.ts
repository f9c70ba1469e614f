// People from the platform: `directory sync` reads GET /v1/users into the directory; an unknown e-mail is asked of it once.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { postSigned, slashCommand, uniqueId } from "../../fakes/slack-requests.ts";
import { scheduleDirectorySync } from "../../src/core/directory-sync-schedule.ts";
import { syncDirectory } from "../../src/directory/sync.ts";
import { createLogger } from "../../src/log.ts";
import { openSqliteStore } from "../../src/store/open-store.ts";
import { cleanEnv, runCli } from "../helpers/cli.ts";
import { ofKind, startCore } from "../helpers/core.ts";
import { startSlackServe } from "../helpers/serve.ts";
import { seedWith, slackPlatformUsers, startSimulator, syncedSlackPerson } from "../helpers/simulator.ts";

describe("deskbot directory sync", () => {
  it("reads every person of the platform page by page, with progress, into the directory linking uses", async () => {
    const users = slackPlatformUsers(120);
    const sim = await startSimulator({ seed: seedWith({ users }) });
    const db = join(await mkdtemp(join(tmpdir(), "deskbot-sync-")), "store.sqlite");
    const env = cleanEnv({ DESK_API_URL: sim.baseUrl, DESK_API_TOKEN: sim.token, DESK_DB: db });
    const dry = await runCli(["directory", "sync", "--dry-run"], { env });
    expect(dry.stdout).toBe(
      "Dry run of the platform's people: 120 people: 120 would be added, 0 changed, 0 removed. Nothing was changed.\n",
    );
    const done = await runCli(["directory", "sync"], { env });
    expect(done).toMatchObject({
      status: 0,
      stdout: "Imported the platform's people: 120 people: 120 added, 0 changed, 0 removed.\n",
    });
    expect(done.stderr).toContain("Read 120 of 120 people");
    expect(sim.received("GET", "/v1/users").map((call) => call.query.get("page"))).toEqual([
      "1",
      "2",
      "3",
      "1",
      "2",
      "3",
    ]);
    const store = await openSqliteStore(db);
    expect(await store.findInDirectory({ kind: "slack", value: "UP7" })).toEqual([syncedSlackPerson(7)]);
    await store.close();
  });

  it("on a platform without the people list, says to import a file and changes nothing", async () => {
    const sim = await startSimulator({ beyondSpec: false });
    const db = join(await mkdtemp(join(tmpdir(), "deskbot-sync-")), "store.sqlite");
    const result = await runCli(["directory", "sync"], {
      env: cleanEnv({ DESK_API_URL: sim.baseUrl, DESK_API_TOKEN: sim.token, DESK_DB: db }),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("the platform has no people list");
    expect(result.stderr).toContain("directory import FILE");
  });

  it("from chat: admins only, and a sync that would remove more than a fifth stops unless --force", async () => {
    const t = await startCore();
    expect((await t.run("directory sync", { userId: "intern" })).kind).toBe("denied");
    expect(ofKind(await t.run("directory sync"), "result").title).toMatch(
      /^The directory is synced: 12 people \(12 added/,
    );
    await t.store.replaceDirectory(
      Array.from({ length: 40 }, (_, index) => ({ uid: `u_gone${index}`, emails: [], entraIds: [] })),
      "people.csv",
    );
    const refused = ofKind(await t.run("directory sync"), "error");
    expect(refused.title).toContain("would remove 40 of the directory's 40 people");
    expect(refused.troubleshoot).toContain("directory sync --force");
    expect(ofKind(await t.run("directory sync --force"), "result").title).toContain("40 removed");
  });
});

describe("an unlinked person whose verified e-mail the directory lacks", () => {
  it("is found on the platform by email_in[] and comments as themselves, with no import; the lookup is made once", async () => {
    // Who the comment is posted as, on any ticket: not who may see which (Ada, found on the platform, is in no directory).
    const { slack, server, sim } = await startSlackServe({ DESK_TICKETS_VISIBLE_TO: "everyone" });
    slack.people.set("UADA", { name: "Ada", email: "Ada.Lovelace@acme.example" });
    for (const text of ["comment REQ-41 Hello", "comment REQ-42 Again"]) {
      const command = slashCommand(text, { responseUrl: slack.responseUrl(uniqueId("r")), user: "UADA" });
      await postSigned(server.url, command.body, command.contentType);
      await slack.waitFor("response_url", text.includes("Hello") ? 1 : 2);
    }
    expect(sim.received("POST", "/v1/requests/REQ-41/messages")[0]?.body).toMatchObject({ sent_by_uid: "u_ada" });
    expect(sim.received("GET", "/v1/users").map((call) => call.query.getAll("email_in[]"))).toEqual([
      ["ada.lovelace@acme.example"],
    ]);
  });
});

describe("serve's own directory sync", () => {
  it("syncs a minute after start when the last sync is older than DESK_DIRECTORY_SYNC_HOURS, and leaves a file's directory alone", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const t = await startCore();
    const deps = {
      api: t.api,
      store: t.store,
      logger: createLogger("silent"),
      clock: { now: () => Date.now(), sleep: async () => {} },
    };
    const stop = scheduleDirectorySync(deps, 24);
    onTestFinished(stop);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(async () => expect((await t.store.directoryStatus()).people).toBe(12));
    expect((await t.store.directoryStatus()).lastImport?.file).toBe("GET /v1/users");

    const fromFile = await startCore();
    await fromFile.store.replaceDirectory([{ uid: "u_ada", emails: [], entraIds: [] }], "people.csv");
    const stopFile = scheduleDirectorySync({ ...deps, api: fromFile.api, store: fromFile.store }, 24);
    onTestFinished(stopFile);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fromFile.sim.received("GET", "/v1/users")).toHaveLength(0);
  });

  it("of several instances sharing the store, one syncs; one stopped mid-sync hands it to the next look", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let now = Date.now();
    const clock = { now: () => now, sleep: async () => {} };
    const t = await startCore({ clock });
    const deps = { api: t.api, store: t.store, logger: createLogger("silent"), clock };
    // An instance that claimed the first sync and stopped mid-way: its lease runs two minutes.
    await t.store.claimIdempotency("directory-sync:never:1");
    for (let instance = 0; instance < 3; instance += 1) onTestFinished(scheduleDirectorySync(deps, 24));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.sim.received("GET", "/v1/users")).toHaveLength(0);

    now += 3 * 60_000;
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    await vi.waitFor(async () => expect((await t.store.directoryStatus()).people).toBe(12));
    expect(t.sim.received("GET", "/v1/users")).toHaveLength(1);
  });

  it("reads only the changed people within a week, and everyone in a week's first sync: a deleted person leaves", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const week = 7 * 24 * 60 * 60_000;
    let now = Math.floor(Date.now() / week) * week + 60 * 60_000;
    const clock = { now: () => now, sleep: async () => {} };
    const t = await startCore({ clock });
    onTestFinished(scheduleDirectorySync({ api: t.api, store: t.store, logger: createLogger("silent"), clock }, 24));
    const lastRead = () => t.sim.received("GET", "/v1/users").at(-1)?.query.get("updated_after");
    const syncedAt = async () => (await t.store.directoryStatus()).lastImport?.at;

    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(async () => expect((await t.store.directoryStatus()).people).toBe(12));
    expect(lastRead()).toBeNull();
    t.sim.state.users.delete("u_linus");

    now += 25 * 60 * 60_000;
    const first = await syncedAt();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    await vi.waitFor(async () => expect(await syncedAt()).not.toBe(first));
    expect(lastRead()).toBe(first);
    expect(await t.store.directoryPeople(["u_linus"])).toHaveLength(1);

    now += week;
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    await vi.waitFor(async () => expect((await t.store.directoryStatus()).people).toBe(11));
    expect(lastRead()).toBeNull();
  });
});

describe("a sync of the people changed since the last one", () => {
  it("reads only them (archived ones included, which leave the directory) and keeps everyone else", async () => {
    const t = await startCore();
    expect(await syncDirectory(t.api, t.store)).toMatchObject({ kind: "done", changes: { people: 12, added: 12 } });
    const since = (await t.store.directoryStatus()).lastImport?.at ?? "";
    const later = new Date(Date.now() + 1000).toISOString();
    const linus = t.sim.state.users.get("u_linus");
    const ken = t.sim.state.users.get("u_ken");
    if (!linus || !ken) throw new Error("the demo has Linus and Ken");
    t.sim.state.users.set("u_linus", { ...linus, full_name: "Linus B. Torvalds", updated_at: later });
    t.sim.state.users.set("u_ken", { ...ken, archived_at: later, updated_at: later });
    const outcome = await syncDirectory(t.api, t.store, { changedSince: since });
    expect(outcome).toMatchObject({ kind: "done", changes: { people: 11, added: 0, changed: 1, removed: 1 } });
    const [call] = t.sim.received("GET", "/v1/users").slice(-1);
    expect(call?.query.get("updated_after")).toBe(since);
    expect(call?.query.get("include_archived")).toBe("true");
    expect((await t.store.directoryPeopleNamed("Linus B. Torvalds")).map((person) => person.uid)).toEqual(["u_linus"]);
    expect(await t.store.directoryPeople(["u_ken"])).toEqual([]);
  });
});
