import { type SpanishTextsInput, spanishTextsSchema } from '@shop/contract';
import { CarouselImage } from '../carousel/carousel-image.entity.ts';
import { Part } from '../parts/part.entity.ts';
import { PartCategory } from '../parts/part-category.entity.ts';
import type { ReadTopic } from '../public-reads/public-read.ts';
import { Refusal } from '../refusal.ts';
import { Service } from '../services/service.entity.ts';
import { readCalendarSettings, updateSettings } from '../settings/settings.service.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';

const ROWS = { service: Service, carouselImage: CarouselImage, part: Part, category: PartCategory } as const;

/** The public read each kind's Spanish text shows in (a category's name shows in the catalogue). */
const SHOWN_IN: Record<SpanishTextsInput['kind'], ReadTopic> = {
  service: 'services',
  carouselImage: 'carousel',
  part: 'parts',
  category: 'parts',
  specialDay: 'settings',
};

/** Sent fields only: a field left out keeps its text. */
const sent = (texts: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined));

/**
 * The Content screen's fix: writes the Spanish texts of one service, carousel image, part,
 * category or special day, and nothing else of it, so a translation can't undo another edit.
 */
export async function saveSpanishTexts(deps: Deps, input: SpanishTextsInput) {
  const change = spanishTextsSchema().parse(input);
  return inTransaction(deps, async ({ em, changed }) => {
    if (change.kind === 'specialDay') {
      const { specialDays } = await readCalendarSettings(em);
      const day = specialDays.find((d) => d.date === change.id);
      if (!day) throw new Refusal('not-found', 'Special day not found');
      Object.assign(day, sent(change.texts));
      await updateSettings(em, { specialDays });
    } else {
      const row = await em.findOne(ROWS[change.kind] as typeof Service, { id: change.id });
      if (!row) throw new Refusal('not-found', 'Not found');
      em.assign(row, sent(change.texts));
      await em.flush();
    }
    changed(SHOWN_IN[change.kind]);
    return { kind: change.kind, id: change.id, ...sent(change.texts) };
  });
}
