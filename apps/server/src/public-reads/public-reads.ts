import type { MikroORM } from '@mikro-orm/postgresql';
import type { Language, SlotsQuery } from '@shop/contract';
import { listOpenSlots, type OpenSlot } from '../appointments/slots.service.ts';
import { listActiveSlides, type Slide } from '../carousel/slides.service.ts';
import { listPublicParts, type PublicPart } from '../parts/catalogue.service.ts';
import { listOfferedServices, type OfferedService } from '../services/offered-services.ts';
import { type PublicSettings, readPublicSettings } from '../settings/settings.service.ts';
import { ReadCache } from './read-cache.ts';

/** What staff (or a booking) can change that visitors read: each names the reads it makes stale. */
export type PublicTopic = 'settings' | 'carousel' | 'parts' | 'services' | 'slots';

/** The cache key of each public read; the REST adapters name one to answer from memory. */
export type PublicReadKey =
  | 'settings'
  | `carousel:${Language}`
  | `parts:${Language}`
  | `services:${Language}`
  | `slots:${string}`;

const KEYS_OF_TOPIC: Record<Exclude<PublicTopic, 'slots'>, readonly PublicReadKey[]> = {
  settings: ['settings'],
  carousel: ['carousel:en', 'carousel:es'],
  parts: ['parts:en', 'parts:es'],
  services: ['services:en', 'services:es'],
};

const SLOTS = 'slots:';

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
  readonly #orm: MikroORM;

  constructor(orm: MikroORM, ttlMs: number) {
    this.#orm = orm;
    this.#cache = new ReadCache(ttlMs);
    this.#slots = new ReadCache(ttlMs);
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

  parts(language: Language = 'en'): Promise<PublicPart[]> {
    return this.#cache.get(`parts:${language}`, () => listPublicParts(this.#em(), language));
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
  answer(key: PublicReadKey) {
    return key.startsWith(SLOTS) ? this.#slots.answer(key.slice(SLOTS.length)) : this.#cache.answer(key);
  }

  /** After an edit: the reads it touched load again on their next use, here at once. */
  changed(topic: PublicTopic): void {
    // The hours decide the slots; a booking or a status change decides their room.
    if (topic === 'slots' || topic === 'settings') this.#slots.clear();
    if (topic !== 'slots') this.#cache.forget(KEYS_OF_TOPIC[topic]);
  }
}

/** The read key of one range of slots. */
export function slotsKey(range: SlotsQuery): PublicReadKey {
  return `${SLOTS}${range.from}:${range.to}`;
}
