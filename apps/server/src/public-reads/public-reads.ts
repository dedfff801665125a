import type { MikroORM } from '@mikro-orm/postgresql';
import { type PreparedAnswer, prepareStreamedAnswer } from '../answers/prepared-answer.ts';
import { jsonArray } from '../answers/row-stream.ts';
import type { Log } from '../log.ts';
import type { AnyPublicRead, PublicRead, PublicReadKey, Reader, ReadTopic, WholeListRead } from './public-read.ts';
import { ReadCache, type StaleWatch } from './read-cache.ts';

/** A read and the answers kept of it. */
interface Kept {
  read: AnyPublicRead;
  answers: ReadCache;
}

/** The whole list as `GET /api/parts` sends it: compressed bytes only, made while the rows stream. */
interface WholeList {
  answer: Promise<PreparedAnswer>;
  ready?: PreparedAnswer;
  expires: number;
}

/** A whole-list read and the lists kept of it (one per language). */
interface KeptLists {
  read: WholeListRead;
  lists: Map<string, WholeList>;
}

/** A key's read name and the rest (`carousel:es` -> `carousel`, `es`). */
function splitKey(key: PublicReadKey): [name: string, rest: string] {
  const colon = key.indexOf(':');
  return colon < 0 ? [key, ''] : [key.slice(0, colon), key.slice(colon + 1)];
}

/**
 * The one way to read what every visitor sees: each domain declares its reads (the shop's
 * facts, the carousel, the catalogue, the services, the free times, the reviews) in its module,
 * and they are kept here. The page render, the REST adapters and the tRPC procedures all read
 * here, so each answer is loaded once per change and every door serves the same bytes; an edit
 * calls `changed` with what it touched.
 *
 * Each read keeps its answers apart, so that the many a visitor may ask for (date ranges,
 * searches) never push another read's out.
 */
export class PublicReads implements Reader {
  readonly #reads = new Map<string, Kept>();
  readonly #wholeLists = new Map<string, KeptLists>();
  readonly #orm: MikroORM;
  readonly #ttlMs: number;
  readonly #watch: StaleWatch;
  /** Where each value handed out came from (its read's answers and key); null when from two places. */
  readonly #origins = new WeakMap<object, { answers: ReadCache; key: string } | null>();

  constructor(
    orm: MikroORM,
    ttlMs: number,
    reads: readonly (AnyPublicRead | WholeListRead)[],
    log?: Pick<Log, 'warn' | 'info'>,
  ) {
    this.#orm = orm;
    this.#ttlMs = ttlMs;
    this.#watch = staleWatch(log);
    for (const read of reads) {
      if (this.#reads.has(read.name) || this.#wholeLists.has(read.name)) {
        throw new Error(`Two public reads are named ${read.name}`);
      }
      if ('load' in read) {
        const watch = namedWatch(read.name, this.#watch);
        const answers: ReadCache = new ReadCache(ttlMs, {
          max: read.kept,
          watch,
          kept: (key, value) => this.#noteOrigin(value, answers, key),
        });
        this.#reads.set(read.name, { read, answers });
      } else {
        this.#wholeLists.set(read.name, { read, lists: new Map() });
      }
    }
  }

  get<Value>(read: PublicRead<void, Value>): Promise<Value>;
  get<Args, Value>(read: PublicRead<Args, Value>, args: Args): Promise<Value>;
  get<Args, Value>(read: PublicRead<Args, Value>, args?: Args): Promise<Value> {
    const kept = this.#reads.get(read.name);
    if (kept?.read !== read) throw new Error(`The public read ${read.name} is not in any domain's module`);
    // A fork of its own for each load: most reads are answered from memory and need none.
    return kept.answers.get(read.key ? read.key(args as Args) : '', () =>
      read.load(this.#orm.em.fork(), args as Args, this),
    );
  }

  /**
   * Whether a value `get` gave is what it gives now, known at once without loading: the entry it
   * came from is still fresh and still holds it. False whenever that can't be told that way (the
   * entry expired, an edit cleared it, the value is no object): `get` then says, loading if due.
   * What lets a page made from these values be answered without a turn of the event loop.
   */
  isCurrent(value: unknown): boolean {
    if (typeof value !== 'object' || value === null) return false;
    const origin = this.#origins.get(value);
    return origin ? origin.answers.holds(origin.key, value) : false;
  }

  #noteOrigin(value: unknown, answers: ReadCache, key: string): void {
    if (typeof value !== 'object' || value === null) return;
    const known = this.#origins.get(value);
    // The same object from two entries (a constant a loader returns): its entry can't be told.
    const same = known === undefined || (known !== null && known.answers === answers && known.key === key);
    this.#origins.set(value, same ? { answers, key } : null);
  }

  /**
   * Keeps a whole list as it streams (`rows`, from a database cursor), compressed while it comes:
   * for `GET /api/parts` without paging. `answer(key)` sends it from then on, until it changes.
   */
  keepWholeList(key: PublicReadKey, rows: AsyncIterable<unknown>): Promise<PreparedAnswer> {
    const [name, rest] = splitKey(key);
    const lists = this.#wholeLists.get(name)?.lists;
    if (!lists) throw new Error(`No whole list is named ${name}`);
    const kept = lists.get(rest);
    if (kept && kept.expires > Date.now()) return kept.answer;
    const making: WholeList = { answer: prepareStreamedAnswer(jsonArray(rows)), expires: Date.now() + this.#ttlMs };
    if (this.#ttlMs > 0) lists.set(rest, making);
    making.answer = making.answer.then(
      (answer) => {
        if (kept?.ready) this.#watch.fresh(key);
        making.ready = answer;
        return answer;
      },
      (error: unknown) => {
        if (lists.get(rest) === making) lists.delete(rest);
        // Stale beats empty: the last whole list made, for another while (see ReadCache).
        const last = kept?.ready;
        if (!last) throw error;
        this.#watch.stale(key, error);
        lists.set(rest, { answer: Promise.resolve(last), ready: last, expires: Date.now() + this.#ttlMs });
        return last;
      },
    );
    return making.answer;
  }

  /** A fresh answer's JSON, compressed once with its ETag, for the REST adapters; none when it must load. */
  answer(key: PublicReadKey): PreparedAnswer | Promise<PreparedAnswer> | undefined {
    const [name, rest] = splitKey(key);
    const whole = this.#wholeLists.get(name)?.lists.get(rest);
    if (whole) return whole.expires > Date.now() ? (whole.ready ?? whole.answer) : undefined;
    return this.#reads.get(name)?.answers.answer(rest);
  }

  /** After an edit: the reads it touched load again on their next use, here at once. */
  changed(topic: ReadTopic): void {
    for (const { read, answers } of this.#reads.values()) if (read.changedBy.includes(topic)) answers.clear();
    for (const { read, lists } of this.#wholeLists.values()) if (read.changedBy.includes(topic)) lists.clear();
  }
}

/** The watch of one read's answers, told their whole keys (`carousel:es`). */
const namedWatch = (name: string, watch: StaleWatch): StaleWatch => ({
  stale: (key, error) => watch.stale(key ? `${name}:${key}` : name, error),
  fresh: (key) => watch.fresh(key ? `${name}:${key}` : name),
});

/**
 * Logs once when public reads start being answered from their last good data (the database is
 * away) and once when they load afresh again.
 */
function staleWatch(log: Pick<Log, 'warn' | 'info'> | undefined): StaleWatch {
  const staleKeys = new Set<string>();
  return {
    stale(key, error) {
      if (staleKeys.size === 0) {
        log?.warn({ err: error, read: key }, 'public reads answered from their last good data: loading them failed');
      }
      staleKeys.add(key);
    },
    fresh(key) {
      if (staleKeys.delete(key) && staleKeys.size === 0) log?.info('public reads load afresh again');
    },
  };
}
