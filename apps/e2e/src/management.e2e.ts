import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, untilNetworkIdle } from './browser.ts';
import {
  axeProblems,
  backToManagement,
  dashboardTab,
  type Lang,
  MANAGEMENT_SCREENS,
  type ManagementScreen,
  managerDashboard,
  openManagementScreen,
} from './staff-pages.ts';

/** A save, a reload and a render can take some seconds on a busy machine. */
const WAIT = { timeout: 10_000 };
describe('the manager’s services, content and overview in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('edits a service’s Spanish name and the Spanish home page shows it at once', async () => {
    const { context, page, api } = await managerDashboard(browser);
    await openManagementScreen(page, 'en', 'services');
    await page.getByRole('button', { name: 'Edit General Auto Repair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit service' });
    const spanishName = dialog.getByLabel(/^Name \(Spanish\)/);
    const before = await spanishName.inputValue();
    await spanishName.fill('Mecánica general del taller');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), WAIT).toBe(0);
    const card = page.getByRole('article', { name: 'General Auto Repair' });
    await expect.poll(() => card.textContent(), WAIT).toContain('Mecánica general del taller');
    expect(await page.locator('.mantine-Notification-root').textContent()).toContain('Service saved');

    await page.goto('/es');
    const services = page.locator('#services');
    await expect
      .poll(() => services.getByRole('heading', { name: 'Mecánica general del taller' }).count(), WAIT)
      .toBe(1);
    await page.goto('/');
    expect(await page.locator('#services').getByRole('heading', { name: 'General Auto Repair' }).count()).toBe(1);

    // As it was, for the other browser tests.
    const list = (await (await page.request.get('/api/admin/services', { headers: api })).json()) as {
      id: number;
      name: string;
    }[];
    const id = list.find((s) => s.name === 'General Auto Repair')?.id;
    const restore = await page.request.patch(`/api/admin/services/${id}`, { headers: api, data: { nameEs: before } });
    expect(restore.status()).toBe(200);
    await context.close();
  });

  it('adds a category with a Spanish name, which the Spanish catalogue then filters by', async () => {
    const { context, page, api } = await managerDashboard(browser);
    await openManagementScreen(page, 'en', 'content');
    await page.getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByLabel(/^Name \(English\)/).fill('Suspension');
    await dialog.getByLabel(/^Name \(Spanish\)/).fill('Suspensión');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect.poll(() => page.getByRole('row', { name: /Suspension\s*Suspensión/ }).count(), WAIT).toBe(1);

    // A part in it, so the catalogue's filter offers it.
    const added = await page.request.post('/api/admin/parts', {
      headers: api,
      data: { name: 'Strut assembly', category: 'Suspension', price: '95' },
    });
    expect(added.status()).toBe(201);
    await page.goto('/es/parts');
    const filter = page.getByLabel('Categoría');
    await expect.poll(() => filter.locator('option').allTextContents(), WAIT).toContain('Suspensión');
    expect(await filter.locator('option').allTextContents()).not.toContain('Suspension');
    // The inventory's filter names it in the dashboard's language too, and filters by it.
    const spanish = await managerDashboard(browser, 'es');
    await dashboardTab(spanish.page, 'Refacciones').click();
    const inventoryFilter = spanish.page.getByLabel('Categoría');
    await expect.poll(() => inventoryFilter.locator('option').allTextContents(), WAIT).toContain('Suspensión');
    expect(await inventoryFilter.locator('option').allTextContents()).not.toContain('Suspension');
    await inventoryFilter.selectOption({ label: 'Suspensión' });
    await expect.poll(() => spanish.page.getByText('Strut assembly').count(), WAIT).toBe(1);
    await spanish.context.close();
    const { id } = (await added.json()) as { id: number };
    expect((await page.request.delete(`/api/admin/parts/${id}`, { headers: api })).status()).toBe(200);
    await context.close();
  });

  it('fixes a missing Spanish text from Manage Content, in Spanish', async () => {
    const { context, page } = await managerDashboard(browser, 'es');
    await openManagementScreen(page, 'es', 'content');
    const parts = page.getByRole('region', { name: 'Refacciones sin español', exact: true });
    const fix = parts.getByRole('button', { name: /^Agregar español a / }).first();
    const label = ((await fix.getAttribute('aria-label')) ?? '').replace('Agregar español a ', '');
    await fix.click();
    const dialog = page.getByRole('dialog', { name: `Español para ${label}` });
    await dialog.getByLabel('Descripción en español').fill('Revisada y probada en nuestro taller.');
    await dialog.getByRole('button', { name: 'Guardar español' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), WAIT).toBe(0);
    await expect
      .poll(() => parts.getByRole('button', { name: `Agregar español a ${label}`, exact: true }).count(), WAIT)
      .toBe(0);
    expect(await page.locator('.mantine-Notification-root').textContent()).toContain('Texto en español guardado');

    // The Spanish catalogue reads it at once.
    const catalogue = (await (await page.request.get('/api/parts?lang=es')).json()) as {
      name: string;
      description: string;
    }[];
    expect(catalogue.find((p) => p.name === label)?.description).toBe('Revisada y probada en nuestro taller.');
    await context.close();
  });

  it('shows the overview’s sample figures labelled, and a real figure that follows a sale', async () => {
    const { context, page, api } = await managerDashboard(browser);
    const sold = page.getByRole('article', { name: 'Parts sold this month' });
    const count = async () => Number((await sold.locator('p').nth(1).textContent()) ?? 'NaN');
    await expect.poll(count, WAIT).not.toBeNaN();
    const before = await count();
    expect(await page.getByRole('heading', { name: 'Sample figures' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Sample figures' }).textContent()).toContain('$15,420');

    const added = await page.request.post('/api/admin/parts', {
      headers: api,
      data: { name: 'Overview test part', category: 'Brakes', price: '40' },
    });
    const { id } = (await added.json()) as { id: number };
    const sale = await page.request.patch(`/api/admin/parts/${id}/sold`, {
      headers: api,
      data: { salePrice: '35.00', soldTo: 'Walk-in customer' },
    });
    expect(sale.status()).toBe(200);
    await page.reload();
    await expect.poll(count, WAIT).toBe(before + 1);
    expect((await page.request.delete(`/api/admin/parts/${id}`, { headers: api })).status()).toBe(200);
    await context.close();
  });

  for (const lang of ['en', 'es'] as const satisfies Lang[]) {
    it(`has no accessibility violation on the overview and on every Management screen, in ${lang}`, async () => {
      const { context, page } = await managerDashboard(browser, lang);
      await untilNetworkIdle(page);
      const problems = await axeProblems(page, `${lang} overview`);
      for (const screen of Object.keys(MANAGEMENT_SCREENS[lang]) as ManagementScreen[]) {
        await openManagementScreen(page, lang, screen);
        problems.push(...(await axeProblems(page, `${lang} ${screen}`)));
        await backToManagement(page, lang);
      }
      await context.close();
      expect(problems).toEqual([]);
    }, 120_000);

    it(`has no accessibility violation in the services and content dialogs, in ${lang}`, async () => {
      const problems: string[] = [];
      const { context, page } = await managerDashboard(browser, lang);
      await openManagementScreen(page, lang, 'services');
      await page
        .getByRole('button', { name: lang === 'en' ? 'Add service' : 'Agregar servicio' })
        .first()
        .click();
      problems.push(...(await axeProblems(page, `${lang} service dialog`)));
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count(), WAIT).toBe(0);
      await backToManagement(page, lang);
      await openManagementScreen(page, lang, 'content');
      await page
        .getByRole('button', { name: lang === 'en' ? /^Add Spanish to / : /^Agregar español a / })
        .first()
        .click();
      problems.push(...(await axeProblems(page, `${lang} Spanish dialog`)));
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count(), WAIT).toBe(0);
      await page
        .getByRole('button', { name: lang === 'en' ? /^Rename / : /^Cambiar nombre de / })
        .first()
        .click();
      problems.push(...(await axeProblems(page, `${lang} category dialog`)));
      await context.close();
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
