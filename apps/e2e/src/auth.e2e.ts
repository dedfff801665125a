import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, untilIdle, untilNetworkIdle } from './browser.ts';
import { shop } from './shop.ts';
import { dashboardNav, tabNames } from './staff-pages.ts';

const ACCOUNTS = {
  manager: { email: 'manager@desertgear.example', password: 'manager-demo-2026', name: 'Maria' },
  supervisor: { email: 'supervisor@desertgear.example', password: 'supervisor-demo-2026', name: 'Sam' },
  user: { email: 'user@desertgear.example', password: 'user-demo-2026', name: 'Jordan' },
};

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

describe('staff sign-in in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows a manager all eight tabs and their first name', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ACCOUNTS.manager);
    await expect
      .poll(() => tabNames(page))
      .toEqual(['Overview', 'Appointments', 'Repairs', 'Messages', 'Parts', 'Carousel', 'Management', 'Your account']);
    expect(await page.getByText('Maria', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Role: Manager').count()).toBe(1);
    await context.close();
  });

  it('shows a supervisor five tabs and no Parts tab', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ACCOUNTS.supervisor);
    await expect
      .poll(() => tabNames(page))
      .toEqual(['Overview', 'Appointments', 'Repairs', 'Messages', 'Your account']);
    await context.close();
  });

  it('shows a user the welcome card with its two links and no tabs', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ACCOUNTS.user);
    await expect.poll(() => page.getByRole('link', { name: 'Book Appointment' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Book Appointment' }).getAttribute('href')).toBe('/appointments');
    expect(await page.getByRole('link', { name: 'View Services' }).getAttribute('href')).toBe('/#services');
    expect(await dashboardNav(page).getByRole('link').count()).toBe(0);
    await context.close();
  });

  it('says the email or password is wrong, in English and in Spanish, and stores no token', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    await page.getByLabel(/^Email/).fill(ACCOUNTS.manager.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid email or password');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.getByRole('button', { name: /^ES/ }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Correo electrónico o contraseña incorrectos');
    await context.close();
  });

  it('sends a signed-in visitor away from /auth to the home page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ACCOUNTS.supervisor);
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');
    // Home, still signed in: the header offers Logout, and no sign-in form is shown.
    await expect.poll(() => page.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    await context.close();
  });

  it('signs out from the header: back home, Staff Login shown, token gone', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ACCOUNTS.manager);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Staff Login' }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  });

  it('ends at the sign-in screen when the session is removed while the dashboard is open', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ACCOUNTS.supervisor);
    await expect.poll(() => dashboardNav(page).getByRole('link').count()).toBe(5);
    // Let the overview's own calls finish first, so the next call is the tab's.
    await untilNetworkIdle(page);
    const db = new pg.Client({ connectionString: shop.databaseUrl });
    await db.connect();
    await db.query('delete from sessions');
    await db.end();

    // The dashboard's live stream hears of it at once (a 401 from its next call would say so too):
    // the toast shows, then the server login path, which comes back to the screen that was open
    // once signed in again.
    await expect.poll(() => page.getByText('You are logged out. Logging in again...').count()).toBe(1);
    await page.waitForURL('**/auth?next=%2Fdashboard');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  });

  it('sends a signed-out visit to the dashboard to sign in, keeps a wrong password there, then goes back', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/dashboard');
    await page.waitForURL('**/auth?next=%2Fdashboard');
    expect(await page.getByRole('tab', { name: 'Register' }).isDisabled()).toBe(true);
    await page.getByLabel(/^Email/).fill(ACCOUNTS.manager.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid email or password');
    // A refused sign-in is not a session that ended: no toast, no trip to the server login path.
    // An ended session says so with its toast as the answer is handled, before the refusal shows,
    // and only then sets off for that path: once the page is idle, no toast means no trip.
    await untilIdle(page);
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await page.getByText('You are logged out. Logging in again...').count()).toBe(0);

    await page.getByLabel(/^Password/).fill(ACCOUNTS.manager.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => dashboardNav(page).getByRole('link').count()).toBe(8);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });

  it('loads no dashboard code on public pages, and no manager tools for a supervisor', async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    for (const path of ['/', '/parts', '/contact', '/appointments', '/testimonials']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /dashboard|Tab-|AuthTabs|LoginForm|SignInForms/.test(s))).toEqual([]);

    await signIn(page, ACCOUNTS.supervisor);
    await expect.poll(() => dashboardNav(page).getByRole('link').count()).toBe(5);
    await untilNetworkIdle(page);
    // Each screen's code is its route's chunk (`dashboard-messages-<hash>.js`), by its route's name.
    const loaded = scripts.map((s) => s.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, ''));
    await expect
      .poll(() => scripts.map((s) => s.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')))
      .toEqual(expect.arrayContaining(['dashboard-dashboard', 'dashboard-appointments', 'dashboard-messages']));
    expect(loaded.filter((s) => /^dashboard-(parts|carousel|manage|users|services)$/.test(s))).toEqual([]);
    await context.close();
  });

  it('signs in through the /login portal, and a wrong password shows its toast', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(ACCOUNTS.manager.email);
    await page.getByLabel(/^Password/).fill('wrong-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Please check your credentials and try again.').count()).toBe(1);
    await page.getByLabel(/^Password/).fill(ACCOUNTS.manager.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('shows the portal’s failure toast in Spanish too', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    // The page comes rendered by the server: its language button answers once its code is in.
    await page.waitForFunction(() => performance.getEntriesByName('shop:interactive').length > 0);
    await page.getByRole('button', { name: /^ES/ }).click();
    // Not the manager: this file's wrong passwords would reach the manager's limit of five failed
    // sign-ins, and the test files after this one sign in as the manager.
    await page.getByLabel(/^Correo/).fill(ACCOUNTS.supervisor.email);
    await page.getByLabel(/^Contraseña/).fill('wrong-pass');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect.poll(() => page.getByText('Revise sus datos de acceso e inténtelo de nuevo.').count()).toBe(1);
    expect(await page.getByText('Error al iniciar sesión').count()).toBe(1);
    await context.close();
  });
});
