import type { EntityManager } from '@mikro-orm/postgresql';
import { Part } from './part.entity.ts';

/** What the public catalogue shows of a part: never its price, sale or buyer. */
export const PUBLIC_PART_FIELDS = [
  'id',
  'name',
  'description',
  'category',
  'imageUrl',
  'partNumber',
  'brand',
  'condition',
  'status',
] as const;

export type PublicPart = Pick<Part, (typeof PUBLIC_PART_FIELDS)[number]>;

/** Active parts that are not sold, by category then name. */
export async function listPublicParts(em: EntityManager): Promise<PublicPart[]> {
  const rows = await em.find(
    Part,
    { isActive: true, status: { $ne: 'sold' } },
    { fields: [...PUBLIC_PART_FIELDS], orderBy: { category: 'asc', name: 'asc' } },
  );
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description ?? null,
    category: p.category,
    imageUrl: p.imageUrl ?? null,
    partNumber: p.partNumber ?? null,
    brand: p.brand ?? null,
    condition: p.condition,
    status: p.status,
  }));
}
