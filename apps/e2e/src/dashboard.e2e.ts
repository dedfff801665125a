import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_STORAGE_KEY } from '@shop/contract';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, untilNetworkIdle } from './browser.ts';
import { staffCatalogueScripts } from './catalogue-scripts.ts';
import { shop } from './shop.ts';
import { axeProblems, dashboardTab, staffDashboard, tabNames } from './staff-pages.ts';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

const asManager = (page: Page) => signIn(page, 'manager@desertgear.example', 'manager-demo-2026');

describe('the staff dashboard in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('lets a manager add, edit, mark sold and delete a part', async () => {
    const { context, page } = await newPage(browser);
    await asManager(page);
    await dashboardTab(page, 'Parts').click();
    await expect.poll(() => page.getByText(/^[\d,]+ parts$/).textContent()).toBe('14 parts');

    await page.getByRole('button', { name: 'Add Part' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Part' }).click();
    await expect.poll(() => dialog.getByText('Name is required').count()).toBe(1);
    await dialog.getByLabel(/^Name/).fill('Flex Plate');
    await dialog.getByLabel(/^Category/).selectOption('Transmissions');
    await dialog.getByLabel(/^Price/).fill('abc');
    await dialog.getByRole('button', { name: 'Add Part' }).click();
    await expect.poll(() => dialog.getByText('Price must be a valid positive number').count()).toBe(1);
    await dialog.getByLabel(/^Price/).fill('75');
    expect(await dialog.getByLabel('Condition').inputValue()).toBe('used');
    await dialog.getByRole('button', { name: 'Add Part' }).click();
    await expect.poll(() => page.getByText(/^[\d,]+ parts$/).textContent()).toBe('15 parts');
    // The next Add Part starts empty, not with the part just added.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Add Part' }).click();
    expect(await page.getByRole('dialog').getByLabel(/^Name/).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Edit: Flex Plate' }).click();
    await page.getByRole('dialog').getByLabel(/^Name/).fill('Flex Plate 4L60E');
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('article', { name: 'Flex Plate 4L60E' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Mark Sold: Flex Plate 4L60E' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Sale price/)
      .fill('70');
    await page
      .getByRole('dialog')
      .getByLabel(/^Sold to/)
      .fill('Ray Ortiz');
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as sold' }).click();
    const card = page.getByRole('article', { name: 'Flex Plate 4L60E' });
    await expect.poll(() => card.textContent()).toContain('Sold for $70.00 to Ray Ortiz');
    expect(await card.getByRole('button', { name: /^Mark Sold/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Delete: Flex Plate 4L60E' }).click();
    expect(await page.getByRole('dialog').textContent()).toContain('Are you sure you want to delete this part?');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText(/^[\d,]+ parts$/).textContent()).toBe('14 parts');
    await context.close();
  });

  it('lets a manager upload an image through the dialog and see it on the home carousel', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-upload-'));
    const file = path.join(dir, 'new-bay.jpg');
    await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toFile(file);
    const { context, page } = await newPage(browser);
    await asManager(page);
    await dashboardTab(page, 'Carousel').click();
    await page.getByRole('button', { name: 'Add New Image' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => dialog.locator('img[src^="/uploads/"]').count(), { timeout: 15_000 }).toBe(1);
    await dialog.getByLabel(/^Title/).fill('Our new bay');
    await dialog.getByLabel(/^Alt text/).fill('A blue test banner for the new bay');
    await dialog.getByRole('button', { name: 'Add Image' }).click();
    await expect.poll(() => page.getByRole('article', { name: 'Our new bay' }).count()).toBe(1);

    await page.goto('/');
    await expect.poll(() => page.getByText(/^\d \/ 4$/).count()).toBe(1);
    expect(await page.getByAltText('A blue test banner for the new bay').count()).toBe(1);
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses an SVG in the upload dialog with the upload error toast', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-upload-'));
    const file = path.join(dir, 'logo.svg');
    fs.writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const { context, page } = await newPage(browser);
    await asManager(page);
    await dashboardTab(page, 'Carousel').click();
    await page.getByRole('button', { name: 'Add New Image' }).click();
    await page.getByRole('dialog').locator('input[type="file"]').setInputFiles(file);
    const toast = page.locator('.mantine-Notification-root');
    await expect.poll(() => toast.textContent(), { timeout: 10_000 }).toContain('Upload Error');
    expect(await toast.textContent()).toContain('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.');
    expect(await page.getByRole('dialog').locator('img').count()).toBe(0);
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets a manager reorder and hide images, and the home page follows', async () => {
    const { context, page } = await newPage(browser);
    await asManager(page);
    await dashboardTab(page, 'Carousel').click();
    const titles = () => page.getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    await expect.poll(titles).toContain('Complete auto repair');
    const before = await titles();
    await page.getByRole('button', { name: 'Move Complete auto repair up' }).click();
    await expect
      .poll(async () => (await titles()).indexOf('Complete auto repair'))
      .toBe(before.indexOf('Complete auto repair') - 1);

    await page.getByRole('button', { name: 'Hide Se habla español' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Show Se habla español' }).count()).toBe(1);
    await page.goto('/');
    await expect.poll(() => page.getByText(/^\d \/ \d$/).textContent()).toBe(`1 / ${before.length - 1}`);
    expect(await page.getByRole('group', { name: `1 of ${before.length - 1}` }).textContent()).toContain(
      'Complete auto repair',
    );
    await context.close();
  });

  it('has no accessibility violation on any manager tab, nor in the part and image dialogs', async () => {
    const { context, page } = await newPage(browser);
    await asManager(page);
    const problems: string[] = [];
    const check = async (where: string) => problems.push(...(await axeProblems(page, where)));
    for (const tab of [
      'Overview',
      'Appointments',
      'Repairs',
      'Messages',
      'Parts',
      'Carousel',
      'Management',
      'Your account',
    ]) {
      await dashboardTab(page, tab).click();
      await untilNetworkIdle(page);
      await check(tab);
    }
    await dashboardTab(page, 'Carousel').click();
    await page.getByRole('button', { name: 'Add New Image' }).click();
    await check('Add New Image dialog');
    await page.keyboard.press('Escape');
    await dashboardTab(page, 'Parts').click();
    await page.getByRole('button', { name: 'Add Part' }).click();
    await check('Add Part dialog');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('speaks Spanish on every tab and in the dialogs', async () => {
    const { context, page } = await newPage(browser);
    const login = await page.request.post('/api/auth/login', {
      data: { email: 'manager@desertgear.example', password: 'manager-demo-2026' },
    });
    const { token } = (await login.json()) as { token: string };
    // The language the toggle chose, where it keeps it: the cookie the server reads to render the
    // dashboard's frame (and preload its words) in that language, and the browser's storage.
    await context.addCookies([{ name: LANGUAGE_STORAGE_KEY, value: 'es', url: shop.baseURL }]);
    await context.addInitScript((t) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('language', 'es');
    }, token);
    await page.goto('/dashboard');
    // A first visit on a cold server takes more than the default second (as in the test below).
    await expect
      .poll(() => tabNames(page), { timeout: 10_000 })
      .toEqual([
        'Resumen',
        'Citas',
        'Reparaciones',
        'Mensajes',
        'Refacciones',
        'Carrusel',
        'Administración',
        'Su cuenta',
      ]);
    await dashboardTab(page, 'Refacciones').click();
    await expect.poll(() => page.getByText(/^[\d,]+ refacciones$/).count()).toBe(1);
    await page.getByRole('button', { name: 'Agregar refacción' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Agregar refacción' }).click();
    await expect.poll(() => page.getByRole('dialog').getByText('El nombre es obligatorio').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await dashboardTab(page, 'Carrusel').click();
    await page.getByRole('button', { name: 'Agregar nueva imagen' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('tab').allTextContents()).toEqual(['Subir imagen', 'Usar URL']);
    await context.close();
  });

  it('shows the dashboard in Spanish from its first frame, and in English from the toggle', async () => {
    const { context, page } = await newPage(browser);
    const login = await page.request.post('/api/auth/login', {
      data: { email: 'manager@desertgear.example', password: 'manager-demo-2026' },
    });
    const { token } = (await login.json()) as { token: string };
    // The language the toggle chose, where it keeps it: the cookie the server reads to render the
    // dashboard's frame (and preload its words) in that language, and the browser's storage.
    await context.addCookies([{ name: LANGUAGE_STORAGE_KEY, value: 'es', url: shop.baseURL }]);
    await context.addInitScript((t) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('language', 'es');
      // Every word of the staff screen's loading state and tabs, from its first frame on.
      const seen = new Set<string>();
      (window as unknown as { staffWordsSeen: Set<string> }).staffWordsSeen = seen;
      new MutationObserver(() => {
        for (const loader of document.querySelectorAll('main .mantine-Loader-root')) {
          seen.add(loader.getAttribute('aria-label') ?? '');
        }
        for (const tab of document.querySelectorAll('main nav[aria-label] a')) {
          seen.add((tab.textContent ?? '').replace(/ \(.+\)$/, ''));
        }
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    }, token);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const spanish = [
      'Resumen',
      'Citas',
      'Reparaciones',
      'Mensajes',
      'Refacciones',
      'Carrusel',
      'Administración',
      'Su cuenta',
    ];
    const english = [
      'Overview',
      'Appointments',
      'Repairs',
      'Messages',
      'Parts',
      'Carousel',
      'Management',
      'Your account',
    ];
    const seen = () => page.evaluate(() => [...(window as unknown as { staffWordsSeen: Set<string> }).staffWordsSeen]);
    // The manager's overview waits for the backups' health (a warning must not push the figures
    // down): its answer is held back until after the language switch, as a slow line would, so
    // the overview's loader is on screen when the visitor switches, whatever the machine's speed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/trpc\/[^?]*backups\.health/, async (route) => {
      await held;
      await route.continue();
    });
    const loader = page.locator('main .mantine-Loader-root');

    await page.goto('/dashboard');
    await expect.poll(() => tabNames(page), { timeout: 10_000 }).toEqual(spanish);
    await expect.poll(() => loader.getAttribute('aria-label')).toBe('Cargando');
    // Neither English nor a bare message id showed before the staff screens' words arrived.
    expect((await seen()).filter((word) => ![...spanish, 'Cargando'].includes(word))).toEqual([]);
    const catalogue = staffCatalogueScripts();
    expect(scripts).toContain(catalogue.es);
    expect(scripts).not.toContain(catalogue.en);

    // The toggle on a staff screen brings the other language's staff words too, to what is
    // loading as well: the loader on screen says so in English from then on.
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect.poll(() => tabNames(page), { timeout: 5000 }).toEqual(english);
    await expect.poll(() => loader.getAttribute('aria-label')).toBe('Loading');
    release();
    await expect.poll(() => page.getByRole('heading', { name: 'The shop now' }).count()).toBe(1);
    expect(scripts).toContain(catalogue.en);
    expect((await seen()).filter((word) => ![...spanish, 'Cargando', ...english, 'Loading'].includes(word))).toEqual(
      [],
    );
    await context.close();
  });

  it('opens every tab for a manager and a supervisor, in English and in Spanish', async () => {
    const supervisor = [
      '/dashboard',
      '/dashboard/appointments',
      '/dashboard/repairs',
      '/dashboard/messages',
      '/dashboard/account',
    ];
    const ADDRESSES = {
      manager: [
        ...supervisor.slice(0, 4),
        '/dashboard/parts',
        '/dashboard/carousel',
        '/dashboard/manage',
        supervisor[4],
      ],
      supervisor,
    };
    const tabs = {
      manager: {
        en: ['Overview', 'Appointments', 'Repairs', 'Messages', 'Parts', 'Carousel', 'Management', 'Your account'],
        es: ['Resumen', 'Citas', 'Reparaciones', 'Mensajes', 'Refacciones', 'Carrusel', 'Administración', 'Su cuenta'],
      },
      supervisor: {
        en: ['Overview', 'Appointments', 'Repairs', 'Messages', 'Your account'],
        es: ['Resumen', 'Citas', 'Reparaciones', 'Mensajes', 'Su cuenta'],
      },
    };
    for (const role of ['manager', 'supervisor'] as const) {
      // One sign-in per role; its session serves both languages.
      let token = '';
      for (const lang of ['en', 'es'] as const) {
        const opened = await staffDashboard(browser, lang, role, token || undefined);
        const { context, page } = opened;
        token = opened.token;
        await expect.poll(() => tabNames(page), { timeout: 10_000 }).toEqual(tabs[role][lang]);
        for (const [i, tab] of tabs[role][lang].entries()) {
          await dashboardTab(page, tab).click();
          await expect.poll(() => dashboardTab(page, tab).getAttribute('aria-current')).toBe('page');
          // Each tab is an address of its own.
          expect(new URL(page.url()).pathname).toBe(ADDRESSES[role][i]);
          await untilNetworkIdle(page);
        }
        // Nothing on any tab was blocked by the Content-Security-Policy (checked by newPage).
        await context.close();
      }
    }
  });

  it('fetches the Management screens’ code while the manager reads the cards, so a card opens with only its data to wait for', async () => {
    const { context, page } = await staffDashboard(browser, 'en', 'manager');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await dashboardTab(page, 'Management').click();
    await page.getByRole('link', { name: 'Manage Users', exact: true }).waitFor();
    // Each screen's code is its route's own chunk (`dashboard-users-<hash>.js`), fetched one per idle
    // moment, Activity last.
    const cards = /\/dashboard-(users|services|content|settings|reviews|backups|activity)-/;
    await expect.poll(() => scripts.filter((s) => cards.test(s)).length, { timeout: 20_000 }).toBe(7);
    const before = scripts.length;
    await page.getByRole('link', { name: 'Manage Users', exact: true }).click();
    await page.locator('[data-list="accounts"] [data-row]').first().waitFor();
    // Opening the screen fetched no code: it was all there already.
    expect(scripts.slice(before).filter((s) => /\/dashboard-/.test(s))).toEqual([]);
    await context.close();
  });

  it('shows a supervisor the messages without a delete button and no Parts tab', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'supervisor@desertgear.example', 'supervisor-demo-2026');
    await dashboardTab(page, 'Messages').click();
    // The inbox's own rows (the overview it replaces has cards of its own until the inbox is in).
    const messages = page.locator('[data-list="messages"] [data-row]');
    await expect.poll(() => messages.count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Delete message/ }).count()).toBe(0);
    expect(await dashboardTab(page, 'Parts').count()).toBe(0);
    await context.close();
  });

  it('lets a manager delete a message after confirming', async () => {
    const { context, page } = await newPage(browser);
    await asManager(page);
    await dashboardTab(page, 'Messages').click();
    // The inbox's own rows (the overview it replaces has cards of its own until the inbox is in).
    const messages = page.locator('[data-list="messages"] [data-row]');
    await expect.poll(() => messages.count()).toBeGreaterThan(0);
    const count = await messages.count();
    await page
      .getByRole('button', { name: /^Delete message from/ })
      .first()
      .click();
    expect(await page.getByRole('dialog').textContent()).toContain(
      'Are you sure you want to delete this message? This action cannot be undone.',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => messages.count()).toBe(count - 1);
    await context.close();
  });
});
