import http from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { mailTo } from './mailbox.ts';
import { shop } from './shop.ts';
import { axeProblems, openAs, openManagementScreen, staffDashboard, staffToken } from './staff-pages.ts';

// Unique per run, so the rows this test makes are easy to find among the demo content.
const RUN = String(Date.now()).slice(-6);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A Las Vegas calendar date `days` from now (YYYY-MM-DD). */
const shopDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** The bytes of a file as the server sends it gzipped (Playwright's and Node's clients unpack them). */
const gzipSize = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        if (res.headers['content-encoding'] !== 'gzip') reject(new Error(`${url} was not sent gzipped`));
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });

/** The review page's path in an email (quoted-printable soft line breaks joined first). */
const reviewPath = (raw: string) =>
  /https?:\/\/[^/\s]+(\/es\/reviews\/[A-Za-z0-9_-]{43})/.exec(raw.replace(/=\r?\n/g, ''))?.[1];

describe('reviews in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a Spanish customer reviews from the email’s link; the manager publishes it; it shows on /es/testimonials', async () => {
    const email = `rosa.${RUN}@example.com`;
    const firstName = `Rosa${RUN}`;
    const shownName = `${firstName} V.`;
    const words = `Arreglaron la transmisión en un día. <script>alert(1)</script> ¡Gracias!`;

    // A visit booked by phone, confirmed and completed by the front desk.
    const setup = await openAs(browser, 'en');
    const supervisor = await staffToken(setup.page, 'supervisor');
    const read = await setup.page.request.get(`/api/admin/appointments/slots?from=${shopDate(40)}&to=${shopDate(46)}`, {
      headers: bearer(supervisor),
    });
    const { slots } = (await read.json()) as { slots: { start: string }[] };
    const booked = await setup.page.request.post('/api/admin/appointments', {
      headers: bearer(supervisor),
      data: {
        firstName,
        lastName: `vega${RUN}`,
        phone: '(702) 555-0161',
        email,
        appointmentDate: slots[0]?.start,
        language: 'es',
        overbook: true,
      },
    });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: number };
    for (const status of ['confirmed', 'completed']) {
      const changed = await setup.page.request.patch(`/api/admin/appointments/${id}`, {
        headers: bearer(supervisor),
        data: { status },
      });
      expect(changed.status()).toBe(200);
    }
    await setup.context.close();

    // The customer's email asks, in Spanish, how it went.
    await expect
      .poll(() => mailTo(shop.mailDir, email).find((raw) => reviewPath(raw) !== undefined), { timeout: 20_000 })
      .toBeTruthy();
    const request = mailTo(shop.mailDir, email).find((raw) => reviewPath(raw) !== undefined) ?? '';
    expect(request).toContain(`Hola ${firstName}`);
    const path = reviewPath(request) ?? '';

    const customer = await openAs(browser, 'es');
    const { page } = customer;
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    const opened = await page.goto(path);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`¿Cómo le fue, ${firstName}?`);
    await page.waitForFunction(() => performance.getEntriesByName('shop:interactive').length > 0);
    const send = page.getByRole('button', { name: 'Enviar reseña' });
    await expect.poll(() => send.isEnabled(), { timeout: 10_000 }).toBe(true);
    await send.click();
    await expect.poll(() => page.getByText('Elija de 1 a 5 estrellas').count()).toBe(1);
    const problems = await axeProblems(page, 'review form with errors (es)');
    await page.getByRole('radio', { name: '4 estrellas: muy buena' }).check();
    await page.getByLabel(/^Su reseña/).fill(words);
    await send.click();
    const thanks = page.getByRole('status').filter({ hasText: '¡Gracias por su reseña!' });
    await expect.poll(() => thanks.count(), { timeout: 10_000 }).toBe(1);
    problems.push(...(await axeProblems(page, 'review sent (es)')));
    // The page's JavaScript, gzipped, within the public pages' budget, and none of the staff code.
    let gzipped = 0;
    for (const script of scripts) {
      gzipped += await gzipSize(new URL(script, shop.baseURL).href);
    }
    expect(gzipped).toBeLessThanOrEqual(140 * 1024);
    expect([...scripts].filter((s) => /\/(data|dashboard|SignedInButtons|session|trpc)-/.test(s))).toEqual([]);
    expect(customer.errors).toEqual([]);
    await customer.context.close();

    // A link that doesn't work: the same page in either language, whatever the token.
    for (const [lang, address, heading] of [
      ['es', '/es/reviews/no-existe', 'Este enlace para reseñas no funciona'],
      ['en', `/reviews/${'A'.repeat(43)}`, "This review link doesn't work"],
    ] as const) {
      const visitor = await openAs(browser, lang);
      const answer = await visitor.page.goto(address);
      expect(answer?.status()).toBe(404);
      expect(await visitor.page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      problems.push(...(await axeProblems(visitor.page, `review link not valid (${lang})`)));
      await visitor.context.close();
    }

    // The manager publishes it from Management -> Reviews (axe clean in both languages).
    for (const lang of ['es', 'en'] as const) {
      const manager = await staffDashboard(browser, lang, 'manager');
      await openManagementScreen(manager.page, lang, 'reviews');
      const row = manager.page.locator('[data-list="reviews"] [data-row]').filter({ hasText: shownName });
      await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
      problems.push(...(await axeProblems(manager.page, `reviews screen (${lang})`)));
      if (lang === 'en') {
        expect(await row.textContent()).toContain('Pending');
        await row.getByRole('button', { name: 'Publish' }).click();
        await expect.poll(() => row.textContent()).toContain('Published');
      }
      await manager.context.close();
    }

    // Everyone sees it on the Spanish reviews page, the words as written (never as markup).
    const visitor = await openAs(browser, 'es');
    await visitor.page.goto('/es/testimonials');
    const review = visitor.page.getByRole('article', { name: `Reseña de ${shownName}` });
    await expect.poll(() => review.count(), { timeout: 10_000 }).toBe(1);
    expect(await review.textContent()).toContain(words);
    expect(await review.textContent()).toContain('4 de 5 estrellas');
    expect(await visitor.page.getByText('Próximamente').count()).toBe(0);
    problems.push(...(await axeProblems(visitor.page, 'testimonials (es)')));
    await visitor.page.goto('/testimonials');
    await expect.poll(() => visitor.page.getByRole('article', { name: `Review by ${shownName}` }).count()).toBe(1);
    problems.push(...(await axeProblems(visitor.page, 'testimonials (en)')));
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    expect(problems).toEqual([]);
  });
});
