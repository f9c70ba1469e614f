// The store as the rest of deskbot sees it: a database that blinks never takes the process down, and nothing known is lost.
import type { Clock } from "../clock.ts";
import { systemClock } from "../clock.ts";
import type { ChatPlatform } from "../core/platform.ts";
import type { Logger } from "../log.ts";
import type { Metrics } from "../metrics.ts";
import type { DirectoryKey, DirectoryPerson, LinkSource } from "./people.ts";
import type { AuditEntry, AuditQuery, Claim, Store } from "./store.ts";

/** The store cannot be used right now; `reason` says why, in words fit for the log. */
export class StoreUnavailableError extends Error {
  override readonly name = "StoreUnavailableError";
  constructor(readonly reason: string) {
    super(`the store is unavailable: ${reason}`);
  }
}

/** What an operator (and `/readyz`) may know of the store. */
export interface StoreHealth {
  available: boolean;
  /** Why not, when it is not. */
  reason?: string;
  /** Since when (ms since the epoch) it is in its current state. */
  since: number;
  /** Records (outcomes, audit entries) waiting to be written. */
  pending: number;
}

export interface ResilientStoreOptions {
  logger: Logger;
  clock?: Clock;
  /** How often waiting records are tried again. */
  retryMs?: number;
  /** Where the store's failures are counted. */
  metrics?: Metrics;
  /**
   * Checked before every use: a reason when the database must not be touched at all (the SQLite
   * file was deleted or replaced under the running process), else undefined.
   */
  fault?: () => string | undefined;
}

/**
 * Wraps the store. Lookups that decide something (a claim, a link, a role) throw a
 * StoreUnavailableError while the database cannot be reached, so that the core can refuse what it
 * cannot do exactly once. Records of what already happened (an outcome, a release, an audit
 * entry) never throw: they wait in memory and are written, in order, as soon as the database answers.
 */
export class ResilientStore implements Store {
  private readonly pending: Array<{ what: string; write: () => Promise<void> }> = [];
  private readonly clock: Clock;
  private state: { available: boolean; reason?: string; since: number };
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly inner: Store,
    private readonly options: ResilientStoreOptions,
  ) {
    this.clock = options.clock ?? systemClock;
    this.state = { available: true, since: this.clock.now() };
  }

  health(): StoreHealth {
    return { ...this.state, pending: this.pending.length };
  }

  getLink(platform: ChatPlatform, chatUserId: string) {
    return this.decide(() => this.inner.getLink(platform, chatUserId));
  }
  getLinkRecord(platform: ChatPlatform, chatUserId: string) {
    return this.decide(() => this.inner.getLinkRecord(platform, chatUserId));
  }
  setLink(platform: ChatPlatform, chatUserId: string, platformUserUid: string, source?: LinkSource) {
    return this.decide(() => this.inner.setLink(platform, chatUserId, platformUserUid, source));
  }
  chatUsersOf(platform: ChatPlatform, uids: readonly string[]) {
    return this.decide(() => this.inner.chatUsersOf(platform, uids));
  }
  linkCounts() {
    return this.decide(() => this.inner.linkCounts());
  }
  noteUnlinked(platform: ChatPlatform, chatUserId: string, conflict?: string) {
    return this.record(`a note of an unlinked user`, () => this.inner.noteUnlinked(platform, chatUserId, conflict));
  }
  listUnlinked(limit: number) {
    return this.decide(() => this.inner.listUnlinked(limit));
  }
  replaceDirectory(people: readonly DirectoryPerson[], file: string) {
    return this.decide(() => this.inner.replaceDirectory(people, file));
  }
  clearDirectory() {
    return this.decide(() => this.inner.clearDirectory());
  }
  directoryStatus() {
    return this.decide(() => this.inner.directoryStatus());
  }
  findInDirectory(key: DirectoryKey) {
    return this.decide(() => this.inner.findInDirectory(key));
  }
  directoryPeople(uids: readonly string[]) {
    return this.decide(() => this.inner.directoryPeople(uids));
  }
  removeLink(platform: ChatPlatform, chatUserId: string) {
    return this.decide(() => this.inner.removeLink(platform, chatUserId));
  }
  isAdmin(platform: ChatPlatform, chatUserId: string) {
    return this.decide(() => this.inner.isAdmin(platform, chatUserId));
  }
  setAdmin(platform: ChatPlatform, chatUserId: string, admin: boolean) {
    return this.decide(() => this.inner.setAdmin(platform, chatUserId, admin));
  }
  listAdmins(platform: ChatPlatform) {
    return this.decide(() => this.inner.listAdmins(platform));
  }
  claimIdempotency(key: string, leaseMs?: number): Promise<Claim> {
    return this.decide(() => this.inner.claimIdempotency(key, leaseMs));
  }
  abandonIdempotency(key: string, outcome: string) {
    return this.decide(() => this.inner.abandonIdempotency(key, outcome));
  }
  renewIdempotency(key: string, leaseMs: number) {
    return this.record(`the lease of ${key}`, () => this.inner.renewIdempotency(key, leaseMs));
  }
  takeApiBudget(bucket: string, limit: number, windowMs: number, queue: { instance: string; waiting: number }) {
    return this.decide(() => this.inner.takeApiBudget(bucket, limit, windowMs, queue));
  }
  reportApiWaiting(bucket: string, instance: string, waiting: number) {
    return this.decide(() => this.inner.reportApiWaiting(bucket, instance, waiting));
  }
  pauseApiBudget(bucket: string, until: number) {
    return this.record(`a pause of the API budget`, () => this.inner.pauseApiBudget(bucket, until));
  }
  recentAudit(query: AuditQuery) {
    return this.decide(() => this.inner.recentAudit(query));
  }
  ping() {
    return this.decide(() => this.inner.ping());
  }
  schemaVersion() {
    return this.decide(() => this.inner.schemaVersion());
  }

  completeIdempotency(key: string, outcome: string) {
    return this.record(`the outcome of ${key}`, () => this.inner.completeIdempotency(key, outcome));
  }
  releaseIdempotency(key: string) {
    return this.record(`the release of ${key}`, () => this.inner.releaseIdempotency(key));
  }
  audit(entry: AuditEntry) {
    return this.record(`an audit entry of ${entry.command}`, () => this.inner.audit(entry));
  }

  /** Writes the waiting records now, in order; resolves when they are written or the database fails again. */
  flushPending(): Promise<void> {
    return this.flush();
  }

  /** Tries the waiting records once more, then closes the database. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
    if (this.pending.length > 0) {
      this.options.logger.error(
        { pending: this.pending.map((p) => p.what) },
        "closing the store with records unwritten",
      );
    }
    await this.inner.close();
  }

  /** A lookup: its answer, or a StoreUnavailableError. */
  private async decide<T>(operation: () => Promise<T>): Promise<T> {
    this.checkFault();
    try {
      const value = await operation();
      this.markAvailable();
      return value;
    } catch (error) {
      throw this.markUnavailable(error);
    }
  }

  /** A record of what happened: written now, or kept and written when the database is back. */
  private async record(what: string, write: () => Promise<void>): Promise<void> {
    if (this.pending.length === 0 && this.tryFault() === undefined) {
      try {
        await write();
        this.markAvailable();
        return;
      } catch (error) {
        this.markUnavailable(error);
      }
    }
    this.pending.push({ what, write });
    this.options.logger.warn({ what, pending: this.pending.length }, "the store is unavailable: a record waits");
    this.timer ??= setInterval(() => void this.flush(), this.options.retryMs ?? 2000).unref();
  }

  /** Writes the waiting records in order, stopping at the first that fails. */
  private flush(): Promise<void> {
    this.flushing ??= (async () => {
      try {
        while (this.pending.length > 0 && this.tryFault() === undefined) {
          const next = this.pending[0] as { what: string; write: () => Promise<void> };
          try {
            await next.write();
          } catch (error) {
            this.markUnavailable(error);
            return;
          }
          this.pending.shift();
          this.markAvailable();
        }
        if (this.pending.length === 0) {
          clearInterval(this.timer);
          this.timer = undefined;
        }
      } finally {
        this.flushing = undefined;
      }
    })();
    return this.flushing;
  }

  private tryFault(): string | undefined {
    const fault = this.options.fault?.();
    if (fault) this.markUnavailable(new Error(fault));
    return fault;
  }

  private checkFault(): void {
    const fault = this.tryFault();
    if (fault) throw new StoreUnavailableError(fault);
  }

  private markAvailable(): void {
    if (this.state.available) return;
    this.state = { available: true, since: this.clock.now() };
    this.options.logger.info("the store is available again");
    if (this.pending.length > 0) void this.flush();
  }

  private markUnavailable(error: unknown): StoreUnavailableError {
    this.options.metrics?.storeErrors.inc();
    const reason = error instanceof Error ? error.message : String(error);
    if (this.state.available) {
      this.state = { available: false, reason, since: this.clock.now() };
      this.options.logger.error({ reason }, "the store is unavailable");
    }
    return error instanceof StoreUnavailableError ? error : new StoreUnavailableError(reason);
  }
}
