import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, SimpleGrid, Switch, Text, ThemeIcon } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { MoveButtons, type MoveDirection } from '../../dashboard-kit/MoveButtons.tsx';
import { serviceIcon } from '../service-icons.ts';
import type { AdminService } from './useServiceListChanges.ts';

/** One service in the managers' list: its icon, both languages side by side, what Spanish lacks, position and actions. */
export function ServiceCard({
  service,
  position,
  last,
  busy,
  onMove,
  onToggleActive,
  onEdit,
}: {
  service: AdminService;
  position: number;
  last: boolean;
  busy: boolean;
  onMove: (direction: MoveDirection) => void;
  onToggleActive: () => void;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  const Icon = serviceIcon(service.icon);
  const missing = [!service.nameEs && t`name`, !service.descriptionEs && t`description`].filter(Boolean).join(', ');
  return (
    <Card withBorder padding="sm" component="article" aria-label={service.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
          <Icon size={24} />
        </ThemeIcon>
        <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1, minWidth: 0 }} spacing="sm">
          <div>
            <Text size="xs" c="dimmed">{t`English`}</Text>
            <Text fw={600}>{service.name}</Text>
            <Text size="sm" lineClamp={2}>
              {service.description}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">{t`Spanish`}</Text>
            {service.nameEs && (
              <Text fw={600} lang="es">
                {service.nameEs}
              </Text>
            )}
            {service.descriptionEs && (
              <Text size="sm" lineClamp={2} lang="es">
                {service.descriptionEs}
              </Text>
            )}
            {missing && (
              <Badge variant="filled" autoContrast color="#9a3412" mt={4}>
                {t`Spanish missing: ${missing}`}
              </Badge>
            )}
          </div>
        </SimpleGrid>
      </Group>
      <Group justify="space-between" mt="sm" gap="xs">
        <Group gap="xs">
          <Text size="sm" c="dimmed">{t`Position ${position}`}</Text>
          <Switch
            label={t`Shown on the website`}
            checked={service.isActive}
            disabled={busy}
            onChange={onToggleActive}
            aria-label={t`Show ${service.name} on the website`}
          />
        </Group>
        <Group gap={6} wrap="nowrap">
          <MoveButtons name={service.name} position={position} last={last} disabled={busy} onMove={onMove} />
          <Button
            variant="light"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={t`Edit ${service.name}`}
          >
            {t`Edit`}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
