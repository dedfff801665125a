import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { useMemo } from 'react';

/** The category filter of the catalogue and the inventory: every category the parts have. */
export function CategoryFilter({
  parts,
  value,
  onChange,
}: {
  parts: readonly { category: string }[] | undefined;
  value: string;
  onChange: (category: string) => void;
}) {
  const { t } = useLingui();
  const categories = useMemo(() => [...new Set(parts?.map((p) => p.category))].sort(), [parts]);
  return (
    <NativeSelect
      label={t`Category`}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[{ value: '', label: t`All categories` }, ...categories.map((c) => ({ value: c, label: c }))]}
    />
  );
}
