import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import { mailFiles } from './mailbox.ts';
import { shop } from './shop.ts';
import {
  axeProblems,
  dashboardNav,
  dashboardTab,
  type Lang,
  openAs,
  staffToken,
  tabNames,
  untilLoaded,
} from './staff-pages.ts';

const WORDS = {
  en: {
    status: 'Status',
    show: 'Show',
    role: 'Role',
    history: 'History',
    close: 'Close',
    parts: 'Parts Inventory',
    accounts: 'Staff accounts',
    email: /^Email/,
    password: /^Password/,
    signIn: 'Sign in',
    managers: 'This screen is for managers.',
    tabs: ['Overview', 'Appointments', 'Repairs', 'Messages', 'Your account'],
  },
  es: {
    status: 'Estado',
    show: 'Mostrar',
    role: 'Rol',
    history: 'Historial',
    close: 'Cerrar',
    parts: 'Inventario de refacciones',
    accounts: 'Cuentas del personal',
    email: /^Correo electrónico/,
    password: /^Contraseña/,
    signIn: 'Iniciar sesión',
    managers: 'Esta pantalla es para gerentes.',
    tabs: ['Resumen', 'Citas', 'Reparaciones', 'Mensajes', 'Su cuenta'],
  },
} as const;

/** Where the page is: its path and query, as a colleague would copy it. */
const here = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** A staff member of `role` signed in, in `lang`, on a screen of `viewport`'s size. */
async function signedIn(browser: Browser, lang: Lang, role: 'supervisor' | 'manager', viewport = DESKTOP) {
  const opened = await openAs(browser, lang, { viewport });
  const token = await staffToken(opened.page, role);
  await opened.context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
  return opened;
}

describe('the dashboard’s addresses in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const [lang, viewport] of [
    ['en', DESKTOP],
    ['es', PHONE],
  ] as const) {
    it(`opens each screen and item by its address; reload, Back and Forward keep the place (${lang}, ${viewport.width} px)`, async () => {
      const w = WORDS[lang];
      const { context, page, errors } = await signedIn(browser, lang, 'manager', viewport);
      const problems: string[] = [];

      // A list's filter is in its address, and a reload keeps it. (Read messages: opening one
      // leaves it as it is, whichever run comes first.)
      await page.goto('/dashboard/messages?status=read');
      const status = page.getByLabel(w.status, { exact: true });
      await expect.poll(() => status.inputValue()).toBe('read');
      const cards = page.locator('[data-list="messages"] [data-row]');
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      await page.reload();
      await expect.poll(() => status.inputValue()).toBe('read');

      // A message opens at its own address, over the list, the list's filter kept in it.
      await cards.first().getByRole('link').click();
      await page.waitForURL(/\/dashboard\/messages\/\d+\?status=read$/);
      const item = here(page);
      const drawer = page.getByRole('dialog');
      await expect.poll(() => drawer.count()).toBe(1);
      await untilLoaded(page);
      // Its subject, once it has come (a read one stays read: the next run finds it again).
      await expect.poll(() => drawer.getByRole('link', { name: /@/ }).count()).toBe(1);
      const subject = await drawer.getByRole('heading').first().textContent();
      problems.push(...(await axeProblems(page, `a message (${lang})`)));
      // The address alone opens it: a reload, or a colleague's copy of it.
      await page.reload();
      await expect.poll(() => drawer.getByRole('heading').first().textContent()).toBe(subject);
      // Back to the list, Forward to the message again.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/dashboard/messages');
      await expect.poll(() => drawer.count()).toBe(0);
      expect(await status.inputValue()).toBe('read');
      await page.goForward();
      await page.waitForURL((url) => url.pathname + url.search === item);
      await expect.poll(() => drawer.getByRole('heading').first().textContent()).toBe(subject);
      await drawer.getByRole('button', { name: w.close }).click();
      await page.waitForURL((url) => url.pathname + url.search === '/dashboard/messages?status=read');

      // An appointment the same way, with its history.
      await page.goto('/dashboard/appointments?scope=all');
      await expect.poll(() => page.getByLabel(w.show, { exact: true }).inputValue()).toBe('all');
      const appointments = page.locator('[data-list="appointments"] [data-row]');
      await expect.poll(() => appointments.count()).toBeGreaterThan(0);
      const name = (await appointments.first().getAttribute('aria-label')) ?? '';
      await appointments.first().getByRole('link', { name, exact: true }).click();
      await page.waitForURL(/\/dashboard\/appointments\/\d+\?scope=all$/);
      await expect.poll(() => page.getByRole('dialog', { name }).count()).toBe(1);
      await page.reload();
      await expect
        .poll(() => page.getByRole('dialog', { name }).getByRole('heading', { name: w.history }).count())
        .toBe(1);
      await page.goBack();
      await page.waitForURL((url) => url.pathname + url.search === '/dashboard/appointments?scope=all');

      // A tab, and a Management screen with its filter, by their addresses.
      await page.goto('/dashboard/parts?status=sold');
      await expect.poll(() => page.getByRole('heading', { name: w.parts }).count()).toBe(1);
      expect(await page.getByLabel(w.status, { exact: true }).inputValue()).toBe('sold');
      expect(await dashboardTab(page, lang === 'en' ? 'Parts' : 'Refacciones').getAttribute('aria-current')).toBe(
        'page',
      );
      await page.goto('/dashboard/manage/users?role=manager');
      await expect.poll(() => page.getByRole('heading', { name: w.accounts }).count()).toBe(1);
      await expect.poll(() => page.getByLabel(w.role, { exact: true }).inputValue()).toBe('manager');
      // Back walks the addresses visited, Forward again.
      await page.goBack();
      await page.waitForURL((url) => url.pathname + url.search === '/dashboard/parts?status=sold');
      await expect.poll(() => page.getByRole('heading', { name: w.parts }).count()).toBe(1);
      await page.goForward();
      await page.waitForURL((url) => url.pathname === '/dashboard/manage/users');

      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }

  it('refuses a supervisor a manager’s screen by its address, in the dashboard’s frame (es)', async () => {
    const w = WORDS.es;
    const { context, page } = await signedIn(browser, 'es', 'supervisor');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/trpc/')) asked.push(new URL(r.url()).pathname);
    });
    for (const address of ['/dashboard/parts?status=sold', '/dashboard/manage/users', '/dashboard/carousel']) {
      await page.goto(address);
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(w.managers);
      // The tabs the role has stay, to go where it may.
      expect(await tabNames(page)).toEqual(w.tabs);
    }
    // Nothing of those screens was asked of the server (which would refuse it too).
    expect(asked.filter((path) => /parts\.inventory|staffAccounts|carousel\.adminList/.test(path))).toEqual([]);
    expect(await axeProblems(page, 'refused screen (es)')).toEqual([]);
    await context.close();
  });

  for (const lang of ['en', 'es'] as const) {
    it(`sends a signed-out visitor to sign in, and back to the address afterwards (${lang})`, async () => {
      const w = WORDS[lang];
      const { context, page } = await openAs(browser, lang, { viewport: lang === 'es' ? PHONE : DESKTOP });
      await page.goto('/dashboard/messages?status=read&q=brakes');
      await page.waitForURL((url) => url.pathname === '/auth');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/messages?status=read&q=brakes');
      await page.getByLabel(w.email).fill('supervisor@desertgear.example');
      await page.getByLabel(w.password).fill('supervisor-demo-2026');
      await page.getByRole('button', { name: w.signIn }).click();
      await page.waitForURL((url) => url.pathname + url.search === '/dashboard/messages?status=read&q=brakes');
      await expect.poll(() => page.getByLabel(w.status, { exact: true }).inputValue()).toBe('read');
      await context.close();
    });
  }

  it('opens the message from the link in the shop’s new-message email, after signing in', async () => {
    const subject = `Email link check ${Date.now()}`;
    const { context, page } = await openAs(browser, 'en');
    const sent = await page.request.post('/api/contact', {
      data: {
        name: 'Dana Cole',
        email: `email-link-${Date.now()}@example.com`,
        phone: '(702) 555-0187',
        subject,
        message: 'The check engine light came on after the transmission service.',
      },
    });
    expect(sent.status()).toBe(201);
    // The email the front desk received, and the button's address in it.
    const email = () => mailFiles(shop.mailDir).find((raw) => raw.includes(`Website message: ${subject}`));
    await expect.poll(email, { timeout: 20_000 }).toBeDefined();
    // Quoted-printable lines end in a soft break `=` that may cut the address.
    const body = (email() ?? '').replace(/=\r?\n/g, '');
    const link = /https?:\/\/[^\s"<>]+\/dashboard\/messages\/\d+/.exec(body)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(new URL(link).pathname);
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByLabel(WORDS.en.email).fill('supervisor@desertgear.example');
    await page.getByLabel(WORDS.en.password).fill('supervisor-demo-2026');
    await page.getByRole('button', { name: WORDS.en.signIn }).click();
    await page.waitForURL((url) => url.pathname === new URL(link).pathname);
    await expect.poll(() => page.getByRole('dialog').filter({ hasText: subject }).count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  });

  it('fits a 375 px phone: one row of tabs that scrolls to the one shown, dialogs on the whole screen (es)', async () => {
    const { context, page } = await signedIn(browser, 'es', 'manager', PHONE);
    await page.goto('/dashboard/account');
    const row = dashboardNav(page).getByRole('list');
    await expect.poll(() => dashboardTab(page, 'Su cuenta').getAttribute('aria-current')).toBe('page');
    // Seven tabs don't fit: they scroll sideways in one row, the page itself doesn't.
    const widths = await row.evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The tab shown is in view, and every tab is a thumb's height.
    await expect
      .poll(async () => {
        const box = await dashboardTab(page, 'Su cuenta').boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
      })
      .toBe(true);
    for (const box of await dashboardNav(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(44);
    }
    await untilLoaded(page);
    const problems = await axeProblems(page, 'your account on a phone (es)');

    await dashboardTab(page, 'Refacciones').click();
    await page.getByRole('button', { name: 'Agregar refacción' }).click();
    const dialog = page.locator('.mantine-Modal-content');
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box && [Math.round(box.x), Math.round(box.width)];
      })
      .toEqual([0, PHONE.width]);
    problems.push(...(await axeProblems(page, 'add part on a phone (es)')));
    expect(problems).toEqual([]);
    await context.close();
  });
});
