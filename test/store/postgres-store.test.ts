// The Postgres store: the shared contract, migrations across instances, and DESK_DB; needs DESKBOT_TEST_POSTGRES_URL.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../src/log.ts";
import { openPostgresStore, openStore } from "../../src/store/open-store.ts";
import { ResilientStore } from "../../src/store/resilient-store.ts";

const logger = createLogger("silent");

import { migrationsFor } from "../../src/store/migrations.ts";
import { storeContract } from "./store-contract.ts";

/** The schema version a migrated store has: the number of migrations. */
const LATEST_VERSION = Object.keys(await migrationsFor("sqlite").getMigrations()).length;

/** A Postgres server for tests (`.ci/run` starts one on loopback); without it these tests are skipped. */
const url = process.env.DESKBOT_TEST_POSTGRES_URL;
const freshSchema = () => `t_${randomUUID().replaceAll("-", "")}`;

describe.skipIf(!url)("Postgres", () => {
  storeContract("Postgres", () => openPostgresStore(url ?? "", { schema: freshSchema() }));

  it("migrates once when several instances open the same database at the same time", async () => {
    const schema = freshSchema();
    const stores = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore(url ?? "", { schema })));
    expect(await Promise.all(stores.map((store) => store.schemaVersion()))).toEqual([
      LATEST_VERSION,
      LATEST_VERSION,
      LATEST_VERSION,
      LATEST_VERSION,
    ]);
    await stores[0]?.setLink("teams", "aad-1", "u_1");
    expect(await stores[3]?.getLink("teams", "aad-1")).toBe("u_1");
    await Promise.all(stores.map((store) => store.close()));
  });

  it("shares idempotency between instances: one claim wins across them", async () => {
    const schema = freshSchema();
    const [a, b] = await Promise.all([
      openPostgresStore(url ?? "", { schema }),
      openPostgresStore(url ?? "", { schema }),
    ]);
    const claims = await Promise.all([a, b, a, b].map((store) => store?.claimIdempotency("slack:view:V1")));
    expect(claims.filter((claim) => claim?.status === "claimed")).toHaveLength(1);
    await Promise.all([a?.close(), b?.close()]);
  });

  it("is what a postgres:// DESK_DB opens", async () => {
    const store = await openStore({ kind: "postgres", url: url ?? "" }, { logger });
    expect(store).toBeInstanceOf(ResilientStore);
    await store.close();
  });
});

describe("a postgres:// DESK_DB that cannot be reached", () => {
  it("stops with a line naming DESK_DB and never the password", async () => {
    const failing = openStore({ kind: "postgres", url: "postgres://bot:hunter2@127.0.0.1:1/deskbot" }, { logger });
    await expect(failing).rejects.toThrow(/^DESK_DB: cannot open the Postgres database/);
    await expect(failing).rejects.not.toThrow(/hunter2/);
  });
});
