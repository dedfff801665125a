import { LRUCache } from 'lru-cache';
import { type PreparedAnswer, prepareAnswer } from '../answers/prepared-answer.ts';

interface Entry {
  value: unknown;
  json: string;
  /** The JSON compressed, made on the first request that wants it. */
  answer?: Promise<PreparedAnswer>;
  /** The same once made, so most requests take it without waiting a turn of the event loop. */
  ready?: PreparedAnswer;
}

type Load = () => Promise<unknown>;

/** Told when a read is answered from its last good value because loading it afresh failed, and when it loads again. */
export interface StaleWatch {
  stale(key: string, error: unknown): void;
  fresh(key: string): void;
}

/**
 * The memory behind the public reads (see public-reads.ts): a few entries, each kept `ttlMs` at
 * most, so with several app servers another server's edit shows within that time; on the server
 * that made the edit, `clear` makes it show at once.
 *
 * Each entry keeps its JSON text too, so the REST adapters answer without serialising again.
 * Concurrent misses share one load. A load overtaken by `clear` answers its callers but isn't
 * kept. A reload that finds the same JSON keeps the old entry, value object and compressed answer
 * alike, so what was made from it (a rendered page) stays valid.
 *
 * Stale beats empty: when a reload fails (the database is away) an entry's last good value is kept
 * and answered for another `ttlMs` (`watch` is told), so visitors keep seeing the shop's pages and
 * the database is asked again only once per `ttlMs`. A read never loaded has nothing to fall back on.
 */
export class ReadCache {
  readonly #entries: LRUCache<string, Entry, Load> | null;

  /**
   * `kept` is told each value this cache starts handing out (a load that found new data), so its
   * owner can tell later which entry a value came from (`holds`).
   */
  constructor(
    ttlMs: number,
    { max = 64, watch, kept }: { max?: number; watch?: StaleWatch; kept?: (key: string, value: unknown) => void } = {},
  ) {
    // lru-cache reads a ttl of 0 as "forever"; here it means "don't keep anything".
    this.#entries =
      ttlMs > 0
        ? new LRUCache<string, Entry, Load>({
            max,
            ttl: ttlMs,
            // An expired entry stays until it is reloaded, so the reload can keep it when nothing changed.
            noDeleteOnStaleGet: true,
            // `clear` during a load: the callers still get what was loaded, the cache doesn't keep it.
            ignoreFetchAbort: true,
            fetchMethod: async (key, previous, { context: load }) => {
              let value: unknown;
              try {
                value = await load();
              } catch (error) {
                if (!previous) throw error;
                watch?.stale(key, error);
                return previous;
              }
              if (previous) watch?.fresh(key);
              const json = JSON.stringify(value);
              if (previous?.json === json) return previous;
              kept?.(key, value);
              return { value, json };
            },
          })
        : null;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.#entries) return load();
    const entry = await this.#entries.fetch(key, { context: load });
    return entry?.value as T;
  }

  /**
   * Whether `get(key)` would give `value` now without loading: it is what a fresh entry holds.
   * False when the entry expired, was cleared, or holds something else: only `get` can say then.
   */
  holds(key: string, value: unknown): boolean {
    const entry = this.#entries?.get(key);
    return entry !== undefined && entry.value === value;
  }

  /** The cached JSON text of a fresh entry, if any. */
  json(key: string): string | undefined {
    return this.#entries?.get(key)?.json;
  }

  /** A fresh entry's JSON ready to send compressed (at once when it is made already), if any. */
  answer(key: string): PreparedAnswer | Promise<PreparedAnswer> | undefined {
    const entry = this.#entries?.get(key);
    if (!entry) return undefined;
    if (entry.ready) return entry.ready;
    entry.answer ??= prepareAnswer(entry.json).then((answer) => {
      entry.ready = answer;
      return answer;
    });
    return entry.answer;
  }

  /** Drops every entry, at once and mid-load: a load it overtakes answers its callers but is not kept. */
  clear(): void {
    this.#entries?.clear();
  }
}
