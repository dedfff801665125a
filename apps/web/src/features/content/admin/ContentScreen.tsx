import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { CategoryList } from './CategoryList.tsx';
import { MissingSpanishList } from './MissingSpanishList.tsx';

/** Manage Content: what the Spanish pages still show in English, and the part categories in both languages. */
export function ContentScreen() {
  return (
    <Stack gap="xl">
      <div>
        <Title order={2} size="h3">
          <Trans>Manage Content</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Where a Spanish text is missing, the Spanish pages show the English one.</Trans>
        </Text>
      </div>
      <MissingSpanishList />
      <CategoryList />
    </Stack>
  );
}
