import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { ListSkeletons } from '../../dashboard-kit/ListSkeletons.tsx';
import { StaffList } from '../../dashboard-kit/StaffList.tsx';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { ServiceCard } from './ServiceCard.tsx';
import { ServiceForm } from './ServiceForm.tsx';
import { type AdminService, useServiceListChanges } from './useServiceListChanges.ts';

/**
 * Manage Services: what the home page, the booking form and the search engines list, in both
 * languages, in this order; hidden services stay here only.
 */
export function ServicesScreen() {
  const { t } = useLingui();
  const services = useQuery(trpc.services.adminList.queryOptions());
  // The dialog edits a service, or adds one when its subject is null.
  const editing = useDialog<AdminService | null>();
  const changes = useServiceListChanges();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          <Trans>Manage Services</Trans>
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => editing.open(null)}>
          <Trans>Add service</Trans>
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>Customers see the shown services in this order, in English or Spanish.</Trans>
      </Text>
      <StaffList
        query={services}
        loading={<ListSkeletons count={3} height={120} />}
        failed={t`The services could not be loaded.`}
        empty={<Trans>No services yet.</Trans>}
      >
        {(list) => (
          <Stack data-list="services">
            {list.map((service, i) => (
              <ServiceCard
                key={service.id}
                service={service}
                position={i + 1}
                last={i === list.length - 1}
                busy={changes.busy}
                onMove={(direction) => changes.move(list, i, direction)}
                onToggleActive={() => changes.toggleActive(service)}
                onEdit={() => editing.open(service)}
              />
            ))}
          </Stack>
        )}
      </StaffList>
      <DashboardModal
        opened={editing.opened}
        onClose={editing.close}
        title={editing.subject ? t`Edit service` : t`Add service`}
        size="xl"
      >
        <ServiceForm service={editing.subject} onDone={editing.close} />
      </DashboardModal>
    </Stack>
  );
}
