import type { EntityManager } from '@mikro-orm/postgresql';
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

/** The home page carousel: active images in their order. */
export async function listActiveSlides(em: EntityManager): Promise<Slide[]> {
  const rows = await em.find(
    CarouselImage,
    { isActive: true },
    {
      fields: ['id', 'title', 'description', 'imageUrl', 'altText', 'isActive', 'order'],
      orderBy: { order: 'asc', id: 'asc' },
    },
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description ?? null,
    imageUrl: r.imageUrl,
    altText: r.altText ?? null,
    isActive: r.isActive,
    order: r.order,
  }));
}
