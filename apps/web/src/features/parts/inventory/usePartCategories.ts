import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';

/**
 * The managed list of categories, each named in the dashboard's language (the English name where
 * it has no Spanish one). Parts refer to a category by its English name.
 */
export function usePartCategories() {
  const { i18n } = useLingui();
  const categories = useQuery(trpc.categories.list.queryOptions());
  const spanish = i18n.locale === 'es';
  const nameOf = (name: string) => {
    const found = categories.data?.find((c) => c.name === name);
    return spanish && found?.nameEs ? found.nameEs : name;
  };
  const choices = (categories.data ?? [])
    .map((c) => ({ value: c.name, label: nameOf(c.name) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  return { choices, nameOf, failed: categories.isError };
}
