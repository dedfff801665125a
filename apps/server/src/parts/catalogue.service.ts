import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@shop/contract';
import { Part } from './part.entity.ts';
import { PartCategory } from './part-category.entity.ts';

/** What the public catalogue shows of a part: never its price, sale or buyer. */
export interface PublicPart {
  id: number;
  name: string;
  /** In the visitor's language, English where the Spanish is empty. */
  description: string | null;
  /** The category's name in the visitor's language: the filter's label. */
  category: string;
  imageUrl: string | null;
  partNumber: string | null;
  brand: string | null;
  condition: Part['condition'];
  status: Part['status'];
  /**
   * The description and category in the other language, where they differ: not shown, but the
   * catalogue's search matches them too, so a visitor finds a part in whichever language they type.
   */
  otherLanguage: string | null;
}

/** Active parts that are not sold, by category then name, in `language`. */
export async function listPublicParts(em: EntityManager, language: Language = 'en'): Promise<PublicPart[]> {
  const rows = await em.find(
    Part,
    { isActive: true, status: { $ne: 'sold' } },
    {
      fields: [
        'id',
        'name',
        'description',
        'descriptionEs',
        'category',
        'imageUrl',
        'partNumber',
        'brand',
        'condition',
        'status',
      ],
      orderBy: { category: 'asc', name: 'asc' },
    },
  );
  const categories = await em.find(PartCategory, {});
  const spanish = language === 'es';
  const spanishName = new Map(categories.map((c) => [c.name, c.nameEs]));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: (spanish && p.descriptionEs) || (p.description ?? null),
    category: (spanish && spanishName.get(p.category)) || p.category,
    imageUrl: p.imageUrl ?? null,
    partNumber: p.partNumber ?? null,
    brand: p.brand ?? null,
    condition: p.condition,
    status: p.status,
    otherLanguage: otherLanguageWords(
      spanish ? [p.description, p.category] : [p.descriptionEs, spanishName.get(p.category)],
      spanish ? [p.descriptionEs, spanishName.get(p.category)] : [p.description, p.category],
    ),
  }));
}

/** The other language's words that the shown ones don't already hold, joined; null when none. */
function otherLanguageWords(other: (string | null | undefined)[], shown: (string | null | undefined)[]): string | null {
  const words = other.filter((text): text is string => !!text && !shown.includes(text));
  return words.length > 0 ? words.join(' · ') : null;
}
