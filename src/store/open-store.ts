// Opens the store that DESK_DB names: a SQLite file (the default) or a Postgres database, migrated to the latest schema.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import type pg from "pg";
import { type Clock, systemClock } from "../clock.ts";
import type { StoreConfig } from "../config.ts";
import { DeskStore } from "./desk-store.ts";
import { migrationsFor } from "./migrations.ts";
import type { Store } from "./store.ts";
import type { Dialect, Tables } from "./tables.ts";

export interface OpenStoreOptions {
  clock?: Clock;
  /** Postgres only: a schema of its own (created if missing), for tests that share a database. */
  schema?: string;
}

/** Opens the configured store; throws an Error whose message names DESK_DB (never the URL) when it cannot. */
export async function openStore(config: StoreConfig, options: OpenStoreOptions = {}): Promise<Store> {
  try {
    return config.kind === "postgres"
      ? await openPostgresStore(config.url, options)
      : await openSqliteStore(config.path, options);
  } catch (error) {
    const where = config.kind === "postgres" ? "the Postgres database" : config.path;
    throw new Error(`DESK_DB: cannot open ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A SQLite store at `path` (created with its folders on first use); `:memory:` for a throwaway one. */
export async function openSqliteStore(path: string, options: OpenStoreOptions = {}): Promise<DeskStore> {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const database = new Database(path);
  database.pragma("journal_mode = WAL");
  database.pragma("busy_timeout = 5000");
  return ready(new Kysely<Tables>({ dialect: new SqliteDialect({ database }) }), "sqlite", options.clock);
}

/** A Postgres store; several instances may open the same database at once (migrations take turns). */
export async function openPostgresStore(url: string, options: OpenStoreOptions = {}): Promise<DeskStore> {
  const { schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  // Loaded only for a Postgres store: the console and SQLite deployments never pay for it.
  const { default: postgres } = await import("pg");
  const pool = new postgres.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  let current: string;
  try {
    if (schema) await createSchema(pool, schema);
    // The Migrator finds its own tables in any schema unless told which: the one the store uses.
    current = (await pool.query<{ schema: string }>("SELECT current_schema() AS schema")).rows[0]?.schema ?? "public";
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return ready(db, "postgres", options.clock, current);
}

/** Creates a schema unless it exists; two instances creating it at once both succeed. */
async function createSchema(pool: pg.Pool, schema: string): Promise<void> {
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (error) {
    const exists = await pool.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [schema]);
    if (exists.rowCount === 0) throw error;
  }
}

/** Applies the missing migrations and drops stale records; closes the database when that fails. */
async function ready(
  db: Kysely<Tables>,
  dialect: Dialect,
  clock: Clock = systemClock,
  migrationTableSchema?: string,
): Promise<DeskStore> {
  const store = new DeskStore(db, clock);
  try {
    const provider = migrationsFor(dialect);
    const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    await store.dropStaleIdempotency();
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return store;
}
