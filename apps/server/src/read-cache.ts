/**
 * A short-lived cache for the public read APIs (settings, parts catalogue, carousel), which every
 * visitor's page load asks for and which change only when staff edit them.
 *
 * Entries live `ttlMs` at most, so with several app servers another server's edit shows within
 * that time; on the server that made the edit, `invalidate` makes it show at once. Each entry
 * keeps its JSON text too, so the REST adapters can answer without serialising again. Concurrent
 * misses share one load.
 */
export class ReadCache {
  readonly #entries = new Map<string, { value: unknown; json: string; expires: number }>();
  readonly #loading = new Map<string, Promise<unknown>>();
  readonly #ttlMs: number;

  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as T;
    const pending = this.#loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.#generation;
    const loading = load()
      .then((value) => {
        // An invalidation during the load means the value may be stale already: don't keep it.
        if (this.#ttlMs > 0 && generation === this.#generation) {
          this.#entries.set(key, { value, json: JSON.stringify(value), expires: Date.now() + this.#ttlMs });
        }
        return value;
      })
      .finally(() => this.#loading.delete(key));
    this.#loading.set(key, loading);
    return loading;
  }

  /** The cached JSON text of a fresh entry, if any. */
  json(key: string): string | undefined {
    const hit = this.#entries.get(key);
    return hit && hit.expires > Date.now() ? hit.json : undefined;
  }

  #generation = 0;

  /** Drops every entry whose key starts with `prefix` (all entries without one). */
  invalidate(prefix = ''): void {
    this.#generation++;
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }
}
