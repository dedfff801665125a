import type { PublicData } from '../../public-data.ts';

/** A part as the public catalogue shows it (the catalogue searches in PostgreSQL, by its address). */
export type PublicPart = PublicData['parts']['items'][number];

/** What the inventory narrows its parts by; an empty value narrows nothing. */
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

/** Text as search compares it: lower case without accents, so "transmision" finds "Transmisión". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The inventory's search in the browser: name, description or brand (and part number when asked),
 * ignoring case and accents; category and status narrow further.
 */
export function filterParts<P extends SearchablePart>(
  parts: P[],
  { search, category, status = '' }: PartFilters,
  { byPartNumber = false } = {},
): P[] {
  const q = searchable(search.trim());
  return parts.filter((p) => {
    const fields = [p.name, p.description, p.brand, byPartNumber ? p.partNumber : null];
    return (
      (category === '' || p.category === category) &&
      (status === '' || p.status === status) &&
      (q === '' || fields.some((f) => f && searchable(f).includes(q)))
    );
  });
}
