import { useLingui } from '@lingui/react/macro';

/** A part's condition in the reader's language. */
export function useConditionLabel(): (condition: string) => string {
  const { t } = useLingui();
  return (c) => ({ new: t`New`, used: t`Used`, refurbished: t`Refurbished` })[c] ?? c;
}
