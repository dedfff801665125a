import {
  customerLinkSchema,
  idSchema,
  reviewFilterSchema,
  reviewListSchema,
  reviewModerationSchema,
  reviewSchema,
  testimonialsQuerySchema,
} from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { auditByCaller, recordAuditEvent } from '../audit/audit-trail.ts';
import { managerProcedure, publicProcedure } from '../trpc/init.ts';
import { allReviews, deleteReview, listReviews, moderateReview } from './moderation.service.ts';
import { readReviewRequest, stopReviewRequests, submitReview } from './review-requests.service.ts';

export const reviewsRouter = {
  /** The review page's read: the visit a link reviews; 404 for any link that doesn't work. */
  request: publicProcedure.input(customerLinkSchema()).query(async ({ ctx, input }) =>
    readReviewRequest(ctx.em, input.token, {
      limits: ctx.infra.limits,
      ip: ctx.ip,
      now: ctx.infra.now(),
      settings: await ctx.infra.reads.settings(),
    }),
  ),
  /** A customer's review from the link: stored pending, one per appointment. */
  submit: publicProcedure
    .input(customerLinkSchema().extend(reviewSchema().shape))
    .mutation(({ ctx, input: { token, ...review } }) =>
      submitReview(ctx.em, token, review, { limits: ctx.infra.limits, ip: ctx.ip, now: ctx.infra.now() }),
    ),
  /** "Stop asking me for reviews" from the link. */
  stopRequests: publicProcedure
    .input(customerLinkSchema())
    .mutation(({ ctx, input }) => stopReviewRequests(ctx.em, input.token, { limits: ctx.infra.limits, ip: ctx.ip })),
  /** Everyone: one page of the published reviews, newest first. */
  published: publicProcedure
    .input(testimonialsQuerySchema())
    .query(({ ctx, input }) => ctx.infra.reads.testimonials(input.page ?? 1)),
  /** Managers: one page of the reviews, newest first, all or one status. */
  list: managerProcedure.input(reviewListSchema()).query(({ ctx, input }) => listReviews(ctx.em, input)),
  /** Managers: every review (or one status), as rows read from a database cursor (the REST whole list). */
  all: managerProcedure.input(reviewFilterSchema()).query(({ ctx, input }) => allReviews(ctx.em, input)),
  /** Publish, hide or set back to pending, with the shop's public reply; the public page shows it at once. */
  moderate: managerProcedure
    .input(z.strictObject({ id: idSchema }).extend(reviewModerationSchema().shape))
    .mutation(async ({ ctx, input: { id, ...change } }) => {
      const row = await moderateReview(ctx.em, id, change, { reads: ctx.infra.reads, now: ctx.infra.now() });
      await recordAuditEvent(ctx.em, auditByCaller(ctx), {
        action: change.status === 'published' ? 'review-published' : 'review-hidden',
        target: { kind: 'review', id: String(id), label: `${row.status}: ${row.customerName}` },
      });
      return row;
    }),
  delete: managerProcedure.input(z.strictObject({ id: idSchema })).mutation(async ({ ctx, input }) => {
    const deleted = await deleteReview(ctx.em, ctx.infra.reads, input.id);
    await recordAuditEvent(ctx.em, auditByCaller(ctx), {
      action: 'review-deleted',
      target: { kind: 'review', id: String(input.id) },
    });
    return deleted;
  }),
} satisfies TRPCRouterRecord;
