// The store's queries about people (the directory, links' sources, unlinked users), for both dialects.
import { type Kysely, sql } from "kysely";
import type { ChatPlatform } from "../vocabulary.ts";
import { boundedKey, isOverlong } from "./bounds.ts";
import type {
  DirectoryChanges,
  DirectoryKey,
  DirectoryPerson,
  DirectoryStatus,
  LinkCount,
  LinkRecord,
  LinkSource,
  UnlinkedPerson,
} from "./people-records.ts";
import type { DirectoryPeopleTable } from "./people-tables.ts";
import type { Tables } from "./tables.ts";

/** Rows written per INSERT: well under SQLite's limit of bound values. */
const BATCH = 500;

function toRow(person: DirectoryPerson): DirectoryPeopleTable {
  return {
    uid: person.uid,
    full_name: person.fullName ?? null,
    emails: person.emails.join(";"),
    slack_user_id: person.slackUserId ?? null,
    entra_ids: person.entraIds.join(";"),
    language: person.language ?? null,
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
  };
}

const sameRow = (a: DirectoryPeopleTable, b: DirectoryPeopleTable) =>
  a.full_name === b.full_name &&
  a.emails === b.emails &&
  a.slack_user_id === b.slack_user_id &&
  a.entra_ids === b.entra_ids &&
  (a.language ?? null) === (b.language ?? null);

/** Queries about people over one database. */
export class PeopleQueries {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => number,
  ) {}

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

  async getLinkRecord(platform: ChatPlatform, chatUserId: string): Promise<LinkRecord | undefined> {
    if (isOverlong(chatUserId)) return undefined;
    const row = await this.db
      .selectFrom("identity_links")
      .select(["platform_user_uid", "source", "linked_at"])
      .where("platform", "=", platform)
      .where("chat_user_id", "=", chatUserId)
      .executeTakeFirst();
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
    const rows = await this.db
      .selectFrom("identity_links")
      .select(["platform_user_uid", "chat_user_id"])
      .where("platform", "=", platform)
      .where("platform_user_uid", "in", [...uids])
      .orderBy("linked_at")
      .execute();
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

  /**
   * Replaces the directory with `people` in one transaction (all or nothing) and records the
   * import; an import that changes no one writes nothing but its record.
   */
  async previewDirectory(people: readonly DirectoryPerson[]): Promise<DirectoryChanges> {
    const existing = await this.db.selectFrom("directory_people").selectAll().execute();
    const { added, changed, removed } = directoryDiff(existing, people);
    return { added: added.length, changed: changed.length, removed: removed.length, people: people.length };
  }

  async replaceDirectory(people: readonly DirectoryPerson[], file: string): Promise<DirectoryChanges> {
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom("directory_people").selectAll().execute();
      const { added, changed, removed } = directoryDiff(existing, people);
      const touched = [...changed.map((row) => row.uid), ...removed];
      for (let start = 0; start < touched.length; start += BATCH) {
        const uids = touched.slice(start, start + BATCH);
        await trx.deleteFrom("directory_people").where("uid", "in", uids).execute();
        await trx.deleteFrom("directory_keys").where("uid", "in", uids).execute();
      }
      const written = [...added, ...changed];
      for (let start = 0; start < written.length; start += BATCH) {
        await trx
          .insertInto("directory_people")
          .values(written.slice(start, start + BATCH))
          .execute();
      }
      const keys = written.flatMap((row) => keysOf(fromRow(row)).map((key) => ({ ...key, uid: row.uid })));
      for (let start = 0; start < keys.length; start += BATCH) {
        await trx
          .insertInto("directory_keys")
          .values(keys.slice(start, start + BATCH))
          .execute();
      }
      const changes = { added: added.length, changed: changed.length, removed: removed.length, people: people.length };
      await trx
        .insertInto("directory_imports")
        .values({ at: this.iso(), file, ...changes })
        .execute();
      return changes;
    });
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
    return {
      people,
      sharedEmails: Number(shared?.count ?? 0),
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

  async allDirectoryPeople(): Promise<DirectoryPerson[]> {
    return (await this.db.selectFrom("directory_people").selectAll().orderBy("uid").execute()).map(fromRow);
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

  async directoryPeople(all: readonly string[]): Promise<DirectoryPerson[]> {
    const uids = all.filter((uid) => !isOverlong(uid));
    if (uids.length === 0) return [];
    const rows = await this.db
      .selectFrom("directory_people")
      .selectAll()
      .where("uid", "in", [...uids])
      .execute();
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

/** What replacing the directory's rows `existing` by `people` adds, changes (as rows) and removes (as uids). */
function directoryDiff(existing: ReadonlyArray<ReturnType<typeof toRow>>, people: readonly DirectoryPerson[]) {
  const before = new Map(existing.map((row) => [row.uid, row]));
  const incoming = people.map(toRow);
  const added = incoming.filter((row) => !before.has(row.uid));
  const changed = incoming.filter((row) => {
    const old = before.get(row.uid);
    return old !== undefined && !sameRow(old, row);
  });
  const kept = new Set(incoming.map((row) => row.uid));
  const removed = [...before.keys()].filter((uid) => !kept.has(uid));
  return { added, changed, removed };
}
