import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppointmentStatus, Language } from '@shop/contract';
import { takeAttempt } from '../rate-limits/attempts.ts';
import { Refusal } from '../refusal.ts';
import type { PublicSettings } from '../settings/settings.service.ts';
import { shopNotifyEmail, shopSettings } from '../settings/shop-settings.service.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';
import type { Appointment } from './appointment.entity.ts';
import { recordChange } from './appointment-history.ts';
import { appointmentDetails } from './appointment-view.ts';
import { cancelledEmail } from './emails/cancelled.ts';
import { confirmedEmail } from './emails/confirmed.ts';
import { customerChangeNoticeEmail } from './emails/customer-change-notice.ts';
import { invitationSequence } from './emails/invitation.ts';
import { appointmentOfLink } from './linked-appointment.ts';
import { moveManageLinks, withManageLink } from './manage-link.ts';
import { changeCutoff } from './shop-clock.ts';
import { lockSlot, requireCalendarSlot, SLOT_TAKEN } from './slots.service.ts';

/**
 * What the customer's private page shows, and what they may still do: `open` (cancel or move),
 * `call` (past the cut-off: the page gives the shop's phone) or `closed` (completed, cancelled, a
 * no-show, or its time has passed: read only).
 */
export interface ManagedAppointment {
  status: AppointmentStatus;
  appointmentDate: Date;
  language: Language;
  firstName: string;
  /** In the customer's language; null for "to be decided". */
  serviceName: string | null;
  vehicle: string | null;
  /** The last moment the customer may cancel or move it from the link. */
  changeUntil: Date;
  changes: 'open' | 'call' | 'closed';
  shopPhone: string;
}

/** What a private link's page and changes read: the shop's settings, as of one moment. */
interface ManageView {
  settings: PublicSettings;
  now: Date;
}

const MANAGE_REFUSAL = 'Too many tries. Please wait a few minutes or call us.';

/** Every look at or change through a private link counts against the caller's address first. */
async function openManaging(deps: Deps): Promise<ManageView> {
  await takeAttempt(deps.limits.customerLinkPerIp, deps.caller.ip, MANAGE_REFUSAL);
  return { settings: await shopSettings(deps), now: deps.now() };
}

/** One answer for a malformed, unknown, expired or foreign token: it never says which. */
const linkNotValid = () => new Refusal('link-not-valid', 'This link is not valid or has expired');

function changesOf(a: Appointment, cutoff: Date, now: Date): ManagedAppointment['changes'] {
  const open = a.status === 'pending' || a.status === 'confirmed';
  if (!open || a.appointmentDate.getTime() <= now.getTime()) return 'closed';
  return now.getTime() < cutoff.getTime() ? 'open' : 'call';
}

function managed(a: Appointment, settings: PublicSettings, now: Date): ManagedAppointment {
  const details = appointmentDetails(a);
  const changeUntil = changeCutoff(a.appointmentDate, settings.manageCutoffHours);
  return {
    status: a.status,
    appointmentDate: a.appointmentDate,
    language: a.language,
    firstName: a.firstName,
    serviceName: details.serviceName,
    vehicle: details.vehicle,
    changeUntil,
    changes: changesOf(a, changeUntil, now),
    shopPhone: settings.phone,
  };
}

async function managedOfLink(em: EntityManager, token: string, now: Date, lock: boolean) {
  const opened = await appointmentOfLink(em, 'manage-appointment', token, now, { lock });
  if (!opened) throw linkNotValid();
  return opened.appointment;
}

/** Refuses a change the page would not have offered: a closed appointment, or past the cut-off. */
function requireOpen(a: Appointment, { settings, now }: ManageView) {
  const { changes } = managed(a, settings, now);
  if (changes === 'closed') throw new Refusal('appointment-closed', 'This appointment can no longer be changed here');
  if (changes === 'call')
    throw new Refusal('past-cutoff', 'It is too close to the appointment to change it here; please call us');
}

/** The appointment a link opens, as its page shows it. */
export async function viewManaged(deps: Deps, { token }: { token: string }): Promise<ManagedAppointment> {
  const { settings, now } = await openManaging(deps);
  return managed(await managedOfLink(deps.em, token, now, false), settings, now);
}

/**
 * The customer cancels from their link, until the cut-off. The customer gets a cancelling
 * invitation (METHOD:CANCEL), the shop a notice, the history a line: all in one transaction.
 */
export async function cancelManaged(
  deps: Deps,
  { token, reason }: { token: string; reason: string | null },
): Promise<ManagedAppointment> {
  const view = await openManaging(deps);
  const { settings, now } = view;
  const notifyEmail = await shopNotifyEmail(deps);
  return inTransaction(deps, async ({ em: tx, mail, changed, origin, live }) => {
    const a = await managedOfLink(tx, token, now, true);
    requireOpen(a, view);
    const from = a.status;
    a.status = 'cancelled';
    a.cancelReason = reason;
    a.cancelledAt = now;
    await tx.flush();
    await recordChange(tx, {
      appointmentId: a.id,
      by: { customer: true },
      fromStatus: from,
      toStatus: 'cancelled',
      fromDate: a.appointmentDate,
      toDate: a.appointmentDate,
      reason,
      at: now,
    });
    await live.publish({ kind: 'appointment-changed', subject: a.id, audience: 'supervisor' });
    const details = appointmentDetails(a);
    if (details.email) {
      const customer = { ...details, email: details.email };
      const sequence = invitationSequence(now);
      await mail.queue(cancelledEmail(customer, settings, reason ?? '', { byCustomer: true, sequence }));
    }
    await mail.queue(
      customerChangeNoticeEmail(
        details,
        { to: notifyEmail, shopName: settings.shopName, origin: origin() },
        { cancelled: true, reason },
      ),
    );
    changed('slots');
    return managed(a, settings, now);
  });
}

/**
 * The customer moves the visit to another offered slot with room, until the cut-off. The slot's
 * places are counted under its lock (lockSlot), so a move racing a booking for the last place
 * can't overbook it: one of them gets `slot-taken`. The status stays (a confirmed visit stays
 * confirmed); the customer gets the new invitation, the shop a notice, the history a line.
 */
export async function rescheduleManaged(
  deps: Deps,
  { token, appointmentDate }: { token: string; appointmentDate: string },
): Promise<ManagedAppointment> {
  const view = await openManaging(deps);
  const { settings, now } = view;
  const notifyEmail = await shopNotifyEmail(deps);
  const start = new Date(appointmentDate);
  return inTransaction(deps, async ({ em: tx, mail, changed, origin, live }) => {
    const a = await managedOfLink(tx, token, now, true);
    requireOpen(a, view);
    if (start.getTime() === a.appointmentDate.getTime())
      throw new Refusal('already-at-that-time', 'The appointment is already at that time');
    requireCalendarSlot(start, settings, now);
    const booked = await lockSlot(tx, start, a.id);
    if (booked >= settings.slotCapacity) throw new Refusal('slot-taken', SLOT_TAKEN);
    const before = a.appointmentDate;
    a.appointmentDate = start;
    a.reminderSentAt = null;
    await tx.flush();
    await moveManageLinks(tx, a.id, start);
    await recordChange(tx, {
      appointmentId: a.id,
      by: { customer: true },
      fromStatus: a.status,
      toStatus: a.status,
      fromDate: before,
      toDate: start,
      at: now,
    });
    await live.publish({ kind: 'appointment-changed', subject: a.id, audience: 'supervisor' });
    const details = appointmentDetails(a);
    if (details.email) {
      const customer = await withManageLink(tx, { ...details, email: details.email }, origin());
      const opts = {
        rescheduled: true,
        byCustomer: true,
        stillPending: a.status === 'pending',
        sequence: invitationSequence(now),
      };
      await mail.queue(confirmedEmail(customer, settings, opts));
    }
    await mail.queue(
      customerChangeNoticeEmail(
        details,
        { to: notifyEmail, shopName: settings.shopName, origin: origin() },
        { cancelled: false, from: before },
      ),
    );
    changed('slots');
    return managed(a, settings, now);
  });
}
