// Queries compiled once per shape: the right rows for every call's values, one compile per shape, constants kept, long lists not kept.
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CompiledOnce, MAX_KEPT_VALUES } from "../../src/store/compiled-once.ts";
import { SqliteDatabase } from "../../src/store/sqlite-driver.ts";

interface Tables {
  links: { platform: string; id: string; uid: string };
}

describe("queries compiled once", () => {
  let db: Kysely<Tables>;
  let compiled: CompiledOnce<Tables>;
  let builds: number;

  beforeEach(async () => {
    db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SqliteDatabase(":memory:") }) });
    await db.schema
      .createTable("links")
      .addColumn("platform", "text")
      .addColumn("id", "text")
      .addColumn("uid", "text")
      .execute();
    const rows = Array.from({ length: 100 }, (_, n) => ({
      platform: n % 2 ? "slack" : "teams",
      id: `U${n}`,
      uid: `u${n}`,
    }));
    await db.insertInto("links").values(rows).execute();
    compiled = new CompiledOnce(db);
    builds = 0;
  });
  afterEach(() => db.destroy());

  const link = (platform: string, id: string) =>
    compiled.rows("link", [platform, id], ([byPlatform = "", byId = ""]) => {
      builds += 1;
      return db.selectFrom("links").select("uid").where("platform", "=", byPlatform).where("id", "=", byId);
    });
  const linksOf = (ids: string[]) =>
    compiled.rows("links of", ids, (byIds) => {
      builds += 1;
      // A constant between the values: it stays as compiled.
      return db
        .selectFrom("links")
        .select("uid")
        .where("platform", "=", "teams")
        .where("id", "in", byIds)
        .orderBy("uid");
    });

  it("answers each call with its own values, compiling the query once", async () => {
    expect(await link("slack", "U1")).toEqual([{ uid: "u1" }]);
    expect(await link("teams", "U2")).toEqual([{ uid: "u2" }]);
    expect(await link("teams", "U1")).toEqual([]);
    expect(builds).toBe(1);
  });

  it("keeps a shape for each length of list, and the query's own constants", async () => {
    expect(await linksOf(["U0", "U1", "U2"])).toEqual([{ uid: "u0" }, { uid: "u2" }]);
    expect(await linksOf(["U4", "U3", "U6"])).toEqual([{ uid: "u4" }, { uid: "u6" }]);
    expect(await linksOf(["U8"])).toEqual([{ uid: "u8" }]);
    expect(builds).toBe(2);
  });

  it("compiles a list longer than MAX_KEPT_VALUES for its call alone", async () => {
    const ids = Array.from({ length: MAX_KEPT_VALUES + 1 }, (_, n) => `U${n}`);
    expect(await linksOf(ids)).toHaveLength(Math.ceil((MAX_KEPT_VALUES + 1) / 2));
    expect(await linksOf(ids)).toHaveLength(Math.ceil((MAX_KEPT_VALUES + 1) / 2));
    expect(builds).toBe(2);
  });

  it("refuses a query that leaves out one of its values", async () => {
    await expect(
      compiled.rows("forgetful", ["slack", "U1"], ([byPlatform = ""]) =>
        db.selectFrom("links").select("uid").where("platform", "=", byPlatform),
      ),
    ).rejects.toThrow(/must use each of its values once/);
  });
});
