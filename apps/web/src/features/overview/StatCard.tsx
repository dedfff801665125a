import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of the overview: what it counts, the number, a picture, and an optional line under it. */
export function StatCard({
  label,
  value,
  icon,
  detail,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="article" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={700}>
            {value}
          </Text>
          {detail && <Text size="sm">{detail}</Text>}
        </div>
        <ThemeIcon variant="light" size="lg" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
