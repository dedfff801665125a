import { SHOP_TIME_ZONE } from '@shop/contract';
import { ContactMessage } from '../messages/contact-message.entity.ts';
import type { Deps } from '../trpc/deps.ts';

export { SHOP_TIME_ZONE };

/** The counted figures of the dashboard overview (the others are fixed by the owner). */
export async function overviewCounts({
  em,
  now,
}: Pick<Deps, 'em' | 'now'>): Promise<{ todaysAppointments: number; unreadMessages: number }> {
  // Today in Las Vegas, pending or confirmed: the cars still expected today.
  const [today] = await em.execute<{ count: string }[]>(
    `select count(*) as count from appointments
        where status in ('pending', 'confirmed')
          and (appointment_date at time zone ?)::date = (?::timestamptz at time zone ?)::date`,
    [SHOP_TIME_ZONE, now(), SHOP_TIME_ZONE],
  );
  const unreadMessages = await em.count(ContactMessage, { status: 'unread' });
  return { todaysAppointments: Number(today?.count ?? 0), unreadMessages };
}
