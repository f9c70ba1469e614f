// The SQLite store: the shared contract, plus creation on first use, migrations and persistence.
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsFor } from "../../src/store/migrations.ts";
import { openSqliteStore } from "../../src/store/open-store.ts";
import { SqliteDatabase as Database } from "../../src/store/sqlite-driver.ts";
import { storeContract } from "./store-contract.ts";

/** The schema version a migrated store has: the number of migrations. */
const LATEST_VERSION = Object.keys(await migrationsFor("sqlite").getMigrations()).length;

storeContract("SQLite", () => openSqliteStore(":memory:"));

describe("SqliteStore", () => {
  it("creates its file and folders on first use, and keeps its records across restarts", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deskbot-store-"));
    const path = join(dir, "nested", "deskbot.sqlite");
    const first = await openSqliteStore(path);
    await first.setLink("slack", "U1", "u_ann");
    await first.completeIdempotency("x", "y");
    await first.close();
    expect(existsSync(path)).toBe(true);
    const second = await openSqliteStore(path);
    expect(await second.getLink("slack", "U1")).toBe("u_ann");
    expect(await second.schemaVersion()).toBe(LATEST_VERSION);
    await second.close();
  });

  it("applies its migrations to a database of an older version, once", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deskbot-store-"));
    const path = join(dir, "old.sqlite");
    new Database(path).close();
    const store = await openSqliteStore(path);
    expect(await store.schemaVersion()).toBe(LATEST_VERSION);
    await store.close();
    const again = await openSqliteStore(path);
    expect(await again.schemaVersion()).toBe(LATEST_VERSION);
    await again.close();
  });

  it("drops idempotency records older than the retention on open", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deskbot-store-"));
    const path = join(dir, "old.sqlite");
    let now = Date.UTC(2026, 0, 1);
    const clock = { now: () => now, sleep: async () => {} };
    const store = await openSqliteStore(path, { clock });
    await store.claimIdempotency("old");
    await store.completeIdempotency("old", "outcome");
    await store.close();
    now += 8 * 24 * 3600 * 1000;
    const later = await openSqliteStore(path, { clock });
    expect(await later.claimIdempotency("old")).toEqual({ status: "claimed" });
    await later.close();
  });

  it("drops a stage a stopped process left, once a day old, as another opens; a younger one stays", async () => {
    let now = Date.UTC(2026, 0, 1);
    const store = await openSqliteStore(":memory:", { clock: { now: () => now, sleep: async () => {} } });
    const person = { uid: "u_ada", emails: ["ada@acme.example"], entraIds: [] };
    const left = await store.openDirectoryStage();
    await store.stageDirectoryPeople(left, [person]);
    now += 23 * 3600 * 1000;
    const young = await store.openDirectoryStage();
    await store.stageDirectoryPeople(young, [person]);
    expect((await store.previewDirectoryStage(left, "replace")).added).toBe(1);
    now += 2 * 3600 * 1000;
    await store.openDirectoryStage();
    expect((await store.previewDirectoryStage(left, "replace")).added).toBe(0);
    expect((await store.previewDirectoryStage(young, "replace")).added).toBe(1);
    await store.close();
  });

  it("holds only conversations that have not lapsed, however long it runs: keeping one drops the lapsed", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deskbot-store-"));
    const path = join(dir, "conversations.sqlite");
    let now = Date.UTC(2026, 0, 1);
    const store = await openSqliteStore(path, { clock: { now: () => now, sleep: async () => {} } });
    for (let each = 0; each < 50; each += 1) await store.keepConversation(`c${each}`, "{}", now + 60_000);
    now += 2 * 60_000;
    await store.keepConversation("fresh", "{}", now + 60_000);
    await store.close();
    const raw = new Database(path);
    const { rows } = raw.prepare("SELECT count(*) AS rows FROM conversations").get() as { rows: number };
    raw.close();
    expect(rows).toBe(1);
  });
});
