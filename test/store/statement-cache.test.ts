// SQLite statements kept by SQL text: the same statement for the same query, right answers each time, a bounded number kept, and all let go on close.
import { describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../src/store/sqlite-driver.ts";
import { MAX_CACHED_STATEMENTS, withStatementCache } from "../../src/store/statement-cache.ts";

describe("the SQLite statement cache", () => {
  it("prepares a query once and answers it rightly every time, after writes and a change of schema", () => {
    const raw = new SqliteDatabase(":memory:");
    let prepared = 0;
    const counting = {
      close: () => raw.close(),
      prepare: (sql: string) => {
        prepared += 1;
        return raw.prepare(sql);
      },
    };
    const database = withStatementCache(counting);
    database.prepare("CREATE TABLE links (id TEXT PRIMARY KEY, uid TEXT)").run([]);
    const insert = "INSERT INTO links (id, uid) VALUES (?, ?)";
    const select = "SELECT uid FROM links WHERE id = ?";
    database.prepare(insert).run(["U1", "u_ann"]);
    expect(database.prepare(select).all(["U1"])).toEqual([{ uid: "u_ann" }]);
    database.prepare(insert).run(["U2", "u_bob"]);
    expect(database.prepare(select).all(["U2"])).toEqual([{ uid: "u_bob" }]);
    database.prepare("ALTER TABLE links ADD COLUMN locale TEXT").run([]);
    expect(database.prepare(select).all(["U1"])).toEqual([{ uid: "u_ann" }]);
    expect(prepared).toBe(4);
    database.close();
  });

  it("keeps at most MAX_CACHED_STATEMENTS, dropping the oldest", () => {
    const raw = new SqliteDatabase(":memory:");
    const seen: string[] = [];
    const database = withStatementCache({
      close: () => raw.close(),
      prepare: (sql: string) => {
        seen.push(sql);
        return raw.prepare(sql);
      },
    });
    for (let index = 0; index <= MAX_CACHED_STATEMENTS; index += 1) database.prepare(`SELECT ${index} AS n`);
    database.prepare(`SELECT ${MAX_CACHED_STATEMENTS} AS n`);
    database.prepare("SELECT 1 AS n");
    database.prepare("SELECT 0 AS n");
    expect(seen.filter((sql) => sql === "SELECT 0 AS n")).toHaveLength(2);
    expect(seen.filter((sql) => sql === "SELECT 1 AS n")).toHaveLength(1);
    database.close();
  });
});
