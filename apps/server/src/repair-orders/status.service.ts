import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AUTHORISED_STATUSES,
  REPAIR_ORDER_STEPS,
  type RepairOrderChangeInput,
  type RepairOrderStatus,
  repairOrderChangeSchema,
  repairOrderLabel,
} from '@shop/contract';
import { Appointment } from '../appointments/appointment.entity.ts';
import { askForReview, inviteToReview } from '../appointments/review-invitation.ts';
import { Refusal } from '../refusal.ts';
import { type PublicSettings, readRepairSettings } from '../settings/settings.service.ts';
import { shopSettings } from '../settings/shop-settings.service.ts';
import { inTransaction, type SignedInDeps } from '../trpc/deps.ts';
import { readyForPickupEmail } from './emails/ready.ts';
import { repairDetails } from './estimate.service.ts';
import { recordEvent } from './history.ts';
import { releasePart, sellPart } from './inventory.ts';
import type { RepairOrder } from './repair-order.entity.ts';
import { findRepairOrder, repairOrderView } from './repair-order-view.ts';

/** The lines of a repair order that hold an inventory part. */
const heldParts = (em: EntityManager, repairOrderId: number) =>
  em.execute<{ id: number; part_id: number; unit_price: string }[]>(
    `select id, part_id, unit_price::text from repair_order_lines
      where repair_order_id = ? and part_reserved and part_id is not null`,
    [repairOrderId],
  );

/**
 * A staff step of the repair order's way (REPAIR_ORDER_STEPS). Cancelling work the customer
 * authorised takes a manager. What follows a step happens in its transaction: cancelled puts the
 * held parts back on offer; ready emails the customer; picked up sells the held parts to the
 * customer and sends the visit's review request (the one the check-in held back, or a walk-in's).
 */
export async function changeRepairOrderStatus(
  deps: SignedInDeps,
  { id, change }: { id: number; change: RepairOrderChangeInput },
) {
  const { status: to } = repairOrderChangeSchema().parse(change);
  const shop = await shopSettings(deps);
  return inTransaction(deps, async (tx) => {
    const { em, now } = tx;
    const ro = await findRepairOrder(em, id, true);
    const from: RepairOrderStatus = ro.status;
    if (!REPAIR_ORDER_STEPS[from].includes(to)) {
      throw new Refusal(
        'repair-status-not-allowed',
        from === to ? `This repair order is already ${from}` : `A ${from} repair order can’t go to ${to}`,
      );
    }
    if (to === 'cancelled' && AUTHORISED_STATUSES.includes(from) && tx.caller.user.role !== 'manager') {
      throw new Refusal('forbidden', 'Cancelling work the customer authorised takes a manager');
    }
    const at = now();
    ro.status = to;
    if (to === 'picked-up') ro.pickedUpAt = at;
    await em.flush();

    if (to === 'cancelled' || to === 'picked-up') await partsFollow(tx, ro, to, at);
    if (to === 'ready') {
      const customer = repairDetails(ro);
      if (customer) await tx.mail.queue(readyForPickupEmail(customer, shop));
    }
    if (to === 'picked-up') await askForVisitReview(tx, ro, shop);
    await recordEvent(em, { repairOrderId: ro.id, kind: 'status', by: { staffId: tx.caller.user.id }, at, from, to });
    await tx.live.publish({ kind: 'repair-order-changed', subject: ro.id, audience: 'supervisor' });
    await tx.audit.record({
      action: 'repair-order-status-changed',
      target: { kind: 'repair-order', id: String(ro.id), label: `${repairOrderLabel(ro.number)} ${from} → ${to}` },
    });
    em.clear();
    return repairOrderView(em, await findRepairOrder(em, id), await readRepairSettings(em));
  });
}

/**
 * The visit's review request, once the car is picked up: the appointment's that the check-in held
 * back, or a walk-in's own (its repair order is the visit), to the customer as the order has them.
 */
async function askForVisitReview(tx: SignedInDeps, ro: RepairOrder, settings: PublicSettings) {
  const appointment = ro.appointment
    ? await tx.em.findOne(Appointment, { id: ro.appointment.id }, { populate: ['service'] })
    : null;
  if (appointment) await inviteToReview(tx, { appointment, settings });
  else {
    const customer = { firstName: ro.firstName, email: ro.email ?? null, language: ro.language };
    await askForReview(tx, { visit: { repairOrderId: ro.id }, customer, settings });
  }
}

/** Cancelled: the held parts go back on offer. Picked up: they are sold to the customer. */
async function partsFollow(tx: SignedInDeps, ro: RepairOrder, to: 'cancelled' | 'picked-up', at: Date) {
  const held = await heldParts(tx.em, ro.id);
  for (const line of held) {
    const part = { id: line.id, partId: line.part_id, unitPrice: line.unit_price };
    if (to === 'cancelled') await releasePart(tx.em, part);
    else {
      await sellPart(tx.em, part, {
        soldTo: `${ro.firstName} ${ro.lastName}`,
        soldDate: at,
        notes: repairOrderLabel(ro.number),
      });
    }
  }
  if (held.length > 0) tx.changed('parts');
}
