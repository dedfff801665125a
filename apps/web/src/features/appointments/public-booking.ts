import type { AppointmentRequestInput, RefusalIssue, RefusalReason } from '@shop/contract';
import { readRefusal } from '../forms/refusal.ts';
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

let prefetched: { slots: Promise<Slot[]>; at: number } | null = null;
/** A prefetched answer older than this is read again: the free times change. */
const PREFETCH_FRESH_MS = 30_000;

/**
 * Starts reading the free slots as soon as the page is on screen, before the form's code is in;
 * the form takes that answer when it starts (and later reads afresh).
 */
export function prefetchOpenSlots(): void {
  if (prefetched && Date.now() - prefetched.at < PREFETCH_FRESH_MS) return;
  prefetched = { slots: fetchOpenSlots(), at: Date.now() };
  // A failed read is reported by the form when it takes it.
  prefetched.slots.catch(() => {});
}

/** The prefetched slots when there are some, else a fresh read. */
export function takeOpenSlots(): Promise<Slot[]> {
  const fresh = prefetched && Date.now() - prefetched.at < PREFETCH_FRESH_MS ? prefetched.slots : null;
  prefetched = null;
  return fresh ?? fetchOpenSlots();
}

/** The request as the server stored it (the parts the confirmation panel shows). */
export interface BookedRequest {
  id: number;
  firstName: string;
  lastName: string;
  appointmentDate: string;
  serviceId: number | null;
  /** In the customer's language; null for "Not sure". */
  serviceName: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
}

export type RequestAnswer =
  | { kind: 'booked'; appointment: BookedRequest }
  /** The form's own checks passed but the server's didn't: each field with its message key. */
  | { kind: 'invalid'; issues: RefusalIssue[] }
  | { kind: Exclude<RequestRefusal, 'invalid'> };

/** Why a customer's request was not booked, as the booking page explains it (from the server's reason code). */
export type RequestRefusal = 'taken' | 'not-offered' | 'service-gone' | 'too-many' | 'invalid' | 'failed';

const REFUSAL_OF_REASON: Partial<Record<RefusalReason, RequestRefusal>> = {
  'slot-taken': 'taken',
  'service-not-offered': 'service-gone',
  'rate-limited': 'too-many',
};

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
    const { reason, issues } = await readRefusal(res);
    // A time no longer offered (the page stayed open while it passed) is bad input on the chosen time.
    if (issues.some((issue) => issue.path === 'appointmentDate' && issue.key === 'timeInvalid')) {
      return { kind: 'not-offered' };
    }
    if (issues.length > 0) return { kind: 'invalid', issues };
    const refusal = reason ? REFUSAL_OF_REASON[reason] : undefined;
    return { kind: refusal && refusal !== 'invalid' ? refusal : 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
