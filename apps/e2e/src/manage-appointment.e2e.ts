import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { mailTo, readableMail } from './mailbox.ts';
import { shop } from './shop.ts';
import { axeProblems, dashboardTab, openAs, staffToken } from './staff-pages.ts';

// Unique per run, so the rows this test makes are easy to find among the demo content.
const RUN = String(Date.now()).slice(-6);

const manageLink = (raw: string) =>
  /https?:\/\/[^\s]+\/es\/appointments\/manage\/[A-Za-z0-9_-]{43}/.exec(readableMail(raw))?.[0];

const isMoveEmail = (raw: string) => readableMail(raw).includes('Cambiamos su cita al horario que eligió');

/** Today in Las Vegas and 30 days later, as the slots path takes them. */
function range(): { from: string; to: string } {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(d);
  return { from: day(new Date()), to: day(new Date(Date.now() + 30 * 86_400_000)) };
}

describe('a customer manages their appointment from the link in the email', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a Spanish customer on a phone moves it from the email; the supervisor sees who changed what', async () => {
    const email = `manage.${RUN}@example.com`;
    const lastName = `Vega${RUN}`;
    const visitor = await openAs(browser, 'es');
    const { page } = visitor;

    // The booking, as the booking page sends it, three days ahead or more (well before the cut-off).
    const { from, to } = range();
    const slots = (await (await page.request.get(`/api/appointments/slots?from=${from}&to=${to}`)).json()) as {
      slots: { start: string }[];
    };
    const start = slots.slots.find((s) => Date.parse(s.start) > Date.now() + 3 * 86_400_000)?.start;
    expect(start).toBeDefined();
    const booked = await page.request.post('/api/appointments', {
      data: {
        firstName: 'Lucia',
        lastName,
        phone: `(702) 555-${RUN.slice(-4)}`,
        email,
        serviceId: null,
        vehicleYear: 2012,
        vehicleMake: 'Honda',
        vehicleModel: 'Civic',
        appointmentDate: start,
        notes: null,
        language: 'es',
        website: '',
      },
    });
    expect(booked.status()).toBe(201);

    // The link from the email the customer received.
    await expect
      .poll(() => mailTo(shop.mailDir, email).find((raw) => manageLink(raw) !== undefined), { timeout: 20_000 })
      .toBeDefined();
    const link = manageLink(mailTo(shop.mailDir, email).find((raw) => manageLink(raw) !== undefined) ?? '') ?? '';
    const address = new URL(link).pathname;

    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const answer = await page.goto(address);
    expect(answer?.status()).toBe(200);
    const headers = answer?.headers() ?? {};
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['cache-control']).toBe('no-store');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await page.waitForFunction(() => performance.getEntriesByName('shop:interactive').length > 0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Su cita, Lucia');
    const facts = page.getByTestId('appointment-facts');
    expect(await facts.textContent()).toContain('Solicitada, en espera de nuestra confirmación');
    expect(await facts.textContent()).toContain('2012 Honda Civic');
    const problems = await axeProblems(page, 'manage page (es)');
    // The outline button's hover tint keeps its words readable too (the pointer often rests there).
    await page.getByRole('button', { name: 'Cancelar mi cita' }).hover();
    problems.push(...(await axeProblems(page, 'manage page, pointer on "Cancelar mi cita" (es)')));

    await page.getByRole('button', { name: 'Elegir otro horario' }).click();
    const when = page.getByLabel(/^Día y hora preferidos/);
    await expect.poll(() => when.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(2);
    const chosen = (await when.locator('option').nth(2).textContent()) ?? '';
    await when.selectOption({ index: 2 });
    problems.push(...(await axeProblems(page, 'manage page, choosing a time (es)')));
    await page.getByRole('button', { name: 'Cambiar mi cita' }).click();
    const moved = page.getByRole('status').filter({ hasText: 'Su cita cambió de horario' });
    await expect.poll(() => moved.count(), { timeout: 10_000 }).toBe(1);
    // The time chosen ("martes, 1 de diciembre, 9:00 a.m.") is the one shown now.
    await expect.poll(() => facts.textContent()).toContain(chosen.split(', ').at(-1) ?? 'missing');
    problems.push(...(await axeProblems(page, 'manage page, moved (es)')));
    // Public code only: no tRPC client, no dashboard.
    expect(requests.filter((p) => p.startsWith('/trpc') || /dashboard|admin/i.test(p))).toEqual([]);
    expect(visitor.errors).toEqual([]);

    // The new invitation, with a link of its own.
    await expect
      .poll(() => mailTo(shop.mailDir, email).some(isMoveEmail), {
        timeout: 20_000,
      })
      .toBe(true);
    const invitation = mailTo(shop.mailDir, email).find(isMoveEmail);
    expect(invitation).toMatch(/Content-Type: text\/calendar/i);
    expect(manageLink(invitation ?? '')).not.toBe(link);
    await visitor.context.close();

    // In English, the same appointment's page speaks English; a bad link gets the same 404 page in both.
    for (const lang of ['en', 'es'] as const) {
      const other = await openAs(browser, lang);
      const prefix = lang === 'es' ? '/es' : '';
      await other.page.goto(`${prefix}/appointments/manage/${address.split('/').at(-1)}`);
      expect(await other.page.getByRole('heading', { level: 1 }).textContent()).toBe(
        lang === 'es' ? 'Su cita, Lucia' : 'Your appointment, Lucia',
      );
      problems.push(...(await axeProblems(other.page, `manage page (${lang})`)));
      const bad = await other.page.goto(`${prefix}/appointments/manage/${'x'.repeat(43)}`);
      expect(bad?.status()).toBe(404);
      expect(bad?.headers()['referrer-policy']).toBe('no-referrer');
      expect(await other.page.getByRole('heading', { level: 1 }).textContent()).toBe(
        lang === 'es' ? 'Este enlace no funciona' : 'This link does not work',
      );
      problems.push(...(await axeProblems(other.page, `bad link page (${lang})`)));
      await other.context.close();
    }

    // The front desk sees what happened, and who did it.
    const staff = await openAs(browser, 'en', { viewport: DESKTOP });
    const token = await staffToken(staff.page, 'supervisor');
    await staff.context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
    await staff.page.goto('/dashboard');
    await dashboardTab(staff.page, 'Appointments').click();
    await staff.page.getByLabel('Search appointments').fill(lastName);
    const row = staff.page.getByRole('article', { name: `Lucia ${lastName}` });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.getByRole('button', { name: `History: Lucia ${lastName}` }).click();
    const lines = row.locator('[data-list="history"] [data-row]');
    await expect.poll(() => lines.count(), { timeout: 10_000 }).toBe(2);
    expect(await lines.nth(0).textContent()).toMatch(/Booked for .*, by the customer$/);
    expect(await lines.nth(1).textContent()).toMatch(/Moved from .* to .*, by the customer$/);
    problems.push(...(await axeProblems(staff.page, 'appointment history (en)')));
    await staff.context.close();
    expect(problems).toEqual([]);
  }, 150_000);
});
