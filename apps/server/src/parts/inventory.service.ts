import { raw } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import {
  PART_STATUSES,
  type Page,
  type PartStatus,
  type PartStatusInput,
  type partChangeSchema,
  type partSchema,
  type saleSchema,
} from '@shop/contract';
import type { z } from 'zod';
import { cursorPage, mapPage, type OrderSpec } from '../db/paging.ts';
import { releaseImage } from '../media/stored-images.ts';
import { Refusal } from '../refusal.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';
import { type InventoryFilterValues, inventoryWhere } from './inventory-search.ts';
import { Part } from './part.entity.ts';
import { categoryFor } from './part-categories.ts';

type PartData = z.output<ReturnType<typeof partSchema>>;
type PartChange = z.output<ReturnType<typeof partChangeSchema>>;
type SaleData = z.output<ReturnType<typeof saleSchema>>;

/** A part as managers see it in the inventory, the same on both doors and in pages and whole lists. */
export interface InventoryPart {
  id: number;
  name: string;
  description: string | null;
  /** Null: the Spanish pages show the English description. */
  descriptionEs: string | null;
  category: string;
  price: string;
  imageUrl: string | null;
  partNumber: string | null;
  brand: string | null;
  condition: Part['condition'];
  status: PartStatus;
  soldDate: Date | null;
  salePrice: string | null;
  soldTo: string | null;
  soldNotes: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const inventoryPart = (part: Part): InventoryPart => ({
  id: part.id,
  name: part.name,
  description: part.description ?? null,
  descriptionEs: part.descriptionEs ?? null,
  category: part.category,
  price: part.price,
  imageUrl: part.imageUrl ?? null,
  partNumber: part.partNumber ?? null,
  brand: part.brand ?? null,
  condition: part.condition,
  status: part.status,
  soldDate: part.soldDate ?? null,
  salePrice: part.salePrice ?? null,
  soldTo: part.soldTo ?? null,
  soldNotes: part.soldNotes ?? null,
  isActive: part.isActive,
  createdAt: part.createdAt,
  updatedAt: part.updatedAt,
});

/**
 * Newest first by id: ids come from a sequence, so this is the order parts were added in, as
 * created_at is, but a one-integer cursor that any row survives (rows a restore or an import
 * wrote by SQL keep microseconds in created_at, which a cursor would not), and the primary key
 * and the `parts_inventory_*` btrees (each ending in the id) read it straight from an index.
 */
const NEWEST_FIRST: OrderSpec<Part> = [['id', 'desc']];

/** One page of the inventory with counts: how many parts the filters leave, and how many per status. */
export interface InventoryPage extends Page<InventoryPart> {
  /** For the status filter: each status's count under the other filters (category and search). */
  statusCounts: Record<PartStatus, number>;
}

/** One page of the inventory, narrowed by the filters, newest first. */
export async function inventoryPage(
  { em }: Pick<Deps, 'em'>,
  { limit, cursor, ...filters }: InventoryFilterValues & { limit?: number | undefined; cursor?: string | undefined },
): Promise<InventoryPage> {
  const statusCounts = await countByStatus(em, filters);
  // The counts per status hold the total already: the page needs no count of its own.
  const total = filters.status
    ? statusCounts[filters.status]
    : PART_STATUSES.reduce((sum, status) => sum + statusCounts[status], 0);
  const page = await cursorPage(em, Part, {
    where: inventoryWhere(filters),
    orderBy: NEWEST_FIRST,
    limit,
    cursor,
    total,
  });
  return { ...mapPage(page, inventoryPart), statusCounts };
}

/**
 * The parts in each status under the other filters: unnarrowed, the tally triggers keep
 * (Migration20261125170700: three rows); narrowed by category or search, one GROUP BY over what
 * those leave (an index range on the category, or the search's bitmap).
 */
async function countByStatus(em: EntityManager, filters: InventoryFilterValues): Promise<Record<PartStatus, number>> {
  const rows: { status: PartStatus; count: string | number }[] =
    filters.category || filters.q
      ? await countNarrowed(em, filters)
      : await em.getConnection().execute(`select "status", "parts" as "count" from "part_status_tallies"`);
  const counts = Object.fromEntries(PART_STATUSES.map((status) => [status, 0])) as Record<PartStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

function countNarrowed(
  em: EntityManager,
  filters: InventoryFilterValues,
): Promise<{ status: PartStatus; count: string }[]> {
  return (
    em
      .createQueryBuilder(Part, 'p')
      .select(['p.status', raw('count(*) as count')])
      // The same filter object `find` takes; the builder's own types can't follow the raw search key.
      .where(inventoryWhere(filters, { forCounts: true }) as QBFilterQuery<Part>)
      .groupBy('p.status')
      .execute()
  );
}

/**
 * The whole (filtered) inventory, newest first, read from a database cursor a few rows at a time:
 * the REST door writes it out as it comes, so a list of any length costs the same memory.
 */
export async function* wholeInventory(
  { em }: Pick<Deps, 'em'>,
  filters: InventoryFilterValues,
): AsyncGenerator<InventoryPart> {
  for await (const part of em.stream(Part, { where: inventoryWhere(filters), orderBy: { id: 'desc' } })) {
    yield inventoryPart(part);
  }
}

async function findPart(em: EntityManager, id: number): Promise<Part> {
  const part = await em.findOne(Part, { id });
  if (!part) throw new Refusal('not-found', 'Part not found');
  return part;
}

export async function createPart(deps: Deps, data: PartData): Promise<Part> {
  return inTransaction(deps, async ({ em, changed }) => {
    const category = await categoryFor(em, data.category);
    const part = em.create(Part, { ...data, category, status: 'available', isActive: true });
    await em.flush();
    changed('parts');
    return part;
  });
}

/** A part's fields as when it was added and, when `status` is sent, its status as the status door sets it. */
export async function updatePart(deps: Deps, { id, part: change }: { id: number; part: PartChange }): Promise<Part> {
  const { status, ...data } = change;
  return inTransaction(deps, async ({ em, changed, afterCommit, store }) => {
    const part = await findPart(em, id);
    const previousImage = part.imageUrl;
    if (status) changeStatus(part, status);
    em.assign(part, { ...data, category: await categoryFor(em, data.category) });
    await em.flush();
    changed('parts');
    // A replaced upload goes once nothing else shows it.
    if (previousImage !== part.imageUrl) await afterCommit((em) => releaseImage(em, store, previousImage));
    return part;
  });
}

export async function deletePart(deps: Deps, { id }: { id: number }): Promise<{ id: number }> {
  return inTransaction(deps, async ({ em, audit, changed, afterCommit, store }) => {
    const part = await findPart(em, id);
    em.remove(part);
    await em.flush();
    await audit.record({ action: 'part-deleted', target: { kind: 'part', id: String(id), label: part.name } });
    changed('parts');
    await afterCommit((em) => releaseImage(em, store, part.imageUrl));
    return { id };
  });
}

/** Only an available part can be sold; it leaves the public catalogue with its sale recorded. */
export async function markPartSold(deps: Deps, { id, sale }: { id: number; sale: SaleData }): Promise<Part> {
  return inTransaction(deps, async ({ em, changed, now }) => {
    const part = await findPart(em, id);
    if (part.status !== 'available') {
      throw new Refusal('part-not-available', `Only available parts can be sold; this one is ${part.status}`);
    }
    em.assign(part, {
      status: 'sold',
      salePrice: sale.salePrice,
      soldTo: sale.soldTo,
      soldNotes: sale.soldNotes,
      soldDate: now(),
    });
    await em.flush();
    changed('parts');
    return part;
  });
}

/**
 * A manager holds a part for someone (reserved) or puts it back on offer (available). Back to
 * available from sold undoes the sale: its price, buyer, notes and date are cleared.
 */
export async function setPartStatus(
  deps: Deps,
  { id, status }: { id: number } & Required<PartStatusInput>,
): Promise<Part> {
  return inTransaction(deps, async ({ em, changed }) => {
    const part = await findPart(em, id);
    changeStatus(part, status);
    await em.flush();
    changed('parts');
    return part;
  });
}

/** Reserved (not once sold), or available, which clears a sale's price, buyer, notes and date. */
function changeStatus(part: Part, status: Required<PartStatusInput>['status']): void {
  if (status === 'reserved' && part.status === 'sold') {
    throw new Refusal('part-sold', 'A sold part can’t be reserved; undo the sale first');
  }
  part.status = status;
  if (status === 'available') Object.assign(part, { salePrice: null, soldTo: null, soldNotes: null, soldDate: null });
}
