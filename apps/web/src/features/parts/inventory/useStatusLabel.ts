import { useLingui } from '@lingui/react/macro';

/** A part's stock status in the reader's language (staff screens only: visitors see no status). */
export function useStatusLabel(): (status: string) => string {
  const { t } = useLingui();
  return (s) => ({ available: t`Available`, sold: t`Sold`, reserved: t`Reserved` })[s] ?? s;
}
