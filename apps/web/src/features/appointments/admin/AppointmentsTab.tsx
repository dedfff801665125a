import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import type { AppointmentScope, AppointmentStatus } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { ListPager } from '../../dashboard-kit/ListPager.tsx';
import { useListSearch } from '../../dashboard-kit/ListSearchInput.tsx';
import { ListSkeletons } from '../../dashboard-kit/ListSkeletons.tsx';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { usePagedList } from '../../dashboard-kit/usePagedList.ts';
import { type AppointmentActions, AppointmentCard, customerName } from './AppointmentCard.tsx';
import { AppointmentFilters } from './AppointmentFilters.tsx';
import { CancelDialog } from './CancelDialog.tsx';
import { NewAppointmentDialog } from './NewAppointmentDialog.tsx';
import { RescheduleDialog } from './RescheduleDialog.tsx';
import { type Appointment, useAppointmentChanges } from './useAppointmentChanges.ts';

/**
 * The dashboard's Appointments tab: one page of the list, its filters and search, and the staff
 * actions' dialogs.
 */
export function AppointmentsTab() {
  const { t } = useLingui();
  const { dateTime } = useDashboardFormats();
  const [scope, setScope] = useState<AppointmentScope>('upcoming');
  const [status, setStatus] = useState<AppointmentStatus | ''>('');
  const search = useListSearch();
  const paging = usePagedList({
    scope,
    ...(status ? { status } : {}),
    ...(search.search ? { q: search.search } : {}),
  });
  // The page shown stays while the next one loads, so paging doesn't flash.
  const appointments = useQuery({
    ...trpc.appointments.list.queryOptions(paging.query),
    placeholderData: keepPreviousData,
  });
  const page = appointments.data;
  const creating = useDialog<true>();
  const cancelling = useDialog<Appointment>();
  const moving = useDialog<Appointment>();
  const changes = useAppointmentChanges({
    onDone: () => {
      cancelling.close();
      moving.close();
    },
  });
  const { update } = changes;
  // One actions object for the tab's whole life, so the cards' memo holds; it calls the handlers of
  // the render last shown (a click always comes after it).
  const latest = useRef({ changes, moving, cancelling });
  useLayoutEffect(() => {
    latest.current = { changes, moving, cancelling };
  });
  const [actions] = useState<AppointmentActions>(() => ({
    confirm: (a) => latest.current.changes.change(a, 'confirmed'),
    complete: (a) => latest.current.changes.change(a, 'completed'),
    reschedule: (a) => {
      latest.current.changes.forgetRefusal();
      latest.current.moving.open(a);
    },
    cancel: (a) => latest.current.cancelling.open(a),
    noShow: (a) => latest.current.changes.change(a, 'no-show'),
  }));

  return (
    <>
      <AppointmentFilters
        scope={scope}
        status={status}
        search={search.text}
        onScope={setScope}
        onStatus={setStatus}
        onSearch={search.setText}
        onNew={() => creating.open(true)}
      />
      {appointments.isPending ? (
        <ListSkeletons count={3} />
      ) : appointments.isError || !page ? (
        <Alert color="red" title={t`Error loading appointments`}>
          <Trans>Please try again later.</Trans>
        </Alert>
      ) : page.items.length === 0 ? (
        <Text c="dimmed">
          <Trans>No appointments here.</Trans>
        </Text>
      ) : (
        <Stack data-list="appointments">
          {page.items.map((a) => (
            <AppointmentCard
              key={a.id}
              appointment={a}
              when={dateTime.format(new Date(a.appointmentDate))}
              past={new Date(a.appointmentDate).getTime() <= Date.now()}
              busy={update.isPending && update.variables?.id === a.id}
              actions={actions}
            />
          ))}
        </Stack>
      )}
      {page && (
        <ListPager
          page={page}
          firstRow={paging.firstRow}
          // Until the page asked for comes, the one shown has the old cursors: a second click waits.
          onNext={() => !appointments.isPlaceholderData && paging.next(page)}
          onPrevious={() => !appointments.isPlaceholderData && paging.previous(page)}
          label={t`Appointments pages`}
        />
      )}
      <NewAppointmentDialog opened={creating.opened} onClose={creating.close} />
      <CancelDialog
        opened={cancelling.opened}
        customer={cancelling.subject ? customerName(cancelling.subject) : ''}
        busy={update.isPending}
        onClose={cancelling.close}
        onCancelAppointment={(reason) => cancelling.subject && changes.change(cancelling.subject, 'cancelled', reason)}
      />
      <RescheduleDialog
        opened={moving.opened}
        customer={moving.subject ? customerName(moving.subject) : ''}
        current={moving.subject ? dateTime.format(new Date(moving.subject.appointmentDate)) : ''}
        busy={update.isPending}
        refusal={changes.moveRefusal}
        onClose={moving.close}
        onMove={(move) => moving.subject && changes.move(moving.subject, move)}
      />
    </>
  );
}
