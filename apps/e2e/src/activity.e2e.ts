import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { axeProblems, type Lang, managerDashboard, openManagementScreen } from './staff-pages.ts';

/** A render after a request can take some seconds on a busy machine. */
const WAIT = { timeout: 10_000 };

const WORDS = {
  en: {
    who: 'Who (email)',
    what: 'What',
    signIn: 'Sign-in',
    failed: 'Failed',
    throttled: 'Sign-in held back (too many attempts)',
    none: 'No activity matches.',
    users: 'users',
    add: 'Add account',
    typeIt: 'Type the first password myself',
    first: 'First password',
    create: 'Create account',
    veryWeak: 'Strength: Very weak.',
    strong: /^Strength: (Strong|Very strong)\. 27 characters; 15 or more recommended\.$/,
    common: 'This password is one of the most common ones: choose another',
  },
  es: {
    who: 'Quién (correo)',
    what: 'Qué',
    signIn: 'Inicio de sesión',
    failed: 'Falló',
    throttled: 'Inicio de sesión detenido (demasiados intentos)',
    none: 'Ninguna actividad coincide.',
    users: 'users',
    add: 'Agregar cuenta',
    typeIt: 'Escribir yo la primera contraseña',
    first: 'Primera contraseña',
    create: 'Crear cuenta',
    veryWeak: 'Seguridad: Muy débil.',
    strong: /^Seguridad: (Segura|Muy segura)\. 27 caracteres; se recomiendan 15 o más\.$/,
    common: 'Esta contraseña es de las más comunes: elija otra',
  },
} as const;

describe('the audit trail and the password meter in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const lang of ['en', 'es'] as const satisfies Lang[]) {
    const words = WORDS[lang];

    it(`lists failed sign-ins on Management -> Activity, filtered by who and what, axe clean, in ${lang}`, async () => {
      const { context, page } = await managerDashboard(browser, lang);
      const stranger = `activity.${lang}.${Date.now()}@example.com`;
      for (let i = 0; i < 2; i++) {
        const res = await page.request.post('/api/auth/login', {
          data: { email: stranger, password: 'not-a-password' },
        });
        expect(res.status()).toBe(401);
      }
      await openManagementScreen(page, lang, 'activity');
      await page.getByLabel(words.who).fill(stranger);
      const rows = page.locator('[data-list="activity"] [data-row]');
      await expect.poll(() => rows.count(), WAIT).toBe(2);
      for (const row of await rows.all()) {
        const text = (await row.textContent()) ?? '';
        expect(text).toContain(stranger);
        expect(text).toContain(words.signIn);
        expect(text).toContain(words.failed);
      }
      const problems = await axeProblems(page, `${lang} activity`);
      // Nothing of this stranger's was held back.
      await page.getByLabel(words.what).selectOption({ label: words.throttled });
      await expect.poll(() => page.getByText(words.none).count(), WAIT).toBe(1);
      expect(await rows.count()).toBe(0);
      await context.close();
      expect(problems).toEqual([]);
    }, 60_000);

    it(`rates a new password as it is typed and says why the server refused one, axe clean, in ${lang}`, async () => {
      const { context, page } = await managerDashboard(browser, lang);
      await openManagementScreen(page, lang, words.users as 'users');
      await page.getByRole('button', { name: words.add }).click();
      const dialog = page.getByRole('dialog', { name: words.add });
      await dialog.getByLabel(/^Email|^Correo/).fill(`meter.${lang}.${Date.now()}@desertgear.example`);
      await dialog.getByLabel(words.typeIt).check();
      // The field by its label (Mantine's show-password toggle is labelled by it too).
      const password = dialog.getByLabel(words.first).and(dialog.locator('input[type="password"]'));
      const meter = dialog.locator('[data-password-meter] [aria-live]');
      await password.fill('password');
      await expect.poll(() => meter.textContent(), WAIT).toContain(words.veryWeak);
      await password.fill('tacos al pastor los martes!');
      await expect.poll(() => meter.textContent(), WAIT).toMatch(words.strong);
      const problems = await axeProblems(page, `${lang} password meter`);
      await password.fill('password123');
      await dialog.getByRole('button', { name: words.create }).click();
      await expect.poll(() => dialog.getByText(words.common).count(), WAIT).toBe(1);
      await context.close();
      expect(problems).toEqual([]);
    }, 60_000);
  }
});
