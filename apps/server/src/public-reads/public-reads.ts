import type { MikroORM } from '@mikro-orm/postgresql';
import { type CataloguePage, type Language, PAGE_SIZES, type SlotsQuery } from '@shop/contract';
import { type PreparedAnswer, prepareStreamedAnswer } from '../answers/prepared-answer.ts';
import { jsonArray } from '../answers/row-stream.ts';
import { listOpenSlots, type OpenSlot } from '../appointments/slots.service.ts';
import { listActiveSlides, type Slide } from '../carousel/slides.service.ts';
import type { Log } from '../log.ts';
import {
  type CatalogueQuery,
  findPublicParts,
  listOfferedCategories,
  type OfferedCategory,
  type PublicPart,
} from '../parts/catalogue.service.ts';
import { type PublishedReview, publishedReviews } from '../reviews/moderation.service.ts';
import { listOfferedServices, type OfferedService } from '../services/offered-services.ts';
import { type PublicSettings, readPublicSettings } from '../settings/settings.service.ts';
import { ReadCache, type StaleWatch } from './read-cache.ts';

/** What staff (or a booking) can change that visitors read: each names the reads it makes stale. */
export type PublicTopic = 'settings' | 'carousel' | 'parts' | 'services' | 'slots' | 'testimonials';

/** The cache key of each public read; the REST adapters name one to answer from memory. */
export type PublicReadKey =
  | 'settings'
  | `carousel:${Language}`
  | `parts:${Language}`
  | `categories:${Language}`
  | `catalogue:${string}`
  | `services:${Language}`
  | `slots:${string}`
  | `testimonials:${number}`;

const KEYS_OF_TOPIC: Record<Exclude<PublicTopic, 'slots' | 'testimonials'>, readonly PublicReadKey[]> = {
  settings: ['settings'],
  carousel: ['carousel:en', 'carousel:es'],
  parts: ['categories:en', 'categories:es'],
  services: ['services:en', 'services:es'],
};

const SLOTS = 'slots:';
const CATALOGUE = 'catalogue:';
const TESTIMONIALS = 'testimonials:';

/** The whole catalogue as `GET /api/parts` sends it: compressed bytes only, made while the rows stream. */
interface WholeList {
  answer: Promise<PreparedAnswer>;
  ready?: PreparedAnswer;
  expires: number;
}

/** Text as search compares it (case and accents aside): searches that find the same parts share a key. */
const folded = (text: string | undefined) => (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The one way to read what every visitor sees: the shop's facts, the home-page carousel, the
 * parts catalogue and the services. The page render, the REST adapters and the tRPC procedures all read here, so
 * each answer is loaded once per change and every door serves the same bytes; staff edits call
 * `changed` with what they touched.
 */
export class PublicReads {
  readonly #cache: ReadCache;
  /** Apart: visitors ask for many date ranges, which must not push the pages' reads out. */
  readonly #slots: ReadCache;
  /** Apart too: one entry per search, category and page visitors ask for, the least used dropped first. */
  readonly #catalogue: ReadCache;
  /** The pages of published reviews, cleared together when a manager publishes or hides one. */
  readonly #testimonials: ReadCache;
  /** The whole catalogue per language (two at most). */
  readonly #whole = new Map<string, WholeList>();
  readonly #orm: MikroORM;
  readonly #ttlMs: number;

  readonly #watch: StaleWatch;

  constructor(orm: MikroORM, ttlMs: number, log?: Pick<Log, 'warn' | 'info'>) {
    this.#orm = orm;
    this.#ttlMs = ttlMs;
    this.#watch = staleWatch(log);
    const watch = this.#watch;
    this.#cache = new ReadCache(ttlMs, { watch });
    this.#slots = new ReadCache(ttlMs, { watch });
    this.#catalogue = new ReadCache(ttlMs, { max: 200, watch });
    this.#testimonials = new ReadCache(ttlMs, { max: 50, watch });
  }

  // A fork of its own for each load: most reads are answered from memory and need none.
  #em() {
    return this.#orm.em.fork();
  }

  settings(): Promise<PublicSettings> {
    return this.#cache.get('settings', () => readPublicSettings(this.#em()));
  }

  carousel(language: Language = 'en'): Promise<Slide[]> {
    return this.#cache.get(`carousel:${language}`, () => listActiveSlides(this.#em(), language));
  }

  /** One page of the catalogue: a search, a category and a page number, in `language`. */
  cataloguePage(language: Language, query: CatalogueQuery): Promise<CataloguePage<PublicPart>> {
    return this.#catalogue.get(cataloguePageKey(language, query).slice(CATALOGUE.length), () =>
      findPublicParts(this.#em(), language, query),
    );
  }

  /** The categories with parts on offer: the catalogue's filter. */
  categories(language: Language): Promise<OfferedCategory[]> {
    return this.#cache.get(`categories:${language}`, () => listOfferedCategories(this.#em(), language));
  }

  /**
   * Keeps a whole list as it streams (`rows`, from a database cursor), compressed while it comes:
   * for `GET /api/parts` without paging. `answer(key)` sends it from then on, until it changes.
   */
  keepWholeList(key: PublicReadKey, rows: AsyncIterable<unknown>): Promise<PreparedAnswer> {
    const kept = this.#whole.get(key);
    if (kept && kept.expires > Date.now()) return kept.answer;
    const making: WholeList = { answer: prepareStreamedAnswer(jsonArray(rows)), expires: Date.now() + this.#ttlMs };
    if (this.#ttlMs > 0) this.#whole.set(key, making);
    making.answer = making.answer.then(
      (answer) => {
        if (kept?.ready) this.#watch.fresh(key);
        making.ready = answer;
        return answer;
      },
      (error: unknown) => {
        if (this.#whole.get(key) === making) this.#whole.delete(key);
        // Stale beats empty: the last whole list made, for another while (see ReadCache).
        const last = kept?.ready;
        if (!last) throw error;
        this.#watch.stale(key, error);
        this.#whole.set(key, { answer: Promise.resolve(last), ready: last, expires: Date.now() + this.#ttlMs });
        return last;
      },
    );
    return making.answer;
  }

  /** One page of the published reviews, newest first (1 first). */
  testimonials(page: number): Promise<CataloguePage<PublishedReview>> {
    return this.#testimonials.get(String(page), () => publishedReviews(this.#em(), page));
  }

  services(language: Language): Promise<OfferedService[]> {
    return this.#cache.get(`services:${language}`, () => listOfferedServices(this.#em(), language));
  }

  /** The appointment times with room in a range of Las Vegas days, as of `now`. */
  async slots(range: SlotsQuery, now: Date): Promise<{ slots: OpenSlot[] }> {
    return this.#slots.get(slotsKey(range).slice(SLOTS.length), async () =>
      listOpenSlots(this.#em(), range, await this.settings(), now),
    );
  }

  /** A fresh read's JSON, compressed once with its ETag, for the REST adapters; none when it must load. */
  answer(key: PublicReadKey): PreparedAnswer | Promise<PreparedAnswer> | undefined {
    if (key.startsWith(SLOTS)) return this.#slots.answer(key.slice(SLOTS.length));
    if (key.startsWith(CATALOGUE)) return this.#catalogue.answer(key.slice(CATALOGUE.length));
    if (key.startsWith(TESTIMONIALS)) return this.#testimonials.answer(key.slice(TESTIMONIALS.length));
    const whole = this.#whole.get(key);
    if (whole) return whole.expires > Date.now() ? (whole.ready ?? whole.answer) : undefined;
    return this.#cache.answer(key);
  }

  /** After an edit: the reads it touched load again on their next use, here at once. */
  changed(topic: PublicTopic): void {
    // The hours decide the slots; a booking or a status change decides their room.
    if (topic === 'slots' || topic === 'settings') this.#slots.clear();
    if (topic === 'testimonials') {
      this.#testimonials.clear();
      return;
    }
    if (topic !== 'slots') this.#cache.forget(KEYS_OF_TOPIC[topic]);
    if (topic === 'parts') {
      this.#catalogue.clear();
      this.#whole.clear();
    }
  }
}

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

/** The read key of one page of the catalogue; searches that differ only in case or accents share it. */
export function cataloguePageKey(language: Language, query: CatalogueQuery): PublicReadKey {
  return `${CATALOGUE}${JSON.stringify([language, folded(query.q), folded(query.category), query.page ?? 1, query.limit ?? PAGE_SIZES.catalogue])}`;
}

/** The read key of one range of slots. */
export function slotsKey(range: SlotsQuery): PublicReadKey {
  return `${SLOTS}${range.from}:${range.to}`;
}
