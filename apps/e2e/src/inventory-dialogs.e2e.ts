import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { axeProblems, dashboardTab, managerDashboard } from './staff-pages.ts';

/** A manager's dashboard in the given language (one session per test), with a REST door for arranging. */
async function managerDashboardWithApi(browser: Browser, language: 'en' | 'es' = 'en') {
  const { context, page, api: headers } = await managerDashboard(browser, language);
  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, data?: object) =>
    page.request.fetch(url, { method, data, headers });
  return { context, page, api };
}

/** The toast on screen, once it says `text`. */
const toastSays = (page: Page, text: string) =>
  expect.poll(() => page.locator('.mantine-Notification-root').textContent(), { timeout: 10_000 }).toContain(text);

describe('the part and carousel dialogs in a real browser', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-part-photo-'));
  });
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets a manager upload a part photo: a thumbnail in the inventory, the photo with srcset on /parts', async () => {
    const file = path.join(dir, 'pump.jpg');
    await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#b45309' } })
      .jpeg()
      .toFile(file);
    const { context, page } = await managerDashboardWithApi(browser);
    await dashboardTab(page, 'Parts').click();
    await page.getByRole('button', { name: 'Add Part' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill('Photographed Water Pump');
    await dialog.getByLabel(/^Category/).selectOption('Cooling');
    await dialog.getByLabel(/^Price/).fill('$1,200');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => dialog.locator('img[src^="/uploads/"]').count(), { timeout: 15_000 }).toBe(1);
    await dialog.getByRole('button', { name: 'Add Part' }).click();
    await toastSays(page, 'Part added');

    const card = page.getByRole('article', { name: 'Photographed Water Pump' });
    await expect.poll(() => card.textContent()).toContain('$1,200.00');
    const thumbnail = card.locator('img');
    const photo = await thumbnail.getAttribute('src');
    expect(photo).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    // The browser picked a width it could show: the file loaded.
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto('/parts');
    const shown = page.getByRole('article', { name: 'Photographed Water Pump' }).locator('img');
    expect(await shown.getAttribute('srcset')).toBe(`${photo?.replace('.webp', '-800.webp')} 800w, ${photo} 1600w`);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.goto('/dashboard');
    await dashboardTab(page, 'Parts').click();
    await page.getByRole('button', { name: 'Delete: Photographed Water Pump' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toastSays(page, 'Part deleted');
    await context.close();
  });

  it('reserves a part and frees it, and undoes a sale only after confirming', async () => {
    const { context, page, api } = await managerDashboardWithApi(browser);
    const created = await api('POST', '/api/admin/parts', { name: 'Held Radiator', category: 'Cooling', price: '90' });
    expect(created.status()).toBe(201);
    await dashboardTab(page, 'Parts').click();
    const card = page.getByRole('article', { name: 'Held Radiator' });
    const badge = () => card.locator('.mantine-Badge-root').textContent();

    await page.getByRole('button', { name: 'Reserve: Held Radiator' }).click();
    await toastSays(page, 'Part reserved');
    await expect.poll(badge).toBe('Reserved');
    await page.getByRole('button', { name: 'Make available: Held Radiator' }).click();
    await toastSays(page, 'Part available again');
    await expect.poll(badge).toBe('Available');

    await page.getByRole('button', { name: 'Mark Sold: Held Radiator' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Sale price/)
      .fill('85');
    await page
      .getByRole('dialog')
      .getByLabel(/^Sold to/)
      .fill('Lupe Reyes');
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as sold' }).click();
    await toastSays(page, 'Part marked as sold');
    await expect.poll(() => card.textContent()).toContain('Sold for $85.00 to Lupe Reyes');

    await page.getByRole('button', { name: 'Undo sale: Held Radiator' }).click();
    const confirm = page.getByRole('dialog', { name: 'Undo sale' });
    expect(await confirm.textContent()).toContain('Its sale price, buyer, notes and date will be cleared.');
    // Cancelling keeps the sale.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await badge()).toBe('Sold');
    await page.getByRole('button', { name: 'Undo sale: Held Radiator' }).click();
    await page.getByRole('dialog', { name: 'Undo sale' }).getByRole('button', { name: 'Undo sale' }).click();
    await toastSays(page, 'Sale undone');
    await expect.poll(badge).toBe('Available');
    expect(await card.textContent()).not.toContain('Lupe Reyes');

    expect((await api('DELETE', `/api/admin/parts/${(await created.json()).id}`)).status()).toBe(200);
    await context.close();
  });

  it('shows the Spanish caption a manager writes on the Spanish home page, the English one on /', async () => {
    const { context, page, api } = await managerDashboardWithApi(browser);
    await dashboardTab(page, 'Carousel').click();
    await page.getByRole('button', { name: 'Add New Image' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Use URL' }).click();
    await dialog.getByLabel(/^Image URL/).fill('/demo/carousel-shop.webp');
    await dialog.getByLabel(/^Title/).fill('Open on Saturdays');
    await dialog.getByLabel(/^Alt text/).fill('The shop front on a Saturday');
    await dialog.getByLabel('Spanish title').fill('Abierto los sábados');
    expect(await dialog.getByText(/^Spanish missing/).textContent()).toBe(
      'Spanish missing: alt text. The Spanish pages show the English text instead.',
    );
    await dialog.getByLabel(/^Spanish alt text/).fill('El frente del taller un sábado');
    await dialog.getByRole('button', { name: 'Add Image' }).click();
    await toastSays(page, 'Image added');
    const id = await page.request
      .get('/api/carousel-images')
      .then(
        async (r) =>
          ((await r.json()) as { id: number; title: string }[]).find((s) => s.title === 'Open on Saturdays')?.id,
      );

    await page.goto('/es');
    await expect.poll(() => page.getByText('Abierto los sábados').count()).toBe(1);
    expect(await page.getByAltText('El frente del taller un sábado').count()).toBe(1);
    await page.goto('/');
    await expect.poll(() => page.getByAltText('The shop front on a Saturday').count()).toBe(1);
    expect(await page.getByText('Abierto los sábados').count()).toBe(0);

    expect((await api('DELETE', `/api/admin/carousel-images/${id}`)).status()).toBe(200);
    await context.close();
  });

  it('adds a part under a new category typed in Spanish; the category joins the list, its Spanish name still missing', async () => {
    const { context, page, api } = await managerDashboardWithApi(browser, 'es');
    await dashboardTab(page, 'Refacciones').click();
    await page.getByRole('button', { name: 'Agregar refacción' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Nombre/).fill('Silenciador deportivo');
    await dialog.getByLabel(/^Categoría/).selectOption({ label: 'Agregar una categoría nueva…' });
    const typed = dialog.getByLabel(/^Categoría nueva/);
    // The box asked for has the keyboard: the name is typed straight away.
    await expect.poll(() => typed.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('Escapes');
    await dialog.getByLabel(/^Precio/).fill('180');
    const problems = await axeProblems(page, 'part dialog with a new category');
    await dialog.getByRole('button', { name: 'Agregar refacción' }).click();
    await toastSays(page, 'Refacción agregada');
    const card = page.getByRole('article', { name: 'Silenciador deportivo' });
    await expect.poll(() => card.textContent()).toContain('Escapes');

    // The next part finds it in the list, in the dashboard's language (its English name for now),
    // once the last dialog has closed (on a slow machine it is still fading out meanwhile).
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Agregar refacción' }).click();
    const options = await page
      .getByRole('dialog')
      .getByLabel(/^Categoría/)
      .locator('option')
      .allTextContents();
    expect(options).toContain('Escapes');
    await page.keyboard.press('Escape');

    const categories = (await (await api('GET', '/api/admin/part-categories')).json()) as { name: string }[];
    expect(categories.filter((c) => c.name === 'Escapes')).toEqual([expect.objectContaining({ nameEs: null })]);
    await context.close();
    expect(problems).toEqual([]);
  }, 120_000);

  const names = {
    en: { parts: 'Parts', addPart: 'Add Part', carousel: 'Carousel', addImage: 'Add New Image', undo: 'Undo sale' },
    es: {
      parts: 'Refacciones',
      addPart: 'Agregar refacción',
      carousel: 'Carrusel',
      addImage: 'Agregar nueva imagen',
      undo: 'Deshacer venta',
    },
  };
  // One test per language: axe takes seconds a run on a busy machine.
  it.each(['en', 'es'] as const)(
    'has no accessibility violation in the part, image and undo-sale dialogs (%s)',
    async (language) => {
      const name = names[language];
      const problems: string[] = [];
      const { context, page, api } = await managerDashboardWithApi(browser, language);
      const created = await api('POST', '/api/admin/parts', {
        name: 'Axe Gearbox',
        category: 'Transmissions',
        price: '5',
      });
      const { id } = (await created.json()) as { id: number };
      const sold = await api('PATCH', `/api/admin/parts/${id}/sold`, { salePrice: '5', soldTo: 'Axe Buyer' });
      expect(sold.status()).toBe(200);
      await dashboardTab(page, name.parts).click();
      await page.getByRole('button', { name: name.addPart }).click();
      problems.push(...(await axeProblems(page, 'part dialog')));
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await page.getByRole('button', { name: `${name.undo}: Axe Gearbox` }).click();
      problems.push(...(await axeProblems(page, 'undo-sale dialog')));
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await dashboardTab(page, name.carousel).click();
      await page.getByRole('button', { name: name.addImage }).click();
      problems.push(...(await axeProblems(page, 'image dialog')));
      expect((await api('DELETE', `/api/admin/parts/${id}`)).status()).toBe(200);
      await context.close();
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
