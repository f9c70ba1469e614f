// The Store on SQLite (better-sqlite3): created on first use, schema migrations versioned in the file.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { type Clock, systemClock } from "../clock.ts";
import { type AuditEntry, type ChatPlatform, type Claim, IDEMPOTENCY_RETENTION_MS, type Store } from "./store.ts";

/** Migrations in order; the store records how many it has applied in `user_version`. Never edit one: add the next. */
const MIGRATIONS = [
  `CREATE TABLE identity_links (
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
   );`,
];

interface AuditRow {
  at: string;
  platform: ChatPlatform;
  chat_user_id: string;
  command: string;
  text: string;
  outcome: AuditEntry["outcome"];
  detail: string;
}

export class SqliteStore implements Store {
  private readonly db: Database.Database;

  /** Opens (creating if needed) the database at `path`; `:memory:` for a throwaway one. */
  constructor(
    path: string,
    private readonly clock: Clock = systemClock,
  ) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("busy_timeout = 5000");
    this.migrate();
    this.db.prepare("DELETE FROM idempotency WHERE created_at < ?").run(this.clock.now() - IDEMPOTENCY_RETENTION_MS);
  }

  /** The schema version: the number of migrations applied. */
  get schemaVersion(): number {
    return this.db.pragma("user_version", { simple: true }) as number;
  }

  private migrate(): void {
    const applied = this.schemaVersion;
    for (let version = applied; version < MIGRATIONS.length; version += 1) {
      this.db.transaction(() => {
        this.db.exec(MIGRATIONS[version] as string);
        this.db.pragma(`user_version = ${version + 1}`);
      })();
    }
  }

  async getLink(platform: ChatPlatform, chatUserId: string): Promise<string | undefined> {
    const row = this.db
      .prepare("SELECT platform_user_uid FROM identity_links WHERE platform = ? AND chat_user_id = ?")
      .get(platform, chatUserId) as { platform_user_uid: string } | undefined;
    return row?.platform_user_uid;
  }

  async setLink(platform: ChatPlatform, chatUserId: string, platformUserUid: string): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO identity_links (platform, chat_user_id, platform_user_uid, linked_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (platform, chat_user_id) DO UPDATE SET platform_user_uid = excluded.platform_user_uid, linked_at = excluded.linked_at`,
      )
      .run(platform, chatUserId, platformUserUid, new Date(this.clock.now()).toISOString());
  }

  async removeLink(platform: ChatPlatform, chatUserId: string): Promise<boolean> {
    const result = this.db
      .prepare("DELETE FROM identity_links WHERE platform = ? AND chat_user_id = ?")
      .run(platform, chatUserId);
    return result.changes > 0;
  }

  async findChatUsers(platform: ChatPlatform, platformUserUid: string): Promise<string[]> {
    const rows = this.db
      .prepare(
        "SELECT chat_user_id FROM identity_links WHERE platform = ? AND platform_user_uid = ? ORDER BY chat_user_id",
      )
      .all(platform, platformUserUid) as Array<{ chat_user_id: string }>;
    return rows.map((row) => row.chat_user_id);
  }

  async isAdmin(platform: ChatPlatform, chatUserId: string): Promise<boolean> {
    return (
      this.db.prepare("SELECT 1 FROM admins WHERE platform = ? AND chat_user_id = ?").get(platform, chatUserId) !==
      undefined
    );
  }

  async setAdmin(platform: ChatPlatform, chatUserId: string, admin: boolean): Promise<void> {
    const sql = admin
      ? "INSERT OR IGNORE INTO admins (platform, chat_user_id) VALUES (?, ?)"
      : "DELETE FROM admins WHERE platform = ? AND chat_user_id = ?";
    this.db.prepare(sql).run(platform, chatUserId);
  }

  async claimIdempotency(key: string): Promise<Claim> {
    const inserted = this.db
      .prepare("INSERT OR IGNORE INTO idempotency (key, state, created_at) VALUES (?, 'in_progress', ?)")
      .run(key, this.clock.now());
    if (inserted.changes > 0) return { status: "claimed" };
    const row = this.db.prepare("SELECT state, outcome FROM idempotency WHERE key = ?").get(key) as
      | { state: string; outcome: string | null }
      | undefined;
    if (!row) return this.claimIdempotency(key);
    return row.state === "done" ? { status: "done", outcome: row.outcome ?? "" } : { status: "in_progress" };
  }

  async completeIdempotency(key: string, outcome: string): Promise<void> {
    this.db.prepare("UPDATE idempotency SET state = 'done', outcome = ? WHERE key = ?").run(outcome, key);
  }

  async releaseIdempotency(key: string): Promise<void> {
    this.db.prepare("DELETE FROM idempotency WHERE key = ?").run(key);
  }

  async audit(entry: AuditEntry): Promise<void> {
    this.db
      .prepare(
        "INSERT INTO audit_log (at, platform, chat_user_id, command, text, outcome, detail) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .run(entry.at, entry.platform, entry.chatUserId, entry.command, entry.text, entry.outcome, entry.detail);
  }

  async recentAudit(limit: number): Promise<AuditEntry[]> {
    const rows = this.db.prepare("SELECT * FROM audit_log ORDER BY id DESC LIMIT ?").all(limit) as AuditRow[];
    return rows.map((row) => ({
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
    if (this.db.open) this.db.close();
  }
}
