import { z } from 'zod';
import { LANGUAGES, REPAIR_ORDER_STATUSES, type RepairOrderStatus } from './constants.ts';
import { inputObject, line, moneyString, orNull, phone, text } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { pagingFields, searchField } from './paging.ts';
import { idSchema } from './schemas.ts';

/**
 * Where staff may move a repair order from each status: forward, and back and forth between
 * in-repair and waiting-parts. `awaiting-approval` comes from sending an estimate, `approved` and
 * `declined` from the customer's answer. A declined car is put back together (in-repair) or
 * handed back as it was (ready).
 */
export const REPAIR_ORDER_STEPS: Record<RepairOrderStatus, readonly RepairOrderStatus[]> = {
  'checked-in': ['diagnosing', 'cancelled'],
  diagnosing: ['cancelled'],
  'awaiting-approval': ['cancelled'],
  approved: ['in-repair', 'cancelled'],
  declined: ['in-repair', 'ready', 'cancelled'],
  'in-repair': ['waiting-parts', 'ready', 'cancelled'],
  'waiting-parts': ['in-repair', 'cancelled'],
  ready: ['picked-up', 'cancelled'],
  'picked-up': [],
  cancelled: [],
};

/** The statuses from which an estimate (a first one, or a new version) may be sent. */
export const ESTIMATE_SENDABLE_FROM: readonly RepairOrderStatus[] = [
  'checked-in',
  'diagnosing',
  'awaiting-approval',
  'approved',
  'declined',
  'in-repair',
  'waiting-parts',
];

/**
 * Once the customer has authorised work, cancelling takes a manager: these are the statuses
 * where it counts as authorised.
 */
export const AUTHORISED_STATUSES: readonly RepairOrderStatus[] = ['approved', 'in-repair', 'waiting-parts', 'ready'];

/** The cars still in the shop (the board's columns, and the overview's count). */
export const OPEN_REPAIR_ORDER_STATUSES: readonly RepairOrderStatus[] = REPAIR_ORDER_STATUSES.filter(
  (s) => s !== 'picked-up' && s !== 'cancelled',
);

export const REPAIR_LINE_KINDS = ['labor', 'part', 'fee'] as const;
export type RepairLineKind = (typeof REPAIR_LINE_KINDS)[number];

export const RECOMMENDATIONS = ['urgent', 'recommended', 'can-wait'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** The rules of repair orders that are not settings. */
export const REPAIRS = {
  /** The number the first repair order gets (`RO-1001`); then one more each. */
  firstNumber: 1001,
  /** Lines on one repair order, at most. */
  linesMax: 100,
  /** Photos on one line, at most. */
  photosPerLineMax: 8,
  /** A customer who hasn't answered an estimate gets one reminder this long after it was sent. */
  reminderAfterHours: 48,
  /** The customer's private link keeps showing the estimate (and the receipt) this long. */
  linkDays: 365,
  /** The defaults of the shop's settings for repairs. */
  defaultLaborRate: '120.00',
  /** Clark County, Nevada. */
  defaultPartsTaxRate: '8.375',
  defaultEstimateExpiryDays: 30,
  estimateExpiryDaysMax: 365,
} as const;

/** `RO-1042`: how the shop says a repair order's number on the phone. */
export const repairOrderLabel = (number: number) => `RO-${number}`;

// --- VIN --------------------------------------------------------------------------------------

const VIN_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Whether a VIN may be kept: a 17-character one (every car since 1981) must use the VIN's
 * alphabet (no I, O or Q) and carry the right check digit in 9th place; an older car's shorter
 * one is kept as typed. Letters are compared upper-case.
 */
export function isValidVin(vin: string): boolean {
  if (vin.length !== 17) return vin.length > 0 && vin.length < 17 && /^[A-Za-z0-9-]+$/.test(vin);
  const upper = vin.toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(upper)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = upper[i] as string;
    const value = /\d/.test(char) ? Number(char) : (VIN_VALUES[char] as number);
    sum += value * (VIN_WEIGHTS[i] as number);
  }
  const check = sum % 11;
  return upper[8] === (check === 10 ? 'X' : String(check));
}

// --- fields -----------------------------------------------------------------------------------

const vin = (m: ValidationMessages) =>
  orNull(
    line(m, 17)
      .transform((v) => (v.length === 17 ? v.toUpperCase() : v))
      .refine((v) => v === '' || isValidVin(v), m.vinInvalid),
  ).meta({
    description:
      'A 17-character VIN is checked (no I, O or Q; its check digit); an older car’s shorter one is kept as typed',
    examples: ['1HGCM82633A004352'],
  });

/** A quantity as text: hours of labor ("1.5") or parts and fees ("2"), above 0, at most two decimals. */
const quantity = (m: ValidationMessages) =>
  z
    .string({ error: m.quantityInvalid })
    .trim()
    .refine((v) => /^\d{1,5}(\.\d{1,2})?$/.test(v) && /[1-9]/.test(v), m.quantityInvalid)
    .transform((v) => {
      const [whole = '0', decimals = ''] = v.split('.');
      const trimmed = decimals.replace(/0+$/, '');
      return `${whole.replace(/^0+(?=\d)/, '')}${trimmed ? `.${trimmed}` : ''}`;
    })
    .meta({ description: 'Above 0, at most two decimals, as text: hours for labor', examples: ['1.5'] });

/** A line's unit price: dollars as text with two decimals; 0 is allowed (a courtesy check). */
const unitPrice = (m: ValidationMessages) =>
  z.union([z.literal('0').transform(() => '0.00'), z.literal('0.00'), moneyString(m.priceRequired, m.priceInvalid)], {
    error: m.priceInvalid,
  });

const year = (m: ValidationMessages) =>
  z
    .number({ error: m.vehicleYearInvalid })
    .int(m.vehicleYearInvalid)
    .min(1900, m.vehicleYearInvalid)
    .max(new Date().getFullYear() + 2, m.vehicleYearInvalid);

/** An upload of ours (`/uploads/<hash>.webp`): a photo of what the technician found. */
const photo = (m: ValidationMessages) =>
  z.string({ error: m.imageUrlInvalid }).regex(/^\/uploads\/[a-f0-9]{32}\.webp$/, m.imageUrlInvalid);

// --- staff ------------------------------------------------------------------------------------

/** A car checked in: from an appointment (its customer and vehicle carried over) or a walk-in. */
export const repairOrderCreateSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    appointmentId: idSchema
      .nullish()
      .transform((v) => v ?? null)
      .meta({ description: 'The appointment the car came for: it is marked completed' }),
    firstName: line(m, 50, m.firstNameRequired).min(1, m.firstNameRequired),
    lastName: line(m, 50, m.lastNameRequired).min(1, m.lastNameRequired),
    phone: phone(m),
    /** Without one the customer can only be called: no estimate link, no emails. */
    email: z
      .union([z.literal(''), z.email(m.emailInvalid).max(100, m.tooLong)], { error: m.emailInvalid })
      .nullish()
      .transform((v) => (v ? v : null)),
    language: z.enum(LANGUAGES, { error: m.invalidValue }).default('en'),
    vehicleYear: year(m),
    vehicleMake: line(m, 50, m.required).min(1, m.required),
    vehicleModel: line(m, 50, m.required).min(1, m.required),
    vin: vin(m),
    mileage: z
      .number({ error: m.invalidValue })
      .int(m.invalidValue)
      .min(0, m.invalidValue)
      .max(9_999_999, m.invalidValue)
      .nullish()
      .transform((v) => v ?? null),
    concern: text(m, 4000).min(1, m.concernRequired),
  });
export type RepairOrderCreateInput = z.input<ReturnType<typeof repairOrderCreateSchema>>;

/** Checking in the car of one appointment: everything comes from the appointment but what it lacks. */
export const repairOrderCheckInSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    appointmentId: idSchema,
    /** Needed when the appointment doesn't say; else the appointment's are kept. */
    vehicleYear: year(m)
      .nullish()
      .transform((v) => v ?? null),
    vehicleMake: orNull(line(m, 50)),
    vehicleModel: orNull(line(m, 50)),
    vin: vin(m),
    mileage: z
      .number({ error: m.invalidValue })
      .int(m.invalidValue)
      .min(0, m.invalidValue)
      .max(9_999_999, m.invalidValue)
      .nullish()
      .transform((v) => v ?? null),
    /** The appointment's notes are taken when this is left out. */
    concern: orNull(text(m, 4000)),
  });
export type RepairOrderCheckInInput = z.input<ReturnType<typeof repairOrderCheckInSchema>>;

/** A staff step: one status the current one may go to (REPAIR_ORDER_STEPS). */
export const repairOrderChangeSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { status: z.enum(REPAIR_ORDER_STATUSES, { error: m.invalidValue }) });
export type RepairOrderChangeInput = z.input<ReturnType<typeof repairOrderChangeSchema>>;

/** Which repair orders the list shows: optionally one status, and a search. Newest first. */
export const repairOrderFilterSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    status: z.enum(REPAIR_ORDER_STATUSES, { error: m.invalidValue }).optional(),
    q: searchField(m).meta({
      description: 'Part of the number (1042 or RO-1042), the customer’s name, phone or email, the vehicle or its VIN',
    }),
  });
export type RepairOrderFilter = z.input<ReturnType<typeof repairOrderFilterSchema>>;

export const repairOrderListSchema = (m: ValidationMessages = englishMessages) =>
  repairOrderFilterSchema(m).extend(pagingFields(m));
export type RepairOrderListInput = z.input<ReturnType<typeof repairOrderListSchema>>;

/** One line of work: labor (hours x rate), a part (from the inventory or typed in) or a fee. */
export const repairLineSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    kind: z.enum(REPAIR_LINE_KINDS, { error: m.invalidValue }),
    description: line(m, 300, m.required).min(1, m.required),
    quantity: quantity(m),
    unitPrice: unitPrice(m),
    partId: idSchema
      .nullish()
      .transform((v) => v ?? null)
      .meta({ description: 'A part of the inventory (kind `part` only): it must be available' }),
    recommendation: z.enum(RECOMMENDATIONS, { error: m.invalidValue }).default('recommended'),
    photos: z
      .array(photo(m), { error: m.invalidValue })
      .max(REPAIRS.photosPerLineMax, m.tooLong)
      .default([])
      .meta({ description: 'Uploaded photos (`/uploads/….webp`) of what was found' }),
  }).refine((l) => l.partId === null || l.kind === 'part', { message: m.invalidValue, path: ['partId'] });
export type RepairLineInput = z.input<ReturnType<typeof repairLineSchema>>;

/** A line's change: any of its fields but its kind and part. */
export const repairLineChangeSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    description: line(m, 300, m.required).min(1, m.required).optional(),
    quantity: quantity(m).optional(),
    unitPrice: unitPrice(m).optional(),
    recommendation: z.enum(RECOMMENDATIONS, { error: m.invalidValue }).optional(),
    photos: z.array(photo(m), { error: m.invalidValue }).max(REPAIRS.photosPerLineMax, m.tooLong).optional(),
  });
export type RepairLineChangeInput = z.input<ReturnType<typeof repairLineChangeSchema>>;

/** The vehicle whose earlier repair orders are asked for: by VIN, else by phone, make and model. */
export const vehicleHistorySchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, { id: idSchema.meta({ description: 'A repair order of the vehicle' }) });

// --- the customer's link ----------------------------------------------------------------------

const linkToken = (m: ValidationMessages) => line(m, 100).meta({ description: 'The token from the email’s link' });

/** The customer's answer to one estimate version: a decision for every line, their name as signature. */
export const estimateApprovalSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    version: z.number({ error: m.invalidValue }).int(m.invalidValue).min(1, m.invalidValue),
    decisions: z
      .array(
        inputObject(m, {
          lineId: idSchema,
          approved: z.boolean({ error: m.invalidValue }),
          /** Why this line was declined, when the customer says. */
          reason: orNull(text(m, 500)),
        }),
        { error: m.invalidValue },
      )
      .min(1, m.decisionsIncomplete)
      .max(REPAIRS.linesMax, m.tooLong),
    signedName: line(m, 100, m.signedNameRequired).min(2, m.signedNameRequired),
    declineReason: orNull(text(m, 1000)),
  });
export type EstimateApprovalInput = z.input<ReturnType<typeof estimateApprovalSchema>>;

export const repairLinkSchema = (m: ValidationMessages = englishMessages) => inputObject(m, { token: linkToken(m) });
export const estimateApprovalCallSchema = (m: ValidationMessages = englishMessages) =>
  estimateApprovalSchema(m).extend({ token: linkToken(m) });

// --- settings ---------------------------------------------------------------------------------

/** A tax rate in percent as text: "8.375". */
const percent = (m: ValidationMessages) =>
  z
    .string({ error: m.invalidValue })
    .trim()
    .refine((v) => /^\d{1,2}(\.\d{1,4})?$/.test(v), m.invalidValue)
    .meta({ description: 'Percent, up to four decimals', examples: ['8.375'] });

/** The shop's settings for repairs (kept with the other settings, edited by managers). */
export const repairSettingsFields = (m: ValidationMessages = englishMessages) => ({
  laborRate: moneyString(m.priceRequired, m.priceInvalid).meta({ description: 'Dollars per hour of labor' }),
  partsTaxRate: percent(m),
  laborTaxed: z.boolean({ error: m.invalidValue }),
  estimateExpiryDays: z
    .number({ error: m.invalidValue })
    .int(m.invalidValue)
    .min(1, m.invalidValue)
    .max(REPAIRS.estimateExpiryDaysMax, m.invalidValue),
});
