import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { shop } from './shop.ts';
import { axeProblems, dashboardTab, type Lang, managerDashboard, openManagementScreen } from './staff-pages.ts';

/** Rows these tests add, removed again after them so other browser tests see the demo lists. */
const ACCOUNTS = 60;
const APPOINTMENTS = 60;
const MARK = 'staff-lists-e2e';

const WORDS = {
  en: {
    searchAccounts: 'Search accounts',
    role: 'Role',
    manager: 'Manager',
    accountsPages: 'Accounts pages',
    appointmentsTab: 'Appointments',
    show: 'Show',
    all: 'All',
    searchAppointments: 'Search appointments',
    appointmentsPages: 'Appointments pages',
    next: 'Next',
    previous: 'Previous',
    of: 'of',
    none: 'No accounts match.',
  },
  es: {
    searchAccounts: 'Buscar cuentas',
    role: 'Rol',
    manager: 'Gerente',
    accountsPages: 'Páginas de cuentas',
    appointmentsTab: 'Citas',
    show: 'Mostrar',
    all: 'Todas',
    searchAppointments: 'Buscar citas',
    appointmentsPages: 'Páginas de citas',
    next: 'Siguiente',
    previous: 'Anterior',
    of: 'de',
    none: 'Ninguna cuenta coincide.',
  },
};

async function sql(text: string) {
  const db = new pg.Client({ connectionString: shop.databaseUrl });
  await db.connect();
  try {
    await db.query(text);
  } finally {
    await db.end();
  }
}

const rows = (page: Page, list: string) => page.locator(`[data-list="${list}"] [data-row]`);
const pagerText = (page: Page, name: string) => page.getByRole('navigation', { name }).locator('p').textContent();

describe('the staff lists page, filter and search in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    // Made after the demo accounts (the list is oldest first), and appointments far in the past
    // and the future, so the demo rows other tests look for stay on the first pages.
    await sql(`
      insert into users (email, password, first_name, last_name, role, is_active, created_at, updated_at)
      select format('${MARK}.%s@desertgear.example', lpad(g::text, 3, '0')), 'not-a-hash',
             case when g = 42 then 'Renée' else format('Paging%s', g) end,
             case when g = 42 then 'Álvarez' else 'Staff' end,
             (array['user', 'supervisor', 'manager'])[1 + g % 3], true,
             date_trunc('milliseconds', now()) + g * interval '1 millisecond', now()
        from generate_series(1, ${ACCOUNTS}) g`);
    await sql(`
      insert into appointments (first_name, last_name, email, phone, vehicle_year, vehicle_make, vehicle_model,
                                appointment_date, status, language, notes, created_at, updated_at)
      select case when g = 7 then 'Ramón' else format('Paging%s', g) end,
             case when g = 7 then 'Peña' else 'Customer' end,
             null, '(702) 555-0100', 2012, 'Chevrolet', 'Silverado',
             case when g % 2 = 0 then timestamptz '2099-01-05 17:00Z' else timestamptz '2020-01-05 17:00Z' end
               + g * interval '1 day',
             'pending', 'en', '${MARK}', date_trunc('milliseconds', now()), now()
        from generate_series(1, ${APPOINTMENTS}) g`);
  });
  afterAll(async () => {
    await sql(`delete from users where email like '${MARK}.%'`);
    await sql(`delete from appointments where notes = '${MARK}'`);
    await browser?.close();
  });

  for (const lang of ['en', 'es'] as const satisfies Lang[]) {
    const w = WORDS[lang];

    it(`shows the accounts a page at a time, searched and filtered by role, in ${lang}`, async () => {
      const { context, page } = await managerDashboard(browser, lang);
      await openManagementScreen(page, lang, 'users');
      await expect.poll(() => rows(page, 'accounts').count()).toBe(25);
      expect(await pagerText(page, w.accountsPages)).toMatch(new RegExp(`^1–25 ${w.of} \\d+$`));
      // Oldest first: the demo accounts open the list.
      expect(await rows(page, 'accounts').first().textContent()).toContain('@desertgear.example');
      const problems = await axeProblems(page, `${lang} Users, first page`);

      const firstRow = await rows(page, 'accounts').first().textContent();
      await page.getByRole('button', { name: w.next }).click();
      await expect.poll(() => rows(page, 'accounts').first().textContent()).not.toBe(firstRow);
      expect(await pagerText(page, w.accountsPages)).toMatch(new RegExp(`^26–50 ${w.of} `));
      await page.getByRole('button', { name: w.previous }).click();
      await expect.poll(() => rows(page, 'accounts').first().textContent()).toBe(firstRow);

      // Without accents or capitals, and back to the first page of what it finds.
      await page.getByLabel(w.searchAccounts).fill('RENEE alvarez');
      await expect.poll(() => rows(page, 'accounts').count()).toBe(1);
      expect(await rows(page, 'accounts').textContent()).toContain('Renée Álvarez');
      expect(await page.getByRole('navigation', { name: w.accountsPages }).count()).toBe(0);
      await page.getByLabel(w.searchAccounts).fill('no such person');
      await page.getByText(w.none).waitFor();

      await page.getByLabel(w.searchAccounts).fill(MARK);
      await page.getByLabel(w.role, { exact: true }).selectOption('manager');
      await expect.poll(() => rows(page, 'accounts').count()).toBe(ACCOUNTS / 3);
      const roles = await page
        .locator('[data-list="accounts"] [data-row] select')
        .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value));
      expect(new Set(roles)).toEqual(new Set(['manager']));
      problems.push(...(await axeProblems(page, `${lang} Users, searched`)));
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`shows every appointment a page at a time, upcoming then past, and finds one by name, in ${lang}`, async () => {
      const { context, page } = await managerDashboard(browser, lang);
      await dashboardTab(page, w.appointmentsTab).click();
      await page.getByLabel(w.show).selectOption('all');
      await expect.poll(() => rows(page, 'appointments').count()).toBe(25);
      expect(await pagerText(page, w.appointmentsPages)).toMatch(new RegExp(`^1–25 ${w.of} \\d+$`));
      const problems = await axeProblems(page, `${lang} Appointments, all`);

      // To the last page: past appointments, the oldest (2020) last.
      const firstCard = () => rows(page, 'appointments').first().getAttribute('aria-label');
      while (await page.getByRole('button', { name: w.next }).isEnabled()) {
        const before = await firstCard();
        await page.getByRole('button', { name: w.next }).click();
        await expect.poll(firstCard).not.toBe(before);
      }
      expect(await rows(page, 'appointments').last().getAttribute('aria-label')).toBe('Paging1 Customer');

      await page.getByLabel(w.searchAppointments).fill('RAMON pena');
      await expect.poll(() => rows(page, 'appointments').count()).toBe(1);
      expect(await rows(page, 'appointments').getAttribute('aria-label')).toBe('Ramón Peña');
      problems.push(...(await axeProblems(page, `${lang} Appointments, searched`)));
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
