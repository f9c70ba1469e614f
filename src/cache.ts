// A small cache of lookups: one at a time per key, kept for a while, the oldest dropped first; for names from Slack and Teams.

/** Runs `start` for `key`, unless a run for the same key is under way: then its promise is shared. */
export function joinOrStart<T>(running: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  let pending = running.get(key);
  if (!pending) {
    pending = start().finally(() => running.delete(key));
    running.set(key, pending);
  }
  return pending;
}

export interface LookupCacheOptions {
  /** How long an answer is kept. */
  ttlMs: number;
  /** How long "no answer" is kept (a lookup that failed is tried again sooner). */
  missTtlMs: number;
  /** The most answers kept. */
  maxEntries: number;
  now?: () => number;
}

/** Caches `lookUp(key)`: concurrent asks of one key share one lookup; at most one lookup per key per `ttlMs`. */
export class LookupCache<V> {
  private readonly entries = new Map<string, { value: V | undefined; at: number }>();
  private readonly inFlight = new Map<string, Promise<V | undefined>>();
  private readonly now: () => number;

  constructor(
    private readonly lookUp: ((key: string) => Promise<V | undefined>) | undefined,
    private readonly options: LookupCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The answer kept for `key` while it is fresh (`value` undefined: "no answer", kept), asking nothing; else undefined. */
  peek(key: string): { value: V | undefined } | undefined {
    const entry = this.entries.get(key);
    const ttl = entry?.value === undefined ? this.options.missTtlMs : this.options.ttlMs;
    return entry && this.now() - entry.at < ttl ? { value: entry.value } : undefined;
  }

  /** Whether a lookup of `key` is under way. */
  looking(key: string): boolean {
    return this.inFlight.has(key);
  }

  /** The answer for `key`, looked up (by `lookUp`, or the cache's own) when not kept. */
  get(key: string, lookUp = this.lookUp): Promise<V | undefined> {
    const kept = this.peek(key);
    if (kept) return Promise.resolve(kept.value);
    return joinOrStart(this.inFlight, key, async () => {
      const value = await (lookUp ? lookUp(key) : Promise.resolve(undefined)).catch(() => undefined);
      if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { value, at: this.now() });
      return value;
    });
  }
}

/** How names of chat users are kept: an hour, a failed lookup a minute, at most 10,000 people. */
export const PEOPLE_CACHE: LookupCacheOptions = { ttlMs: 60 * 60 * 1000, missTtlMs: 60 * 1000, maxEntries: 10_000 };
