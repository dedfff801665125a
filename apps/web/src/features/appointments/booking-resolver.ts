import { zodResolver } from '@hookform/resolvers/zod';
import { appointmentRequestSchema, type staffAppointmentSchema, type ValidationMessages } from '@shop/contract';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type BookingValues, bookingInput } from './booking-values.ts';

type Schema = ReturnType<typeof appointmentRequestSchema> | ReturnType<typeof staffAppointmentSchema>;

/**
 * Checks the typed booking with the contract's schema (in the visitor's language) after turning
 * the year and the service into numbers; submit receives the schema's output.
 */
export function bookingResolver<S extends Schema>(
  schema: (m: ValidationMessages) => S,
  messages: ValidationMessages,
): Resolver<BookingValues, unknown, z.output<S>> {
  const rules = schema(messages);
  const check = zodResolver(rules);
  return (values, context, options) => {
    // The form's fields the schema takes: staff bookings have no honeypot, and the schema refuses
    // fields it doesn't know.
    const input = Object.fromEntries(Object.entries(bookingInput(values)).filter(([field]) => field in rules.shape));
    // biome-ignore lint/suspicious/noExplicitAny: the resolver checks converted values, same field names.
    return check(input as any, context, options as any) as any;
  };
}

/** The booking page's rules; loaded on demand there, so zod is not in the page's first download. */
export const requestResolver = (messages: ValidationMessages) => bookingResolver(appointmentRequestSchema, messages);
