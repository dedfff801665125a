import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, PHONE, untilStill } from './browser.ts';
import {
  axeProblems,
  backToManagement,
  dashboardTab,
  MANAGEMENT_SCREENS,
  type ManagementScreen,
  managerDashboard,
  openAs,
  openManagementScreen,
  staffToken,
  untilLoaded,
} from './staff-pages.ts';

/** A Las Vegas calendar day `days` after today, "YYYY-MM-DD". */
function lasVegasDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const plain = (s: string | null) => (s ?? '').replace(/\s/g, ' ');

describe('the manager’s Settings and Users screens in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('changes the shop’s name and Saturday’s hours and adds a closed day; the public pages follow in both languages', async () => {
    const { context, page, token } = await managerDashboard(browser, 'en');
    const auth = { authorization: `Bearer ${token}` };
    const before = await (await page.request.get('/api/admin/settings', { headers: auth })).json();
    try {
      await openManagementScreen(page, 'en', 'settings');
      await page.getByLabel(/^Shop name/).fill('Desert Gear Auto & Transmission');
      await page.getByLabel('Saturday closing time').fill('15:00');
      await page.getByRole('button', { name: 'Add special day' }).click();
      const day = page.getByRole('group', { name: /^Special day \d+$/ }).last();
      const date = lasVegasDay(3);
      await day.getByLabel(/^Date/).fill(date);
      await day.getByLabel('Note in English').fill('Closed for inventory');
      await day.getByLabel('Note in Spanish').fill('Cerrado por inventario');
      await page.getByRole('button', { name: 'Save settings' }).click();
      const toast = page.locator('.mantine-Notification-root');
      await expect.poll(() => toast.textContent(), { timeout: 10_000 }).toContain('Settings saved');

      for (const [path, lang] of [
        ['/', 'en'],
        ['/es', 'es'],
        ['/contact', 'en'],
        ['/es/contact', 'es'],
      ] as const) {
        await page.goto(path);
        await page.waitForFunction(() => performance.getEntriesByName('shop:interactive').length > 0);
        const footer = page.getByRole('contentinfo');
        expect(await page.getByRole('banner').textContent()).toContain('Desert Gear Auto & Transmission');
        expect(await page.title()).toContain('Desert Gear Auto & Transmission');
        const saturday = footer.getByRole('row', { name: lang === 'es' ? /Sábado/ : /Saturday/ });
        expect(plain(await saturday.textContent())).toContain(lang === 'es' ? '3:00 p.m.' : '3:00 PM');
        expect(await footer.textContent()).toContain(lang === 'es' ? 'Cerrado por inventario' : 'Closed for inventory');
        // Open or closed now, said in the page's language once the browser has the page.
        await expect
          .poll(() => footer.locator('[data-open-now]').textContent())
          .toMatch(lang === 'es' ? /^(Abierto ahora · hasta|Cerrado)/ : /^(Open now · until|Closed)/);
        if (path === '/' || path === '/es') {
          const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
          expect(data.openingHoursSpecification).toContainEqual(
            expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '09:30', closes: '15:00' }),
          );
          expect(data.specialOpeningHoursSpecification).toContainEqual(
            expect.objectContaining({
              validFrom: date,
              validThrough: date,
              opens: '00:00',
              closes: '00:00',
              description: lang === 'es' ? 'Cerrado por inventario' : 'Closed for inventory',
            }),
          );
        }
      }
    } finally {
      // The other browser tests expect the demo name and hours.
      await page.request.put('/api/admin/settings', { headers: auth, data: before });
      await context.close();
    }
  });

  it('creates a supervisor with a password shown once, who then signs in', async () => {
    const { context, page } = await managerDashboard(browser, 'en');
    await openManagementScreen(page, 'en', 'users');
    const email = `ana.${Date.now()}@desertgear.example`;
    await page.getByRole('button', { name: 'Add account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add account' });
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel('First name').fill('Ana');
    await dialog.getByLabel('Last name').fill('Díaz');
    expect(await dialog.getByLabel('Role').inputValue()).toBe('supervisor');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    const shown = page.getByRole('dialog', { name: `Password for ${email}` });
    const password = ((await shown.locator('[data-shown-password]').textContent()) ?? '').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    expect(await row.getByRole('combobox', { name: 'Role of Ana Díaz' }).inputValue()).toBe('supervisor');
    expect(await row.textContent()).toContain('Never');
    await context.close();

    const { context: theirs, page: their } = await newPage(browser);
    await their.goto('/auth');
    await their.getByLabel(/^Email/).fill(email);
    await their.getByLabel(/^Password/).fill(password);
    await their.getByRole('button', { name: 'Sign in' }).click();
    await their.waitForURL('**/dashboard');
    await expect.poll(() => their.getByLabel('Role: Supervisor').count()).toBe(1);
    await theirs.close();
  });

  it('says clearly that a manager can’t deactivate themselves, in both languages', async () => {
    for (const lang of ['en', 'es'] as const) {
      const { context, page } = await managerDashboard(browser, lang);
      await openManagementScreen(page, lang, 'users');
      const mine = page.getByRole('row', { name: /manager@desertgear\.example/ });
      await mine.getByRole('button', { name: lang === 'es' ? /^Desactivar/ : /^Deactivate/ }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByRole('button', { name: lang === 'es' ? 'Desactivar' : 'Deactivate', exact: true }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toContain(
          lang === 'es' ? 'No puede quitarse su propio acceso de gerente' : "You can't remove your own manager access",
        );
      expect(await mine.textContent()).toContain(lang === 'es' ? 'Activa' : 'Active');
      await context.close();
    }
  });

  it('fits every dashboard tab and management screen on a phone, in both languages: the page never scrolls sideways', async () => {
    const tabs = {
      en: ['Overview', 'Appointments', /^Messages/, 'Parts', 'Carousel', 'Management', 'Your account'],
      es: ['Resumen', 'Citas', /^Mensajes/, 'Refacciones', 'Carrusel', 'Administración', 'Su cuenta'],
    };
    const wider: string[] = [];
    for (const lang of ['en', 'es'] as const) {
      const { context, page } = await openAs(browser, lang, { viewport: PHONE });
      const token = await staffToken(page, 'manager');
      await context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
      await page.goto('/dashboard');
      const overflow = async (where: string) => {
        // Measured once the screen has what it shows and stands still.
        await untilLoaded(page);
        await untilStill(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > PHONE.width) wider.push(`${lang} ${where}: ${width} px`);
        // Nor is a button's label cut short to make room.
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll('button')]
            .filter((b) => b.offsetParent !== null)
            .filter((b) => [b, ...b.querySelectorAll('span')].some((e) => e.scrollWidth > e.clientWidth + 1))
            .map((b) => b.getAttribute('aria-label') ?? b.textContent),
        );
        wider.push(...cut.map((label) => `${lang} ${where}: button "${label}" cut short`));
      };
      for (const tab of tabs[lang]) {
        await dashboardTab(page, tab).click();
        await overflow(String(tab));
      }
      for (const screen of Object.keys(MANAGEMENT_SCREENS[lang]) as ManagementScreen[]) {
        await openManagementScreen(page, lang, screen);
        await overflow(MANAGEMENT_SCREENS[lang][screen]);
        await backToManagement(page, lang);
      }
      // The accounts table keeps its columns and scrolls in its own box.
      await openManagementScreen(page, lang, 'users');
      const table = page.getByRole('table').filter({ hasText: 'manager@desertgear.example' });
      await table.waitFor();
      expect(await table.evaluate((t) => t.getBoundingClientRect().width)).toBeGreaterThan(PHONE.width);
      await context.close();
    }
    expect(wider).toEqual([]);
  }, 120_000);

  for (const lang of ['en', 'es'] as const) {
    it(`has no accessibility violation on the Settings and Users screens and their dialogs in ${lang}`, async () => {
      const problems: string[] = [];
      const es = lang === 'es';
      const { context, page } = await managerDashboard(browser, lang);
      await openManagementScreen(page, lang, 'settings');
      // Two special days on one date: the second is marked, saying why, in the screen's language.
      for (let i = 0; i < 2; i++)
        await page.getByRole('button', { name: es ? 'Agregar día especial' : 'Add special day' }).click();
      for (const n of [1, 2]) {
        const day = page.getByRole('group', { name: es ? `Día especial ${n}` : `Special day ${n}` });
        await day.getByLabel(es ? /^Fecha/ : /^Date/).fill('2027-12-24');
      }
      await page.getByRole('button', { name: es ? 'Guardar configuración' : 'Save settings' }).click();
      const repeated = page
        .getByRole('group', { name: es ? 'Día especial 2' : 'Special day 2' })
        .getByText(es ? 'Esta fecha ya está en la lista' : 'This date is already in the list');
      await repeated.waitFor();
      expect(
        await page.getByText(es ? 'Esta fecha ya está en la lista' : 'This date is already in the list').count(),
      ).toBe(1);
      problems.push(...(await axeProblems(page, `${lang} Settings`)));

      await backToManagement(page, lang);
      await openManagementScreen(page, lang, 'users');
      await page.getByRole('row', { name: /user@desertgear\.example/ }).waitFor();
      problems.push(...(await axeProblems(page, `${lang} Users`)));

      const other = page.getByRole('row', { name: /user@desertgear\.example/ });
      await other.getByRole('button', { name: es ? /^Desactivar/ : /^Deactivate/ }).click();
      problems.push(...(await axeProblems(page, `${lang} Deactivate dialog`)));
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      await other.getByRole('button', { name: es ? /^Restablecer contraseña de/ : /^Reset password of/ }).click();
      await page.getByRole('dialog').getByRole('checkbox').check();
      problems.push(...(await axeProblems(page, `${lang} Reset password dialog`)));
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      await page.getByRole('button', { name: es ? 'Agregar cuenta' : 'Add account' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: es ? 'Crear cuenta' : 'Create account' }).click();
      problems.push(...(await axeProblems(page, `${lang} Add account dialog with errors`)));
      await dialog
        .getByLabel(es ? /^Correo electrónico/ : /^Email/)
        .fill(`axe.${lang}.${Date.now()}@desertgear.example`);
      await dialog.getByRole('button', { name: es ? 'Crear cuenta' : 'Create account' }).click();
      await page.locator('[data-shown-password]').waitFor();
      problems.push(...(await axeProblems(page, `${lang} Password shown once dialog`)));
      await context.close();
      expect(problems).toEqual([]);
    }, 150_000);
  }
});
