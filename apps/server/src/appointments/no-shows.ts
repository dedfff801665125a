import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppointmentRow } from './appointment-view.ts';

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Each row with how many no-shows its customer had before (same phone digits or same email,
 * another appointment): one query for the whole page, on the partial indexes of no-shows, so
 * the staff list flags a customer who didn't come twice without a look-up per row.
 */
export async function withNoShows<R extends AppointmentRow>(
  em: EntityManager,
  rows: R[],
): Promise<(R & { noShows: number })[]> {
  if (rows.length === 0) return [];
  const phones = [...new Set(rows.map((r) => digits(r.phone)))];
  const emails = [...new Set(rows.flatMap((r) => (r.email ? [r.email.toLowerCase()] : [])))];
  // One placeholder per value: the values stay bound parameters.
  const list = (values: string[]) => (values.length ? `in (${values.map(() => '?').join(', ')})` : 'is null and false');
  const noShows = await em.execute<{ id: number; phone: string; email: string | null }[]>(
    `select id, regexp_replace(phone, '\\D', '', 'g') as phone, lower(email) as email from appointments
      where status = 'no-show'
        and (regexp_replace(phone, '\\D', '', 'g') ${list(phones)} or lower(email) ${list(emails)})`,
    [...phones, ...emails],
  );
  return rows.map((row) => {
    const email = row.email?.toLowerCase() ?? null;
    const count = noShows.filter(
      (n) => n.id !== row.id && (n.phone === digits(row.phone) || (email !== null && n.email === email)),
    ).length;
    return { ...row, noShows: count };
  });
}
