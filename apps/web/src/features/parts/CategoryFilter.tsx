import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ChangeEvent, useId, useMemo, useRef } from 'react';
import { useTypedBeforeHydration } from '../layout/hydration.ts';

/** A category to choose: `value` is what the filter holds (the English name), `label` what it shows. */
export interface CategoryChoice {
  value: string;
  label: string;
}

/**
 * The category filter of the catalogue and the inventory. The catalogue passes its `categories`
 * (from the server, the ones with parts on offer) and a form field `name`, so the filter works in a
 * plain form without JavaScript; the inventory passes its `parts` and names what they carry. A
 * native select in Mantine's input (as Mantine's docs show it), not NativeSelect: that one brings
 * the Combobox's chevron and data parsing, a kilobyte the public parts page would carry for nothing.
 */
export function CategoryFilter({
  categories,
  parts,
  value,
  onChange,
  nameOf,
  name,
}: {
  categories?: readonly CategoryChoice[];
  /** Without `categories`: every category these parts have. */
  parts?: readonly { category: string }[] | undefined;
  value: string;
  onChange: (category: string) => void;
  /** A category's name in the reader's language, where the parts carry another (the inventory's English). */
  nameOf?: (category: string) => string;
  /** The field's name in its form. */
  name?: string;
}) {
  const { t } = useLingui();
  const field = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(field, onChange);
  const choices = useMemo(
    () =>
      categories ??
      [...new Set(parts?.map((p) => p.category))].sort().map((c) => ({ value: c, label: nameOf ? nameOf(c) : c })),
    [categories, parts, nameOf],
  );
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
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </Input>
    </Input.Wrapper>
  );
}
