import { useLingui } from '@lingui/react/macro';
import { Group, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** A review's stars: drawn for the eye, said in words ("4 out of 5 stars") for a screen reader. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useLingui();
  return (
    <Group gap={2} wrap="nowrap" c="#9a3412">
      {[1, 2, 3, 4, 5].map((n) =>
        n <= rating ? <IconStarFilled key={n} size={18} aria-hidden /> : <IconStar key={n} size={18} aria-hidden />,
      )}
      <VisuallyHidden>{t`${rating} out of 5 stars`}</VisuallyHidden>
    </Group>
  );
}
