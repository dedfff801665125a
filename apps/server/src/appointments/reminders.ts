import type { EntityManager } from '@mikro-orm/postgresql';
import { SHOP_TIME_ZONE } from '@shop/contract';
import type { Job } from '../jobs/worker.ts';
import { queueEmail } from '../mail/outbox.ts';
import { type PublicSettings, readPublicSettings } from '../settings/settings.service.ts';
import { Appointment } from './appointment.entity.ts';
import { appointmentDetails } from './appointment-view.ts';
import { reminderEmail } from './emails/reminder.ts';
import { withManageLink } from './manage-link.ts';

/**
 * Queues the reminder of every confirmed appointment on the day after `now` (Las Vegas) that has
 * none yet. The rows are claimed by one UPDATE in the same transaction as the emails, so however
 * many servers run this at once, each customer is reminded once.
 */
export async function queueReminders(
  em: EntityManager,
  settings: PublicSettings,
  now: Date,
  origin: string,
): Promise<number> {
  return em.transactional(async (tx) => {
    const claimed = await tx.execute<{ id: number }[]>(
      `update appointments set reminder_sent_at = ?
        where status = 'confirmed' and reminder_sent_at is null and email is not null
          and (appointment_date at time zone ?)::date = (?::timestamptz at time zone ?)::date + 1
        returning id`,
      [now, SHOP_TIME_ZONE, now, SHOP_TIME_ZONE],
    );
    if (claimed.length === 0) return 0;
    const appointments = await tx.find(
      Appointment,
      { id: { $in: claimed.map((c) => c.id) } },
      { populate: ['service'] },
    );
    for (const a of appointments) {
      const details = appointmentDetails(a);
      if (!details.email) continue;
      const customer = await withManageLink(tx, { ...details, email: details.email }, origin);
      await queueEmail(tx, reminderEmail(customer, settings));
    }
    return appointments.length;
  });
}

/** Every hour, once across servers: the reminders of tomorrow's confirmed appointments. */
export const reminderRound: Job = {
  name: 'queue_reminders',
  schedule: '0 * * * *',
  async run(deps) {
    const em = deps.orm.em.fork();
    await queueReminders(em, await readPublicSettings(em), deps.now(), deps.origin());
  },
};
