// The store's queries about people (the directory, links' sources, unlinked users), for both dialects.
import { randomUUID } from "node:crypto";
import { type Kysely, type SqlBool, sql } from "kysely";
import type { ChatPlatform } from "../vocabulary.ts";
import { ROLES_SEEING_EVERY_TICKET } from "../vocabulary.ts";
import { boundedKey, isOverlong } from "./bounds.ts";
import { CompiledOnce } from "./compiled-once.ts";
import type {
  DirectoryChanges,
  DirectoryKey,
  DirectoryPerson,
  DirectoryStatus,
  LinkCount,
  LinkRecord,
  LinkSource,
  StagedPerson,
  StageMode,
  StageOutcome,
  UnlinkedPerson,
} from "./people-records.ts";
import type { DirectoryPeopleTable, DirectoryStagingTable } from "./people-tables.ts";
import type { Dialect, Tables } from "./tables.ts";

/** Rows written per INSERT (well under SQLite's limit of bound values), and staged rows walked at a time. */
const BATCH = 500;

/** A stage left by a process stopped mid-read is dropped after this long (no read takes a day). */
const STAGE_RETENTION_MS = 24 * 60 * 60 * 1000;

function toRow(person: DirectoryPerson): DirectoryPeopleTable {
  return {
    uid: person.uid,
    full_name: person.fullName ?? null,
    emails: person.emails.join(";"),
    slack_user_id: person.slackUserId ?? null,
    entra_ids: person.entraIds.join(";"),
    language: person.language ?? null,
    role: person.role ?? null,
  };
}

function fromRow(row: DirectoryPeopleTable): DirectoryPerson {
  return {
    uid: row.uid,
    ...(row.full_name ? { fullName: row.full_name } : {}),
    emails: row.emails ? row.emails.split(";") : [],
    ...(row.slack_user_id ? { slackUserId: row.slack_user_id } : {}),
    entraIds: row.entra_ids ? row.entra_ids.split(";") : [],
    ...(row.language ? { language: row.language } : {}),
    ...(row.role ? { role: row.role } : {}),
  };
}

const sameRow = (a: DirectoryPeopleTable, b: DirectoryPeopleTable) =>
  a.full_name === b.full_name &&
  a.emails === b.emails &&
  a.slack_user_id === b.slack_user_id &&
  a.entra_ids === b.entra_ids &&
  (a.language ?? null) === (b.language ?? null) &&
  (a.role ?? null) === (b.role ?? null);

/** Queries about people over one database. */
export class PeopleQueries {
  /** The reads of every command (a person's link, a list's people), compiled once. */
  private readonly compiled: CompiledOnce<Tables>;

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => number,
    private readonly dialect: Dialect = "sqlite",
  ) {
    this.compiled = new CompiledOnce(db);
  }

  private iso(): string {
    return new Date(this.now()).toISOString();
  }

  /** How many rows a table holds (Postgres counts as a string). */
  private async rowsOf(table: "unlinked_people" | "directory_people"): Promise<number> {
    const row = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** A chat user's link; none for an id over the bound (nothing is kept under one: see bounds.ts). */
  async getLinkRecord(platform: ChatPlatform, chatUserId: string): Promise<LinkRecord | undefined> {
    if (isOverlong(chatUserId)) return undefined;
    const [row] = await this.compiled.rows("link", [platform, chatUserId], ([byPlatform = "", byUser = ""]) =>
      this.db
        .selectFrom("identity_links")
        .select(["platform_user_uid", "source", "linked_at"])
        .where("platform", "=", byPlatform)
        .where("chat_user_id", "=", byUser),
    );
    return row
      ? { uid: row.platform_user_uid, source: row.source as LinkSource, linkedAt: String(row.linked_at) }
      : undefined;
  }

  async setLink(platform: ChatPlatform, chatUserId: string, uid: string, source: LinkSource): Promise<void> {
    boundedKey(chatUserId, "a chat user id");
    boundedKey(uid, "a platform user uid");
    const linked_at = this.iso();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("identity_links")
        .values({ platform, chat_user_id: chatUserId, platform_user_uid: uid, linked_at, source })
        .onConflict((conflict) =>
          conflict.columns(["platform", "chat_user_id"]).doUpdateSet({ platform_user_uid: uid, linked_at, source }),
        )
        .execute();
      await trx
        .deleteFrom("unlinked_people")
        .where("platform", "=", platform)
        .where("chat_user_id", "=", chatUserId)
        .execute();
    });
  }

  /** The chat users linked to each of `uids` on `platform` (one each: the most recent link). */
  async chatUsersOf(platform: ChatPlatform, all: readonly string[]): Promise<Map<string, string>> {
    const uids = all.filter((uid) => !isOverlong(uid));
    if (uids.length === 0) return new Map();
    const rows = await this.compiled.rows("chat users of", [platform, ...uids], ([byPlatform = "", ...byUids]) =>
      this.db
        .selectFrom("identity_links")
        .select(["platform_user_uid", "chat_user_id"])
        .where("platform", "=", byPlatform)
        .where("platform_user_uid", "in", byUids)
        .orderBy("linked_at"),
    );
    return new Map(rows.map((row) => [row.platform_user_uid, row.chat_user_id]));
  }

  async linkCounts(): Promise<LinkCount[]> {
    const rows = await this.db
      .selectFrom("identity_links")
      .select((eb) => ["platform", "source", eb.fn.countAll<number | string>().as("count")])
      .groupBy(["platform", "source"])
      .orderBy("platform")
      .orderBy("source")
      .execute();
    return rows.map((row) => ({
      platform: row.platform as ChatPlatform,
      source: row.source as LinkSource,
      count: Number(row.count),
    }));
  }

  async noteUnlinked(platform: ChatPlatform, chatUserId: string, conflict: string | undefined): Promise<void> {
    boundedKey(chatUserId, "a chat user id");
    const last_seen = this.iso();
    await this.db
      .insertInto("unlinked_people")
      .values({ platform, chat_user_id: chatUserId, last_seen, conflict: conflict ?? null })
      .onConflict((c) => c.columns(["platform", "chat_user_id"]).doUpdateSet({ last_seen, conflict: conflict ?? null }))
      .execute();
  }

  async listUnlinked(limit: number): Promise<{ total: number; people: UnlinkedPerson[] }> {
    const total = await this.rowsOf("unlinked_people");
    const rows = await this.db
      .selectFrom("unlinked_people")
      .selectAll()
      // Conflicts first: they need an admin.
      .orderBy((eb) => eb.case().when("conflict", "is", null).then(1).else(0).end())
      .orderBy("last_seen", "desc")
      .limit(limit)
      .execute();
    return {
      total,
      people: rows.map((row) => ({
        platform: row.platform as ChatPlatform,
        chatUserId: row.chat_user_id,
        lastSeen: row.last_seen,
        ...(row.conflict ? { conflict: row.conflict } : {}),
      })),
    };
  }

  /** Replaces the directory with `people` (a uid twice: the later wins) in one transaction, through a stage of its own. */
  async replaceDirectory(people: readonly DirectoryPerson[], file: string): Promise<DirectoryChanges> {
    const stage = await this.openDirectoryStage();
    try {
      await this.stageDirectoryPeople(stage, people);
      const outcome = await this.applyDirectoryStage(stage, "replace", file);
      if (!outcome.applied) throw new Error("a replacement without a removal limit is always applied");
      return outcome.changes;
    } finally {
      await this.dropDirectoryStage(stage);
    }
  }

  async openDirectoryStage(): Promise<string> {
    await this.db
      .deleteFrom("directory_staging")
      .where("created_at", "<", this.now() - STAGE_RETENTION_MS)
      .execute();
    return randomUUID();
  }

  async stageDirectoryPeople(stage: string, people: readonly StagedPerson[]): Promise<void> {
    // One row per uid: the later record wins, within this call as across calls (the upsert below).
    const rows = new Map<string, DirectoryStagingTable>();
    const created_at = this.now();
    for (const person of people) {
      boundedKey(person.uid, "a directory uid");
      for (const key of keysOf(person)) boundedKey(key.value, `a directory ${key.kind} key`);
      rows.set(person.uid, { stage, ...toRow(person), gone: person.gone ? 1 : 0, created_at });
    }
    const all = [...rows.values()];
    for (let start = 0; start < all.length; start += BATCH) {
      await this.db
        .insertInto("directory_staging")
        .values(all.slice(start, start + BATCH))
        .onConflict((conflict) =>
          conflict.columns(["stage", "uid"]).doUpdateSet((eb) => ({
            full_name: eb.ref("excluded.full_name"),
            emails: eb.ref("excluded.emails"),
            slack_user_id: eb.ref("excluded.slack_user_id"),
            entra_ids: eb.ref("excluded.entra_ids"),
            language: eb.ref("excluded.language"),
            role: eb.ref("excluded.role"),
            gone: eb.ref("excluded.gone"),
            created_at: eb.ref("excluded.created_at"),
          })),
        )
        .execute();
    }
  }

  async previewDirectoryStage(stage: string, mode: StageMode): Promise<DirectoryChanges> {
    const { before, removed } = await this.removals(this.db, stage, mode);
    const { added, changed } = await this.walkStage(this.db, stage, false);
    return { added, changed, removed, people: before - removed + added };
  }

  async applyDirectoryStage(
    stage: string,
    mode: StageMode,
    file: string,
    removalLimit?: number,
  ): Promise<StageOutcome> {
    return this.db.transaction().execute(async (trx) => {
      // One replacement at a time (Postgres; SQLite's transactions already take turns): two would both add the same people.
      if (this.dialect === "postgres")
        await sql`SELECT pg_advisory_xact_lock(hashtext('deskbot directory'))`.execute(trx);
      const { before, removed } = await this.removals(trx, stage, mode);
      if (removalLimit !== undefined && before > 0 && removed > before * removalLimit)
        return { applied: false as const, removed, before };
      await trx
        .deleteFrom("directory_keys")
        .where(removedBy("directory_keys.uid", stage, mode))
        .execute();
      await trx
        .deleteFrom("directory_people")
        .where(removedBy("directory_people.uid", stage, mode))
        .execute();
      const { added, changed } = await this.walkStage(trx, stage, true);
      const changes = { added, changed, removed, people: before - removed + added };
      await trx
        .insertInto("directory_imports")
        .values({ at: this.iso(), file, ...changes })
        .execute();
      return { applied: true as const, changes };
    });
  }

  async dropDirectoryStage(stage: string): Promise<void> {
    await this.db.deleteFrom("directory_staging").where("stage", "=", stage).execute();
  }

  /** The directory's size, and how many of its people applying the stage removes. */
  private async removals(db: Kysely<Tables>, stage: string, mode: StageMode) {
    const count = async (removedOnly: boolean) => {
      let query = db.selectFrom("directory_people").select((eb) => eb.fn.countAll<number | string>().as("count"));
      if (removedOnly) query = query.where(removedBy("directory_people.uid", stage, mode));
      return Number((await query.executeTakeFirst())?.count ?? 0);
    };
    return { before: await count(false), removed: await count(true) };
  }

  /**
   * Walks the stage's people still in the directory (not gone), BATCH at a time in uid order, and
   * counts those it adds and those it changes; with `write`, writes them (their row and keys).
   * Only a batch is ever in memory.
   */
  private async walkStage(db: Kysely<Tables>, stage: string, write: boolean) {
    let added = 0;
    let changed = 0;
    let after: string | undefined;
    for (;;) {
      let query = db
        .selectFrom("directory_staging")
        .select(["uid", "full_name", "emails", "slack_user_id", "entra_ids", "language", "role"])
        .where("stage", "=", stage)
        .where("gone", "=", 0);
      if (after !== undefined) query = query.where("uid", ">", after);
      const staged = await query.orderBy("uid").limit(BATCH).execute();
      const last = staged.at(-1);
      if (!last) break;
      after = last.uid;
      const existing = new Map(
        (
          await db
            .selectFrom("directory_people")
            .selectAll()
            .where(
              "uid",
              "in",
              staged.map((row) => row.uid),
            )
            .execute()
        ).map((row) => [row.uid, row]),
      );
      const fresh = staged.filter((row) => !existing.has(row.uid));
      const different = staged.filter((row) => {
        const old = existing.get(row.uid);
        return old !== undefined && !sameRow(old, row);
      });
      added += fresh.length;
      changed += different.length;
      if (!write) continue;
      const replaced = different.map((row) => row.uid);
      if (replaced.length > 0) {
        await db.deleteFrom("directory_people").where("uid", "in", replaced).execute();
        await db.deleteFrom("directory_keys").where("uid", "in", replaced).execute();
      }
      const written = [...fresh, ...different];
      if (written.length === 0) continue;
      await db.insertInto("directory_people").values(written).execute();
      const keys = written.flatMap((row) => keysOf(fromRow(row)).map((key) => ({ ...key, uid: row.uid })));
      for (let start = 0; start < keys.length; start += BATCH) {
        await db
          .insertInto("directory_keys")
          .values(keys.slice(start, start + BATCH))
          .execute();
      }
    }
    return { added, changed };
  }

  /** Removes every directory record (links stay); returns how many people it held. */
  async clearDirectory(): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom("directory_people").executeTakeFirst();
      await trx.deleteFrom("directory_keys").execute();
      await trx.deleteFrom("directory_imports").execute();
      return Number(result.numDeletedRows);
    });
  }

  async directoryStatus(): Promise<DirectoryStatus> {
    const people = await this.rowsOf("directory_people");
    const last = await this.db
      .selectFrom("directory_imports")
      .selectAll()
      .orderBy("at", "desc")
      .limit(1)
      .executeTakeFirst();
    const shared = await this.db
      .selectFrom((eb) =>
        eb
          .selectFrom("directory_keys")
          .select("value")
          .where("kind", "=", "email")
          .groupBy("value")
          .having((h) => h.fn.countAll(), ">", 1)
          .as("shared"),
      )
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirst();
    const itStaff = await this.db
      .selectFrom("directory_people")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("role", "in", [...ROLES_SEEING_EVERY_TICKET])
      .executeTakeFirst();
    return {
      people,
      sharedEmails: Number(shared?.count ?? 0),
      itStaff: Number(itStaff?.count ?? 0),
      ...(last ? { lastImport: last } : {}),
    };
  }

  /** The directory people a key finds (none, one, or several: a conflict). */
  async findInDirectory(key: DirectoryKey): Promise<DirectoryPerson[]> {
    const value = key.kind === "slack" ? key.value : key.value.toLowerCase();
    if (isOverlong(value)) return [];
    const rows = await this.db
      .selectFrom("directory_keys")
      .innerJoin("directory_people", "directory_people.uid", "directory_keys.uid")
      .selectAll("directory_people")
      .where("directory_keys.kind", "=", key.kind)
      .where("directory_keys.value", "=", value)
      .execute();
    return rows.map(fromRow);
  }

  async directoryPeopleNamed(name: string): Promise<DirectoryPerson[]> {
    const rows = await this.db
      .selectFrom("directory_people")
      .selectAll()
      .where(sql<string>`lower(full_name)`, "=", name.trim().toLowerCase())
      .orderBy("uid")
      .limit(20)
      .execute();
    return rows.map(fromRow);
  }

  async directoryPeopleFirstNamed(first: string): Promise<DirectoryPerson[]> {
    // The full name's first word: the name as written, then a space (lower() as the full-name lookup has it).
    const prefix = `${first.trim().toLowerCase()} `;
    if (/\s/.test(first.trim()) || prefix.length === 1) return [];
    const rows = await this.db
      .selectFrom("directory_people")
      .selectAll()
      .where(sql<string>`substr(lower(full_name), 1, length(cast(${prefix} as text)))`, "=", prefix)
      .orderBy("uid")
      .limit(20)
      .execute();
    return rows.map(fromRow);
  }

  async directoryPeople(all: readonly string[]): Promise<DirectoryPerson[]> {
    const uids = all.filter((uid) => !isOverlong(uid));
    if (uids.length === 0) return [];
    const rows = await this.compiled.rows("directory people", uids, (byUids) =>
      this.db.selectFrom("directory_people").selectAll().where("uid", "in", byUids),
    );
    return rows.map(fromRow);
  }
}

/** The lookup keys of a directory person. */
export function keysOf(person: DirectoryPerson): DirectoryKey[] {
  return [
    ...person.emails.map((value) => ({ kind: "email" as const, value })),
    ...(person.slackUserId ? [{ kind: "slack" as const, value: person.slackUserId }] : []),
    ...person.entraIds.map((value) => ({ kind: "entra" as const, value: value.toLowerCase() })),
  ];
}

/**
 * Whether applying the stage removes the directory person whose uid is in `column`: in `replace`,
 * everyone the stage does not keep; in `merge`, those it stages as gone.
 */
function removedBy(column: "directory_people.uid" | "directory_keys.uid", stage: string, mode: StageMode) {
  const staged = sql`SELECT 1 FROM directory_staging WHERE directory_staging.stage = ${stage} AND directory_staging.uid = ${sql.ref(column)} AND directory_staging.gone = ${mode === "replace" ? 0 : 1}`;
  return mode === "replace" ? sql<SqlBool>`NOT EXISTS (${staged})` : sql<SqlBool>`EXISTS (${staged})`;
}
