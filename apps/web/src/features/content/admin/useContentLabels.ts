import { useLingui } from '@lingui/react/macro';
import type { SpanishTextsKind } from '@shop/contract';

/** The kinds of things the missing-Spanish list holds, by the key its report uses. */
export const REPORT_KINDS = {
  services: 'service',
  carouselImages: 'carouselImage',
  parts: 'part',
  categories: 'category',
  specialDays: 'specialDay',
} as const satisfies Record<string, SpanishTextsKind>;
export type ReportKey = keyof typeof REPORT_KINDS;

/** The Content screen's words for each kind and each Spanish field, in the screen's language. */
export function useContentLabels() {
  const { t } = useLingui();
  const kind: Record<ReportKey, string> = {
    services: t`Services`,
    carouselImages: t`Carousel images`,
    parts: t`Parts`,
    categories: t`Part categories`,
    specialDays: t`Special days`,
  };
  const field: Record<string, string> = {
    nameEs: t`Name`,
    titleEs: t`Title`,
    descriptionEs: t`Description`,
    altTextEs: t`Alt text`,
    noteEs: t`Note`,
  };
  return { kind, field: (name: string) => field[name] ?? name };
}
