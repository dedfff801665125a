import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { readAppointmentListAddress } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Outlet, useSearch } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { useListSearch } from '../../dashboard-kit/ListSearchInput.tsx';
import { StaffList } from '../../dashboard-kit/StaffList.tsx';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { usePagedList } from '../../dashboard-kit/usePagedList.ts';
import { CheckInDialog } from '../../repairs/admin/CheckInDialog.tsx';
import { AppointmentCard } from './AppointmentCard.tsx';
import { AppointmentFilters } from './AppointmentFilters.tsx';
import { type AppointmentActions, AppointmentActionsContext, customerName } from './appointment-actions.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { NewAppointmentDialog } from './NewAppointmentDialog.tsx';
import { RescheduleDialog } from './RescheduleDialog.tsx';
import { type Appointment, useAppointmentChanges } from './useAppointmentChanges.ts';

/**
 * `/dashboard/appointments`: one page of the list, its scope, status, search and page in the
 * address (`?scope=past&status=completed&q=…`), and the staff actions' dialogs; an appointment
 * opens at its own address over the list (AppointmentDrawer, the route below this one).
 */
export function AppointmentsTab() {
  const { t } = useLingui();
  const { dateTime } = useDashboardFormats();
  const list = usePagedList(readAppointmentListAddress, useSearch({ from: '/_site/dashboard/appointments' }));
  const { scope = 'upcoming', status, q } = list.filters;
  const typing = useListSearch(q, (next) => list.filter({ q: next }, { replace: true }));
  // The page shown stays while the next one loads, so paging doesn't flash.
  const appointments = useQuery({
    ...trpc.appointments.list.queryOptions({ ...list.query, scope }),
    placeholderData: keepPreviousData,
  });
  const creating = useDialog<true>();
  const cancelling = useDialog<Appointment>();
  const moving = useDialog<Appointment>();
  const checkingIn = useDialog<Appointment>();
  const changes = useAppointmentChanges({
    onDone: () => {
      cancelling.close();
      moving.close();
    },
  });
  const { update } = changes;
  // One actions object for the tab's whole life, so the cards' memo holds; it calls the handlers of
  // the render last shown (a click always comes after it).
  const latest = useRef({ changes, moving, cancelling, checkingIn });
  useLayoutEffect(() => {
    latest.current = { changes, moving, cancelling, checkingIn };
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
    checkIn: (a) => latest.current.checkingIn.open(a),
  }));
  const busy = (id: number) => update.isPending && update.variables?.id === id;

  return (
    <>
      <AppointmentFilters
        scope={scope}
        status={status ?? ''}
        search={typing.text}
        // Upcoming is where the list starts: its address has no scope.
        onScope={(next) => list.filter({ scope: next === 'upcoming' ? undefined : next })}
        onStatus={(next) => list.filter({ status: next || undefined })}
        onSearch={typing.setText}
        onNew={() => creating.open(true)}
      />
      <StaffList
        query={appointments}
        paging={list}
        pagerLabel={t`Appointments pages`}
        failed={t`Error loading appointments. Please try again later.`}
        empty={<Trans>No appointments here.</Trans>}
      >
        {(items) => (
          <Stack data-list="appointments">
            {items.map((a) => (
              <AppointmentCard
                key={a.id}
                appointment={a}
                when={dateTime.format(new Date(a.appointmentDate))}
                past={new Date(a.appointmentDate).getTime() <= Date.now()}
                busy={busy(a.id)}
                actions={actions}
              />
            ))}
          </Stack>
        )}
      </StaffList>
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
        busy={changes.moving}
        refusal={changes.moveRefusal}
        onClose={moving.close}
        onMove={(move) => moving.subject && changes.move(moving.subject, move)}
      />
      <CheckInDialog appointment={checkingIn.opened ? checkingIn.subject : null} onClose={checkingIn.close} />
      <AppointmentActionsContext.Provider value={{ actions, busy }}>
        <Outlet />
      </AppointmentActionsContext.Provider>
    </>
  );
}
