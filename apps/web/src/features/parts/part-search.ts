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
  /** The catalogue's: the description and category in the other language. */
  otherLanguage?: string | null;
}

/** Text as search compares it: lower case without accents, so "transmision" finds "Transmisión". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Search matches name, description or brand, as the catalogue's search box says, in either language
 * (the inventory's also part number), ignoring case and accents; category and status narrow further.
 */
export function filterParts<P extends SearchablePart>(
  parts: P[],
  { search, category, status = '' }: PartFilters,
  { byPartNumber = false } = {},
): P[] {
  const q = searchable(search.trim());
  return parts.filter((p) => {
    const fields = [p.name, p.description, p.brand, p.otherLanguage, byPartNumber ? p.partNumber : null];
    return (
      (category === '' || p.category === category) &&
      (status === '' || p.status === status) &&
      (q === '' || fields.some((f) => f && searchable(f).includes(q)))
    );
  });
}
