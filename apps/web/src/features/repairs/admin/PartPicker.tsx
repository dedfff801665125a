import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_MAX_LENGTH } from '@shop/contract';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../trpc.ts';

export interface PickedPart {
  id: number;
  name: string;
  partNumber: string | null;
}

/**
 * A part from the inventory for a part line: the parts on offer (available ones only: a reserved
 * or sold part can't go on an estimate) found by name, brand or part number. Its price is the
 * line's unit price, typed by staff: it is what the customer is quoted.
 */
export function PartPicker({ onPick }: { onPick: (part: PickedPart) => void }) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const found = useQuery({
    ...trpc.parts.list.queryOptions({ lang: i18n.locale === 'es' ? 'es' : 'en', q: q || undefined, limit: 8 }),
    placeholderData: keepPreviousData,
  });
  const parts = (found.data?.items ?? []).filter((part) => part.status === 'available');
  return (
    <Stack gap={6}>
      <TextInput
        type="search"
        label={t`Find a part in the inventory`}
        description={t`Name, brand or part number; or leave it and type the part in below`}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {found.isError ? (
        <Text size="sm" c="red.8" role="alert">
          <Trans>The inventory could not be searched.</Trans>
        </Text>
      ) : (
        <ul aria-label={t`Parts found`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {parts.map((part) => (
            <li key={part.id}>
              <Group gap="xs" wrap="nowrap" py={2}>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => onPick(part)}
                  aria-label={t`Use ${part.name}`}
                >
                  <Trans>Use</Trans>
                </Button>
                <Text size="sm">
                  {part.name}
                  {part.partNumber ? ` · ${part.partNumber}` : ''}
                  {part.brand ? ` · ${part.brand}` : ''}
                </Text>
              </Group>
            </li>
          ))}
          {found.data && parts.length === 0 && (
            <li>
              <Text size="sm" c="gray.8">
                <Trans>No available part matches.</Trans>
              </Text>
            </li>
          )}
        </ul>
      )}
    </Stack>
  );
}
