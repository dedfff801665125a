import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { shop } from './shop.ts';
import { axeProblems, dashboardTab, type Lang, managerDashboard } from './staff-pages.ts';

const WAIT = { timeout: 10_000 };
/** Enough parts for two pages of 25, each easy to find by its search words. */
const HOW_MANY = 30;
const SOLD = 3;

const WORDS = {
  en: {
    tab: 'Parts',
    search: 'Search inventory',
    category: 'Category',
    status: 'Status',
    engine: 'Engine',
    brakes: 'Brakes',
    next: 'Next',
    previous: 'Previous',
    pages: 'Inventory pages',
    count: `${HOW_MANY} parts`,
    sold: `Sold (${SOLD})`,
    none: 'No Parts Found',
    // English words in an English name.
    typed: 'PAGER bushing',
  },
  es: {
    tab: 'Refacciones',
    search: 'Buscar en el inventario',
    category: 'Categoría',
    status: 'Estado',
    engine: 'Motor',
    brakes: 'Frenos',
    next: 'Siguiente',
    previous: 'Anterior',
    pages: 'Páginas del inventario',
    count: `${HOW_MANY} refacciones`,
    sold: `Vendida (${SOLD})`,
    none: 'No se encontraron refacciones',
    // The Spanish description, typed without its accent.
    typed: 'buje de suspension',
  },
} as const;

const rows = (page: Page) => page.locator('[data-list="inventory"] [data-row]');
const rowNames = (page: Page) => rows(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));

describe('the parts inventory, one page at a time, in a real browser', () => {
  let browser: Browser;
  const ids: number[] = [];
  /** The manager's REST door, for arranging the parts and clearing them away. */
  let api: (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object) => Promise<Response>;

  beforeAll(async () => {
    browser = await launchBrowser();
    const base = shop.baseURL;
    const json = { 'content-type': 'application/json' };
    const login = await fetch(new URL('/api/auth/login', base), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'manager@desertgear.example', password: 'manager-demo-2026' }),
    });
    const { token } = (await login.json()) as { token: string };
    api = (method, path, body) =>
      fetch(new URL(path, base), {
        method,
        headers: { ...(body ? json : {}), authorization: `Bearer ${token}` },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    for (let i = 1; i <= HOW_MANY; i++) {
      const res = await api('POST', '/api/admin/parts', {
        name: `Pager bushing ${i}`,
        category: 'Engine',
        price: '12',
        descriptionEs: 'Buje de suspensión de prueba',
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    for (const id of ids.slice(0, SOLD)) {
      const sold = await api('PATCH', `/api/admin/parts/${id}/sold`, { salePrice: '10', soldTo: 'Test buyer' });
      expect(sold.status).toBe(200);
    }
  });
  afterAll(async () => {
    for (const id of ids) await api('DELETE', `/api/admin/parts/${id}`);
    await browser?.close();
  });

  for (const lang of ['en', 'es'] as const satisfies Lang[]) {
    it(`searches, pages and filters on the server, axe clean (${lang})`, async () => {
      const w = WORDS[lang];
      const { context, page } = await managerDashboard(browser, lang);
      await dashboardTab(page, w.tab).click();
      await expect.poll(() => rows(page).count(), WAIT).toBeGreaterThan(0);

      await page.getByLabel(w.search).fill(w.typed);
      await expect.poll(() => page.getByText(w.count, { exact: true }).count(), WAIT).toBe(1);
      // One page of rows in the page, newest first.
      expect(await rowNames(page)).toEqual(Array.from({ length: 25 }, (_, i) => `Pager bushing ${HOW_MANY - i}`));
      expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(3000);
      const pager = page.getByRole('navigation', { name: w.pages });
      expect(await pager.textContent()).toContain(lang === 'en' ? '1–25 of 30' : '1–25 de 30');
      expect(await axeProblems(page, `inventory page 1 (${lang})`)).toEqual([]);

      await pager.getByRole('button', { name: w.next }).click();
      await expect.poll(() => rowNames(page), WAIT).toEqual(['5', '4', '3', '2', '1'].map((n) => `Pager bushing ${n}`));
      expect(await pager.textContent()).toContain(lang === 'en' ? '26–30 of 30' : '26–30 de 30');
      await pager.getByRole('button', { name: w.previous }).click();
      await expect.poll(() => rows(page).count(), WAIT).toBe(25);

      // The status filter says how many each status holds, and the server narrows by it.
      const status = page.getByLabel(w.status, { exact: true });
      await expect.poll(() => status.locator('option').allTextContents(), WAIT).toContain(w.sold);
      await status.selectOption({ label: w.sold });
      await expect.poll(() => rowNames(page), WAIT).toEqual(['3', '2', '1'].map((n) => `Pager bushing ${n}`));
      await page.getByLabel(w.category, { exact: true }).selectOption({ label: w.engine });
      await expect.poll(() => rows(page).count(), WAIT).toBe(SOLD);
      // A category the search's parts are not in: nothing found.
      await page.getByLabel(w.category, { exact: true }).selectOption({ label: w.brakes });
      await expect.poll(() => page.getByText(w.none).count(), WAIT).toBe(1);
      expect(await rows(page).count()).toBe(0);
      expect(await axeProblems(page, `inventory filtered (${lang})`)).toEqual([]);
      await context.close();
    });
  }
});
