import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect } from '@mantine/core';
import {
  APPOINTMENT_SCOPES,
  APPOINTMENT_STATUSES,
  type AppointmentScope,
  type AppointmentStatus,
} from '@shop/contract';
import { IconPlus } from '@tabler/icons-react';
import { ListSearchInput } from '../../dashboard-kit/ListSearchInput.tsx';
import { useAppointmentStatusLabel } from './useAppointmentStatusLabel.ts';

/**
 * Which appointments show (upcoming, past or all; one status or all; a search by customer or
 * vehicle), and "New appointment".
 */
export function AppointmentFilters({
  scope,
  status,
  search,
  onScope,
  onStatus,
  onSearch,
  onNew,
}: {
  scope: AppointmentScope;
  status: AppointmentStatus | '';
  search: string;
  onScope: (scope: AppointmentScope) => void;
  onStatus: (status: AppointmentStatus | '') => void;
  onSearch: (text: string) => void;
  onNew: () => void;
}) {
  const { t } = useLingui();
  const scopeLabel: Record<AppointmentScope, string> = { upcoming: t`Upcoming`, past: t`Past`, all: t`All` };
  const statusLabel = useAppointmentStatusLabel();
  return (
    <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
      <Group align="flex-end">
        <NativeSelect
          label={t`Show`}
          value={scope}
          onChange={(e) => onScope(e.currentTarget.value as AppointmentScope)}
          data={APPOINTMENT_SCOPES.map((s) => ({ value: s, label: scopeLabel[s] }))}
        />
        <NativeSelect
          label={t`Status`}
          value={status}
          onChange={(e) => onStatus(e.currentTarget.value as AppointmentStatus | '')}
          data={[
            { value: '', label: t`All statuses` },
            ...APPOINTMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
          ]}
        />
        <ListSearchInput label={t`Search appointments`} value={search} onChange={onSearch} />
      </Group>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew}>
        <Trans>New appointment</Trans>
      </Button>
    </Group>
  );
}
