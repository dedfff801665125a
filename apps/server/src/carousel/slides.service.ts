import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@shop/contract';
import { CarouselImage } from './carousel-image.entity.ts';

export interface Slide {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string;
  altText: string | null;
  isActive: boolean;
  order: number;
}

/** The home page carousel: active images in their order, in `language` (English where the Spanish is empty). */
export async function listActiveSlides(em: EntityManager, language: Language = 'en'): Promise<Slide[]> {
  const rows = await em.find(CarouselImage, { isActive: true }, { orderBy: { order: 'asc', id: 'asc' } });
  const spanish = language === 'es';
  return rows.map((r) => ({
    id: r.id,
    title: (spanish && r.titleEs) || r.title,
    description: (spanish && r.descriptionEs) || (r.description ?? null),
    imageUrl: r.imageUrl,
    altText: (spanish && r.altTextEs) || (r.altText ?? null),
    isActive: r.isActive,
    order: r.order,
  }));
}
