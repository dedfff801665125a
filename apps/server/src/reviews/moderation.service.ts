import type { EntityManager } from '@mikro-orm/postgresql';
import type { CataloguePage, Language, Page, ReviewStatus } from '@shop/contract';
import { REVIEWS } from '@shop/contract';
import { cursorPage, mapPage, type OrderSpec } from '../db/paging.ts';
import type { PublicReads } from '../public-reads/public-reads.ts';
import { Refusal } from '../refusal.ts';
import { Testimonial } from '../testimonials/testimonial.entity.ts';

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
  createdAt: t.createdAt,
  publishedAt: t.publishedAt ?? null,
});

const whereStatus = (status: ReviewStatus | undefined) => (status ? { status } : {});

/** One page of the reviews, newest first, all or one status (an index answers each). */
export async function listReviews(
  em: EntityManager,
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
export async function* allReviews(em: EntityManager, filter: { status?: ReviewStatus | undefined }) {
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
  em: EntityManager,
  id: number,
  change: { status: ReviewStatus; reply?: string | null | undefined },
  deps: { reads: PublicReads; now: Date },
): Promise<ReviewRow> {
  const { now } = deps;
  const row = await em.transactional(async (tx) => {
    const review = await tx.findOne(Testimonial, { id });
    if (!review) throw new Refusal('not-found', NOT_FOUND);
    review.status = change.status;
    if (change.status === 'published' && !review.publishedAt) review.publishedAt = now;
    const reply = change.reply === undefined ? undefined : change.reply || null;
    if (reply !== undefined && reply !== (review.reply ?? null)) {
      review.reply = reply;
      review.repliedAt = reply ? now : null;
    }
    await tx.flush();
    return reviewRow(review);
  });
  // Committed: /testimonials and its read show the change at once.
  deps.reads.changed('testimonials');
  return row;
}

export async function deleteReview(em: EntityManager, reads: PublicReads, id: number): Promise<{ id: number }> {
  const deleted = await em.nativeDelete(Testimonial, { id });
  if (deleted === 0) throw new Refusal('not-found', NOT_FOUND);
  reads.changed('testimonials');
  return { id };
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
