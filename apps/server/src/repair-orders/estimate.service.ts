import { ESTIMATE_SENDABLE_FROM, REPAIRS, type RepairOrderStatus, repairOrderLabel } from '@shop/contract';
import { createRepairLink } from '../customer-links/customer-links.ts';
import { Refusal } from '../refusal.ts';
import { readRepairSettings } from '../settings/settings.service.ts';
import { shopSettings } from '../settings/shop-settings.service.ts';
import { inTransaction, type SignedInDeps } from '../trpc/deps.ts';
import { estimateEmail } from './emails/estimate.ts';
import { estimatePageAddress, type RepairDetails } from './emails/repair-details.ts';
import { type EstimateDocument, latestEstimate, sha256Of } from './estimate-document.ts';
import { recordEvent } from './history.ts';
import { requireOffered } from './inventory.ts';
import { totalsOf } from './money.ts';
import type { RepairOrder } from './repair-order.entity.ts';
import { findRepairOrder, lineRow, linesOf, taxRuleOf, vehicleOf } from './repair-order-view.ts';

const DAY_MS = 86_400_000;

/** What the emails about a repair order say of it; null without an email to send to. */
export function repairDetails(ro: RepairOrder): RepairDetails | null {
  if (!ro.email) return null;
  return {
    number: repairOrderLabel(ro.number),
    firstName: ro.firstName,
    lastName: ro.lastName,
    email: ro.email,
    language: ro.language,
    vehicle: vehicleOf(ro),
  };
}

/** A new private link to the repair order's estimate, made in the email's transaction. */
export async function estimateLink(tx: Pick<SignedInDeps, 'em' | 'now' | 'origin'>, ro: RepairOrder): Promise<string> {
  const token = await createRepairLink(tx.em, {
    repairOrderId: ro.id,
    expiresAt: new Date(tx.now().getTime() + REPAIRS.linkDays * DAY_MS),
  });
  return estimatePageAddress(tx.origin(), ro.language, token);
}

/**
 * "Send estimate": the current lines frozen as the next version, exactly as the customer will see
 * them, with the SHA-256 of that text; the customer emailed a private link in their language; the
 * repair order awaiting their answer. An inventory part no longer on offer (and not held for this
 * car) can't go on an estimate.
 */
export async function sendEstimate(deps: SignedInDeps, { id }: { id: number }) {
  const shop = await shopSettings(deps);
  return inTransaction(deps, async (tx) => {
    const { em, now } = tx;
    const ro = await findRepairOrder(em, id, true);
    const from: RepairOrderStatus = ro.status;
    if (!ESTIMATE_SENDABLE_FROM.includes(from)) {
      throw new Refusal('estimate-not-allowed', `An estimate can’t be sent for a ${from} repair order`);
    }
    const lines = await linesOf(em, ro.id);
    if (lines.length === 0)
      throw new Refusal('estimate-not-allowed', 'Add the lines of work before sending an estimate');
    const customer = repairDetails(ro);
    if (!customer) throw new Refusal('no-customer-email', 'The customer has no email address: call them instead');
    for (const { line } of lines) {
      if (line.part) await requireOffered(em, line.part.id, line.partReserved);
    }
    const settings = await readRepairSettings(em);
    const rule = taxRuleOf(settings);
    const { totalCents: _, ...totals } = totalsOf(
      lines.map(({ line }) => line),
      rule,
    );
    const version = ((await latestEstimate(em, ro.id))?.version ?? 0) + 1;
    const document: EstimateDocument = {
      number: customer.number,
      version,
      vehicle: customer.vehicle,
      vin: ro.vin ?? null,
      mileage: ro.mileage ?? null,
      concern: ro.concern,
      lines: lines.map(({ line, photos }) => {
        const row = lineRow(line, photos);
        return {
          id: row.id,
          kind: row.kind,
          description: row.description,
          quantity: row.quantity,
          unitPrice: row.unitPrice,
          total: row.total,
          recommendation: row.recommendation,
          photos: row.photos,
          partId: row.partId,
        };
      }),
      ...rule,
      ...totals,
    };
    const text = JSON.stringify(document);
    const sentAt = now();
    await em.execute(
      `insert into estimate_versions (repair_order_id, version, document, sha256, total, sent_at, sent_by, sent_by_name, expires_at)
       values (?, ?, ?, ?, ?, ?, ?::uuid,
         (select coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) from users where id = ?::uuid), ?)`,
      [
        ro.id,
        version,
        text,
        sha256Of(text),
        totals.total,
        sentAt,
        tx.caller.user.id,
        tx.caller.user.id,
        new Date(sentAt.getTime() + settings.estimateExpiryDays * DAY_MS),
      ],
    );
    ro.status = 'awaiting-approval';
    await em.flush();
    await recordEvent(em, {
      repairOrderId: ro.id,
      kind: 'estimate-sent',
      by: { staffId: tx.caller.user.id },
      at: sentAt,
      from,
      to: 'awaiting-approval',
      facts: { version, total: totals.total },
    });
    await tx.live.publish({ kind: 'repair-order-changed', subject: ro.id, audience: 'supervisor' });
    const link = await estimateLink(tx, ro);
    await tx.mail.queue(
      estimateEmail(customer, shop, { version, total: totals.total, link, expiryDays: settings.estimateExpiryDays }),
    );
    await tx.audit.record({
      action: 'estimate-sent',
      target: { kind: 'repair-order', id: String(ro.id), label: `${customer.number} version ${version}` },
    });
    return { version, status: ro.status };
  });
}
