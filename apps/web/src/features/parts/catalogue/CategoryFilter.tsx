import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTypedBeforeHydration } from '../../layout/hydration.ts';

/** A category to choose: `value` is what the filter holds (the English name), `label` what it shows. */
export interface CategoryChoice {
  value: string;
  label: string;
}

/**
 * The catalogue's category filter: the `categories` with parts on offer (from the server), as the
 * form field `name`, so the filter works in a plain form without JavaScript. A native select in Mantine's input (as Mantine's docs show it), not NativeSelect: that one brings
 * the Combobox's chevron and data parsing, a kilobyte the public parts page would carry for nothing.
 */
export function CategoryFilter({
  categories,
  value,
  onChange,
  name,
}: {
  categories: readonly CategoryChoice[];
  value: string;
  onChange: (category: string) => void;
  /** The field's name in its form. */
  name: string;
}) {
  const { t } = useLingui();
  const field = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(field, onChange);
  const id = useId();
  return (
    <Input.Wrapper id={id} label={t`Category`}>
      <Input
        component="select"
        id={id}
        name={name}
        ref={field}
        value={value}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.currentTarget.value)}
        rightSection={<IconChevronDown size={16} aria-hidden />}
        rightSectionPointerEvents="none"
      >
        <option value="">{t`All categories`}</option>
        {categories.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </Input>
    </Input.Wrapper>
  );
}
