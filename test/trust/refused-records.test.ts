// A record the database refuses as data is set aside, logged and counted; it never holds back the records behind it.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../src/log.ts";
import { Metrics } from "../../src/metrics.ts";
import { openPostgresStore, openSqliteStore } from "../../src/store/open-store.ts";
import type { AuditEntry, Store } from "../../src/store/ports.ts";
import { ResilientStore } from "../../src/store/resilient-store.ts";
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
    const t = await startCore({ wrapStore: () => new ResilientStore(postgres, { logger }) });
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
});
