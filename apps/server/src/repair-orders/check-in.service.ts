import { LockMode } from '@mikro-orm/core';
import {
  type RepairOrderCheckInInput,
  type RepairOrderCreateInput,
  repairOrderCheckInSchema,
  repairOrderCreateSchema,
  repairOrderLabel,
} from '@shop/contract';
import type { z } from 'zod';
import { Appointment } from '../appointments/appointment.entity.ts';
import { recordChange } from '../appointments/appointment-history.ts';
import { User } from '../auth/user.entity.ts';
import { Refusal } from '../refusal.ts';
import { inTransaction, type SignedInDeps } from '../trpc/deps.ts';
import { recordEvent } from './history.ts';
import { RepairOrder } from './repair-order.entity.ts';
import { type ListedRow, listedRow } from './repair-order-view.ts';

type NewRepairOrder = z.output<ReturnType<typeof repairOrderCreateSchema>>;

/**
 * Completes the appointment the car came for, in the caller's transaction. Its review request is
 * not sent now: it waits until the car is picked up (status.service.ts). Refused for one checked
 * in already, or one that was cancelled or missed.
 */
async function completeForCheckIn(deps: SignedInDeps, appointmentId: number): Promise<Appointment> {
  const { em } = deps;
  const appointment = await em.findOne(Appointment, { id: appointmentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!appointment) throw new Refusal('not-found', 'Appointment not found');
  const taken = await em.count(RepairOrder, { appointment: appointmentId });
  if (taken > 0 || (appointment.status !== 'pending' && appointment.status !== 'confirmed')) {
    throw new Refusal('appointment-checked-in', 'This appointment has its repair order already, or is closed');
  }
  const from = appointment.status;
  appointment.status = 'completed';
  await em.flush();
  await recordChange(em, {
    appointmentId,
    by: { staffId: deps.caller.user.id },
    fromStatus: from,
    toStatus: 'completed',
    fromDate: appointment.appointmentDate,
    toDate: appointment.appointmentDate,
    reason: null,
    at: deps.now(),
  });
  return appointment;
}

async function open(deps: SignedInDeps, data: NewRepairOrder): Promise<ListedRow> {
  return inTransaction(deps, async (tx) => {
    const { em, audit, now } = tx;
    const appointment = data.appointmentId === null ? null : await completeForCheckIn(tx, data.appointmentId);
    const [sequence] = await em.execute<{ number: string }[]>(`select nextval('repair_order_numbers') as number`);
    const ro = em.create(RepairOrder, {
      number: Number(sequence?.number),
      appointment,
      firstName: data.firstName,
      lastName: data.lastName,
      phone: data.phone,
      email: data.email,
      language: data.language,
      vehicleYear: data.vehicleYear,
      vehicleMake: data.vehicleMake,
      vehicleModel: data.vehicleModel,
      vin: data.vin,
      mileage: data.mileage,
      concern: data.concern,
      status: 'checked-in',
      createdBy: em.getReference(User, tx.caller.user.id),
    });
    await em.flush();
    await recordEvent(em, {
      repairOrderId: ro.id,
      kind: 'created',
      by: { staffId: tx.caller.user.id },
      at: now(),
      to: 'checked-in',
      facts: appointment ? { appointmentId: appointment.id } : { walkIn: true },
    });
    await tx.live.publish({ kind: 'repair-order-changed', subject: ro.id, audience: 'supervisor' });
    // The appointment it came from is completed: its list and card change too.
    if (appointment)
      await tx.live.publish({ kind: 'appointment-changed', subject: appointment.id, audience: 'supervisor' });
    await audit.record({
      action: 'repair-order-created',
      target: { kind: 'repair-order', id: String(ro.id), label: repairOrderLabel(ro.number) },
    });
    if (appointment) tx.changed('slots');
    return listedRow(ro, '0.00');
  });
}

/** A car checked in at the counter: a walk-in, or with `appointmentId` the appointment's car. */
export async function createRepairOrder(deps: SignedInDeps, input: RepairOrderCreateInput): Promise<ListedRow> {
  return open(deps, repairOrderCreateSchema().parse(input));
}

const missing = (field: string) => new Refusal('invalid-input', { field, key: 'required' });

/** "Check in" on an appointment's card: the customer and vehicle carried over, the appointment completed. */
export async function checkIn(deps: SignedInDeps, input: RepairOrderCheckInInput): Promise<ListedRow> {
  const data = repairOrderCheckInSchema().parse(input);
  const appointment = await deps.em.findOne(Appointment, { id: data.appointmentId });
  if (!appointment) throw new Refusal('not-found', 'Appointment not found');
  const vehicleYear = data.vehicleYear ?? appointment.vehicleYear ?? null;
  const vehicleMake = data.vehicleMake ?? appointment.vehicleMake ?? null;
  const vehicleModel = data.vehicleModel ?? appointment.vehicleModel ?? null;
  if (vehicleYear === null) throw missing('vehicleYear');
  if (vehicleMake === null) throw missing('vehicleMake');
  if (vehicleModel === null) throw missing('vehicleModel');
  const concern = data.concern ?? appointment.notes ?? null;
  if (concern === null) throw new Refusal('invalid-input', { field: 'concern', key: 'concernRequired' });
  return open(deps, {
    appointmentId: appointment.id,
    firstName: appointment.firstName,
    lastName: appointment.lastName,
    phone: appointment.phone,
    email: appointment.email ?? null,
    language: appointment.language,
    vehicleYear,
    vehicleMake,
    vehicleModel,
    vin: data.vin,
    mileage: data.mileage,
    concern,
  });
}
