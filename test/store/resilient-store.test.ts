// The resilient store: lookups say the store is unavailable, records wait and are written when it is back, files are checked.
import { rmSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../src/log.ts";
import { openSqliteStore, openStore } from "../../src/store/open-store.ts";
import { StoreUnavailableError } from "../../src/store/ports.ts";
import { ResilientStore } from "../../src/store/resilient-store.ts";
import { flaky } from "../helpers/flaky-store.ts";

const logger = createLogger("silent");
const entry = {
  at: "2026-01-01T00:00:00.000Z",
  platform: "slack" as const,
  chatUserId: "U1",
  command: "comment",
  text: "comment REQ-1 hi",
  outcome: "ok" as const,
  detail: "Comment added",
};

describe("ResilientStore", () => {
  it("says a lookup cannot be answered while the database is down, and answers again once it is back", async () => {
    const inner = flaky(await openSqliteStore(":memory:"));
    const store = new ResilientStore(inner, { logger });
    await store.setLink("slack", "U1", "u_ann");
    inner.down = true;
    await expect(store.getLink("slack", "U1")).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.claimIdempotency("k")).rejects.toThrow("the store is unavailable: connect ECONNREFUSED");
    expect(store.health()).toMatchObject({ available: false, reason: "connect ECONNREFUSED 127.0.0.1:5432" });
    inner.down = false;
    expect(await store.getLink("slack", "U1")).toBe("u_ann");
    expect(store.health()).toMatchObject({ available: true, pending: 0 });
  });

  it("keeps what happened while the database is down, and writes it, in order, as soon as it is back", async () => {
    const inner = flaky(await openSqliteStore(":memory:"));
    const store = new ResilientStore(inner, { logger, retryMs: 60_000 });
    await store.claimIdempotency("slack:T1");
    inner.down = true;
    await store.completeIdempotency("slack:T1", '{"kind":"result","title":"Comment added"}');
    await store.audit(entry);
    expect(store.health().pending).toBe(2);
    inner.down = false;
    await store.flushPending();
    expect(store.health().pending).toBe(0);
    expect(await inner.claimIdempotency("slack:T1")).toEqual({
      status: "done",
      outcome: '{"kind":"result","title":"Comment added"}',
    });
    expect(await inner.recentAudit({ limit: 5 })).toEqual([entry]);
  });

  it("stops using a SQLite file that was deleted under it, and names the file", async () => {
    const path = join(await mkdtemp(join(tmpdir(), "deskbot-gone-")), "deskbot.sqlite");
    const store = await openStore({ kind: "sqlite", path }, { logger });
    await store.setLink("slack", "U1", "u_ann");
    rmSync(path);
    await expect(store.claimIdempotency("slack:T1")).rejects.toThrow(`the database file ${path} was deleted`);
    expect(store.health()).toMatchObject({ available: false });
    await store.close();
  });

  it("stops using a SQLite file that was replaced by another", async () => {
    const path = join(await mkdtemp(join(tmpdir(), "deskbot-replaced-")), "deskbot.sqlite");
    const store = await openStore({ kind: "sqlite", path }, { logger });
    rmSync(path);
    writeFileSync(path, "");
    await expect(store.getLink("slack", "U1")).rejects.toThrow("was replaced while deskbot ran: restart deskbot");
    await store.close();
  });
});
