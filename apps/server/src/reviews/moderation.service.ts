import type { EntityManager } from '@mikro-orm/postgresql';
import type { CataloguePage, Language, Page, ReviewStatus } from '@shop/contract';
import { REVIEWS } from '@shop/contract';
import { cursorPage, mapPage, type OrderSpec } from '../db/paging.ts';
import { Refusal } from '../refusal.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';
import { Testimonial } from './testimonial.entity.ts';

/** A review as managers see it. */
export interface ReviewRow {
  id: number;
  customerName: string;
  rating: number;
  text: string;
  status: ReviewStatus;
  language: Language;
  reply: string | null;
  appointmentId: number | null;
  repairOrderId: number | null;
  createdAt: Date;
  publishedAt: Date | null;
}

/** A published review as everyone sees it on /testimonials. */
export interface PublishedReview {
  id: number;
  customerName: string;
  rating: number;
  text: string;
  language: Language;
  reply: string | null;
  createdAt: string;
}

const NOT_FOUND = 'Review not found';

const NEWEST_FIRST: OrderSpec<Testimonial> = [
  ['createdAt', 'desc'],
  ['id', 'desc'],
];

const reviewRow = (t: Testimonial): ReviewRow => ({
  id: t.id,
  customerName: t.customerName,
  rating: t.rating,
  text: t.testimonialText,
  status: t.status,
  language: t.language,
  reply: t.reply ?? null,
  appointmentId: t.appointment?.id ?? null,
  repairOrderId: t.repairOrder?.id ?? null,
  createdAt: t.createdAt,
  publishedAt: t.publishedAt ?? null,
});

const whereStatus = (status: ReviewStatus | undefined) => (status ? { status } : {});

/** One page of the reviews, newest first, all or one status (an index answers each). */
export async function listReviews(
  { em }: Pick<Deps, 'em'>,
  query: { status?: ReviewStatus | undefined; limit?: number | undefined; cursor?: string | undefined },
): Promise<Page<ReviewRow>> {
  const page = await cursorPage(em, Testimonial, {
    where: whereStatus(query.status),
    orderBy: NEWEST_FIRST,
    limit: query.limit,
    cursor: query.cursor,
  });
  return mapPage(page, reviewRow);
}

/** Every review (or one status) for the REST door, read from a database cursor. */
export async function* allReviews({ em }: Pick<Deps, 'em'>, filter: { status?: ReviewStatus | undefined }) {
  const rows = em.stream(Testimonial, {
    where: whereStatus(filter.status),
    orderBy: Object.fromEntries(NEWEST_FIRST),
  });
  for await (const t of rows) yield reviewRow(t);
}

/**
 * A manager's decision: publish, hide or send back to pending, with the shop's public reply
 * (empty removes it; left out keeps it). The first publication's time is kept.
 */
export async function moderateReview(
  deps: Deps,
  { id, ...change }: { id: number; status: ReviewStatus; reply?: string | null | undefined },
): Promise<ReviewRow> {
  return inTransaction(deps, async ({ em, audit, changed, now }) => {
    const review = await em.findOne(Testimonial, { id });
    if (!review) throw new Refusal('not-found', NOT_FOUND);
    const at = now();
    review.status = change.status;
    if (change.status === 'published' && !review.publishedAt) review.publishedAt = at;
    const reply = change.reply === undefined ? undefined : change.reply || null;
    if (reply !== undefined && reply !== (review.reply ?? null)) {
      review.reply = reply;
      review.repliedAt = reply ? at : null;
    }
    await em.flush();
    await audit.record({
      action: change.status === 'published' ? 'review-published' : 'review-hidden',
      target: { kind: 'review', id: String(id), label: `${review.status}: ${review.customerName}` },
    });
    // Once committed, /testimonials and its read show the change.
    changed('testimonials');
    return reviewRow(review);
  });
}

export async function deleteReview(deps: Deps, { id }: { id: number }): Promise<{ id: number }> {
  return inTransaction(deps, async ({ em, audit, changed }) => {
    const deleted = await em.nativeDelete(Testimonial, { id });
    if (deleted === 0) throw new Refusal('not-found', NOT_FOUND);
    await audit.record({ action: 'review-deleted', target: { kind: 'review', id: String(id) } });
    changed('testimonials');
    return { id };
  });
}

/**
 * One page of the published reviews, newest first, for /testimonials and `GET /api/testimonials`
 * (the partial index on published reviews answers both the count and the page). A page past the
 * end is empty, with the real total.
 */
export async function publishedReviews(em: EntityManager, page: number): Promise<CataloguePage<PublishedReview>> {
  const limit = REVIEWS.pageSize;
  const total = await em.count(Testimonial, { status: 'published' });
  const rows =
    (page - 1) * limit < total
      ? await em.find(
          Testimonial,
          { status: 'published' },
          { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset: (page - 1) * limit },
        )
      : [];
  return {
    items: rows.map((t) => ({
      id: t.id,
      customerName: t.customerName,
      rating: t.rating,
      text: t.testimonialText,
      language: t.language,
      reply: t.reply ?? null,
      createdAt: t.createdAt.toISOString(),
    })),
    total,
    page,
    pageCount: Math.ceil(total / limit),
    limit,
  };
}
