import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { axeProblems, dashboardTab, type Lang, openAs, staffToken } from './staff-pages.ts';

// Unique per run, so what this test adds is easy to find among the demo content.
const RUN = String(Date.now()).slice(-6);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A Las Vegas calendar date `days` from now (YYYY-MM-DD). */
const shopDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** The words of the dashboard's appointment screens in each language. */
const WORDS = {
  en: {
    tab: 'Appointments',
    create: 'New appointment',
    move: /^Reschedule: /,
    when: /^Day and time/,
    service: /^Service/,
    full: 'Full (2 of 2 booked)',
    tick: 'Tick this box to book a full time, or choose another time.',
  },
  es: {
    tab: 'Citas',
    create: 'Nueva cita',
    move: /^Reprogramar: /,
    when: /^Día y hora/,
    service: /^Servicio/,
    full: 'Lleno (2 de 2 reservados)',
    tick: 'Marque esta casilla para reservar un horario lleno, o elija otro horario.',
  },
} as const;

/** The dashboard's Appointments tab, signed in, in `lang`. */
async function appointmentsTab(browser: Browser, lang: Lang, token: string) {
  const opened = await openAs(browser, lang, { viewport: DESKTOP, token });
  await opened.page.goto('/dashboard');
  await dashboardTab(opened.page, WORDS[lang].tab).click();
  await expect
    .poll(() => opened.page.locator('[data-list="appointments"] [data-row]').count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
  return opened;
}

async function openDialog(page: Page, button: ReturnType<Page['getByRole']>) {
  await button.click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
  return page.getByRole('dialog');
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

/** A page as the server renders it, before any of its script runs. */
async function firstHtml(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return res.text();
}

describe('what the booking forms offer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('lists the services of the database in both languages, from the first HTML, and drops a deactivated one', async () => {
    const visitor = await openAs(browser, 'es');
    const { page } = visitor;
    const manager = bearer(await staffToken(page, 'manager'));
    const added = await page.request.post('/api/admin/services', {
      headers: manager,
      data: {
        name: `Clutch Repair ${RUN}`,
        nameEs: `Reparación de clutch ${RUN}`,
        description: 'Clutch kits and hydraulics.',
        descriptionEs: 'Kits de clutch e hidráulicos.',
        icon: 'transmission',
      },
    });
    expect(added.status()).toBe(201);
    const { id } = (await added.json()) as { id: number };
    // A manager renames it: both pages show the new names at once.
    const renamed = await page.request.patch(`/api/admin/services/${id}`, {
      headers: manager,
      data: { name: `Clutch Service ${RUN}`, nameEs: `Servicio de clutch ${RUN}` },
    });
    expect(renamed.status()).toBe(200);

    const english = await firstHtml(page.request, '/appointments');
    expect(english).toContain(`>Clutch Service ${RUN}</option>`);
    expect(english).toContain('>Brake Service</option>');
    expect(english).not.toContain(`Clutch Repair ${RUN}`);
    const spanish = await firstHtml(page.request, '/es/appointments');
    expect(spanish).toContain(`>Servicio de clutch ${RUN}</option>`);
    expect(spanish).toContain('>Servicio de frenos</option>');

    // A Spanish visitor books it; the panel names the service as the answer gives it.
    await page.goto('/es/appointments');
    await page.waitForFunction(() => performance.getEntriesByName('shop:interactive').length > 0);
    await page.getByLabel(/^Nombre/).fill('Marta');
    const when = page.getByLabel(/^Día y hora preferidos/);
    await expect.poll(() => when.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await page.getByLabel(/^Apellido/).fill(`Paz${RUN}`);
    await page.getByLabel(/^Teléfono/).fill('(702) 555-0166');
    await page.getByLabel(/^Servicio/).selectOption({ label: `Servicio de clutch ${RUN}` });
    await when.selectOption({ index: 2 });
    await page.getByRole('button', { name: 'Solicitar cita' }).click();
    const panel = page.getByRole('status').filter({ hasText: 'Solicitud recibida' });
    await expect.poll(() => panel.count(), { timeout: 10_000 }).toBe(1);
    expect(await panel.textContent()).toContain(`Servicio: Servicio de clutch ${RUN}`);
    expect(visitor.errors).toEqual([]);

    // The front desk's "New appointment" offers the same list, in the staff member's language.
    const staff = await appointmentsTab(browser, 'en', manager.authorization.slice('Bearer '.length));
    const serviceNames = async () => {
      const dialog = await openDialog(staff.page, staff.page.getByRole('button', { name: 'New appointment' }));
      const select = dialog.getByLabel(WORDS.en.service);
      await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
      const names = await select.locator('option').allTextContents();
      await closeDialog(staff.page);
      return names;
    };
    expect(await serviceNames()).toContain(`Clutch Service ${RUN}`);

    // Deactivated by the manager: gone from both pages and from the dialog.
    const hidden = await page.request.patch(`/api/admin/services/${id}`, {
      headers: manager,
      data: { isActive: false },
    });
    expect(hidden.status()).toBe(200);
    expect(await firstHtml(page.request, '/appointments')).not.toContain(`Clutch Service ${RUN}`);
    expect(await firstHtml(page.request, '/es/appointments')).not.toContain(`Servicio de clutch ${RUN}`);
    await staff.page.reload();
    await dashboardTab(staff.page, WORDS.en.tab).click();
    const after = await serviceNames();
    expect(after).toContain('Brake Service');
    expect(after).not.toContain(`Clutch Service ${RUN}`);
    await staff.context.close();
    await visitor.context.close();
  });

  it('lets a supervisor book a full slot only after confirming the warning; the row appears; axe clean in both languages', async () => {
    const setup = await openAs(browser, 'en');
    const token = await staffToken(setup.page, 'supervisor');
    // A free slot about a month ahead, filled to its capacity by two phone bookings.
    const read = await setup.page.request.get(`/api/admin/appointments/slots?from=${shopDate(30)}&to=${shopDate(36)}`, {
      headers: bearer(token),
    });
    expect(read.status()).toBe(200);
    const { slots } = (await read.json()) as { slots: { start: string; booked: number; capacity: number }[] };
    const slot = slots.filter((s) => s.booked === 0).at(-1);
    if (!slot) throw new Error('no free slot to fill');
    expect(slot.capacity).toBe(2);
    for (const n of [1, 2]) {
      const booked = await setup.page.request.post('/api/admin/appointments', {
        headers: bearer(token),
        data: {
          firstName: 'Caller',
          lastName: `${n}-${RUN}`,
          phone: '(702) 555-0150',
          appointmentDate: slot.start,
          language: 'en',
          overbook: false,
        },
      });
      expect(booked.status()).toBe(201);
    }
    await setup.context.close();

    const problems: string[] = [];
    for (const lang of ['es', 'en'] as const) {
      const words = WORDS[lang];
      const { context, page, errors } = await appointmentsTab(browser, lang, token);
      // Both dialogs list the full slot as full, and warn before it is taken.
      for (const [name, button] of [
        ['reschedule', page.getByRole('button', { name: words.move }).first()],
        ['new appointment', page.getByRole('button', { name: words.create })],
      ] as const) {
        const dialog = await openDialog(page, button);
        const when = dialog.getByLabel(words.when);
        await expect.poll(() => when.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
        expect(await when.locator(`option[value="${slot.start}"]`).textContent()).toContain(words.full);
        await when.selectOption(slot.start);
        await dialog.locator('button[type="submit"]').click();
        await expect.poll(() => dialog.getByText(words.tick).count()).toBe(1);
        problems.push(...(await axeProblems(page, `${name} dialog, full slot (${lang})`)));
        if (lang === 'es' || name === 'reschedule') {
          await closeDialog(page);
          continue;
        }
        // Confirmed: booked as an overbooking, and listed.
        await dialog.getByLabel(/^First name/).fill('Walk');
        await dialog.getByLabel(/^Last name/).fill(`In${RUN}`);
        await dialog.getByLabel(/^Phone/).fill('(702) 555-0151');
        await dialog.getByLabel('Yes, overbook this time').check();
        await dialog.locator('button[type="submit"]').click();
        await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
        await expect
          .poll(() => page.getByRole('article', { name: `Walk In${RUN}` }).count(), { timeout: 10_000 })
          .toBe(1);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
    expect(problems).toEqual([]);

    const check = await openAs(browser, 'en');
    const after = await check.page.request.get(
      `/api/admin/appointments/slots?from=${shopDate(30)}&to=${shopDate(36)}`,
      {
        headers: bearer(token),
      },
    );
    const now = ((await after.json()) as { slots: typeof slots }).slots.find((s) => s.start === slot.start);
    expect(now).toEqual({ start: slot.start, booked: 3, capacity: 2 });
    await check.context.close();
  }, 150_000); // two languages, two dialogs each, with axe
});
