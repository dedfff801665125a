import {
  LANGUAGES,
  PART_STATUSES,
  pageOf,
  RECOMMENDATIONS,
  REPAIR_LINE_KINDS,
  REPAIR_ORDER_STATUSES,
} from '@shop/contract';
import { z } from 'zod';
import { instant } from '../trpc/rest-door.ts';

/** What the repair orders' procedures answer. Money is text with two decimals ("1450.00"). */

const money = z.string().meta({ description: 'Dollars with two decimals', examples: ['350.00'] });
const status = z.enum(REPAIR_ORDER_STATUSES);
const decision = z
  .enum(['approved', 'declined'])
  .nullable()
  .meta({ description: 'The customer’s answer in the latest authorisation; null before one' });

/** The four figures of a set of lines. */
export const repairTotals = z.object({
  partsSubtotal: money,
  laborSubtotal: money,
  feesSubtotal: money,
  tax: money.meta({ description: 'Sales tax on parts (and on labor when the shop’s setting says so)' }),
  total: money,
});

/** One line as staff see it. */
export const repairLine = z.object({
  id: z.number().int(),
  kind: z.enum(REPAIR_LINE_KINDS),
  description: z.string(),
  quantity: z.string().meta({ description: 'Hours for labor, a count for parts and fees', examples: ['1.5'] }),
  unitPrice: money,
  total: money.meta({ description: 'Quantity x unit price, rounded half-up to the cent' }),
  partId: z.number().int().nullable(),
  partStatus: z.enum(PART_STATUSES).nullable().meta({ description: 'The inventory part’s status now' }),
  partReserved: z.boolean().meta({ description: 'The part is held for this line (the customer approved it)' }),
  recommendation: z.enum(RECOMMENDATIONS),
  photos: z.array(z.string()),
  decision,
});

/** A repair order in lists and on the board. */
export const listedRepairOrder = z.object({
  id: z.number().int(),
  number: z.string().meta({ examples: ['RO-1042'] }),
  status,
  appointmentId: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  language: z.enum(LANGUAGES),
  vehicleYear: z.number().int(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vin: z.string().nullable(),
  mileage: z.number().int().nullable(),
  concern: z.string(),
  total: money.meta({ description: 'The current lines’ total, tax included' }),
  createdAt: instant,
  updatedAt: instant,
});

export const repairOrderPage = pageOf(listedRepairOrder);

/** The lines as they were sent, frozen with their figures. */
const frozenLine = z.object({
  id: z.number().int(),
  kind: z.enum(REPAIR_LINE_KINDS),
  description: z.string(),
  quantity: z.string(),
  unitPrice: money,
  total: money,
  recommendation: z.enum(RECOMMENDATIONS),
  photos: z.array(z.string()),
  partId: z.number().int().nullable(),
});

/** One estimate version as sent. */
export const estimateVersion = repairTotals.extend({
  version: z.number().int(),
  lines: z.array(frozenLine),
  partsTaxRate: z.string().meta({ description: 'Percent', examples: ['8.375'] }),
  laborTaxed: z.boolean(),
  sha256: z.string().meta({ description: 'SHA-256 of the estimate exactly as the customer is shown it' }),
  sentAt: instant,
  sentBy: z.string().nullable(),
  expiresAt: instant,
  openedAt: instant.nullable(),
  remindedAt: instant.nullable(),
  answer: z.enum(['approved', 'declined']).nullable(),
});

/** A customer's authorisation as recorded, never changed. */
export const authorisationRecord = z.object({
  id: z.number().int(),
  version: z.number().int(),
  outcome: z.enum(['approved', 'declined']),
  decisions: z.array(
    z.object({
      lineId: z.number().int(),
      description: z.string(),
      total: money,
      approved: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
  approvedTotal: money.meta({ description: 'The approved lines’ total with their tax' }),
  signedName: z.string(),
  declineReason: z.string().nullable(),
  authorisedAt: instant,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  estimateSha256: z.string(),
});

/** One line of a repair order's history: who did what, when. */
export const repairOrderEvent = z.object({
  at: instant,
  event: z.string().meta({
    description:
      '`created`, `status`, `line-added`, `line-changed`, `line-removed`, `estimate-sent`, `estimate-opened`, `estimate-reminded`, `authorised`',
  }),
  fromStatus: status.nullable(),
  toStatus: status.nullable(),
  facts: z
    .object({
      appointmentId: z.number().int().optional().meta({ description: 'Checked in: the appointment it came from' }),
      walkIn: z.literal(true).optional().meta({ description: 'Checked in without an appointment' }),
      line: z
        .object({
          kind: z.enum(REPAIR_LINE_KINDS),
          description: z.string(),
          quantity: z.string(),
          unitPrice: money,
          total: money,
        })
        .optional()
        .meta({ description: 'A line added, changed or removed, as it stood then' }),
      version: z
        .number()
        .int()
        .optional()
        .meta({ description: 'The estimate version sent, opened, reminded or answered' }),
      total: money.optional().meta({ description: 'The estimate’s total as sent, or the total the customer approved' }),
      signedName: z.string().optional().meta({ description: 'The name the customer signed their answer with' }),
    })
    .meta({ description: 'What the event says beyond its kind and steps (only the facts of its kind)' }),
  by: z
    .string()
    .nullable()
    .meta({ description: 'The staff member’s name or email; `customer`; null for the shop’s own jobs' }),
});

/** A whole repair order: lines, totals, estimates, authorisations and history. */
export const repairOrder = listedRepairOrder.extend({
  lines: z.array(repairLine),
  totals: repairTotals,
  laborRate: money.meta({ description: 'The shop’s labor rate now, for a new labor line' }),
  estimates: z.array(estimateVersion),
  authorisations: z.array(authorisationRecord),
  history: z.array(repairOrderEvent),
  pickedUpAt: instant.nullable(),
});

/** A checked-in car: its id, number and status. */
export const createdRepairOrder = listedRepairOrder;

export const savedLine = repairLine.extend({
  totals: repairTotals.meta({ description: 'The repair order’s totals now' }),
});

export const sentEstimate = z.object({ version: z.number().int(), status });

/** A card on the board. */
const boardCard = z.object({
  id: z.number().int(),
  number: z.string(),
  status,
  customer: z.string(),
  vehicle: z.string(),
  total: money,
  updatedAt: instant,
});

export const repairBoard = z.object({
  columns: z.array(
    z.object({
      status,
      count: z.number().int(),
      cards: z.array(boardCard).meta({ description: 'The most recently changed first, at most 50' }),
    }),
  ),
});

export const vehicleHistory = z.object({
  vehicle: z.array(listedRepairOrder).meta({ description: 'The same vehicle’s other repair orders, newest first' }),
  customer: z
    .array(listedRepairOrder)
    .meta({ description: 'The same customer’s (phone) other vehicles’ repair orders' }),
});

export const repairOverview = z.object({
  inShop: z.array(z.object({ status, count: z.number().int() })),
  awaitingAnswer: z.number().int(),
  authorisedThisWeek: money.meta({ description: 'Approved work in authorisations since Monday, Las Vegas time' }),
});

/** The estimate as the customer's link shows it. */
export const customerEstimate = z.object({
  number: z.string(),
  status,
  language: z.enum(LANGUAGES),
  firstName: z.string(),
  vehicle: z.string(),
  concern: z.string(),
  shop: z.object({ name: z.string(), phone: z.string() }),
  estimate: repairTotals.extend({
    version: z.number().int(),
    lines: z.array(frozenLine.omit({ partId: true }).extend({ decision })),
    sentAt: instant,
    expiresAt: instant,
    expired: z.boolean().meta({ description: 'Past the expiry and unanswered: the customer is asked to call' }),
    answerable: z.boolean().meta({
      description: 'The customer may answer it now: unanswered, not expired, and the shop awaits the answer',
    }),
    partsTaxRate: z.string(),
    laborTaxed: z.boolean(),
  }),
  /** The authorisation of the version shown, once given: the page is a receipt of it. */
  authorisation: z
    .object({
      outcome: z.enum(['approved', 'declined']),
      signedName: z.string(),
      authorisedAt: instant,
      approvedTotal: money,
      declineReason: z.string().nullable(),
    })
    .nullable(),
  history: z.array(z.object({ status, at: instant })),
});
