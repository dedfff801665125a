import {
  estimateApprovalCallSchema,
  idSchema,
  repairLineChangeSchema,
  repairLineSchema,
  repairLinkSchema,
  repairOrderChangeSchema,
  repairOrderCheckInSchema,
  repairOrderCreateSchema,
  repairOrderFilterSchema,
  repairOrderListSchema,
  vehicleHistorySchema,
} from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { uploadProcedures } from '../media/upload.procedures.ts';
import type { Context } from '../trpc/context.ts';
import { publicProcedure, supervisorProcedure } from '../trpc/init.ts';
import { rowsOf } from '../trpc/rest-door.ts';
import { answerEstimate, viewEstimate } from './approval.service.ts';
import { repairBoard as board, repairOverview as overview } from './board.ts';
import { checkIn, createRepairOrder } from './check-in.service.ts';
import { sendEstimate } from './estimate.service.ts';
import { addLine, removeLine, updateLine } from './lines.service.ts';
import { repairOrderDetail, repairOrdersPage, streamRepairOrders, vehicleHistory } from './repair-order-list.ts';
import {
  createdRepairOrder,
  customerEstimate,
  listedRepairOrder,
  repairBoard,
  repairOrder,
  repairOrderPage,
  repairOverview,
  savedLine,
  sentEstimate,
  vehicleHistory as vehicleHistoryAnswer,
} from './repair-orders.answers.ts';
import { changeRepairOrderStatus } from './status.service.ts';

const linkAccess =
  'The token is the proof: no sign-in. An unknown, malformed or foreign token is a 404 with reason ' +
  '`link-not-valid`, whichever it is. Rate limited per address (429).';
/** A customer's own estimate: never kept by a cache, never passed on as a referrer, never indexed. */
function answeredPrivately(ctx: Context): void {
  ctx.reply.header('cache-control', 'no-store');
  ctx.reply.header('referrer-policy', 'no-referrer');
  ctx.reply.header('x-robots-tag', 'noindex, nofollow');
}
const roId = idSchema.meta({ description: 'The repair order’s id' });
const lineId = idSchema.meta({ description: 'The line’s id' });
const walkIn = {
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '(702) 555-0199',
  email: 'maria@example.com',
  language: 'es',
  vehicleYear: 2014,
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  vin: '4T1BF1FK7EU123456',
  mileage: 128400,
  concern: 'Slips between second and third gear when cold.',
};
const MONEY_RULES =
  'Money is computed on the server in exact decimals: each line’s total is quantity x unit price rounded ' +
  'half-up to the cent; sales tax is on parts only unless the shop’s setting taxes labor too.';

export const repairOrdersRouter = {
  /** One page of repair orders, newest first; optionally one status and a search. */
  list: supervisorProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/repair-orders',
        summary: 'The repair orders',
        description:
          'Newest first; optionally one `status` and a search (`q`: the number, the customer, the vehicle or its VIN). ' +
          'Without `limit` or `cursor`: every such repair order, as an array. With them: one page (`limit` rows, 25 by default) ' +
          'and the cursors of the pages either side.',
        tag: 'Repairs',
        answers: 'Every repair order asked for, or one page of them',
        wholeList: 'all',
      },
    })
    .input(repairOrderListSchema())
    .output(repairOrderPage)
    .query(({ ctx, input }) => repairOrdersPage(ctx.deps, input)),
  /** Every repair order the filter picks, read from a database cursor (the REST whole list). */
  all: supervisorProcedure
    .input(repairOrderFilterSchema())
    .output(rowsOf(listedRepairOrder))
    .query(({ ctx, input }) => streamRepairOrders(ctx.deps, input)),
  /** A car checked in: a walk-in, or an appointment's (then the appointment is completed). */
  create: supervisorProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/repair-orders',
        status: 201,
        summary: 'Check a car in',
        description:
          'Opens a repair order (`RO-1042`), status `checked-in`. With `appointmentId`, the appointment is marked completed ' +
          'and its review request waits until the car is picked up (409 `appointment-checked-in` when it has a repair order ' +
          'already, or is cancelled or a no-show). A 17-character VIN is checked (no I, O or Q, and its check digit); a ' +
          'shorter one is kept as typed.',
        tag: 'Repairs',
        answers: 'The new repair order',
        errors: [404, 409],
        example: walkIn,
      },
    })
    .input(repairOrderCreateSchema())
    .output(createdRepairOrder)
    .mutation(({ ctx, input }) => createRepairOrder(ctx.deps, input)),
  /** "Check in" on an appointment's card: its customer and vehicle carried over. */
  checkIn: supervisorProcedure
    .input(repairOrderCheckInSchema())
    .output(createdRepairOrder)
    .mutation(({ ctx, input }) => checkIn(ctx.deps, input)),
  /** One repair order, whole. */
  get: supervisorProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/repair-orders/:id',
        summary: 'One repair order',
        description: `Its lines with their totals, every estimate version sent, every authorisation the customer gave (never changed once given) and its whole history. ${MONEY_RULES}`,
        tag: 'Repairs',
        answers: 'The repair order',
      },
    })
    .input(z.strictObject({ id: roId }))
    .output(repairOrder)
    .query(({ ctx, input }) => repairOrderDetail(ctx.deps, input)),
  /** A step of the repair order's way: diagnosing, in repair, waiting for parts, ready, picked up, cancelled. */
  update: supervisorProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/admin/repair-orders/:id',
        summary: 'Move a repair order to its next status',
        description:
          'checked-in → diagnosing; approved → in-repair ⇄ waiting-parts; in-repair → ready → picked-up; declined → ' +
          'in-repair or ready; cancelled from any status before picked-up. ' +
          '`approved` and `declined` come from the customer’s answer, `awaiting-approval` from sending an estimate. Any ' +
          'other step is 409 `repair-status-not-allowed`; cancelling work the customer authorised takes a manager (403). ' +
          'Ready emails the customer; picked up marks the approved inventory parts sold and asks for a review; cancelled ' +
          'puts held parts back on offer.',
        tag: 'Repairs',
        answers: 'The repair order as it is now',
        errors: [404, 409],
        example: { status: 'diagnosing' },
        bodyAs: 'change',
      },
    })
    .input(z.strictObject({ id: roId, change: repairOrderChangeSchema() }))
    .output(repairOrder)
    .mutation(({ ctx, input }) => changeRepairOrderStatus(ctx.deps, input)),
  /** A line of labor, a part or a fee. */
  addLine: supervisorProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/repair-orders/:id/lines',
        status: 201,
        summary: 'Add a line',
        description: `Labor (hours x rate), a part (from the inventory with \`partId\`: it must be available, else 409 \`part-not-available\`; or typed in) or a fee. \`quantity\` and \`unitPrice\` are decimal strings. ${MONEY_RULES} 409 \`repair-order-closed\` once the car is ready, picked up or the order cancelled.`,
        tag: 'Repairs',
        answers: 'The line with its total, and the repair order’s totals',
        errors: [404, 409],
        example: { kind: 'labor', description: 'Diagnose shifting', quantity: '1.5', unitPrice: '120.00' },
        bodyAs: 'line',
      },
    })
    .input(z.strictObject({ id: roId, line: repairLineSchema() }))
    .output(savedLine)
    .mutation(({ ctx, input }) => addLine(ctx.deps, input)),
  updateLine: supervisorProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/admin/repair-orders/:id/lines/:lineId',
        summary: 'Change a line',
        description:
          'Its description, quantity, unit price, recommendation or photos; its kind and part stay. Estimates already sent ' +
          'and authorisations given are not changed: send the estimate again for a new version.',
        tag: 'Repairs',
        answers: 'The line with its total, and the repair order’s totals',
        errors: [404, 409],
        example: { quantity: '2' },
        bodyAs: 'change',
      },
    })
    .input(z.strictObject({ id: roId, lineId, change: repairLineChangeSchema() }))
    .output(savedLine)
    .mutation(({ ctx, input }) => updateLine(ctx.deps, input)),
  removeLine: supervisorProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/admin/repair-orders/:id/lines/:lineId',
        summary: 'Remove a line',
        description: 'A part it held goes back on offer. Estimates already sent keep it.',
        tag: 'Repairs',
        answers: 'The removed line’s id',
        errors: [404, 409],
      },
    })
    .input(z.strictObject({ id: roId, lineId }))
    .output(z.object({ id: z.number().int() }))
    .mutation(({ ctx, input }) => removeLine(ctx.deps, input)),
  /** Freezes the lines as estimate version N and emails the customer their private link. */
  sendEstimate: supervisorProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/repair-orders/:id/estimate',
        summary: 'Send the estimate',
        description:
          'Freezes the current lines as the next estimate version and emails the customer, in their language, a private ' +
          'link (`/repairs/{token}`, `/es/repairs/{token}`) to approve or decline each line. The repair order becomes ' +
          '`awaiting-approval`. From checked-in or diagnosing, and again later for work found since (a new version, which ' +
          'needs its own answer). 409 `estimate-not-allowed` without lines or from ready on, `no-customer-email` without ' +
          'an email, `part-not-available` for an inventory part no longer on offer.',
        tag: 'Repairs',
        answers: 'The version sent',
        errors: [404, 409],
      },
    })
    .input(z.strictObject({ id: roId }))
    .output(sentEstimate)
    .mutation(({ ctx, input }) => sendEstimate(ctx.deps, input)),
  /** The board: the cars in the shop, one column per open status. */
  board: supervisorProcedure.output(repairBoard).query(({ ctx }) => board(ctx.deps)),
  /** The overview's figures: cars by status, estimates awaiting an answer, work authorised this week. */
  overview: supervisorProcedure.output(repairOverview).query(({ ctx }) => overview(ctx.deps)),
  /** The vehicle's earlier repair orders (VIN, else phone + make + model) and the customer's others. */
  vehicleHistory: supervisorProcedure
    .input(vehicleHistorySchema())
    .output(vehicleHistoryAnswer)
    .query(({ ctx, input }) => vehicleHistory(ctx.deps, input)),
  /** Public, by the private link's token: the latest estimate, or the receipt of its authorisation. */
  estimate: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/repairs/:token',
        summary: 'A customer’s estimate, from their private link',
        description: `The latest estimate version of the repair order: the vehicle, the findings, every line with its recommendation, the totals, and once answered the authorisation (the page becomes its receipt). \`expired\` past the shop’s expiry setting: the customer is asked to call. ${linkAccess}`,
        tag: 'Repairs',
        answers: 'The estimate as the customer sees it',
        errors: [404, 429],
      },
    })
    .input(repairLinkSchema())
    .output(customerEstimate)
    .query(({ ctx, input }) => {
      answeredPrivately(ctx);
      return viewEstimate(ctx.deps, input);
    }),
  /** Public, by the token: the customer approves or declines each line and signs with their name. */
  approve: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/repairs/:token/approval',
        summary: 'The customer answers the estimate',
        description: `A decision for every line of the version shown, and the customer’s typed full name as signature. Recorded for good with the time, the address and browser, and the SHA-256 of the estimate as shown; the customer is emailed a copy. The repair order becomes \`approved\` (or \`declined\` when nothing is approved). 409 \`estimate-outdated\` for a version a newer one replaced, \`estimate-answered\` for one answered already, \`estimate-expired\` past the expiry. ${linkAccess}`,
        tag: 'Repairs',
        answers: 'The estimate with its authorisation',
        errors: [404, 409, 429],
        example: {
          version: 1,
          decisions: [
            { lineId: 1, approved: true },
            { lineId: 2, approved: false, reason: 'I will do it next month' },
          ],
          signedName: 'Maria Lopez',
        },
      },
    })
    .input(estimateApprovalCallSchema())
    .output(customerEstimate)
    .mutation(({ ctx, input }) => {
      answeredPrivately(ctx);
      return answerEstimate(ctx.deps, input);
    }),
  ...uploadProcedures({
    tag: 'Repairs',
    purpose: 'a photo on a repair order’s line (in its `photos`)',
    registerPath: '/api/admin/repair-orders/photos',
    procedure: supervisorProcedure,
  }),
} satisfies TRPCRouterRecord;
