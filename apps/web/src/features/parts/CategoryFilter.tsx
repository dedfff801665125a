import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { useTypedBeforeHydration } from '../layout/hydration.ts';

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
  const field = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(field, onChange);
  const categories = useMemo(() => [...new Set(parts?.map((p) => p.category))].sort(), [parts]);
  return (
    <NativeSelect
      ref={field}
      label={t`Category`}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[{ value: '', label: t`All categories` }, ...categories.map((c) => ({ value: c, label: c }))]}
    />
  );
}
