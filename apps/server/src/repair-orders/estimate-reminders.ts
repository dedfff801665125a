import type { EntityManager } from '@mikro-orm/postgresql';
import { REPAIRS } from '@shop/contract';
import type { Job } from '../jobs/worker.ts';
import { queueEmail } from '../mail/outbox.ts';
import { readPublicSettings } from '../settings/settings.service.ts';
import { estimateReminderEmail } from './emails/estimate-reminder.ts';
import { estimateLink, repairDetails } from './estimate.service.ts';
import { recordEvent } from './history.ts';
import { RepairOrder } from './repair-order.entity.ts';

/**
 * Queues one reminder for each estimate still unanswered two days after it was sent: the latest
 * version of a repair order still awaiting approval, not expired, not reminded. The versions are
 * claimed by one UPDATE in the emails' transaction, so however many servers run this, each
 * customer is reminded once.
 */
export async function queueEstimateReminders(em: EntityManager, now: Date, origin: string): Promise<number> {
  const shop = await readPublicSettings(em);
  return em.transactional(async (tx) => {
    const claimed = await tx.execute<{ repair_order_id: number; version: number }[]>(
      `update estimate_versions v set reminded_at = ?
        where v.reminded_at is null and v.sent_at <= ? and v.expires_at > ?
          and not exists (select 1 from estimate_authorisations a where a.estimate_version_id = v.id)
          and not exists (select 1 from estimate_versions n where n.repair_order_id = v.repair_order_id and n.version > v.version)
          and exists (select 1 from repair_orders r where r.id = v.repair_order_id and r.status = 'awaiting-approval')
        returning v.repair_order_id, v.version`,
      [now, new Date(now.getTime() - REPAIRS.reminderAfterHours * 3_600_000), now],
    );
    for (const { repair_order_id: id, version } of claimed) {
      const ro = await tx.findOne(RepairOrder, { id });
      const customer = ro && repairDetails(ro);
      if (!ro || !customer) continue;
      const link = await estimateLink({ em: tx, now: () => now, origin: () => origin }, ro);
      await queueEmail(tx, estimateReminderEmail(customer, shop, link));
      await recordEvent(tx, {
        repairOrderId: id,
        kind: 'estimate-reminded',
        by: 'shop',
        at: now,
        facts: { version },
      });
    }
    return claimed.length;
  });
}

/** Every hour, once across servers: the reminders of estimates unanswered for two days. */
export const estimateReminderRound: Job = {
  name: 'queue_estimate_reminders',
  schedule: '15 * * * *',
  async run(deps) {
    await queueEstimateReminders(deps.orm.em.fork(), deps.now(), deps.origin());
  },
};
