import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_MAX_LENGTH } from '@shop/contract';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/**
 * A staff list's search box and its address's `q`: what is typed goes into the address once the
 * typing pauses (one request per pause, not per key, and no step for Back per pause), and the box
 * shows the address's search when that changes otherwise (Back, a link, a reload).
 */
export function useListSearch(q: string | undefined, onSearch: (q: string | undefined) => void) {
  const [text, setText] = useState(q ?? '');
  const [typed] = useDebouncedValue(text.trim(), 300);
  /** The search this box last put in the address: its coming back is not a change to show. */
  const sent = useRef(q ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the typing has paused.
  useEffect(() => {
    if (typed === (q ?? '')) return;
    sent.current = typed;
    onSearch(typed || undefined);
  }, [typed]);
  useEffect(() => {
    if ((q ?? '') === sent.current) return;
    sent.current = q ?? '';
    setText(q ?? '');
  }, [q]);
  return { text, setText };
}

export function ListSearchInput({
  label,
  description,
  value,
  onChange,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <TextInput
      type="search"
      label={label}
      description={description}
      value={value}
      maxLength={SEARCH_MAX_LENGTH}
      leftSection={<IconSearch size={16} aria-hidden />}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
