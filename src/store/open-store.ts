// Opens the store that DESK_DB names: a SQLite file (the default) or a Postgres database.
import type { StoreConfig } from "../config.ts";
import { PostgresStore } from "./postgres-store.ts";
import { SqliteStore } from "./sqlite-store.ts";
import type { Store } from "./store.ts";

/** Opens the configured store; throws an Error whose message names DESK_DB when it cannot. */
export async function openStore(config: StoreConfig): Promise<Store> {
  try {
    return config.kind === "postgres" ? await PostgresStore.open(config.url) : new SqliteStore(config.path);
  } catch (error) {
    // The message names the variable, never the URL (which may hold a password).
    const where = config.kind === "postgres" ? "the Postgres database" : config.path;
    throw new Error(`DESK_DB: cannot open ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
