// The store as the rest of deskbot sees it: a database that blinks never takes the process down, and nothing known is lost.
import type { Clock } from "../clock.ts";
import { systemClock } from "../clock.ts";
import type { Logger } from "../log.ts";
import type { Metrics } from "../metrics.ts";
import { type Store, StoreUnavailableError, ValueRefusedError } from "./ports.ts";
import { resilientPorts } from "./resilient-ports.ts";

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
export interface ResilientStore extends Omit<Store, "close"> {}
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface's methods are the typed `resilientPorts` assigned in the constructor.
export class ResilientStore {
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
    // Each port's methods, typed as the port declares them: a lookup decides, a record waits.
    Object.assign(
      this,
      resilientPorts(inner, {
        decide:
          (method) =>
          (...args) =>
            this.decide(() => method(...withoutNuls(args))),
        record:
          (name, method) =>
          (...args) =>
            this.record(describe(name, args), () => method(...withoutNuls(args))),
      }),
    );
  }

  health(): StoreHealth {
    return { ...this.state, pending: this.pending.length };
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

  /**
   * A lookup: its answer, or a StoreUnavailableError. A refusal of the data (not of the database)
   * is thrown as it is: the store is not away for everyone because of one value.
   */
  private async decide<T>(operation: () => Promise<T>): Promise<T> {
    this.checkFault();
    try {
      const value = await operation();
      this.markAvailable();
      return value;
    } catch (error) {
      if (isRefusedAsData(error)) throw error;
      throw this.markUnavailable(error);
    }
  }

  /**
   * A record of what happened: written now, or kept and written when the database is back. One the
   * database refuses as data (a value it cannot hold) is set aside at once: trying it again would
   * fail again, and would hold back every record behind it.
   */
  private async record(what: string, write: () => Promise<void>): Promise<void> {
    if (this.pending.length === 0 && this.tryFault() === undefined) {
      try {
        await write();
        this.markAvailable();
        return;
      } catch (error) {
        if (isRefusedAsData(error)) return this.setAside(what, error);
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
            if (!isRefusedAsData(error)) {
              this.markUnavailable(error);
              return;
            }
            this.setAside(next.what, error);
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

  /** A record the database refused as data: logged (what it was and why), counted, and not kept. */
  private setAside(what: string, error: unknown): void {
    this.options.metrics?.storeRecordsRefused.inc();
    const reason = error instanceof Error ? error.message : String(error);
    this.options.logger.error({ what, reason }, "the database refused a record as data: it is set aside");
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

/** A record, named for the log: the call and its first argument when that is a key (`completeIdempotency slack:view:V1`). */
function describe(name: string, args: unknown[]): string {
  const [first] = args;
  if (typeof first === "string") return `${name} ${first}`;
  const command = (first as { command?: unknown } | undefined)?.command;
  return typeof command === "string" ? `${name} ${command}` : name;
}

/**
 * Whether the database refused a write for its data rather than for being away: Postgres' SQLSTATE
 * classes 22 (data exception: a NUL byte, a value too long), 23 (integrity: a NOT NULL or unique
 * violation) and 54 (a program limit: an index row too big, a statement too complex); SQLite's
 * constraints, type mismatches and values too big; or the store's own ValueRefusedError (an id
 * over its bound). Such a write fails the same way every time it is tried.
 */
export function isRefusedAsData(error: unknown): boolean {
  if (error instanceof ValueRefusedError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return false;
  return (
    /^(22|23|54)[0-9A-Z]{3}$/.test(code) ||
    code.startsWith("SQLITE_CONSTRAINT") ||
    code === "SQLITE_MISMATCH" ||
    code === "SQLITE_TOOBIG"
  );
}

/** A call's arguments with every NUL byte taken out of their strings (Postgres' text cannot hold one). */
function withoutNuls<A extends unknown[]>(args: A): A {
  return args.map(withoutNul) as A;
}

/** A value with every NUL byte taken out of its strings, however deep (arrays and plain objects). */
function withoutNul(value: unknown): unknown {
  if (typeof value === "string") return value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutNul(entry)]));
  }
  return value;
}
