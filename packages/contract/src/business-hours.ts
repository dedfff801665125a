import { z } from 'zod';
import { BOOKING, WEEKDAYS } from './constants.ts';
import { inputObject, line, orNull, phone } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { repairSettingsFields } from './repair-orders.ts';
import { googleReviewUrlSchema } from './reviews.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD that exists (no February 30th). */
export const calendarDate = (m: ValidationMessages) =>
  z
    .string({ error: m.dateInvalid })
    .regex(DATE, { error: m.dateInvalid, abort: true })
    .refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
    }, m.dateInvalid);

/** A time of day, 24 hours, "HH:MM". */
export const timeOfDay = (m: ValidationMessages) => z.string({ error: m.invalidValue }).regex(TIME, m.invalidValue);

/** One day's opening: closed, or open from `from` to `to` (Las Vegas time). */
export const dayHoursSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { open: z.boolean({ error: m.invalidValue }), from: timeOfDay(m), to: timeOfDay(m) }).refine(
    (d) => !d.open || d.to > d.from,
    { message: m.closingBeforeOpening, path: ['to'] },
  );
export type DayHours = z.output<ReturnType<typeof dayHoursSchema>>;

export const weeklyHoursSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(
    m,
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema(m)])) as Record<
      (typeof WEEKDAYS)[number],
      ReturnType<typeof dayHoursSchema>
    >,
  );
export type WeeklyHours = z.output<ReturnType<typeof weeklyHoursSchema>>;

/** A holiday or a day with other hours: closed, or open from `from` to `to`; a note in both languages. */
export const specialDaySchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    date: calendarDate(m),
    closed: z.boolean({ error: m.invalidValue }),
    from: timeOfDay(m).nullable().default(null),
    to: timeOfDay(m).nullable().default(null),
    noteEn: orNull(line(m, 200)),
    noteEs: orNull(line(m, 200)),
  }).refine((d) => d.closed || (d.from !== null && d.to !== null && d.to > d.from), {
    message: m.closingBeforeOpening,
    path: ['to'],
  });
export type SpecialDay = z.output<ReturnType<typeof specialDaySchema>>;

/** What a manager may change in the shop's facts; every field is optional, the rest stays. */
export const businessSettingsSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    shopName: line(m, 100).min(2, m.nameMin),
    phone: phone(m),
    email: z.email(m.emailInvalid).max(100, m.tooLong),
    streetAddress: line(m, 200).min(1, m.required),
    city: line(m, 100).min(1, m.required),
    region: line(m, 50).min(1, m.required),
    postalCode: line(m, 20).min(1, m.required),
    latitude: line(m, 20).refine((v) => Math.abs(Number(v)) <= 90 && v !== '', m.invalidValue),
    longitude: line(m, 20).refine((v) => Math.abs(Number(v)) <= 180 && v !== '', m.invalidValue),
    yearsOfExperience: line(m, 5).regex(/^\d{1,3}$/, m.invalidValue),
    googleReviewUrl: googleReviewUrlSchema(m),
    weeklyHours: weeklyHoursSchema(m),
    specialDays: z
      .array(specialDaySchema(m), { error: m.invalidValue })
      .max(366, m.tooLong)
      .superRefine((days, ctx) => {
        // Each date once: the second of two days with one date is the one to change.
        const seen = new Set<string>();
        days.forEach(({ date }, i) => {
          if (seen.has(date)) ctx.addIssue({ code: 'custom', message: m.specialDayRepeated, path: [i, 'date'] });
          seen.add(date);
        });
      }),
    slotCapacity: z
      .number({ error: m.invalidValue })
      .int(m.invalidValue)
      .min(1, m.invalidValue)
      .max(BOOKING.slotCapacityMax, m.invalidValue),
    /** Until how many hours before a visit the customer may cancel or move it from the email's link. */
    manageCutoffHours: z
      .number({ error: m.invalidValue })
      .int(m.invalidValue)
      .min(0, m.invalidValue)
      .max(BOOKING.manageCutoffHoursMax, m.invalidValue),
    ...repairSettingsFields(m),
  }).partial();
export type BusinessSettingsInput = z.input<ReturnType<typeof businessSettingsSchema>>;
