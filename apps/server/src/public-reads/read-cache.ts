import { LRUCache } from 'lru-cache';
import { type PreparedAnswer, prepareAnswer } from '../answers/prepared-answer.ts';

interface Entry {
  value: unknown;
  json: string;
  /** The JSON compressed, made on the first request that wants it. */
  answer?: Promise<PreparedAnswer>;
  /** The same once made, so most requests take it without waiting a turn of the event loop. */
  ready?: PreparedAnswer;
  /** How it was loaded, to load it afresh before it expires. */
  load: Load;
}

type Load = () => Promise<unknown>;

/**
 * An entry read in the last fifth of its time is loaded afresh in the background: under steady
 * traffic it is replaced before it expires, so no request waits for a reload.
 */
const REFRESH_IN_LAST_SHARE = 0.2;

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
 * An entry read near its end is loaded afresh in the background (REFRESH_IN_LAST_SHARE), and
 * replaced, or kept with its time renewed when the data is the same: what is answered is never
 * older than `ttlMs`, as without it, but a busy server's visitors don't wait for the reloads.
 *
 * Stale beats empty: when a reload fails (the database is away) an entry's last good value is kept
 * and answered for another `ttlMs` (`watch` is told), so visitors keep seeing the shop's pages and
 * the database is asked again only once per `ttlMs`. A read never loaded has nothing to fall back on.
 */
export class ReadCache {
  readonly #entries: LRUCache<string, Entry, Load> | null;
  readonly #refreshAfterMs: number;
  readonly #refreshing = new Set<string>();
  readonly #watch: StaleWatch | undefined;
  readonly #kept: ((key: string, value: unknown) => void) | undefined;
  /** Counts `clear`s: a background load overtaken by one is not kept. */
  #cleared = 0;

  /**
   * `kept` is told each value this cache starts handing out (a load that found new data), so its
   * owner can tell later which entry a value came from (`holds`).
   */
  constructor(
    ttlMs: number,
    { max = 64, watch, kept }: { max?: number; watch?: StaleWatch; kept?: (key: string, value: unknown) => void } = {},
  ) {
    this.#refreshAfterMs = ttlMs * REFRESH_IN_LAST_SHARE;
    this.#watch = watch;
    this.#kept = kept;
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
              return { value, json, load };
            },
          })
        : null;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.#entries) return load();
    const entry = await this.#entries.fetch(key, { context: load });
    if (entry) this.#refreshNearEnd(key, entry);
    return entry?.value as T;
  }

  /** Loads a fresh entry afresh in the background when it is near its end (REFRESH_IN_LAST_SHARE). */
  #refreshNearEnd(key: string, entry: Entry): void {
    const entries = this.#entries;
    if (!entries || this.#refreshing.has(key) || entries.getRemainingTTL(key) > this.#refreshAfterMs) return;
    this.#refreshing.add(key);
    const cleared = this.#cleared;
    entry
      .load()
      .then(
        (value) => {
          // Overtaken by an edit (`clear`) or by another load: that one stands.
          if (cleared !== this.#cleared || entries.peek(key, { allowStale: true }) !== entry) return;
          const json = JSON.stringify(value);
          if (json === entry.json) {
            // The same data: the same entry, its time renewed, so what was made from it stays valid.
            entries.set(key, entry);
          } else {
            this.#kept?.(key, value);
            entries.set(key, { value, json, load: entry.load });
          }
          this.#watch?.fresh(key);
        },
        // A failed load is left to the request that finds the entry expired (stale beats empty).
        () => undefined,
      )
      .finally(() => this.#refreshing.delete(key));
  }

  /** A fresh entry at `key`, loaded afresh in the background if it is near its end. */
  #fresh(key: string): Entry | undefined {
    const entry = this.#entries?.get(key);
    if (entry) this.#refreshNearEnd(key, entry);
    return entry;
  }

  /**
   * Whether `get(key)` would give `value` now without loading: it is what a fresh entry holds.
   * False when the entry expired, was cleared, or holds something else: only `get` can say then.
   */
  holds(key: string, value: unknown): boolean {
    const entry = this.#fresh(key);
    return entry !== undefined && entry.value === value;
  }

  /** The cached JSON text of a fresh entry, if any. */
  json(key: string): string | undefined {
    return this.#entries?.get(key)?.json;
  }

  /** A fresh entry's JSON ready to send compressed (at once when it is made already), if any. */
  answer(key: string): PreparedAnswer | Promise<PreparedAnswer> | undefined {
    const entry = this.#fresh(key);
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
    this.#cleared++;
    this.#entries?.clear();
  }
}
