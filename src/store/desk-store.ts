// The one Store implementation, over Kysely: the same queries for SQLite and Postgres.
import { type Kysely, sql } from "kysely";
import { z } from "zod";
import { type Clock, systemClock } from "../clock.ts";
import { parseJson } from "../json.ts";
import type { KeptMessage } from "../messages/translate.ts";
import type { ChatPlatform } from "../vocabulary.ts";
import { boundedKey, isOverlong, storedClaimKey } from "./bounds.ts";
import { PeopleQueries } from "./people-queries.ts";
import type { DirectoryKey, DirectoryPerson, LinkSource, StagedPerson, StageMode } from "./people-records.ts";
import {
  type AuditEntry,
  type AuditQuery,
  type Claim,
  type ClaimNote,
  type CutOffClaim,
  DEFAULT_LEASE_MS,
  IDEMPOTENCY_RETENTION_MS,
  type Store,
} from "./ports.ts";
import type { Dialect, Tables } from "./tables.ts";

/** A claim's note as written by `claimIdempotency`; one that does not read back is skipped. */
const ClaimNoteSchema = z.object({
  chatUserId: z.string(),
  command: z.string(),
  text: z.string(),
  replyAddress: z.string(),
  locale: z.string().optional(),
});

/** How often keeping a conversation also drops the lapsed ones. */
const CONVERSATION_SWEEP_MS = 60_000;

/** The store over an open, migrated Kysely database. */
export class DeskStore implements Store {
  private readonly people: PeopleQueries;
  /** When lapsed conversations were last dropped (ms since the epoch). */
  private conversationsSwept = 0;

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly clock: Clock = systemClock,
    private readonly dialect: Dialect = "sqlite",
  ) {
    this.people = new PeopleQueries(db, () => clock.now(), dialect);
  }

  /** Drops idempotency records older than the retention (run when the store opens). */
  async dropStaleIdempotency(): Promise<void> {
    await this.db
      .deleteFrom("idempotency")
      .where("created_at", "<", this.clock.now() - IDEMPOTENCY_RETENTION_MS)
      .execute();
  }

  /** The platform user a chat user is linked to: their link's uid (the same read as getLinkRecord). */
  async getLink(platform: ChatPlatform, chatUserId: string): Promise<string | undefined> {
    return (await this.people.getLinkRecord(platform, chatUserId))?.uid;
  }

  getLinkRecord(platform: ChatPlatform, chatUserId: string) {
    return this.people.getLinkRecord(platform, chatUserId);
  }
  setLink(platform: ChatPlatform, chatUserId: string, platformUserUid: string, source: LinkSource = "manual") {
    return this.people.setLink(platform, chatUserId, platformUserUid, source);
  }
  chatUsersOf(platform: ChatPlatform, uids: readonly string[]) {
    return this.people.chatUsersOf(platform, uids);
  }
  linkCounts() {
    return this.people.linkCounts();
  }
  noteUnlinked(platform: ChatPlatform, chatUserId: string, conflict?: string) {
    return this.people.noteUnlinked(platform, chatUserId, conflict);
  }
  listUnlinked(limit: number) {
    return this.people.listUnlinked(limit);
  }
  replaceDirectory(people: readonly DirectoryPerson[], file: string) {
    return this.people.replaceDirectory(people, file);
  }
  openDirectoryStage() {
    return this.people.openDirectoryStage();
  }
  stageDirectoryPeople(stage: string, people: readonly StagedPerson[]) {
    return this.people.stageDirectoryPeople(stage, people);
  }
  previewDirectoryStage(stage: string, mode: StageMode) {
    return this.people.previewDirectoryStage(stage, mode);
  }
  applyDirectoryStage(stage: string, mode: StageMode, file: string, removalLimit?: number) {
    return this.people.applyDirectoryStage(stage, mode, file, removalLimit);
  }
  dropDirectoryStage(stage: string) {
    return this.people.dropDirectoryStage(stage);
  }
  clearDirectory() {
    return this.people.clearDirectory();
  }
  directoryStatus() {
    return this.people.directoryStatus();
  }
  findInDirectory(key: DirectoryKey) {
    return this.people.findInDirectory(key);
  }
  directoryPeople(uids: readonly string[]) {
    return this.people.directoryPeople(uids);
  }
  directoryPeopleNamed(name: string) {
    return this.people.directoryPeopleNamed(name);
  }
  directoryPeopleFirstNamed(first: string) {
    return this.people.directoryPeopleFirstNamed(first);
  }

  async removeLink(platform: ChatPlatform, chatUserId: string): Promise<boolean> {
    if (isOverlong(chatUserId)) return false;
    const result = await this.db
      .deleteFrom("identity_links")
      .where("platform", "=", platform)
      .where("chat_user_id", "=", chatUserId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async isAdmin(platform: ChatPlatform, chatUserId: string): Promise<boolean> {
    if (isOverlong(chatUserId)) return false;
    const row = await this.db
      .selectFrom("admins")
      .select("chat_user_id")
      .where("platform", "=", platform)
      .where("chat_user_id", "=", chatUserId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setAdmin(platform: ChatPlatform, chatUserId: string, admin: boolean): Promise<boolean> {
    if (!admin && isOverlong(chatUserId)) return false;
    if (admin) {
      const result = await this.db
        .insertInto("admins")
        .values({ platform, chat_user_id: boundedKey(chatUserId, "a chat user id") })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    }
    const result = await this.db
      .deleteFrom("admins")
      .where("platform", "=", platform)
      .where("chat_user_id", "=", chatUserId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async listAdmins(platform: ChatPlatform): Promise<string[]> {
    const rows = await this.db
      .selectFrom("admins")
      .select("chat_user_id")
      .where("platform", "=", platform)
      .orderBy("chat_user_id")
      .execute();
    return rows.map((row) => row.chat_user_id);
  }

  async claimIdempotency(claimKey: string, leaseMs = DEFAULT_LEASE_MS, note?: ClaimNote): Promise<Claim> {
    const key = storedClaimKey(claimKey);
    for (;;) {
      const now = this.clock.now();
      const inserted = await this.db
        .insertInto("idempotency")
        .values({
          key,
          state: "in_progress",
          outcome: null,
          created_at: now,
          lease_until: now + leaseMs,
          note: note ? JSON.stringify(note) : null,
        })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .executeTakeFirst();
      if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return { status: "claimed" };
      const row = await this.db
        .selectFrom("idempotency")
        .select(["state", "outcome", "created_at", "lease_until"])
        .where("key", "=", key)
        .executeTakeFirst();
      // Released between the two statements: claim again.
      if (!row) continue;
      if (row.state === "done") return { status: "done", outcome: row.outcome ?? "" };
      return this.leaseEnd(row) < now ? { status: "abandoned" } : { status: "in_progress" };
    }
  }

  /** When a claim's lease ends (claims made before leases: the default lease from their creation). */
  private leaseEnd(row: { created_at: number | string; lease_until: number | string | null }): number {
    return row.lease_until === null ? Number(row.created_at) + DEFAULT_LEASE_MS : Number(row.lease_until);
  }

  async renewIdempotency(claimKey: string, leaseMs: number): Promise<void> {
    const key = storedClaimKey(claimKey);
    await this.db
      .updateTable("idempotency")
      .set({ lease_until: this.clock.now() + leaseMs })
      .where("key", "=", key)
      .where("state", "=", "in_progress")
      .execute();
  }

  async abandonIdempotency(claimKey: string, outcome: string): Promise<boolean> {
    const key = storedClaimKey(claimKey);
    const now = this.clock.now();
    const result = await this.db
      .updateTable("idempotency")
      .set({ state: "done", outcome })
      .where("key", "=", key)
      .where("state", "=", "in_progress")
      .where((row) =>
        row.or([
          row("lease_until", "<", now),
          row.and([row("lease_until", "is", null), row("created_at", "<", now - DEFAULT_LEASE_MS)]),
        ]),
      )
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async completeIdempotency(claimKey: string, outcome: string): Promise<void> {
    const key = storedClaimKey(claimKey);
    await this.db.updateTable("idempotency").set({ state: "done", outcome }).where("key", "=", key).execute();
  }

  async releaseIdempotency(claimKey: string): Promise<void> {
    const key = storedClaimKey(claimKey);
    await this.db.deleteFrom("idempotency").where("key", "=", key).execute();
  }

  async cutOffClaims(since: number, limit: number): Promise<CutOffClaim[]> {
    const rows = await this.db
      .selectFrom("idempotency")
      .select(["key", "note"])
      .where("state", "=", "in_progress")
      .where("created_at", ">=", since)
      .where("lease_until", "<", this.clock.now())
      .where("note", "is not", null)
      .orderBy("created_at")
      .limit(limit)
      .execute();
    return rows.flatMap((row) => {
      const note = ClaimNoteSchema.safeParse(parseJson(row.note));
      return note.success ? [{ key: row.key, note: note.data }] : [];
    });
  }

  async takeApiBudget(
    bucket: string,
    limit: number,
    windowMs: number,
    queue: { instance: string; waiting: number },
  ): Promise<{ waitMs: number; othersWaiting: number }> {
    return this.db.transaction().execute(async (trx) => {
      // One instance at a time per token (Postgres); SQLite's transactions already take turns.
      if (this.dialect === "postgres") await sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}::text))`.execute(trx);
      const now = this.clock.now();
      await this.upsertWaiting(trx, bucket, queue.instance, queue.waiting, now);
      const others = await trx
        .selectFrom("api_budget_waiting")
        .select((eb) => eb.fn.sum<number | string | null>("waiting").as("total"))
        .where("bucket", "=", bucket)
        .where("instance", "<>", queue.instance)
        .where("updated_at", ">", now - windowMs)
        .executeTakeFirst();
      const othersWaiting = Number(others?.total ?? 0);
      const waitMs = await this.placeIn(trx, bucket, limit, windowMs, now);
      return { waitMs, othersWaiting };
    });
  }

  async reportApiWaiting(bucket: string, instance: string, waiting: number): Promise<void> {
    await this.upsertWaiting(this.db, bucket, instance, waiting, this.clock.now());
  }

  private async upsertWaiting(
    db: Kysely<Tables>,
    bucket: string,
    instance: string,
    waiting: number,
    now: number,
  ): Promise<void> {
    await db
      .insertInto("api_budget_waiting")
      .values({ bucket, instance, waiting, updated_at: now })
      .onConflict((conflict) => conflict.columns(["bucket", "instance"]).doUpdateSet({ waiting, updated_at: now }))
      .execute();
  }

  /** Takes a place in the window when there is one (0), else says how long until there is. */
  private async placeIn(
    trx: Kysely<Tables>,
    bucket: string,
    limit: number,
    windowMs: number,
    now: number,
  ): Promise<number> {
    await trx
      .deleteFrom("api_budget_requests")
      .where("bucket", "=", bucket)
      .where("sent_at", "<=", now - windowMs)
      .execute();
    const pause = await trx
      .selectFrom("api_budget_pauses")
      .select("until")
      .where("bucket", "=", bucket)
      .executeTakeFirst();
    if (pause && Number(pause.until) > now) return Number(pause.until) - now;
    const sent = await trx
      .selectFrom("api_budget_requests")
      .select("sent_at")
      .where("bucket", "=", bucket)
      .orderBy("sent_at", "desc")
      .limit(limit)
      .execute();
    if (sent.length >= limit)
      return Math.max(1, Number((sent[limit - 1] as { sent_at: number | string }).sent_at) + windowMs - now);
    await trx.insertInto("api_budget_requests").values({ bucket, sent_at: now }).execute();
    return 0;
  }

  async pauseApiBudget(bucket: string, until: number): Promise<void> {
    await this.db
      .insertInto("api_budget_pauses")
      .values({ bucket, until })
      .onConflict((conflict) =>
        conflict.column("bucket").doUpdateSet({
          until: sql`CASE WHEN excluded.until > api_budget_pauses.until THEN excluded.until ELSE api_budget_pauses.until END`,
        }),
      )
      .execute();
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto("audit_log")
      .values({
        at: entry.at,
        platform: entry.platform,
        chat_user_id: entry.chatUserId,
        command: entry.command,
        text: entry.text,
        outcome: entry.outcome,
        detail: entry.detail,
        detail_message: entry.message ? JSON.stringify(entry.message) : null,
      })
      .execute();
  }

  async recentAudit(query: AuditQuery): Promise<AuditEntry[]> {
    let select = this.db.selectFrom("audit_log").selectAll();
    if (query.chatUserId !== undefined) select = select.where("chat_user_id", "=", query.chatUserId);
    if (query.command !== undefined) select = select.where("command", "=", query.command);
    const rows = await select.orderBy("id", "desc").limit(query.limit).execute();
    return rows.map((row) => ({
      at: row.at,
      platform: row.platform as ChatPlatform,
      chatUserId: row.chat_user_id,
      command: row.command,
      text: row.text,
      outcome: row.outcome as AuditEntry["outcome"],
      detail: row.detail,
      ...keptMessageOf(row.detail_message),
    }));
  }

  async readConversation(conversationKey: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("conversations")
      .select(["state", "expires_at"])
      .where("key", "=", storedClaimKey(conversationKey))
      .executeTakeFirst();
    return row && Number(row.expires_at) > this.clock.now() ? row.state : undefined;
  }

  async keepConversation(conversationKey: string, state: string, expiresAt: number): Promise<void> {
    const key = storedClaimKey(conversationKey);
    // Lapsed conversations are dropped as new ones are kept, at most once a minute: the table holds
    // only the last day's, however long deskbot runs.
    if (this.clock.now() - this.conversationsSwept >= CONVERSATION_SWEEP_MS) {
      this.conversationsSwept = this.clock.now();
      await this.dropLapsedConversations();
    }
    await this.db
      .insertInto("conversations")
      .values({ key, state, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ state, expires_at: expiresAt }))
      .execute();
  }

  /** Drops the conversations that lapsed (run when the store opens, as stale claims are). */
  async dropLapsedConversations(): Promise<void> {
    await this.db.deleteFrom("conversations").where("expires_at", "<", this.clock.now()).execute();
  }

  async ping(): Promise<void> {
    await sql`SELECT 1`.execute(this.db);
  }

  async schemaVersion(): Promise<number> {
    const rows = await this.db.introspection.getTables({ withInternalKyselyTables: true });
    if (!rows.some((table) => table.name === "kysely_migration")) return 0;
    const count = await this.db
      .selectFrom("kysely_migration" as keyof Tables)
      .select((eb) => eb.fn.countAll<number | string>().as("applied"))
      .executeTakeFirst();
    return Number(count?.applied ?? 0);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

/** An audit entry's kept message read back: none for an entry kept as words, or one that is not a message's JSON. */
function keptMessageOf(json: string | null): { message?: KeptMessage } {
  if (json === null) return {};
  const read = parseJson(json);
  return read !== null &&
    read !== undefined &&
    typeof read === "object" &&
    typeof (read as { key?: unknown }).key === "string"
    ? { message: read as KeptMessage }
    : {};
}
