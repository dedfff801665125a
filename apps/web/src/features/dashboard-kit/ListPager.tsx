import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import type { Page } from '@shop/contract';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useDashboardFormats } from './useDashboardFormats.ts';

/**
 * Under a staff list: which rows of how many are shown ("26–50 of 1,204") and the way to the
 * pages before and after. Hidden while the whole list fits on one page.
 */
export function ListPager({
  page,
  firstRow,
  onNext,
  onPrevious,
  label,
}: {
  page: Page<unknown>;
  firstRow: number;
  onNext: () => void;
  onPrevious: () => void;
  /** What the list is, for screen readers: "Messages pages". */
  label: string;
}) {
  const { t } = useLingui();
  const { number } = useDashboardFormats();
  if (!page.nextCursor && !page.previousCursor) return null;
  const from = number.format(page.items.length ? firstRow + 1 : 0);
  const to = number.format(firstRow + page.items.length);
  const total = number.format(page.total);
  return (
    <Group component="nav" aria-label={label} justify="space-between" mt="md" wrap="wrap" gap="xs">
      <Text size="sm" aria-live="polite">
        <Trans>
          {from}–{to} of {total}
        </Trans>
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={!page.previousCursor}
          onClick={onPrevious}
        >
          {t`Previous`}
        </Button>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={!page.nextCursor}
          onClick={onNext}
        >
          {t`Next`}
        </Button>
      </Group>
    </Group>
  );
}
