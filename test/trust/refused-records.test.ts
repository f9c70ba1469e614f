// A record the database refuses as data is set aside, logged and counted; it never holds back the records behind it.
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../src/log.ts";
import { Metrics } from "../../src/metrics.ts";
import { openPostgresStore, openSqliteStore } from "../../src/store/open-store.ts";
import type { AuditEntry, Store } from "../../src/store/ports.ts";
import { isRefusedAsData, ResilientStore } from "../../src/store/resilient-store.ts";
import { startCore } from "../helpers/core.ts";

const logger = createLogger("silent");
const entry = (detail: string): AuditEntry => ({
  at: "2026-01-01T00:00:00.000Z",
  platform: "slack",
  chatUserId: "U1",
  command: "comment",
  text: `comment REQ-1 ${detail}`,
  outcome: "ok",
  detail,
});

/** A store whose database refuses the audit entries `refuse` picks, as Postgres refuses a NOT NULL violation (SQLSTATE 23502). */
function refusing(inner: Store, refuse: (entry: AuditEntry) => boolean): Store {
  return new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== "audit") return typeof value === "function" ? value.bind(target) : value;
      return async (audited: AuditEntry) => {
        if (refuse(audited)) throw Object.assign(new Error('null value in column "chat_user_id"'), { code: "23502" });
        return target.audit(audited);
      };
    },
  });
}

describe("a record the database refuses as data", () => {
  it("is set aside and counted, the store stays available, and the records after it are written", async () => {
    const metrics = new Metrics();
    const inner = await openSqliteStore(":memory:");
    const store = new ResilientStore(
      refusing(inner, (audited) => audited.detail === "refused"),
      { logger, metrics },
    );
    await store.audit(entry("refused"));
    await store.audit(entry("written"));
    expect(store.health()).toMatchObject({ available: true, pending: 0 });
    expect((await inner.recentAudit({ limit: 5 })).map((audited) => audited.detail)).toEqual(["written"]);
    expect(await metrics.text()).toMatch(/^deskbot_store_records_refused_total 1$/m);
  });

  it("waiting behind an outage, is set aside when the database is back, and the next record is written", async () => {
    const inner = await openSqliteStore(":memory:");
    let down = true;
    const store = new ResilientStore(
      new Proxy(
        refusing(inner, (audited) => audited.detail === "refused"),
        {
          get(target, property, receiver) {
            const value = Reflect.get(target, property, receiver);
            if (typeof value !== "function" || property === "close") return value;
            return (...args: unknown[]) =>
              down ? Promise.reject(new Error("connect ECONNREFUSED")) : value.apply(target, args);
          },
        },
      ),
      { logger, retryMs: 60_000 },
    );
    await store.audit(entry("refused"));
    await store.audit(entry("written"));
    expect(store.health().pending).toBe(2);
    down = false;
    await store.flushPending();
    expect(store.health()).toMatchObject({ available: true, pending: 0 });
    expect((await inner.recentAudit({ limit: 5 })).map((audited) => audited.detail)).toEqual(["written"]);
  });
});

const url = process.env.DESKBOT_TEST_POSTGRES_URL;

describe.skipIf(!url)("on Postgres", () => {
  it("a comment with a NUL byte is recorded without it, and an ordinary comment after it has its outcome recorded", async () => {
    const postgres = await openPostgresStore(url ?? "", { schema: `t_${randomUUID().replaceAll("-", "")}` });
    // UANN is IT staff (an admin), who may comment on anyone's ticket.
    const t = await startCore({ wrapStore: () => new ResilientStore(postgres, { logger }), admins: ["UANN"] });
    const nul = await t.run("comment REQ-41 before\u0000after", {
      platform: "slack",
      userId: "UANN",
      deliveryId: "N1",
    });
    expect(nul.kind).toBe("result");
    const ordinary = await t.run("comment REQ-41 ordinary", { platform: "slack", userId: "UANN", deliveryId: "N2" });
    expect(ordinary.kind).toBe("result");
    const audit = await postgres.recentAudit({ limit: 5 });
    expect(audit.map((audited) => [audited.text, audited.outcome])).toEqual([
      ["comment REQ-41 ordinary", "ok"],
      ["comment REQ-41 beforeafter", "ok"],
    ]);
    expect(await postgres.claimIdempotency("slack:N2")).toMatchObject({ status: "done" });
    await postgres.close();
  });

  it("a Teams help from an 8 KB aadObjectId: answered, the audit and outcomes behind it are written, nothing waits", async () => {
    const postgres = await openPostgresStore(url ?? "", { schema: `t_${randomUUID().replaceAll("-", "")}` });
    const metrics = new Metrics();
    const resilient = new ResilientStore(postgres, { logger, metrics, retryMs: 60_000 });
    const t = await startCore({ wrapStore: () => resilient, admins: ["UANN"] });
    // Random, so that Postgres cannot compress it under its index's row limit (about 2.7 KB).
    const huge = `aad-${randomBytes(4 * 1024).toString("hex")}`;
    const help = await t.run("help", { platform: "teams", userId: huge, deliveryId: "H1" });
    expect(help.kind).toBe("help");
    expect(resilient.health()).toMatchObject({ available: true, pending: 0 });
    const after = await t.run("comment REQ-41 after the long id", {
      platform: "slack",
      userId: "UANN",
      deliveryId: "N3",
    });
    expect(after.kind).toBe("result");
    expect(resilient.health()).toMatchObject({ available: true, pending: 0 });
    expect((await postgres.recentAudit({ limit: 1 }))[0]).toMatchObject({ text: "comment REQ-41 after the long id" });
    expect(await postgres.claimIdempotency("slack:N3")).toMatchObject({ status: "done" });
    expect(await metrics.text()).toMatch(/^deskbot_store_records_refused_total 1$/m);
    await postgres.close();
  });

  it("an index row too big (SQLSTATE 54000, as Postgres raises it) is refused as data: set aside, the next record written", async () => {
    const schema = `t_${randomUUID().replaceAll("-", "")}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let refusal: unknown;
    try {
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.query(`CREATE TABLE ${schema}.keyed (key text PRIMARY KEY)`);
      await client.query(`INSERT INTO ${schema}.keyed VALUES ($1)`, [randomBytes(4 * 1024).toString("hex")]);
    } catch (error) {
      refusal = error;
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
    expect(refusal).toMatchObject({ code: "54000" });
    expect(isRefusedAsData(refusal)).toBe(true);
    const metrics = new Metrics();
    const inner = await openSqliteStore(":memory:");
    const store = new ResilientStore(
      new Proxy(inner, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver);
          if (property !== "audit") return typeof value === "function" ? value.bind(target) : value;
          return async (audited: AuditEntry) => {
            if (audited.detail === "refused") throw refusal;
            return target.audit(audited);
          };
        },
      }),
      { logger, metrics, retryMs: 60_000 },
    );
    await store.audit(entry("refused"));
    await store.audit(entry("written"));
    expect(store.health()).toMatchObject({ available: true, pending: 0 });
    expect((await inner.recentAudit({ limit: 5 })).map((audited) => audited.detail)).toEqual(["written"]);
    expect(await metrics.text()).toMatch(/^deskbot_store_records_refused_total 1$/m);
    await inner.close();
  });
});

describe("what is refused as data", () => {
  it("Postgres classes 22, 23 and 54; SQLite's constraints, mismatches and values too big; never a lost connection", () => {
    for (const code of [
      "22021",
      "22001",
      "23502",
      "23505",
      "54000",
      "54001",
      "SQLITE_CONSTRAINT_UNIQUE",
      "SQLITE_MISMATCH",
      "SQLITE_TOOBIG",
    ])
      expect(isRefusedAsData(Object.assign(new Error(code), { code }))).toBe(true);
    for (const code of ["57P01", "08006", "53300", "40001", "SQLITE_BUSY", "SQLITE_IOERR", "ECONNREFUSED"])
      expect(isRefusedAsData(Object.assign(new Error(code), { code }))).toBe(false);
    expect(isRefusedAsData(new Error("no code"))).toBe(false);
  });
});
