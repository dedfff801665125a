import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Container, List, Text, Title } from '@mantine/core';
import { type AppointmentStatus, SHOP_TIME_ZONE } from '@shop/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { telHref, useShopSettings } from '../../settings/useShopSettings.ts';
import { ManageActions } from './ManageActions.tsx';
import type { ManageAnswer, ManagedAppointment } from './managed-appointment.ts';

/**
 * "Monday, March 15, 2027 at 8:30 AM", Las Vegas time, in the page's language. The server's and
 * the browser's date data may space or dot "a. m." differently: the browser keeps the server's
 * words when it takes the page over, rather than failing the hydration on them.
 */
function ShopTime({ iso }: { iso: string }) {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {format.format(new Date(iso))}
    </time>
  );
}

/** The customer's own page behind the private link in their emails. */
export function ManagePage({ token, answer }: { token: string; answer: ManageAnswer }) {
  const [appointment, setAppointment] = useState(() => ('found' in answer ? answer.found : null));
  const [done, setDone] = useState<'cancelled' | 'moved' | null>(null);
  return (
    <Container size="sm" py="xl">
      {appointment ? (
        <Appointment
          token={token}
          appointment={appointment}
          done={done}
          onChanged={(next, change) => {
            setAppointment(next);
            setDone(change);
          }}
        />
      ) : (
        <LinkRefused rateLimited={'refused' in answer && answer.refused === 'rate-limited'} />
      )}
    </Container>
  );
}

function Appointment({
  token,
  appointment: a,
  done,
  onChanged,
}: {
  token: string;
  appointment: ManagedAppointment;
  done: 'cancelled' | 'moved' | null;
  onChanged: (next: ManagedAppointment, change: 'cancelled' | 'moved') => void;
}) {
  const { t } = useLingui();
  const when = <ShopTime iso={a.appointmentDate} />;
  const until = <ShopTime iso={a.changeUntil} />;
  const statusText: Record<AppointmentStatus, string> = {
    pending: t`Requested, waiting for our confirmation`,
    confirmed: t`Confirmed`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
    'no-show': t`Missed`,
  };
  const phone = <Anchor href={telHref(a.shopPhone)}>{a.shopPhone}</Anchor>;
  return (
    <Card withBorder padding="xl" component="section" aria-labelledby="manage-title">
      <Title order={1} id="manage-title" size="h2">
        <Trans>Your appointment, {a.firstName}</Trans>
      </Title>
      {done && (
        <Text mt="md" fw={600} c="#166534" role="status">
          {done === 'cancelled' ? (
            <Trans>Your appointment is cancelled. We sent you an email.</Trans>
          ) : (
            <Trans>Your appointment was moved. We sent you an email with the new time.</Trans>
          )}
        </Text>
      )}
      <List mt="md" spacing="xs" data-testid="appointment-facts">
        <List.Item>
          <Trans>Status: {statusText[a.status]}</Trans>
        </List.Item>
        <List.Item>
          <Trans>When: {when} (Las Vegas time)</Trans>
        </List.Item>
        <List.Item>
          <Trans>Service: {a.serviceName ?? t`Not sure yet`}</Trans>
        </List.Item>
        {a.vehicle && (
          <List.Item>
            <Trans>Vehicle: {a.vehicle}</Trans>
          </List.Item>
        )}
      </List>
      {a.changes === 'open' && (
        <>
          <Text mt="md">
            <Trans>You can cancel it or move it to another time until {until}.</Trans>
          </Text>
          <ManageActions token={token} appointment={a} onChanged={onChanged} />
        </>
      )}
      {a.changes === 'call' && (
        <Text mt="md">
          <Trans>It is too close to your appointment to change it here. Please call us at {phone}.</Trans>
        </Text>
      )}
      {a.changes === 'closed' && (
        <Text mt="md">
          <Trans>
            This appointment can no longer be changed. To book another one, use our{' '}
            <Anchor component={Link} to="/appointments">
              booking page
            </Anchor>{' '}
            or call us at {phone}.
          </Trans>
        </Text>
      )}
    </Card>
  );
}

/** Unknown, expired or mistyped: the page never says which. */
function LinkRefused({ rateLimited }: { rateLimited: boolean }) {
  const shop = useShopSettings();
  const phone = shop ? <Anchor href={telHref(shop.phone)}>{shop.phone}</Anchor> : null;
  return (
    <Card withBorder padding="xl" component="section" aria-labelledby="manage-title">
      <Title order={1} id="manage-title" size="h2">
        {rateLimited ? <Trans>Too many tries</Trans> : <Trans>This link does not work</Trans>}
      </Title>
      <Text mt="md">
        {rateLimited ? (
          <Trans>Please wait a few minutes and open the link again.</Trans>
        ) : (
          <Trans>
            It may be incomplete, or it may have expired: the link in our emails works until a day after the
            appointment.
          </Trans>
        )}
      </Text>
      {phone && (
        <Text mt="sm">
          <Trans>To see or change your appointment, call us at {phone}.</Trans>
        </Text>
      )}
      <Button component={Link} to="/appointments" mt="lg" variant="outline">
        <Trans>Book an appointment</Trans>
      </Button>
    </Card>
  );
}
