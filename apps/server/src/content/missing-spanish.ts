import { CarouselImage } from '../carousel/carousel-image.entity.ts';
import { Part } from '../parts/part.entity.ts';
import { PartCategory } from '../parts/part-category.entity.ts';
import { Service } from '../services/service.entity.ts';
import { readCalendarSettings } from '../settings/settings.service.ts';
import type { Deps } from '../trpc/deps.ts';

/** One thing the Spanish pages show in English: what it is and which Spanish fields are empty. */
export interface MissingSpanish {
  id: number | string;
  /** Its English name, title or date, for the list. */
  label: string;
  fields: string[];
  /** The English text of each empty Spanish field, by that field: what to translate. */
  english: Record<string, string>;
}

const empty = (v: string | null | undefined) => !v?.trim();

/** The Spanish fields left empty where the English one has text. */
function missing<T>(row: T, pairs: [english: keyof T, spanish: keyof T][]): string[] {
  return pairs
    .filter(([en, es]) => !empty(row[en] as string | null) && empty(row[es] as string | null))
    .map(([, es]) => String(es));
}

function collect<T>(
  rows: T[],
  label: (r: T) => string,
  id: (r: T) => number | string,
  pairs: [keyof T, keyof T][],
): MissingSpanish[] {
  return rows
    .map((r) => {
      const fields = missing(r, pairs);
      const english = Object.fromEntries(
        pairs.filter(([, es]) => fields.includes(String(es))).map(([en, es]) => [String(es), String(r[en])]),
      );
      return { id: id(r), label: label(r), fields, english };
    })
    .filter((r) => r.fields.length > 0);
}

/** What the Content card lists: everything managers wrote whose Spanish text is still empty. */
export async function findMissingSpanish({ em }: Pick<Deps, 'em'>) {
  const [services, images, parts, categories] = [
    await em.find(Service, {}, { orderBy: { order: 'asc', id: 'asc' } }),
    await em.find(CarouselImage, {}, { orderBy: { order: 'asc', id: 'asc' } }),
    await em.find(Part, { status: { $ne: 'sold' } }, { orderBy: { name: 'asc' } }),
    await em.find(PartCategory, {}, { orderBy: { name: 'asc' } }),
  ];
  const { specialDays } = await readCalendarSettings(em);
  return {
    services: collect(
      services,
      (s) => s.name,
      (s) => s.id,
      [
        ['name', 'nameEs'],
        ['description', 'descriptionEs'],
      ],
    ),
    carouselImages: collect(
      images,
      (i) => i.title,
      (i) => i.id,
      [
        ['title', 'titleEs'],
        ['description', 'descriptionEs'],
        ['altText', 'altTextEs'],
      ],
    ),
    parts: collect(
      parts,
      (p) => p.name,
      (p) => p.id,
      [['description', 'descriptionEs']],
    ),
    categories: collect(
      categories,
      (c) => c.name,
      (c) => c.id,
      [['name', 'nameEs']],
    ),
    specialDays: collect(
      specialDays,
      (d) => d.date,
      (d) => d.date,
      [['noteEn', 'noteEs']],
    ),
  };
}
