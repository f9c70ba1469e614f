// A small cache of lookups: one at a time per key, kept for a while, the oldest dropped first; for names from Slack and Teams.

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

  /** The answer for `key`, looked up (by `lookUp`, or the cache's own) when not kept. */
  get(key: string, lookUp = this.lookUp): Promise<V | undefined> {
    const entry = this.entries.get(key);
    const ttl = entry?.value === undefined ? this.options.missTtlMs : this.options.ttlMs;
    if (entry && this.now() - entry.at < ttl) return Promise.resolve(entry.value);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = (lookUp ? lookUp(key) : Promise.resolve(undefined))
        .catch(() => undefined)
        .then((value) => {
          if (this.entries.size >= this.options.maxEntries)
            this.entries.delete(this.entries.keys().next().value as string);
          this.entries.set(key, { value, at: this.now() });
          return value;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }
}
