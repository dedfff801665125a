import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { BOOKING } from '@shop/contract';
import { Link } from '@tanstack/react-router';
import { memo, useId, useState } from 'react';
import { AppointmentHistory } from './AppointmentHistory.tsx';
import { AppointmentStatusBadge } from './AppointmentStatusBadge.tsx';
import { type AppointmentActions, customerName } from './appointment-actions.ts';
import type { Appointment } from './useAppointmentChanges.ts';

interface CardProps {
  appointment: Appointment;
  when: string;
  /** Its time has passed: a confirmed one may be marked a no-show. */
  past: boolean;
  busy: boolean;
  /** The same object on every render of the list (see `sameCard`). */
  actions: AppointmentActions;
  /** In the list, the name is the link to the appointment's own address; there, it is the heading. */
  inList?: boolean;
}

const sameValue = (x: unknown, y: unknown) =>
  x === y || (x instanceof Date && y instanceof Date && x.getTime() === y.getTime());

/** The same appointment, field by field: a page read again (another filter, a refresh) holds equal rows in new objects. */
function sameAppointment(a: Appointment, b: Appointment): boolean {
  const keys = Object.keys(a) as (keyof Appointment)[];
  return keys.length === Object.keys(b).length && keys.every((key) => sameValue(a[key], b[key]));
}

/**
 * A card draws again only when what it shows changed. Switching the list's scope or status, or a
 * refresh after one appointment changed, then redraws only the cards that differ, not the whole
 * page of Mantine components twice over (once as the filter changes, once as the rows come).
 */
const sameCard = (before: CardProps, after: CardProps) =>
  before.when === after.when &&
  before.past === after.past &&
  before.busy === after.busy &&
  before.actions === after.actions &&
  before.inList === after.inList &&
  sameAppointment(before.appointment, after.appointment);

/** One appointment in the staff list: who, when, what, and the actions its status allows. */
export const AppointmentCard = memo(function AppointmentCard({
  appointment: a,
  when,
  past,
  busy,
  actions,
  inList = true,
}: CardProps) {
  const { t } = useLingui();
  const name = customerName(a);
  const vehicle = [a.vehicleYear, a.vehicleMake, a.vehicleModel].filter(Boolean).join(' ');
  const open = a.status === 'pending' || a.status === 'confirmed';
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();
  const noShows = a.noShows;
  return (
    <Card withBorder padding="md" component="article" aria-label={name} data-row>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          {inList ? (
            // The list's address stays in the appointment's, so closing it goes back to this page of the list.
            <Anchor
              fw={600}
              c="blue.9"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/dashboard/appointments/$id"
                  params={{ id: String(a.id) }}
                  search={true}
                  resetScroll={false}
                />
              )}
            >
              {name}
            </Anchor>
          ) : (
            <Text fw={600}>{name}</Text>
          )}
          <Group gap="md">
            <Anchor size="sm" href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>
              {a.phone}
            </Anchor>
            {a.email && (
              <Anchor size="sm" href={`mailto:${a.email}`}>
                {a.email}
              </Anchor>
            )}
          </Group>
        </div>
        <Group gap="xs">
          {open && noShows >= BOOKING.noShowWarning && (
            <Badge color="orange.9" variant="filled" autoContrast>
              <Trans>Missed {noShows} appointments before</Trans>
            </Badge>
          )}
          <AppointmentStatusBadge status={a.status} />
        </Group>
      </Group>
      <Group gap="lg" mt="xs">
        <Text size="sm" fw={600}>
          {when}
        </Text>
        <Text size="sm">{a.serviceName ?? t`Service TBD`}</Text>
        {vehicle && <Text size="sm">{vehicle}</Text>}
      </Group>
      {a.notes && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {a.notes}
        </Text>
      )}
      {a.status === 'cancelled' && a.cancelReason && (
        <Text size="sm" mt="xs" c="dimmed">
          <Trans>Cancelled: {a.cancelReason}</Trans>
        </Text>
      )}
      {open && (
        <Group gap="xs" mt="sm">
          {a.status === 'pending' && (
            <Button size="xs" loading={busy} onClick={() => actions.confirm(a)} aria-label={t`Confirm: ${name}`}>
              <Trans>Confirm</Trans>
            </Button>
          )}
          {a.status === 'confirmed' && (
            <Button
              size="xs"
              color="#166534"
              loading={busy}
              onClick={() => actions.complete(a)}
              aria-label={t`Mark completed: ${name}`}
            >
              <Trans>Mark completed</Trans>
            </Button>
          )}
          {a.status === 'confirmed' && past && (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              loading={busy}
              onClick={() => actions.noShow(a)}
              aria-label={t`Mark no-show: ${name}`}
            >
              <Trans>Mark no-show</Trans>
            </Button>
          )}
          <Button size="xs" color="teal.9" onClick={() => actions.checkIn(a)} aria-label={t`Check in: ${name}`}>
            <Trans>Check in</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={() => actions.reschedule(a)} aria-label={t`Reschedule: ${name}`}>
            <Trans>Reschedule</Trans>
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            onClick={() => actions.cancel(a)}
            aria-label={t`Cancel: ${name}`}
          >
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      )}
      {inList ? (
        <>
          <Button
            size="xs"
            variant="subtle"
            mt="xs"
            px={0}
            aria-expanded={showHistory}
            aria-controls={historyId}
            aria-label={t`History: ${name}`}
            onClick={() => setShowHistory((shown) => !shown)}
          >
            <Trans>History</Trans>
          </Button>
          <div id={historyId}>{showHistory && <AppointmentHistory id={a.id} />}</div>
        </>
      ) : (
        <>
          <Title order={3} size="h5" mt="md" mb="xs">
            <Trans>History</Trans>
          </Title>
          <AppointmentHistory id={a.id} />
        </>
      )}
    </Card>
  );
}, sameCard);
