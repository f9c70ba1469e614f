// The one cache of deskbot's lookups: answers kept for a while, the oldest dropped first past a bound; identical lookups under way share one.

/** Runs `start` for `key`, unless a run for the same key is under way: then its promise is shared. */
export function joinOrStart<T>(running: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  let pending = running.get(key);
  if (!pending) {
    pending = start().finally(() => running.delete(key));
    running.set(key, pending);
  }
  return pending;
}

export interface CacheOptions {
  /** How long an answer is kept. */
  ttlMs: number;
  /** How long "no answer" (undefined) is kept, when it should be asked again sooner; `ttlMs` unless set. */
  missTtlMs?: number;
  /** The most answers kept: past it, the oldest is dropped. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Answers by key, each kept `ttlMs` (an undefined one `missTtlMs`), at most `maxEntries` of them:
 * setting one past the bound drops the oldest. Loads of one key under way at once share one promise.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private readonly now: () => number;

  constructor(
    private readonly options: CacheOptions,
    /** How an answer is found when none is kept (`getOrLoad` may be given another). */
    private readonly load?: (key: string) => Promise<V>,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The answer kept for `key` while it is fresh, as `{value}`; undefined when none is. */
  peek(key: string): { value: V } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const ttl = entry.value === undefined ? (this.options.missTtlMs ?? this.options.ttlMs) : this.options.ttlMs;
    if (this.now() - entry.at < ttl) return { value: entry.value };
    this.entries.delete(key);
    return undefined;
  }

  /** The answer kept for `key`, or undefined. */
  get(key: string): V | undefined {
    return this.peek(key)?.value;
  }

  /** Keeps `value` for `key` from now, dropping the oldest answers past the bound. */
  set(key: string, value: V): void {
    this.entries.delete(key);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, at: this.now() });
  }

  /** Whether a load of `key` is under way. */
  looking(key: string): boolean {
    return this.loading.has(key);
  }

  /** Forgets `key`. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** The answer for `key`: kept, or found by `load` (once however many ask at once) and kept. */
  getOrLoad(key: string, load: ((key: string) => Promise<V>) | undefined = this.load): Promise<V> {
    const kept = this.peek(key);
    if (kept) return Promise.resolve(kept.value);
    if (!load) throw new Error("ExpiringCache: no way to load a missing answer");
    return joinOrStart(this.loading, key, async () => {
      const value = await load(key);
      this.set(key, value);
      return value;
    });
  }

  /** How many answers are kept (fresh or not yet found stale). */
  get size(): number {
    return this.entries.size;
  }
}

/** How names of chat users are kept: an hour, a failed lookup a minute, at most 10,000 people. */
export const PEOPLE_CACHE: CacheOptions = { ttlMs: 60 * 60 * 1000, missTtlMs: 60 * 1000, maxEntries: 10_000 };
