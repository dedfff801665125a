import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ChangeEvent, useId, useMemo, useRef } from 'react';
import { useTypedBeforeHydration } from '../layout/hydration.ts';

/**
 * The category filter of the catalogue and the inventory: every category the parts have. A native
 * select in Mantine's input (as Mantine's docs show it), not NativeSelect: that one brings the
 * Combobox's chevron and data parsing, a kilobyte the public parts page would carry for nothing.
 */
export function CategoryFilter({
  parts,
  value,
  onChange,
  nameOf,
}: {
  parts: readonly { category: string }[] | undefined;
  value: string;
  onChange: (category: string) => void;
  /** A category's name in the reader's language, where the parts carry another (the inventory's English). */
  nameOf?: (category: string) => string;
}) {
  const { t } = useLingui();
  const field = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(field, onChange);
  const categories = useMemo(() => [...new Set(parts?.map((p) => p.category))].sort(), [parts]);
  const id = useId();
  return (
    <Input.Wrapper id={id} label={t`Category`}>
      <Input
        component="select"
        id={id}
        ref={field}
        value={value}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.currentTarget.value)}
        rightSection={<IconChevronDown size={16} aria-hidden />}
        rightSectionPointerEvents="none"
      >
        <option value="">{t`All categories`}</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {nameOf ? nameOf(c) : c}
          </option>
        ))}
      </Input>
    </Input.Wrapper>
  );
}
