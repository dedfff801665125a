import type { EntityManager } from '@mikro-orm/postgresql';
import type { carouselImageSchema } from '@shop/contract';
import type { z } from 'zod';
import { releaseImage } from '../media/stored-images.ts';
import { Refusal } from '../refusal.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';
import { CarouselImage } from './carousel-image.entity.ts';

type ImageData = z.output<ReturnType<typeof carouselImageSchema>>;

export async function listCarouselImages({ em }: Pick<Deps, 'em'>): Promise<CarouselImage[]> {
  return em.find(CarouselImage, {}, { orderBy: { order: 'asc', id: 'asc' } });
}

async function findImage(em: EntityManager, id: number): Promise<CarouselImage> {
  const image = await em.findOne(CarouselImage, { id });
  if (!image) throw new Refusal('not-found', 'Carousel image not found');
  return image;
}

/** A new image goes last: its order is the highest so far plus one, unless one is given. */
export async function addCarouselImage(deps: Deps, data: ImageData): Promise<CarouselImage> {
  return inTransaction(deps, async ({ em, changed }) => {
    let order = data.order;
    if (order === undefined) {
      const [last] = await em.find(CarouselImage, {}, { orderBy: { order: 'desc' }, limit: 1 });
      order = (last?.order ?? 0) + 1;
    }
    const image = em.create(CarouselImage, { ...data, order });
    await em.flush();
    changed('carousel');
    return image;
  });
}

export async function updateCarouselImage(
  deps: Deps,
  { id, image: data }: { id: number; image: Partial<ImageData> },
): Promise<CarouselImage> {
  return inTransaction(deps, async ({ em, changed, afterCommit, store }) => {
    const image = await findImage(em, id);
    const previousImage = image.imageUrl;
    em.assign(image, Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)));
    await em.flush();
    changed('carousel');
    // A replaced upload goes once nothing else shows it.
    if (previousImage !== image.imageUrl) await afterCommit((em) => releaseImage(em, store, previousImage));
    return image;
  });
}

/** Deletes the image and, when it was uploaded here, its stored files. */
export async function deleteCarouselImage(deps: Deps, { id }: { id: number }): Promise<{ id: number }> {
  return inTransaction(deps, async ({ em, audit, changed, afterCommit, store }) => {
    const image = await findImage(em, id);
    em.remove(image);
    await em.flush();
    await audit.record({
      action: 'image-deleted',
      target: { kind: 'carousel-image', id: String(id), label: image.title },
    });
    changed('carousel');
    // Another image or a part may show the same upload (same content, same name): kept then.
    await afterCommit((em) => releaseImage(em, store, image.imageUrl));
    return { id };
  });
}

/** Moves an image one place up or down: the two orders swap in one transaction. */
export async function moveCarouselImage(
  deps: Deps,
  { id, direction }: { id: number; direction: 'up' | 'down' },
): Promise<CarouselImage[]> {
  await inTransaction(deps, async ({ em, changed }) => {
    const list = await em.find(CarouselImage, {}, { orderBy: { order: 'asc', id: 'asc' } });
    const at = list.findIndex((i) => i.id === id);
    if (at < 0) throw new Refusal('not-found', 'Carousel image not found');
    changed('carousel');
    const other = list[direction === 'up' ? at - 1 : at + 1];
    const image = list[at];
    if (!other || !image) return;
    const [a, b] = [image.order, other.order];
    // Equal orders would not move: fall back to positions.
    image.order = a === b ? (direction === 'up' ? at - 1 : at + 1) : b;
    other.order = a === b ? at : a;
  });
  return listCarouselImages(deps);
}
