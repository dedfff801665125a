import { LockMode } from '@mikro-orm/core';
import type { AppointmentStatus, appointmentChangeSchema } from '@shop/contract';
import type { z } from 'zod';
import { User } from '../auth/user.entity.ts';
import { Refusal } from '../refusal.ts';
import { shopSettings } from '../settings/shop-settings.service.ts';
import { inTransaction, type SignedInDeps } from '../trpc/deps.ts';
import { Appointment } from './appointment.entity.ts';
import { recordChange } from './appointment-history.ts';
import { type AppointmentRow, appointmentDetails, appointmentRow } from './appointment-view.ts';
import { SLOT_FULL_FOR_STAFF } from './booking.service.ts';
import { cancelledEmail } from './emails/cancelled.ts';
import { confirmedEmail } from './emails/confirmed.ts';
import { invitationSequence } from './emails/invitation.ts';
import { moveManageLinks, withManageLink } from './manage-link.ts';
import { inviteToReview } from './review-invitation.ts';
import { lockSlot, requireCalendarSlot } from './slots.service.ts';

type Change = z.output<ReturnType<typeof appointmentChangeSchema>>;

/** Where each status may go: forward only. A move to another slot keeps the status. */
const NEXT: Record<AppointmentStatus, AppointmentStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  // A no-show only once its time has passed (checked below).
  confirmed: ['completed', 'cancelled', 'no-show'],
  completed: [],
  cancelled: [],
  'no-show': [],
};

const refusal = (from: AppointmentStatus, to: AppointmentStatus) =>
  from === to ? `This appointment is already ${from}` : `A ${from} appointment can't be marked ${to}`;

/**
 * A staff action on one appointment: confirm, complete, cancel (reason kept) or reschedule to a
 * slot with room (or a full one with `overbook`). The customer's email, in their language, is
 * queued in the same transaction: an invitation when confirmed or moved, a notice when cancelled.
 * A no-show is also in the audit trail: it weighs on the customer's next booking (no-shows.ts).
 */
export async function changeAppointment(
  deps: SignedInDeps,
  { id, change }: { id: number; change: Change },
): Promise<AppointmentRow> {
  const settings = await shopSettings(deps);
  const now = deps.now();
  const staffId = deps.caller.user.id;
  return inTransaction(deps, async (txDeps) => {
    const { em: tx, audit, mail, changed, live } = txDeps;
    // Locked, so two staff acting on one appointment at once are taken one after the other.
    const appointment = await tx.findOne(
      Appointment,
      { id },
      { populate: ['service'], lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!appointment) throw new Refusal('not-found', 'Appointment not found');
    const from: AppointmentStatus = appointment.status;
    const to = change.status;
    const start = change.appointmentDate ? new Date(change.appointmentDate) : null;
    const moves = start !== null && start.getTime() !== appointment.appointmentDate.getTime();
    const staysForMove = moves && from === to && (from === 'pending' || from === 'confirmed');
    if (!staysForMove && !NEXT[from].includes(to)) throw new Refusal('status-change-not-allowed', refusal(from, to));
    if (start && !moves && from === to)
      throw new Refusal('already-at-that-time', 'The appointment is already at that time');
    if (moves && to !== 'confirmed' && to !== 'pending') {
      throw new Refusal('appointment-not-movable', 'Only a pending or confirmed appointment can be moved');
    }
    if (to === 'no-show' && appointment.appointmentDate.getTime() > now.getTime()) {
      throw new Refusal('no-show-too-early', 'An appointment can be marked a no-show only once its time has passed');
    }
    const before = { status: from, date: appointment.appointmentDate };

    if (moves && start) {
      requireCalendarSlot(start, settings, now);
      const booked = await lockSlot(tx, start, appointment.id);
      if (booked >= settings.slotCapacity && !change.overbook) throw new Refusal('slot-full', SLOT_FULL_FOR_STAFF);
      appointment.appointmentDate = start;
    }
    appointment.status = to;
    if (to === 'confirmed' && from !== 'confirmed') {
      appointment.confirmedAt = now;
      appointment.confirmedBy = tx.getReference(User, staffId);
    }
    if (moves) appointment.reminderSentAt = null;
    if (to === 'cancelled') {
      appointment.cancelReason = change.reason;
      appointment.cancelledAt = now;
    }
    await tx.flush();
    if (moves) await moveManageLinks(tx, appointment.id, appointment.appointmentDate);
    await recordChange(tx, {
      appointmentId: appointment.id,
      by: { staffId: staffId },
      fromStatus: before.status,
      toStatus: to,
      fromDate: before.date,
      toDate: appointment.appointmentDate,
      reason: to === 'cancelled' ? change.reason : null,
      at: now,
    });
    await live.publish({ kind: 'appointment-changed', subject: appointment.id, audience: 'supervisor' });
    if (to === 'no-show') {
      await audit.record({
        action: 'appointment-no-show',
        target: {
          kind: 'appointment',
          id: String(appointment.id),
          label: `${appointment.firstName} ${appointment.lastName}`,
        },
      });
    }

    const details = appointmentDetails(appointment);
    if (details.email) {
      const customer = { ...details, email: details.email };
      // Each version of the invitation replaces the one before in the customer's calendar.
      const sequence = invitationSequence(now);
      if (to === 'confirmed' && (moves || from !== 'confirmed')) {
        const linked = await withManageLink(tx, customer, txDeps.origin());
        await mail.queue(confirmedEmail(linked, settings, { rescheduled: moves, sequence }));
      } else if (to === 'pending' && moves) {
        const linked = await withManageLink(tx, customer, txDeps.origin());
        await mail.queue(confirmedEmail(linked, settings, { rescheduled: true, sequence, stillPending: true }));
      } else if (to === 'cancelled') {
        await mail.queue(cancelledEmail(customer, settings, change.reason ?? '', { sequence }));
      }
    }
    // How did it go? One review request, whichever staff member marks the visit completed first.
    if (to === 'completed' && from !== 'completed') await inviteToReview(txDeps, { appointment, settings });
    // Once committed, a cancelled or moved appointment frees its place in the public slots.
    changed('slots');
    return appointmentRow(appointment);
  });
}
