import type { EntityManager } from '@mikro-orm/postgresql';
import type { PartStatusInput, partSchema, saleSchema } from '@shop/contract';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../domain-errors.ts';
import type { ObjectStore } from '../media/object-store.ts';
import { releaseImage } from '../media/stored-images.ts';
import type { PublicReads } from '../public-reads/public-reads.ts';
import { Part } from './part.entity.ts';
import { categoryNamed } from './part-categories.ts';

type PartData = z.output<ReturnType<typeof partSchema>>;
type SaleData = z.output<ReturnType<typeof saleSchema>>;

/** The manager's inventory: every part, with prices and sale details, newest first. */
export async function listInventory(em: EntityManager): Promise<Part[]> {
  return em.find(Part, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

async function findPart(em: EntityManager, id: number): Promise<Part> {
  const part = await em.findOne(Part, { id });
  if (!part) throw new NotFoundError('Part not found');
  return part;
}

export async function createPart(em: EntityManager, reads: PublicReads, data: PartData): Promise<Part> {
  const category = await categoryNamed(em, data.category);
  const part = em.create(Part, { ...data, category, status: 'available', isActive: true });
  await em.flush();
  reads.changed('parts');
  return part;
}

/** Where a part's image lives and who is told of an edit. */
interface PartEffects {
  reads: PublicReads;
  store: ObjectStore;
}

export async function updatePart(em: EntityManager, effects: PartEffects, id: number, data: PartData): Promise<Part> {
  const part = await findPart(em, id);
  const previousImage = part.imageUrl;
  em.assign(part, { ...data, category: await categoryNamed(em, data.category) });
  await em.flush();
  effects.reads.changed('parts');
  // A replaced upload goes once nothing else shows it.
  if (previousImage !== part.imageUrl) await releaseImage(em, effects.store, previousImage);
  return part;
}

export async function deletePart(em: EntityManager, effects: PartEffects, id: number): Promise<{ id: number }> {
  const part = await findPart(em, id);
  em.remove(part);
  await em.flush();
  effects.reads.changed('parts');
  await releaseImage(em, effects.store, part.imageUrl);
  return { id };
}

/** Only an available part can be sold; it leaves the public catalogue with its sale recorded. */
export async function markPartSold(em: EntityManager, reads: PublicReads, id: number, sale: SaleData): Promise<Part> {
  const part = await findPart(em, id);
  if (part.status !== 'available') {
    throw new ConflictError(`Only available parts can be sold; this one is ${part.status}`);
  }
  em.assign(part, {
    status: 'sold',
    salePrice: sale.salePrice,
    soldTo: sale.soldTo,
    soldNotes: sale.soldNotes,
    soldDate: new Date(),
  });
  await em.flush();
  reads.changed('parts');
  return part;
}

/**
 * A manager holds a part for someone (reserved) or puts it back on offer (available). Back to
 * available from sold undoes the sale: its price, buyer, notes and date are cleared.
 */
export async function setPartStatus(
  em: EntityManager,
  reads: PublicReads,
  id: number,
  { status }: Required<PartStatusInput>,
): Promise<Part> {
  const part = await findPart(em, id);
  if (status === 'reserved' && part.status === 'sold') {
    throw new ConflictError('A sold part can’t be reserved; undo the sale first');
  }
  em.assign(part, { status });
  if (status === 'available') em.assign(part, { salePrice: null, soldTo: null, soldNotes: null, soldDate: null });
  await em.flush();
  reads.changed('parts');
  return part;
}
