// The store's migrations, in order, for both dialects; Kysely's Migrator applies them (one instance at a time).
import { type Kysely, type Migration, type MigrationProvider, sql } from "kysely";
import type { Dialect } from "./tables.ts";

/**
 * The first schema, as deskbot has always created it. `IF NOT EXISTS` everywhere, so that a
 * database made before the Migrator took over (with the same tables) is adopted as it is.
 */
function initial(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("identity_links")
        .ifNotExists()
        .addColumn("platform", "text", (column) => column.notNull())
        .addColumn("chat_user_id", "text", (column) => column.notNull())
        .addColumn("platform_user_uid", "text", (column) => column.notNull())
        .addColumn("linked_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("identity_links_pkey", ["platform", "chat_user_id"])
        .execute();
      await db.schema
        .createIndex("identity_links_by_uid")
        .ifNotExists()
        .on("identity_links")
        .columns(["platform", "platform_user_uid"])
        .execute();
      await db.schema
        .createTable("admins")
        .ifNotExists()
        .addColumn("platform", "text", (column) => column.notNull())
        .addColumn("chat_user_id", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("admins_pkey", ["platform", "chat_user_id"])
        .execute();
      await db.schema
        .createTable("idempotency")
        .ifNotExists()
        .addColumn("key", "text", (column) => column.primaryKey())
        .addColumn("state", "text", (column) => column.notNull().check(sql`state IN ('in_progress', 'done')`))
        .addColumn("outcome", "text")
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("audit_log")
        .ifNotExists()
        .addColumn("id", dialect === "postgres" ? "bigserial" : "integer", (column) =>
          dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn("at", "text", (column) => column.notNull())
        .addColumn("platform", "text", (column) => column.notNull())
        .addColumn("chat_user_id", "text", (column) => column.notNull())
        .addColumn("command", "text", (column) => column.notNull())
        .addColumn("text", "text", (column) => column.notNull())
        .addColumn("outcome", "text", (column) => column.notNull())
        .addColumn("detail", "text", (column) => column.notNull())
        .execute();
      // The version table of the store before Kysely's Migrator (Postgres only); the Migrator keeps its own.
      await db.schema.dropTable("deskbot_schema").ifExists().execute();
    },
  };
}

/** Claims carry a lease: an instance that dies mid-write leaves a claim whose lease runs out. */
const leases: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("idempotency").addColumn("lease_until", "bigint").execute();
  },
};

/** The API budget every instance draws from: the requests of the rolling window, and pauses the API asked for. */
const budget: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("api_budget_requests")
      .addColumn("bucket", "text", (column) => column.notNull())
      .addColumn("sent_at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("api_budget_requests_by_bucket")
      .on("api_budget_requests")
      .columns(["bucket", "sent_at"])
      .execute();
    await db.schema
      .createTable("api_budget_pauses")
      .addColumn("bucket", "text", (column) => column.primaryKey())
      .addColumn("until", "bigint", (column) => column.notNull())
      .execute();
  },
};

/** How many calls each instance has waiting, so that every instance's estimate counts the others' queues. */
const budgetWaiting: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("api_budget_waiting")
      .addColumn("bucket", "text", (column) => column.notNull())
      .addColumn("instance", "text", (column) => column.notNull())
      .addColumn("waiting", "integer", (column) => column.notNull())
      .addColumn("updated_at", "bigint", (column) => column.notNull())
      .addPrimaryKeyConstraint("api_budget_waiting_pk", ["bucket", "instance"])
      .execute();
  },
};

/** The directory of platform users, how each link was made, and who used deskbot without one. */
const people: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("identity_links")
      .addColumn("source", "text", (column) => column.notNull().defaultTo("manual"))
      .execute();
    await db.schema
      .createTable("directory_people")
      .addColumn("uid", "text", (column) => column.primaryKey())
      .addColumn("full_name", "text")
      .addColumn("emails", "text", (column) => column.notNull())
      .addColumn("slack_user_id", "text")
      .addColumn("entra_ids", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("directory_keys")
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("value", "text", (column) => column.notNull())
      .addColumn("uid", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("directory_keys_by_value").on("directory_keys").columns(["kind", "value"]).execute();
    await db.schema
      .createTable("directory_imports")
      .addColumn("at", "text", (column) => column.notNull())
      .addColumn("file", "text", (column) => column.notNull())
      .addColumn("people", "integer", (column) => column.notNull())
      .addColumn("added", "integer", (column) => column.notNull())
      .addColumn("changed", "integer", (column) => column.notNull())
      .addColumn("removed", "integer", (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("unlinked_people")
      .addColumn("platform", "text", (column) => column.notNull())
      .addColumn("chat_user_id", "text", (column) => column.notNull())
      .addColumn("last_seen", "text", (column) => column.notNull())
      .addColumn("conflict", "text")
      .addPrimaryKeyConstraint("unlinked_people_pk", ["platform", "chat_user_id"])
      .execute();
  },
};

/** Claims say for whom and where a late word reaches them, so that work cut off by a crash is told, not lost. */
const claimNotes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("idempotency").addColumn("note", "text").execute();
    await db.schema.createIndex("idempotency_by_state").on("idempotency").columns(["state", "created_at"]).execute();
  },
};

/** The directory keeps each person's preferred language, so that deskbot answers them in it. */
const directoryLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("directory_people").addColumn("language", "text").execute();
  },
};

/** People read for the directory wait in the store until the whole read is applied: a sync's memory does not grow with the people. */
const directoryStaging: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("directory_staging")
      .addColumn("stage", "text", (column) => column.notNull())
      .addColumn("uid", "text", (column) => column.notNull())
      .addColumn("full_name", "text")
      .addColumn("emails", "text", (column) => column.notNull())
      .addColumn("slack_user_id", "text")
      .addColumn("entra_ids", "text", (column) => column.notNull())
      .addColumn("language", "text")
      .addColumn("gone", "integer", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addPrimaryKeyConstraint("directory_staging_pk", ["stage", "uid"])
      .execute();
  },
};

/** The directory keeps each person's platform role: whose tickets they may see in chat depends on it. */
const directoryRole: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("directory_people").addColumn("role", "text").execute();
    await db.schema.alterTable("directory_staging").addColumn("role", "text").execute();
  },
};

/** The audit log keeps what happened as a message of the catalogue (JSON), said in each reader's language; older entries keep their words. */
const auditMessages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("audit_log").addColumn("detail_message", "text").execute();
  },
};

/** Each conversation's memory (CONTRACT section 10): a question back, a proposal, the last command and ticket. */
const conversations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("conversations")
      .addColumn("key", "text", (column) => column.primaryKey())
      .addColumn("state", "text", (column) => column.notNull())
      .addColumn("expires_at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("conversations_by_expiry").on("conversations").column("expires_at").execute();
  },
};

/** Every migration by name; names sort in the order they apply. Never edit one: add the next. */
export function migrationsFor(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: async () => ({
      "0001_initial": initial(dialect),
      "0002_leases": leases,
      "0003_api_budget": budget,
      "0004_api_budget_waiting": budgetWaiting,
      "0005_people": people,
      "0006_claim_notes": claimNotes,
      "0007_directory_language": directoryLanguage,
      "0008_directory_staging": directoryStaging,
      "0009_directory_role": directoryRole,
      "0010_audit_messages": auditMessages,
      "0011_conversations": conversations,
    }),
  };
}
