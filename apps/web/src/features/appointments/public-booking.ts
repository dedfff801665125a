import type { AppointmentRequestInput } from '@shop/contract';
import { bookingRange, type Slot } from './slot-days.ts';

/**
 * The booking page talks to the REST doors of the appointment procedures with plain `fetch`: a
 * visitor never downloads the tRPC client.
 */
export async function fetchOpenSlots(now = new Date()): Promise<Slot[]> {
  const { from, to } = bookingRange(now);
  const res = await fetch(`/api/appointments/slots?from=${from}&to=${to}`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`slots answered ${res.status}`);
  return ((await res.json()) as { slots: Slot[] }).slots;
}

/** The request as the server stored it (the parts the confirmation panel shows). */
export interface BookedRequest {
  id: number;
  firstName: string;
  lastName: string;
  appointmentDate: string;
  serviceId: number | null;
  serviceName: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
}

export type RequestAnswer =
  | { kind: 'booked'; appointment: BookedRequest }
  | { kind: 'taken' }
  | { kind: 'too-many' }
  | { kind: 'failed' };

export async function sendRequest(input: AppointmentRequestInput): Promise<RequestAnswer> {
  try {
    const res = await fetch('/api/appointments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
    });
    if (res.status === 201 || res.status === 200) {
      return { kind: 'booked', appointment: (await res.json()) as BookedRequest };
    }
    if (res.status === 409) return { kind: 'taken' };
    if (res.status === 429) return { kind: 'too-many' };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
