import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppointmentStatus } from '@shop/contract';
import type { Deps } from '../trpc/deps.ts';

/** Who made a change: the customer (from their link or the booking page) or a staff member. */
export type ChangedBy = { customer: true } | { staffId: string };

/** One line of an appointment's history, as the dashboard shows it under the row. */
export interface AppointmentChange {
  id: number;
  changedAt: Date;
  byCustomer: boolean;
  /** The staff member's name (or email) as it was then; null for the customer. */
  staffName: string | null;
  /** Null on the line that records the booking itself. */
  fromStatus: AppointmentStatus | null;
  toStatus: AppointmentStatus;
  fromDate: Date | null;
  toDate: Date;
  reason: string | null;
}

/**
 * Writes one line of the history, in the caller's transaction, so a change and its line are kept
 * together or not at all. The staff member's name is copied, so the line still reads after the
 * account is renamed or removed.
 */
export async function recordChange(
  em: EntityManager,
  change: {
    appointmentId: number;
    by: ChangedBy;
    fromStatus: AppointmentStatus | null;
    toStatus: AppointmentStatus;
    fromDate: Date | null;
    toDate: Date;
    reason?: string | null;
    at: Date;
  },
): Promise<void> {
  const staffId = 'staffId' in change.by ? change.by.staffId : null;
  await em.execute(
    `insert into appointment_changes
       (appointment_id, changed_at, by_customer, staff_id, staff_name, from_status, to_status, from_date, to_date, reason)
     values (?, ?, ?, ?::uuid,
       (select coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) from users where id = ?::uuid),
       ?, ?, ?, ?, ?)`,
    [
      change.appointmentId,
      change.at,
      staffId === null,
      staffId,
      staffId,
      change.fromStatus,
      change.toStatus,
      change.fromDate,
      change.toDate,
      change.reason ?? null,
    ],
  );
}

/** Most lines one appointment's history shows; a real one has a handful. */
const HISTORY_MAX = 100;

/** One appointment's history, oldest first (the index on appointment_id, changed_at). */
export async function appointmentHistory(
  { em }: Pick<Deps, 'em'>,
  { id: appointmentId }: { id: number },
): Promise<AppointmentChange[]> {
  const rows = await em.execute<
    {
      id: number;
      changed_at: Date;
      by_customer: boolean;
      staff_name: string | null;
      from_status: AppointmentStatus | null;
      to_status: AppointmentStatus;
      from_date: Date | null;
      to_date: Date;
      reason: string | null;
    }[]
  >(
    `select id, changed_at, by_customer, staff_name, from_status, to_status, from_date, to_date, reason
       from appointment_changes where appointment_id = ? order by changed_at, id limit ?`,
    [appointmentId, HISTORY_MAX],
  );
  return rows.map((r) => ({
    id: r.id,
    changedAt: new Date(r.changed_at),
    byCustomer: r.by_customer,
    staffName: r.staff_name,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    fromDate: r.from_date ? new Date(r.from_date) : null,
    toDate: new Date(r.to_date),
    reason: r.reason,
  }));
}
