import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild } from '../../test/fake-web-build.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { localSmtpServer } from '../../test/smtp-server.ts';
import { Appointment } from '../appointments/appointment.entity.ts';
import { Testimonial } from './testimonial.entity.ts';

const DAY = 86_400_000;

/** An email's text with quoted-printable soft line breaks joined, so a long link reads whole. */
const unwrapped = (raw: string) => raw.replace(/=\r?\n/g, '');
const reviewLink = (raw: string) => /https?:\/\/[^\s]+\/reviews\/([A-Za-z0-9_-]{43})/.exec(unwrapped(raw));

describe('reviews: the request email, the review link, moderation and the public list', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof localSmtpServer>>;
  let supervisor: Record<string, string>;
  let manager: Record<string, string>;
  let now = new Date('2026-12-01T18:00:00Z');
  let ip = 0;
  /** A web build whose render shows what the review link's page read (test/fake-web-build.ts). */
  const dist = fakeBuild();
  /** A fresh address per request, so only the rate-limit test meets the limits. */
  const nextIp = () => `10.23.${Math.floor(++ip / 250)}.${ip % 250}`;

  beforeAll(async () => {
    smtp = await localSmtpServer();
    t = await createTestApp({
      demo: true,
      worker: true,
      // Public reads kept in memory as in production: publishing must show at once all the same.
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_CACHE_TTL_MS: '600000',
        PUBLIC_ORIGIN: 'https://shop.example',
        WEB_DIST: dist,
      },
      infra: { now: () => now },
    });
    supervisor = await t.bearer('supervisor');
    manager = await t.bearer('manager');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  async function visit(fields: Partial<Appointment> & { email: string }) {
    const em = t.em();
    const a = em.create(Appointment, {
      firstName: 'Lucía',
      lastName: 'ramírez',
      phone: '7025550123',
      appointmentDate: new Date(now.getTime() - DAY),
      status: 'confirmed',
      language: 'es',
      ...fields,
    });
    await em.flush();
    return a.id;
  }
  const complete = (id: number) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/appointments/${id}`,
      headers: supervisor,
      payload: { status: 'completed' },
    });
  const mailTo = (email: string) => smtp.received.filter((raw) => raw.includes(`To: ${email}`));
  /** Completes the visit and reads the token from the one email it brings. */
  async function completeAndReadLink(email: string, language: 'en' | 'es' = 'es') {
    const id = await visit({ email, language });
    expect((await complete(id)).statusCode).toBe(200);
    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
    const token = reviewLink(mailTo(email)[0] ?? '')?.[1] ?? '';
    return { id, token };
  }
  const post = (token: string, body: object, from = nextIp()) =>
    t.app.inject({ method: 'POST', url: `/api/reviews/${token}`, payload: body, remoteAddress: from });
  const read = (token: string, from = nextIp()) => t.app.inject({ url: `/api/reviews/${token}`, remoteAddress: from });

  it('emails one review request in the customer’s language when a visit is completed, never a second', async () => {
    const email = 'lucia.review@example.com';
    const { id, token } = await completeAndReadLink(email);
    const raw = unwrapped(mailTo(email)[0] ?? '');
    expect(raw).toContain(`https://shop.example/es/reviews/${token}`);
    expect(raw).toContain('Hola Luc');
    expect(raw).toContain(`https://shop.example/es/reviews/${token}#no-more-requests`);

    // Stored as its SHA-256 only, for that appointment, for 30 days.
    const rows = await t
      .em()
      .getConnection()
      .execute<{ token_hash: string; expires_at: Date; appointment_id: number }[]>(
        `select "token_hash", "expires_at", "appointment_id" from "customer_links" where "purpose" = 'review' and "appointment_id" = ?`,
        [id],
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(new Date(rows[0]?.expires_at ?? 0).getTime()).toBe(now.getTime() + 30 * DAY);

    // Completing it again is refused and sends nothing: the next email to arrive is another customer's.
    expect((await complete(id)).statusCode).toBe(409);
    const other = await completeAndReadLink('next.customer@example.com', 'en');
    expect(unwrapped(mailTo('next.customer@example.com')[0] ?? '')).toContain(
      `https://shop.example/reviews/${other.token}`,
    );
    expect(mailTo(email)).toHaveLength(1);
  });

  it('lets the link review its own visit once, refusing bad input with the contract’s messages', async () => {
    const { id, token } = await completeAndReadLink('once@example.com', 'en');
    const opened = await read(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ firstName: 'Lucía', shownName: 'Lucía R.', reviewed: false, language: 'en' });

    const bad = await post(token, { rating: 6, text: 'Ring\u0007ring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'rating', message: 'Please choose from 1 to 5 stars', key: 'ratingRequired' },
      { path: 'text', message: "This contains characters that aren't allowed", key: 'invalidCharacters' },
    ]);
    expect((await post(token, { rating: 5, text: 'x'.repeat(1001) })).json().issues).toEqual([
      { path: 'text', message: 'This is too long', key: 'tooLong' },
    ]);

    // Two sends at once: one review is kept, the other is told the visit has its review.
    const text = 'Fixed my <b>transmission</b> in a day & explained everything.';
    const both = await Promise.all([post(token, { rating: 5, text }), post(token, { rating: 1, text: 'Second try' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().reason).toBe('already-reviewed');
    const stored = await t.em().find(Testimonial, { appointment: id });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ customerName: 'Lucía R.', status: 'pending', language: 'en' });
    expect((await read(token)).json().reviewed).toBe(true);
  });

  it('answers a mistyped, unknown or expired link with the same 404, and keeps nothing from a bot', async () => {
    const { id, token } = await completeAndReadLink('late@example.com', 'en');
    const bot = await post(token, { rating: 5, text: 'Buy cheap watches', website: 'http://spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(await t.em().count(Testimonial, { appointment: id })).toBe(0);

    const unknown = await read('B'.repeat(43));
    const mistyped = await read('not-a-token');
    const saved = now;
    now = new Date(now.getTime() + 30 * DAY + 1000);
    try {
      const expired = await read(token);
      const expiredPost = await post(token, { rating: 4, text: 'Good' });
      for (const res of [unknown, mistyped, expired, expiredPost]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          message: 'This review link is not valid or has expired',
          reason: 'link-not-valid',
        });
      }
    } finally {
      now = saved;
    }
  });

  it('sends no more review requests to a customer who asked for none, whatever the case of their email', async () => {
    const { token } = await completeAndReadLink('No.More@example.com', 'en');
    const stop = await t.app.inject({ method: 'POST', url: `/api/reviews/${token}/opt-out`, remoteAddress: nextIp() });
    expect(stop.statusCode).toBe(200);
    const again = await visit({ email: 'no.more@EXAMPLE.com', language: 'en' });
    expect((await complete(again)).statusCode).toBe(200);
    const invitations = await t
      .em()
      .getConnection()
      .execute(`select 1 from "customer_links" where "purpose" = 'review' and "appointment_id" = ?`, [again]);
    expect(invitations).toHaveLength(0);
    // The next request email to arrive is someone else's; the customer who opted out got only the first.
    await completeAndReadLink('someone.else@example.com', 'en');
    expect(smtp.received.filter((raw) => /To: no\.more@example\.com/i.test(raw))).toHaveLength(1);
  });

  it('renders the review link’s page for each request alone, kept from caches, search engines and referrers', async () => {
    const { token } = await completeAndReadLink('page.reader@example.com', 'es');
    globalThis.renderedUrls = [];
    const pageAt = (url: string) => t.app.inject({ url, remoteAddress: nextIp() });
    const secret = {
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'no-referrer',
    };
    for (let i = 0; i < 2; i++) {
      const page = await pageAt(`/es/reviews/${token}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers).toMatchObject(secret);
      const review = JSON.parse(/<pre id="review">(.*?)<\/pre>/s.exec(page.body)?.[1] ?? 'null');
      expect(review.found).toMatchObject({
        firstName: 'Lucía',
        shownName: 'Lucía R.',
        language: 'es',
        reviewed: false,
      });
    }
    // Mistyped, or no token at all: the page's own screen with a 404, just as private.
    const mistyped = await pageAt(`/reviews/${'Z'.repeat(43)}`);
    expect(mistyped.statusCode).toBe(404);
    expect(mistyped.headers).toMatchObject(secret);
    expect(mistyped.body).toContain('<pre id="review">{"refused":"link-not-valid"}</pre>');
    // Made for each request, never kept for the next visitor.
    expect(globalThis.renderedUrls).toEqual([
      `/es/reviews/${token}`,
      `/es/reviews/${token}`,
      `/reviews/${'Z'.repeat(43)}`,
    ]);
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.body).toContain('https://shop.example/testimonials');
    expect(sitemap.body).not.toContain('/reviews');
  });

  it('shows only published reviews on the public list, newest first, with the reply; managers alone moderate', async () => {
    const list = async () => (await t.app.inject({ url: '/api/testimonials' })).json();
    const before = await list();
    const { token } = await completeAndReadLink('publish.me@example.com', 'en');
    expect((await post(token, { rating: 4, text: 'Honest and quick.' })).statusCode).toBe(201);
    const pending = await t.app.inject({ url: '/api/admin/reviews?status=pending&limit=10', headers: manager });
    expect(pending.statusCode).toBe(200);
    const review = pending.json().items.find((r: { text: string }) => r.text === 'Honest and quick.');
    expect(review).toMatchObject({ status: 'pending', rating: 4, reply: null });
    expect((await t.app.inject({ url: '/api/admin/reviews', headers: supervisor })).statusCode).toBe(403);
    const bySupervisor = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${review.id}`,
      headers: supervisor,
      payload: { status: 'published' },
    });
    expect(bySupervisor.statusCode).toBe(403);
    // Still not public (the cached list was read before).
    expect((await list()).items.map((r: { id: number }) => r.id)).not.toContain(review.id);

    const moderate = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${review.id}`, headers: manager, payload });
    const published = await moderate({ status: 'published', reply: 'Thanks for trusting us!' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', reply: 'Thanks for trusting us!' });
    const shown = await list();
    expect(shown.total).toBe(before.total + 1);
    expect(shown.items[0]).toMatchObject({
      id: review.id,
      customerName: 'Lucía R.',
      rating: 4,
      text: 'Honest and quick.',
      reply: 'Thanks for trusting us!',
    });
    expect(Object.keys(shown.items[0]).sort()).toEqual(
      ['createdAt', 'customerName', 'id', 'language', 'rating', 'reply', 'text'].sort(),
    );

    expect((await moderate({ status: 'hidden' })).json()).toMatchObject({
      status: 'hidden',
      reply: 'Thanks for trusting us!',
    });
    expect((await list()).total).toBe(before.total);
    expect((await moderate({ status: 'published', reply: 'Yes', extra: 1 })).statusCode).toBe(400);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${review.id}`, headers: manager });
    expect(del.statusCode).toBe(200);
    expect((await moderate({ status: 'published' })).statusCode).toBe(404);
    // Each moderation is in the audit trail, by the manager who did it.
    const trail = await t
      .em()
      .getConnection()
      .execute<{ action: string; actor_email: string }[]>(
        `select "action", "actor_email" from "audit_events" where "target_kind" = 'review' and "target_id" = ?`,
        [String(review.id)],
      );
    expect(trail.map((e) => e.action).sort()).toEqual(['review-deleted', 'review-hidden', 'review-published']);
    expect(new Set(trail.map((e) => e.actor_email)).size).toBe(1);
  });

  it('pages the managers’ list with cursors and streams it whole without them', async () => {
    const whole = await t.app.inject({ url: '/api/admin/reviews', headers: manager });
    const all = whole.json() as { id: number }[];
    expect(all.length).toBeGreaterThan(0);
    const first = (await t.app.inject({ url: '/api/admin/reviews?limit=1', headers: manager })).json();
    expect(first.items.map((r: { id: number }) => r.id)).toEqual([all[0]?.id]);
    expect(first.total).toBe(all.length);
  });

  it('pauses one address after ten reviews or opt-outs in ten minutes, and after thirty private link reads', async () => {
    const from = '10.99.0.1';
    const tries = await Promise.all(
      Array.from({ length: 11 }, () => post('C'.repeat(43), { rating: 5, text: 'Guessing' }, from)),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([...Array(10).fill(404), 429]);
    const limited = tries.find((r) => r.statusCode === 429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // Review and manage links share one limit: guessing either kind of token costs the same tries.
    const reads = await Promise.all(Array.from({ length: 31 }, () => read('D'.repeat(43), '10.99.0.2')));
    expect(reads.filter((r) => r.statusCode === 429)).toHaveLength(1);
  });
});
