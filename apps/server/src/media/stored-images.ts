import type { EntityManager } from '@mikro-orm/postgresql';
import type { ObjectStore } from '../storage/object-store.ts';
import { UploadTicket } from './upload-ticket.entity.ts';

/** The stored files behind one of our image URLs (both widths), for deleting them. */
export function storedFilesOf(imageUrl: string): string[] {
  const match = /^\/uploads\/([a-f0-9]{32})\.webp$/.exec(imageUrl);
  return match ? [`${match[1]}.webp`, `${match[1]}-800.webp`] : [];
}

export async function deleteStoredFiles(store: ObjectStore, imageUrl: string): Promise<void> {
  for (const key of storedFilesOf(imageUrl)) await store.delete(key);
}

/**
 * Uploads share files when their content is the same, so a file goes only when nothing shows it:
 * no carousel image, no part, and (when `ticketsSince` is given) no upload finished since then
 * whose image may still be on its way into the carousel.
 */
export async function isImageInUse(em: EntityManager, imageUrl: string, ticketsSince?: Date): Promise<boolean> {
  const counts = await Promise.all([
    ...imageShowers(em).map((entity) => em.count(entity, { imageUrl })),
    ticketsSince ? em.count(UploadTicket, { imageUrl, createdAt: { $gte: ticketsSince } }) : 0,
  ]);
  return counts.some((n) => n > 0);
}

/**
 * Every entity that shows a stored image, found by its `imageUrl` column (carousel images, parts,
 * and whatever domain adds one later), so media needs no import of the domains that use it.
 */
function imageShowers(em: EntityManager) {
  const tickets = em.getMetadata().find(UploadTicket);
  return [...em.getMetadata().getAll().values()]
    .filter((meta) => meta !== tickets && !meta.embeddable && meta.properties.imageUrl)
    .map((meta) => meta.class);
}

/** Deletes an image's files once nothing shows it any more (a carousel image or part let it go). */
export async function releaseImage(em: EntityManager, store: ObjectStore, imageUrl: string | null | undefined) {
  if (imageUrl && !(await isImageInUse(em, imageUrl))) await deleteStoredFiles(store, imageUrl);
}
