import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { mailTo } from './mailbox.ts';
import { shop } from './shop.ts';
import { axeProblems, dashboardTab, openAs, staffToken } from './staff-pages.ts';

// Unique per run, so the rows this test makes are easy to find among the demo content.
const RUN = String(Date.now()).slice(-6);

describe('appointments and the inbox in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a Spanish visitor on a phone books a slot; a supervisor confirms it; the email is in Spanish with an .ics', async () => {
    const email = `lucia.${RUN}@example.com`;
    const lastName = `Mora${RUN}`;
    const visitor = await openAs(browser, 'es');
    const { page } = visitor;
    // Spanish pages live under /es (their language comes from the address).
    await page.goto('/es/appointments');
    await page.waitForFunction(() => performance.getEntriesByName('shop:interactive').length > 0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Reserve una cita');
    // The form's code comes at the first touch; the free times were read meanwhile.
    await page.getByLabel(/^Nombre/).fill('Lucia');
    const when = page.getByLabel(/^Día y hora preferidos/);
    await expect.poll(() => when.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);

    // The checks speak Spanish.
    await page.getByRole('button', { name: 'Solicitar cita' }).click();
    await expect.poll(() => page.getByText('El apellido es obligatorio').count()).toBe(1);
    const problems = await axeProblems(page, 'booking form with errors (es)');

    await page.getByLabel(/^Apellido/).fill(lastName);
    await page.getByLabel(/^Teléfono/).fill('(702) 555-0177');
    await page.getByLabel(/^Correo/).fill(email);
    await page.getByLabel(/^Servicio/).selectOption({ label: 'Servicio de frenos' });
    await page.getByLabel(/^Año del vehículo/).fill('2012');
    await page.getByLabel(/^Marca/).fill('Honda');
    await page.getByLabel(/^Modelo/).fill('Civic');
    const chosen = (await when.locator('option').nth(1).textContent()) ?? '';
    await when.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Solicitar cita' }).click();
    const panel = page.getByRole('status').filter({ hasText: 'Solicitud recibida' });
    await expect.poll(() => panel.count(), { timeout: 10_000 }).toBe(1);
    const summary = (await panel.textContent()) ?? '';
    expect(summary).toContain('Le confirmaremos su cita por teléfono o correo electrónico');
    expect(summary).toContain('2012 Honda Civic');
    // The time chosen ("martes, 1 de diciembre, 9:00 a.m.") is the one summed up.
    expect(summary).toContain(chosen.split(', ').at(-1) ?? 'missing');
    problems.push(...(await axeProblems(page, 'booking panel (es)')));
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // The front desk, in English, confirms it.
    const staff = await openAs(browser, 'en', { viewport: { width: 1280, height: 900 } });
    const token = await staffToken(staff.page, 'supervisor');
    await staff.context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
    await staff.page.goto('/dashboard');
    await dashboardTab(staff.page, 'Appointments').click();
    const row = staff.page.getByRole('article', { name: `Lucia ${lastName}` });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.textContent()).toContain('Brake Service');
    expect(await row.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    await row.getByRole('button', { name: `Confirm: Lucia ${lastName}` }).click();
    await expect.poll(() => row.textContent()).toContain('Confirmed');

    // The customer's emails: the request received, then the confirmation with the invitation.
    await expect
      .poll(() => mailTo(shop.mailDir, email).find((raw) => /^Subject: Cita confirmada/m.test(raw)), {
        timeout: 20_000,
      })
      .toBeTruthy();
    const confirmation = mailTo(shop.mailDir, email).find((raw) => /^Subject: Cita confirmada/m.test(raw)) ?? '';
    expect(confirmation).toContain('Hola Lucia');
    expect(confirmation).toMatch(/Content-Type: text\/calendar/i);
    expect(confirmation).toMatch(/filename="?[^"\s]*\.ics"?/i);
    await staff.context.close();
    expect(problems).toEqual([]);
  });

  it('a supervisor opens a message (read), replies under it, and filters the inbox', async () => {
    const sender = `karen.${RUN}@example.com`;
    const name = `Karen Lee${RUN}`;
    const { context, page, errors } = await openAs(browser, 'en', { viewport: { width: 1280, height: 900 } });
    const sent = await page.request.post('/api/contact', {
      data: {
        name,
        email: sender,
        phone: '(702) 555-0199',
        subject: 'Transmission noise',
        message: 'It whines in third gear.',
        website: '',
      },
    });
    expect(sent.ok()).toBe(true);
    const token = await staffToken(page, 'supervisor');
    await context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
    await page.goto('/dashboard');
    const tab = dashboardTab(page, /^Messages/);
    await expect.poll(() => tab.textContent(), { timeout: 10_000 }).toMatch(/^Messages \(\d+ unread\)$/);
    const unreadBefore = Number((await tab.textContent())?.match(/\d+/)?.[0]);
    await tab.click();
    const card = page.getByRole('article', { name });
    await expect.poll(() => card.textContent()).toContain('Unread');
    // The message opens at its own address, over the inbox; opening it marks it read.
    await card.getByRole('link', { name: new RegExp(name) }).click();
    await page.waitForURL(/\/dashboard\/messages\/\d+$/);
    const opened = page.getByRole('dialog', { name: 'Transmission noise' });
    await expect.poll(() => opened.textContent()).toContain('It whines in third gear.');
    await expect.poll(() => card.textContent()).toContain('Read');
    await expect
      .poll(() => tab.textContent())
      .toBe(unreadBefore > 1 ? `Messages (${unreadBefore - 1} unread)` : 'Messages');
    expect(await opened.getByRole('link', { name: sender }).getAttribute('href')).toBe(`mailto:${sender}`);
    const problems = await axeProblems(page, 'opened message');

    await opened.getByLabel(`Reply to ${name}`).fill('We can look at it Monday at 9.');
    await opened.getByRole('button', { name: 'Send reply' }).click();
    const reply = opened.getByLabel('Reply', { exact: true });
    await expect.poll(() => reply.textContent()).toContain('We can look at it Monday at 9.');
    expect(await reply.textContent()).toContain('Sam');
    await expect.poll(() => card.textContent()).toContain('Replied');
    await expect
      .poll(() => mailTo(shop.mailDir, sender).some((raw) => raw.includes('We can look at it Monday at 9.')), {
        timeout: 20_000,
      })
      .toBe(true);
    // Closing it goes back to the inbox's own address.
    await opened.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/messages');

    await page.getByLabel('Status').selectOption('unread');
    await expect.poll(() => page.getByRole('article', { name }).count()).toBe(0);
    await page.getByLabel('Status').selectOption('replied');
    await expect.poll(() => page.getByRole('article', { name }).count()).toBe(1);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no accessibility violation in the appointment screens and dialogs, in English and in Spanish', async () => {
    const words = {
      en: { tab: 'Appointments', create: 'New appointment', move: /^Reschedule: /, cancel: /^Cancel: / },
      es: { tab: 'Citas', create: 'Nueva cita', move: /^Reprogramar: /, cancel: /^Cancelar: / },
    };
    const problems: string[] = [];
    let token = '';
    for (const lang of ['en', 'es'] as const) {
      const { context, page } = await openAs(browser, lang, { viewport: { width: 1280, height: 900 } });
      token ||= await staffToken(page, 'manager');
      await context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
      await page.goto('/dashboard');
      await dashboardTab(page, words[lang].tab).click();
      await expect
        .poll(() => page.locator('[data-list="appointments"] [data-row]').count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      problems.push(...(await axeProblems(page, `appointments tab (${lang})`)));
      for (const [label, button] of [
        ['new appointment', page.getByRole('button', { name: words[lang].create })],
        ['reschedule', page.getByRole('button', { name: words[lang].move }).first()],
        ['cancel', page.getByRole('button', { name: words[lang].cancel }).first()],
      ] as const) {
        await button.click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
        // The dialogs' checks show their messages too.
        await page.getByRole('dialog').locator('button[type="submit"]').click();
        problems.push(...(await axeProblems(page, `${label} dialog (${lang})`)));
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 150_000); // two languages, three dialogs each, with axe
});
