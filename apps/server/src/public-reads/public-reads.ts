import type { MikroORM } from '@mikro-orm/postgresql';
import type { Language } from '@shop/contract';
import { listActiveSlides, type Slide } from '../carousel/slides.service.ts';
import { listPublicParts, type PublicPart } from '../parts/catalogue.service.ts';
import { listOfferedServices, type OfferedService } from '../services/offered-services.ts';
import { type PublicSettings, readPublicSettings } from '../settings/settings.service.ts';
import { ReadCache } from './read-cache.ts';

/** What staff can change that visitors read: each names the public reads an edit makes stale. */
export type PublicTopic = 'settings' | 'carousel' | 'parts' | 'services';

/** The cache key of each public read; the REST adapters name one to answer from memory. */
export type PublicReadKey = 'settings' | 'carousel' | 'parts' | `services:${Language}`;

const KEYS_OF_TOPIC: Record<PublicTopic, readonly PublicReadKey[]> = {
  settings: ['settings'],
  carousel: ['carousel'],
  parts: ['parts'],
  services: ['services:en', 'services:es'],
};

/**
 * The one way to read what every visitor sees: the shop's facts, the home-page carousel, the
 * parts catalogue and the services. The page render, the REST adapters and the tRPC procedures all read here, so
 * each answer is loaded once per change and every door serves the same bytes; staff edits call
 * `changed` with what they touched.
 */
export class PublicReads {
  readonly #cache: ReadCache;
  readonly #orm: MikroORM;

  constructor(orm: MikroORM, ttlMs: number) {
    this.#orm = orm;
    this.#cache = new ReadCache(ttlMs);
  }

  // A fork of its own for each load: most reads are answered from memory and need none.
  #em() {
    return this.#orm.em.fork();
  }

  settings(): Promise<PublicSettings> {
    return this.#cache.get('settings', () => readPublicSettings(this.#em()));
  }

  carousel(): Promise<Slide[]> {
    return this.#cache.get('carousel', () => listActiveSlides(this.#em()));
  }

  parts(): Promise<PublicPart[]> {
    return this.#cache.get('parts', () => listPublicParts(this.#em()));
  }

  services(language: Language): Promise<OfferedService[]> {
    return this.#cache.get(`services:${language}`, () => listOfferedServices(this.#em(), language));
  }

  /** A fresh read's JSON, compressed once with its ETag, for the REST adapters; none when it must load. */
  answer(key: PublicReadKey) {
    return this.#cache.answer(key);
  }

  /** After an edit: the reads it touched load again on their next use, here at once. */
  changed(topic: PublicTopic): void {
    this.#cache.forget(KEYS_OF_TOPIC[topic]);
  }
}
