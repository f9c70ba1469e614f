// The store's schema as deskbot created it before the Kysely store (version 1), to prove such databases open and migrate.

/** SQLite: the tables, with `user_version` = 1. */
export const LEGACY_SQLITE_SCHEMA = `CREATE TABLE identity_links (
     platform TEXT NOT NULL,
     chat_user_id TEXT NOT NULL,
     platform_user_uid TEXT NOT NULL,
     linked_at TEXT NOT NULL,
     PRIMARY KEY (platform, chat_user_id)
   );
   CREATE INDEX identity_links_by_uid ON identity_links (platform, platform_user_uid);
   CREATE TABLE admins (
     platform TEXT NOT NULL,
     chat_user_id TEXT NOT NULL,
     PRIMARY KEY (platform, chat_user_id)
   );
   CREATE TABLE idempotency (
     key TEXT PRIMARY KEY,
     state TEXT NOT NULL CHECK (state IN ('in_progress', 'done')),
     outcome TEXT,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     platform TEXT NOT NULL,
     chat_user_id TEXT NOT NULL,
     command TEXT NOT NULL,
     text TEXT NOT NULL,
     outcome TEXT NOT NULL,
     detail TEXT NOT NULL
   );
   PRAGMA user_version = 1;`;

/** Postgres: the tables, and the version table the store kept itself. */
export const LEGACY_POSTGRES_SCHEMA = `CREATE TABLE identity_links (
     platform TEXT NOT NULL,
     chat_user_id TEXT NOT NULL,
     platform_user_uid TEXT NOT NULL,
     linked_at TIMESTAMPTZ NOT NULL,
     PRIMARY KEY (platform, chat_user_id)
   );
   CREATE INDEX identity_links_by_uid ON identity_links (platform, platform_user_uid);
   CREATE TABLE admins (
     platform TEXT NOT NULL,
     chat_user_id TEXT NOT NULL,
     PRIMARY KEY (platform, chat_user_id)
   );
   CREATE TABLE idempotency (
     key TEXT PRIMARY KEY,
     state TEXT NOT NULL CHECK (state IN ('in_progress', 'done')),
     outcome TEXT,
     created_at BIGINT NOT NULL
   );
   CREATE TABLE audit_log (
     id BIGSERIAL PRIMARY KEY,
     at TEXT NOT NULL,
     platform TEXT NOT NULL,
     chat_user_id TEXT NOT NULL,
     command TEXT NOT NULL,
     text TEXT NOT NULL,
     outcome TEXT NOT NULL,
     detail TEXT NOT NULL
   );
   CREATE TABLE deskbot_schema (version INTEGER NOT NULL);
   INSERT INTO deskbot_schema (version) VALUES (1);`;

/** Rows such a database holds: a link, an admin, a finished delivery, an audit entry. */
export const LEGACY_ROWS = `
   INSERT INTO identity_links (platform, chat_user_id, platform_user_uid, linked_at) VALUES ('slack', 'U1', 'u_ann', '2026-01-01T00:00:00Z');
   INSERT INTO admins (platform, chat_user_id) VALUES ('teams', 'aad-1');
   INSERT INTO idempotency (key, state, outcome, created_at) VALUES ('slack:view:V1', 'done', '{"kind":"result","title":"Done"}', 9999999999999);
   INSERT INTO audit_log (at, platform, chat_user_id, command, text, outcome, detail)
     VALUES ('2026-01-01T00:00:00Z', 'slack', 'U1', 'comment', 'comment REQ-1 hi', 'ok', 'Comment added');`;
