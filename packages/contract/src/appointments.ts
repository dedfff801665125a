import { z } from 'zod';
import { calendarDate } from './business-hours.ts';
import { APPOINTMENT_SCOPES, APPOINTMENT_STATUSES, BOOKING, LANGUAGES } from './constants.ts';
import { inputObject, line, orNull, phone, text } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { pagingFields, searchField } from './paging.ts';
import { idSchema } from './schemas.ts';

/** A slot's start as the slots list gives it: an ISO 8601 instant. */
const slotStart = (m: ValidationMessages) =>
  z.iso.datetime({ offset: true, error: m.timeInvalid }).meta({ description: 'One of the offered slot starts' });

/** The days a slots request covers, both included, Las Vegas calendar days. */
export const slotsQuerySchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { from: calendarDate(m), to: calendarDate(m) }).refine(
    ({ from, to }) => {
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      return days >= 0 && days < BOOKING.rangeMaxDays;
    },
    { message: m.dateRangeInvalid, path: ['to'] },
  );
export type SlotsQuery = z.output<ReturnType<typeof slotsQuerySchema>>;

const appointmentFields = (m: ValidationMessages) => ({
  firstName: line(m, 50, m.firstNameRequired).min(1, m.firstNameRequired),
  lastName: line(m, 50, m.lastNameRequired).min(1, m.lastNameRequired),
  phone: phone(m),
  /** Optional, but the customer gets no confirmation email without it. */
  email: z
    .union([z.literal(''), z.email(m.emailInvalid).max(100, m.tooLong)], { error: m.emailInvalid })
    .nullish()
    .transform((v) => (v ? v : null)),
  /** A service the shop offers, or null for "Not sure". */
  serviceId: idSchema.nullish().transform((v) => v ?? null),
  vehicleYear: z
    .number({ error: m.vehicleYearInvalid })
    .int(m.vehicleYearInvalid)
    .min(1900, m.vehicleYearInvalid)
    .max(new Date().getFullYear() + 2, m.vehicleYearInvalid)
    .nullish()
    .transform((v) => v ?? null),
  vehicleMake: orNull(line(m, 50)),
  vehicleModel: orNull(line(m, 50)),
  appointmentDate: slotStart(m),
  notes: orNull(text(m, 2000)),
  /** The customer's language: every email to them is written in it. */
  language: z.enum(LANGUAGES, { error: m.invalidValue }).default('en'),
});

/** A customer's request from the booking page. */
export const appointmentRequestSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    ...appointmentFields(m),
    /** Honeypot: people never see it, so only bots fill it in. */
    website: text(m, 500).optional().default(''),
  });
export type AppointmentRequestInput = z.input<ReturnType<typeof appointmentRequestSchema>>;

/** A booking staff take over the phone; `overbook` books a slot that is already full. */
export const staffAppointmentSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { ...appointmentFields(m), overbook: z.boolean({ error: m.invalidValue }).default(false) });
export type StaffAppointmentInput = z.input<ReturnType<typeof staffAppointmentSchema>>;

/**
 * A staff action on one appointment: confirm, complete, cancel (with a reason), or move it to
 * another slot (`appointmentDate`, keeping its status, or confirming it at the same time).
 */
export const appointmentChangeSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    status: z.enum(APPOINTMENT_STATUSES, { error: m.invalidValue }),
    appointmentDate: slotStart(m).optional(),
    reason: orNull(text(m, 500)),
    overbook: z.boolean({ error: m.invalidValue }).default(false),
  }).refine((c) => c.status !== 'cancelled' || c.reason !== null, {
    message: m.cancelReasonRequired,
    path: ['reason'],
  });
export type AppointmentChangeInput = z.input<ReturnType<typeof appointmentChangeSchema>>;

/** Which appointments the staff list shows: a scope, optionally one status, and a search. */
export const appointmentFilterSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    scope: z.enum(APPOINTMENT_SCOPES, { error: m.invalidValue }).default('upcoming'),
    status: z.enum(APPOINTMENT_STATUSES, { error: m.invalidValue }).optional(),
    q: searchField(m).meta({
      description: 'Part of the customer’s name, email, phone or vehicle (case and accents ignored)',
    }),
  });
export type AppointmentFilter = z.input<ReturnType<typeof appointmentFilterSchema>>;

/** The staff list's query: the filter and one page's `limit` and `cursor`. */
export const appointmentListSchema = (m: ValidationMessages = englishMessages) =>
  appointmentFilterSchema(m).extend(pagingFields(m));
export type AppointmentListInput = z.input<ReturnType<typeof appointmentListSchema>>;

/**
 * The token of a customer's private link (`/appointments/manage/{token}`, `/reviews/{token}`): 32
 * random bytes in base64url. Anything else is not a link the shop sent, and is answered like an
 * unknown one.
 */
export const CUSTOMER_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const linkToken = (m: ValidationMessages) => line(m, 100).meta({ description: 'The token from the email’s link' });

/** The customer cancels from their link; the reason is optional. */
export const manageCancelSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { reason: orNull(text(m, 500)) });
export type ManageCancelInput = z.input<ReturnType<typeof manageCancelSchema>>;

/** The customer moves the visit to another offered slot with room. */
export const manageRescheduleSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { appointmentDate: slotStart(m) });
export type ManageRescheduleInput = z.input<ReturnType<typeof manageRescheduleSchema>>;

/** The procedures' inputs: the link's token (a manage or a review link), beside the body. */
export const customerLinkSchema = (m: ValidationMessages = englishMessages) => inputObject(m, { token: linkToken(m) });
export const manageCancelCallSchema = (m: ValidationMessages = englishMessages) =>
  manageCancelSchema(m).extend({ token: linkToken(m) });
export const manageRescheduleCallSchema = (m: ValidationMessages = englishMessages) =>
  manageRescheduleSchema(m).extend({ token: linkToken(m) });
