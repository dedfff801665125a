import type { PublicData } from '../../public-data.ts';

export type PublicPart = PublicData['parts'][number];

/** What the catalogue and the inventory narrow their parts by; an empty value narrows nothing. */
export interface PartFilters {
  search: string;
  category: string;
  status?: string;
}

interface SearchablePart {
  name: string;
  description?: string | null;
  brand?: string | null;
  partNumber?: string | null;
  category: string;
  status?: string;
}

/**
 * Search matches name, description or brand, as the catalogue's search box says (the inventory's
 * also part number); category and status narrow further.
 */
export function filterParts<P extends SearchablePart>(
  parts: P[],
  { search, category, status = '' }: PartFilters,
  { byPartNumber = false } = {},
): P[] {
  const q = search.trim().toLowerCase();
  return parts.filter((p) => {
    const fields = [p.name, p.description, p.brand, byPartNumber ? p.partNumber : null];
    return (
      (category === '' || p.category === category) &&
      (status === '' || p.status === status) &&
      (q === '' || fields.some((f) => f?.toLowerCase().includes(q)))
    );
  });
}
