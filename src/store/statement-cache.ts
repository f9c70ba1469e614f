// SQLite statements prepared once per SQL text: kysely's SQLite driver prepares every query again, and SQLite compiling a statement cost more than running it.
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** The most statements kept: deskbot's queries are a few dozen shapes; lists of ids of other lengths make more. */
export const MAX_CACHED_STATEMENTS = 500;

/**
 * `database` with its statements kept by SQL text (the oldest dropped past MAX_CACHED_STATEMENTS).
 * Safe because kysely runs each statement to its end at once (`all` or `run`, never a cursor left
 * open), and SQLite prepares a kept statement again by itself when a migration changes the schema.
 */
export function withStatementCache(database: SqliteDatabase): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close() {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept) return kept;
      const statement = database.prepare(sql);
      if (statements.size >= MAX_CACHED_STATEMENTS) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
