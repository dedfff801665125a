import type { EntityManager } from '@mikro-orm/postgresql';
import { SHOP_TIME_ZONE } from '@shop/contract';
import { ContactMessage } from '../messages/contact-message.entity.ts';
import { Appointment } from './appointment.entity.ts';

export { SHOP_TIME_ZONE };

export interface AppointmentRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  appointmentDate: Date;
  serviceName: string | null;
  status: string;
  notes: string | null;
}

export async function listAppointments(em: EntityManager): Promise<AppointmentRow[]> {
  const rows = await em.find(
    Appointment,
    {},
    { populate: ['service'], orderBy: { appointmentDate: 'desc', id: 'desc' } },
  );
  return rows.map((a) => ({
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phone: a.phone,
    appointmentDate: a.appointmentDate,
    serviceName: a.service?.name ?? null,
    status: a.status,
    notes: a.notes ?? null,
  }));
}

/** The counted figures of the dashboard overview (the others are fixed by the owner). */
export async function overviewCounts(
  em: EntityManager,
): Promise<{ todaysAppointments: number; unreadMessages: number }> {
  const [today] = await em.getConnection().execute<{ count: string }[]>(
    `select count(*) as count from appointments
        where (appointment_date at time zone ?)::date = (now() at time zone ?)::date`,
    [SHOP_TIME_ZONE, SHOP_TIME_ZONE],
  );
  const unreadMessages = await em.count(ContactMessage, { status: 'unread' });
  return { todaysAppointments: Number(today?.count ?? 0), unreadMessages };
}
