import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_MAX_LENGTH } from '@shop/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * A staff list's search box: what is typed, and the search to ask the server for, which follows
 * the typing once it pauses (one request per pause, not per key).
 */
export function useListSearch() {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  return { text, setText, search };
}

export function ListSearchInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <TextInput
      type="search"
      label={label}
      value={value}
      maxLength={SEARCH_MAX_LENGTH}
      leftSection={<IconSearch size={16} aria-hidden />}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
