import { SAMPLE_FIGURES, SHOP_TIME_ZONE } from '@shop/contract';
import { ContactMessage } from '../messages/contact-message.entity.ts';
import type { Deps } from '../trpc/deps.ts';

export interface OverviewFigures {
  /** Parts sold since the first of this month, Las Vegas time, and what they sold for. */
  partsSoldThisMonth: { count: number; total: string };
  /** Messages not yet replied to (unread or read). */
  messagesAwaitingReply: number;
  /** Pending or confirmed appointments from now on. */
  upcomingAppointments: number;
  sample: typeof SAMPLE_FIGURES;
}

/** The dashboard's real figures beside the spec's samples, as of `now`. */
export async function overviewFigures({ em, now: clock }: Pick<Deps, 'em' | 'now'>): Promise<OverviewFigures> {
  const now = clock();
  const [sold] = await em.execute<{ count: string; total: string }[]>(
    `select count(*) as count, coalesce(sum(sale_price), 0)::numeric(12,2)::text as total from parts
      where status = 'sold'
        and date_trunc('month', sold_date at time zone ?) = date_trunc('month', ?::timestamptz at time zone ?)`,
    [SHOP_TIME_ZONE, now, SHOP_TIME_ZONE],
  );
  const [counts] = await em.execute<{ waiting: string; upcoming: string }[]>(
    `select (select count(*) from contact_messages where status in ('unread', 'read')) as waiting,
            (select count(*) from appointments
              where status in ('pending', 'confirmed') and appointment_date >= ?) as upcoming`,
    [now],
  );
  return {
    partsSoldThisMonth: { count: Number(sold?.count ?? 0), total: sold?.total ?? '0.00' },
    messagesAwaitingReply: Number(counts?.waiting ?? 0),
    upcomingAppointments: Number(counts?.upcoming ?? 0),
    sample: SAMPLE_FIGURES,
  };
}

/** The front desk's day: the cars still expected today and the messages nobody opened yet. */
export async function todaysCounts({
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
