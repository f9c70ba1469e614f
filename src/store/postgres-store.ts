// The Store on Postgres (pg), for deployments of several instances sharing one database; migrations versioned.
import pg from "pg";
import { type Clock, systemClock } from "../clock.ts";
import { type AuditEntry, type ChatPlatform, type Claim, IDEMPOTENCY_RETENTION_MS, type Store } from "./store.ts";

/** Migrations in order; `deskbot_schema.version` records how many are applied. Never edit one: add the next. */
const MIGRATIONS = [
  `CREATE TABLE identity_links (
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
   );`,
];

/** Any number the instances agree on: it serialises their migrations. */
const MIGRATION_LOCK = 7_161_122;

export interface PostgresStoreOptions {
  /** A schema of its own (created if missing); the default is the connection's search path. */
  schema?: string;
  clock?: Clock;
}

export class PostgresStore implements Store {
  private constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  /** Connects, applies the migrations that are missing (one instance at a time), and drops stale idempotency records. */
  static async open(url: string, options: PostgresStoreOptions = {}): Promise<PostgresStore> {
    const schema = options.schema;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name "${schema}"`);
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const store = new PostgresStore(pool, options.clock ?? systemClock);
    try {
      await store.migrate(schema);
      await pool.query("DELETE FROM idempotency WHERE created_at < $1", [store.clock.now() - IDEMPOTENCY_RETENTION_MS]);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return store;
  }

  /** The schema version: the number of migrations applied. */
  async schemaVersion(): Promise<number> {
    const result = await this.pool.query<{ version: number }>("SELECT version FROM deskbot_schema");
    return result.rows[0]?.version ?? 0;
  }

  private async migrate(schema: string | undefined): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
      if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await client.query("CREATE TABLE IF NOT EXISTS deskbot_schema (version INTEGER NOT NULL)");
      const current = await client.query<{ version: number }>("SELECT version FROM deskbot_schema");
      if (current.rows.length === 0) await client.query("INSERT INTO deskbot_schema (version) VALUES (0)");
      for (let version = current.rows[0]?.version ?? 0; version < MIGRATIONS.length; version += 1) {
        await client.query("BEGIN");
        await client.query(MIGRATIONS[version] as string);
        await client.query("UPDATE deskbot_schema SET version = $1", [version + 1]);
        await client.query("COMMIT");
      }
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  }

  async getLink(platform: ChatPlatform, chatUserId: string): Promise<string | undefined> {
    const result = await this.pool.query<{ platform_user_uid: string }>(
      "SELECT platform_user_uid FROM identity_links WHERE platform = $1 AND chat_user_id = $2",
      [platform, chatUserId],
    );
    return result.rows[0]?.platform_user_uid;
  }

  async setLink(platform: ChatPlatform, chatUserId: string, platformUserUid: string): Promise<void> {
    await this.pool.query(
      `INSERT INTO identity_links (platform, chat_user_id, platform_user_uid, linked_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (platform, chat_user_id) DO UPDATE SET platform_user_uid = EXCLUDED.platform_user_uid, linked_at = EXCLUDED.linked_at`,
      [platform, chatUserId, platformUserUid, new Date(this.clock.now())],
    );
  }

  async removeLink(platform: ChatPlatform, chatUserId: string): Promise<boolean> {
    const result = await this.pool.query("DELETE FROM identity_links WHERE platform = $1 AND chat_user_id = $2", [
      platform,
      chatUserId,
    ]);
    return (result.rowCount ?? 0) > 0;
  }

  async findChatUsers(platform: ChatPlatform, platformUserUid: string): Promise<string[]> {
    const result = await this.pool.query<{ chat_user_id: string }>(
      "SELECT chat_user_id FROM identity_links WHERE platform = $1 AND platform_user_uid = $2 ORDER BY chat_user_id",
      [platform, platformUserUid],
    );
    return result.rows.map((row) => row.chat_user_id);
  }

  async isAdmin(platform: ChatPlatform, chatUserId: string): Promise<boolean> {
    const result = await this.pool.query("SELECT 1 FROM admins WHERE platform = $1 AND chat_user_id = $2", [
      platform,
      chatUserId,
    ]);
    return (result.rowCount ?? 0) > 0;
  }

  async setAdmin(platform: ChatPlatform, chatUserId: string, admin: boolean): Promise<void> {
    const sql = admin
      ? "INSERT INTO admins (platform, chat_user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING"
      : "DELETE FROM admins WHERE platform = $1 AND chat_user_id = $2";
    await this.pool.query(sql, [platform, chatUserId]);
  }

  async claimIdempotency(key: string): Promise<Claim> {
    const inserted = await this.pool.query(
      "INSERT INTO idempotency (key, state, created_at) VALUES ($1, 'in_progress', $2) ON CONFLICT (key) DO NOTHING",
      [key, this.clock.now()],
    );
    if ((inserted.rowCount ?? 0) > 0) return { status: "claimed" };
    const existing = await this.pool.query<{ state: string; outcome: string | null }>(
      "SELECT state, outcome FROM idempotency WHERE key = $1",
      [key],
    );
    const row = existing.rows[0];
    if (!row) return this.claimIdempotency(key);
    return row.state === "done" ? { status: "done", outcome: row.outcome ?? "" } : { status: "in_progress" };
  }

  async completeIdempotency(key: string, outcome: string): Promise<void> {
    await this.pool.query("UPDATE idempotency SET state = 'done', outcome = $2 WHERE key = $1", [key, outcome]);
  }

  async releaseIdempotency(key: string): Promise<void> {
    await this.pool.query("DELETE FROM idempotency WHERE key = $1", [key]);
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.pool.query(
      "INSERT INTO audit_log (at, platform, chat_user_id, command, text, outcome, detail) VALUES ($1, $2, $3, $4, $5, $6, $7)",
      [entry.at, entry.platform, entry.chatUserId, entry.command, entry.text, entry.outcome, entry.detail],
    );
  }

  async recentAudit(limit: number): Promise<AuditEntry[]> {
    const result = await this.pool.query<{
      at: string;
      platform: ChatPlatform;
      chat_user_id: string;
      command: string;
      text: string;
      outcome: AuditEntry["outcome"];
      detail: string;
    }>("SELECT at, platform, chat_user_id, command, text, outcome, detail FROM audit_log ORDER BY id DESC LIMIT $1", [
      limit,
    ]);
    return result.rows.map((row) => ({
      at: row.at,
      platform: row.platform,
      chatUserId: row.chat_user_id,
      command: row.command,
      text: row.text,
      outcome: row.outcome,
      detail: row.detail,
    }));
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
