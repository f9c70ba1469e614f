// Opens the store that DESK_DB names: a SQLite file (the default) or a Postgres database.
import type { StoreConfig } from "../config.ts";
import { SqliteStore } from "./sqlite-store.ts";
import type { Store } from "./store.ts";

/** Opens the configured store; throws an Error whose message names DESK_DB when it cannot. */
export async function openStore(config: StoreConfig): Promise<Store> {
  if (config.kind === "postgres") {
    throw new Error("DESK_DB: postgres:// stores are not supported by this version yet; use a SQLite file path");
  }
  try {
    return new SqliteStore(config.path);
  } catch (error) {
    throw new Error(`DESK_DB: cannot open ${config.path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
