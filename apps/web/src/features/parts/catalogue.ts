import { useLingui } from '@lingui/react/macro';
import type { PublicData } from '../../public-data.ts';

export type PublicPart = PublicData['parts'][number];

/** Search matches name, description or brand; the category filter narrows further. */
/** Text as search compares it: lower case without accents, so "transmision" finds "Transmisión". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function filterParts(parts: PublicPart[], search: string, category: string): PublicPart[] {
  const q = searchable(search.trim());
  return parts.filter(
    (p) =>
      (category === '' || p.category === category) &&
      (q === '' || [p.name, p.description, p.brand].some((f) => f && searchable(f).includes(q))),
  );
}

/** A part's condition in the visitor's language. */
export function useConditionLabel(): (condition: string) => string {
  const { t } = useLingui();
  return (c) => ({ new: t`New`, used: t`Used`, refurbished: t`Refurbished` })[c] ?? c;
}
