import { type PreparedAnswer, prepareAnswer } from './http/prepared-answer.ts';

interface Entry {
  value: unknown;
  json: string;
  expires: number;
  /** The JSON compressed, made on the first request that wants it. */
  answer?: Promise<PreparedAnswer>;
}

/**
 * A short-lived cache for the public read APIs (settings, parts catalogue, carousel), which every
 * visitor's page load asks for and which change only when staff edit them.
 *
 * Entries live `ttlMs` at most, so with several app servers another server's edit shows within
 * that time; on the server that made the edit, `invalidate` makes it show at once. Each entry
 * keeps its JSON text too, so the REST adapters can answer without serialising again. Concurrent
 * misses share one load. A reload that finds the same data keeps the same value object, so what
 * was made from it (a rendered page, a compressed answer) stays valid.
 */
export class ReadCache {
  readonly #entries = new Map<string, Entry>();
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
        if (this.#ttlMs <= 0 || generation !== this.#generation) return value;
        const json = JSON.stringify(value);
        const expires = Date.now() + this.#ttlMs;
        const previous = this.#entries.get(key);
        if (previous?.json === json) {
          previous.expires = expires;
          return previous.value as T;
        }
        this.#entries.set(key, { value, json, expires });
        return value;
      })
      .finally(() => this.#loading.delete(key));
    this.#loading.set(key, loading);
    return loading;
  }

  /** The cached JSON text of a fresh entry, if any. */
  json(key: string): string | undefined {
    return this.#fresh(key)?.json;
  }

  /** A fresh entry's JSON ready to send compressed, if any. */
  answer(key: string): Promise<PreparedAnswer> | undefined {
    const entry = this.#fresh(key);
    if (!entry) return undefined;
    entry.answer ??= prepareAnswer(entry.json);
    return entry.answer;
  }

  #fresh(key: string): Entry | undefined {
    const hit = this.#entries.get(key);
    return hit && hit.expires > Date.now() ? hit : undefined;
  }

  #generation = 0;

  /** Drops every entry whose key starts with `prefix` (all entries without one). */
  invalidate(prefix = ''): void {
    this.#generation++;
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }
}
