// A database made by deskbot before the Kysely store opens as it is, keeps its rows, and is migrated forward.
import { randomUUID } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrationsFor } from "../../src/store/migrations.ts";
import { openPostgresStore, openSqliteStore } from "../../src/store/open-store.ts";
import type { Store } from "../../src/store/ports.ts";
import { SqliteDatabase as Database } from "../../src/store/sqlite-driver.ts";
import { LEGACY_POSTGRES_SCHEMA, LEGACY_ROWS, LEGACY_SQLITE_SCHEMA } from "./legacy-schema.ts";

/** The schema version a migrated store has: the number of migrations. */
const LATEST_VERSION = Object.keys(await migrationsFor("sqlite").getMigrations()).length;

/** What a store opened on the legacy rows must still answer, and that it still writes. */
async function expectLegacyRows(store: Store): Promise<void> {
  expect(await store.schemaVersion()).toBe(LATEST_VERSION);
  expect(await store.getLink("slack", "U1")).toBe("u_ann");
  expect(await store.isAdmin("teams", "aad-1")).toBe(true);
  expect(await store.claimIdempotency("slack:view:V1")).toEqual({
    status: "done",
    outcome: '{"kind":"result","title":"Done"}',
  });
  expect((await store.recentAudit({ limit: 5 })).map((entry) => entry.text)).toEqual(["comment REQ-1 hi"]);
  await store.setLink("slack", "U2", "u_bob");
  await store.audit({
    at: "2026-01-02T00:00:00Z",
    platform: "slack",
    chatUserId: "U1",
    command: "comment",
    text: "comment REQ-2 again",
    outcome: "ok",
    detail: "Comment added",
  });
  expect(await store.getLink("slack", "U2")).toBe("u_bob");
  expect((await store.recentAudit({ limit: 5 })).map((entry) => entry.text)).toEqual([
    "comment REQ-2 again",
    "comment REQ-1 hi",
  ]);
}

describe("a SQLite database of the first schema", () => {
  it("opens with its rows, is migrated once, and takes new ones", async () => {
    const path = join(await mkdtemp(join(tmpdir(), "deskbot-legacy-")), "old.sqlite");
    const legacy = new Database(path);
    legacy.exec(LEGACY_SQLITE_SCHEMA);
    legacy.exec(LEGACY_ROWS);
    legacy.close();
    const store = await openSqliteStore(path);
    await expectLegacyRows(store);
    await store.close();
    const again = await openSqliteStore(path);
    expect(await again.schemaVersion()).toBe(LATEST_VERSION);
    expect(await again.getLink("slack", "U2")).toBe("u_bob");
    await again.close();
  });
});

const url = process.env.DESKBOT_TEST_POSTGRES_URL;

describe.skipIf(!url)("a Postgres database of the first schema", () => {
  it("opens with its rows, drops the old version table, and takes new ones", async () => {
    const schema = `t_${randomUUID().replaceAll("-", "")}`;
    const legacy = new pg.Client({ connectionString: url });
    await legacy.connect();
    await legacy.query(`CREATE SCHEMA ${schema}; SET search_path TO ${schema};`);
    await legacy.query(LEGACY_POSTGRES_SCHEMA);
    await legacy.query(LEGACY_ROWS);
    const store = await openPostgresStore(url ?? "", { schema });
    await expectLegacyRows(store);
    const leftover = await legacy.query(
      "SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'deskbot_schema'",
      [schema],
    );
    expect(leftover.rowCount).toBe(0);
    await legacy.end();
    await store.close();
  });
});
