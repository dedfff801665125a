import type { EntityManager } from '@mikro-orm/postgresql';
import { type AppointmentListInput, appointmentListSchema, SHOP_TIME_ZONE } from '@shop/contract';
import { ContactMessage } from '../messages/contact-message.entity.ts';
import { Appointment } from './appointment.entity.ts';
import { type AppointmentRow, appointmentRow } from './appointment-view.ts';

export { SHOP_TIME_ZONE };

/**
 * The staff list. Upcoming: soonest first. Past: latest first. All: the upcoming ones first
 * (soonest first), then the past ones (latest first). Optionally one status only.
 */
export async function listAppointments(
  em: EntityManager,
  filter: AppointmentListInput,
  now: Date,
): Promise<AppointmentRow[]> {
  const { scope, status } = appointmentListSchema().parse(filter);
  const when = scope === 'upcoming' ? { $gte: now } : scope === 'past' ? { $lt: now } : undefined;
  const rows = await em.find(
    Appointment,
    { ...(when ? { appointmentDate: when } : {}), ...(status ? { status } : {}) },
    { populate: ['service'], orderBy: { appointmentDate: scope === 'upcoming' ? 'asc' : 'desc', id: 'asc' } },
  );
  const list = rows.map(appointmentRow);
  if (scope !== 'all') return list;
  const upcoming = list.filter((a) => a.appointmentDate >= now).reverse();
  return [...upcoming, ...list.filter((a) => a.appointmentDate < now)];
}

/** The counted figures of the dashboard overview (the others are fixed by the owner). */
export async function overviewCounts(
  em: EntityManager,
  now: Date,
): Promise<{ todaysAppointments: number; unreadMessages: number }> {
  // Today in Las Vegas, pending or confirmed: the cars still expected today.
  const [today] = await em.execute<{ count: string }[]>(
    `select count(*) as count from appointments
        where status in ('pending', 'confirmed')
          and (appointment_date at time zone ?)::date = (?::timestamptz at time zone ?)::date`,
    [SHOP_TIME_ZONE, now, SHOP_TIME_ZONE],
  );
  const unreadMessages = await em.count(ContactMessage, { status: 'unread' });
  return { todaysAppointments: Number(today?.count ?? 0), unreadMessages };
}
