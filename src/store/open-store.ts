// Opens the store that DESK_DB names: a SQLite file (the default) or a Postgres database, migrated to the latest schema.
import { mkdirSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import type pg from "pg";
import { type Clock, systemClock } from "../clock.ts";
import type { StoreConfig } from "../config.ts";
import type { Logger } from "../log.ts";
import type { Metrics } from "../metrics.ts";
import { DeskStore } from "./desk-store.ts";
import { migrationsFor } from "./migrations.ts";
import { ResilientStore } from "./resilient-store.ts";
import { SqliteDatabase } from "./sqlite-driver.ts";
import { withStatementCache } from "./statement-cache.ts";
import type { Dialect, Tables } from "./tables.ts";

export interface OpenStoreOptions {
  clock?: Clock;
  /** Where the store's troubles are told (a dropped connection, a replaced file). */
  logger?: Logger;
  /** Where the store's failures are counted. */
  metrics?: Metrics;
  /** Postgres only: a schema of its own (created if missing), for tests that share a database. */
  schema?: string;
}

/**
 * Opens the configured store, as the rest of deskbot uses it: resilient to a database that blinks
 * (see ResilientStore). Throws an Error whose message names DESK_DB (never the URL) when it cannot open.
 */
export async function openStore(
  config: StoreConfig,
  options: OpenStoreOptions & { logger: Logger },
): Promise<ResilientStore> {
  try {
    if (config.kind === "postgres") {
      return new ResilientStore(await openPostgresStore(config.url, options), options);
    }
    const inner = await openSqliteStore(config.path, options);
    return new ResilientStore(inner, { ...options, fault: sqliteFileFault(config.path) });
  } catch (error) {
    const where = config.kind === "postgres" ? "the Postgres database" : config.path;
    throw new Error(`DESK_DB: cannot open ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A SQLite store at `path` (created with its folders on first use); `:memory:` for a throwaway one. */
export async function openSqliteStore(path: string, options: OpenStoreOptions = {}): Promise<DeskStore> {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  database.pragma("journal_mode = WAL");
  database.pragma("busy_timeout = 5000");
  const dialect = new SqliteDialect({ database: withStatementCache(database) });
  return ready(new Kysely<Tables>({ dialect }), "sqlite", options.clock);
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
    application_name: "deskbot",
    // A database that does not answer fails the command in seconds, instead of holding it for minutes.
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection that the server drops (a restart, a failover, a terminated backend) is an
  // 'error' on the pool: unhandled, it would end the process. The pool makes a new one when asked.
  const lost = (error: Error) => options.logger?.warn({ reason: error.message }, "a Postgres connection was lost");
  pool.on("error", lost);
  // A connection dropped while a command holds it (between two statements of a transaction) is an
  // 'error' on that client, which the pool does not listen to then: listened to here, its next
  // statement fails instead, and the pool discards it when it comes back.
  pool.on("connect", (client) => client.on("error", lost));
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

/**
 * For a SQLite file: a fault when the file is gone or is no longer the one opened (deleted, or
 * replaced by another), so that nothing is written into a file no one will read again.
 */
function sqliteFileFault(path: string): (() => string | undefined) | undefined {
  if (path === ":memory:") return undefined;
  const opened = statSync(path);
  return () => {
    const now = statSync(path, { throwIfNoEntry: false });
    if (!now) return `the database file ${path} was deleted while deskbot ran: restart deskbot`;
    if (now.ino !== opened.ino || now.dev !== opened.dev)
      return `the database file ${path} was replaced while deskbot ran: restart deskbot`;
    return undefined;
  };
}

/** Applies the missing migrations and drops stale records; closes the database when that fails. */
async function ready(
  db: Kysely<Tables>,
  dialect: Dialect,
  clock: Clock = systemClock,
  migrationTableSchema?: string,
): Promise<DeskStore> {
  const store = new DeskStore(db, clock, dialect);
  try {
    const provider = migrationsFor(dialect);
    const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    await store.dropStaleIdempotency();
    await store.dropLapsedConversations();
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return store;
}
