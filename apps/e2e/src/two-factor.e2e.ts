import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { shop } from './shop.ts';
import { axeProblems, dashboardNav, dashboardTab, type Lang, openAs, staffToken } from './staff-pages.ts';

const WORDS = {
  en: {
    email: /^Email/,
    password: /^Password/,
    signIn: 'Sign in',
    account: 'Your account',
    setUpApp: 'Set up an authenticator app',
    appCode: /^6-digit code from the app/,
    confirm: 'Confirm',
    saved: 'I have saved them',
    secondCode: /^Code from your authenticator app, or a recovery code/,
    verify: 'Verify',
    passkeyName: /^Passkey name/,
    rename: 'Rename passkey Virtual key',
    newName: /^New name of passkey Virtual key/,
    save: 'Save',
    addPasskey: 'Add a passkey',
    signInWithPasskey: 'Continue with a passkey',
    thisSession: 'This session',
    endOthers: 'Sign out all other sessions',
  },
  es: {
    email: /^Correo/,
    password: /^Contraseña/,
    signIn: 'Iniciar sesión',
    account: 'Su cuenta',
    setUpApp: 'Configurar una app de autenticación',
    appCode: /^Código de 6 dígitos de la app/,
    confirm: 'Confirmar',
    saved: 'Ya los guardé',
    secondCode: /^Código de su app de autenticación o un código de recuperación/,
    verify: 'Verificar',
    passkeyName: /^Nombre de la llave de acceso/,
    rename: 'Cambiar nombre de la llave de acceso Virtual key',
    newName: /^Nuevo nombre de la llave de acceso Virtual key/,
    save: 'Guardar',
    addPasskey: 'Agregar una llave de acceso',
    signInWithPasskey: 'Continuar con una llave de acceso',
    thisSession: 'Esta sesión',
    endOthers: 'Cerrar todas las otras sesiones',
  },
} as const;

/** A new supervisor account for one test, made through the API by the demo manager. */
async function newSupervisor(page: Page, label: string) {
  const token = await staffToken(page, 'manager');
  const email = `two-step-${label}-${Date.now()}@desertgear.example`;
  const password = `two-step-password-${label}`;
  const made = await page.request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, password, role: 'supervisor', firstName: `Tester ${label}` },
  });
  expect(made.status()).toBe(201);
  return { email, password, name: `Tester ${label}` };
}

async function passwordStep(page: Page, lang: Lang, who: { email: string; password: string }) {
  const w = WORDS[lang];
  await page.goto('/auth');
  await page.getByLabel(w.email).fill(who.email);
  await page.getByLabel(w.password).fill(who.password);
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
}

/** The dashboard's "Your account" tab, once it lists the account's `sessions` sessions. */
async function openAccount(page: Page, lang: Lang, name: string, sessions = 1) {
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByText(name, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
  await dashboardTab(page, WORDS[lang].account).click();
  await expect.poll(() => page.locator('[data-list="sessions"] [data-row]').count()).toBe(sessions);
}

describe('two-step sign-in in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const lang of ['en', 'es'] as const) {
    it(`sets up an authenticator app and signs in with its code (${lang})`, async () => {
      const w = WORDS[lang];
      const { context, page } = await openAs(browser, lang);
      const who = await newSupervisor(page, `totp-${lang}`);
      await passwordStep(page, lang, who);
      await openAccount(page, lang, who.name);
      expect(await page.getByText(w.thisSession).count()).toBe(1);

      await page.getByRole('button', { name: w.setUpApp }).click();
      const secret = (await page.locator('[data-totp-secret]').textContent()) ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await page.getByLabel(w.appCode).fill(await generate({ secret }));
      await page.getByRole('button', { name: w.confirm, exact: true }).click();
      await expect.poll(() => page.locator('[data-list="recovery-codes"] [data-row]').count()).toBe(10);
      expect(await axeProblems(page, `account after setting up the app (${lang})`)).toEqual([]);
      await page.getByRole('button', { name: w.saved }).click();

      // Signed out, the password now leads to the second step.
      await page.evaluate(() => localStorage.removeItem('auth_token'));
      await passwordStep(page, lang, who);
      const codeField = page.getByLabel(w.secondCode);
      await codeField.waitFor();
      expect(await axeProblems(page, `second step (${lang})`)).toEqual([]);
      // The next 30-second step's code: the one just used to confirm never works twice.
      await codeField.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
      await page.getByRole('button', { name: w.verify }).click();
      // The first session (its token forgotten, not signed out) is still there: end it from here.
      await openAccount(page, lang, who.name, 2);
      await page.getByRole('button', { name: w.endOthers }).click();
      await expect.poll(() => page.locator('[data-list="sessions"] [data-row]').count()).toBe(1);
      await context.close();
    });

    it(`adds a passkey with a virtual authenticator and signs in with it alone (${lang})`, async () => {
      const w = WORDS[lang];
      // A passkey belongs to a domain name, never an IP address: the same server as localhost.
      const origin = new URL(shop.baseURL);
      origin.hostname = 'localhost';
      const context = await browser.newContext({ baseURL: origin.origin, viewport: { width: 1280, height: 900 } });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      const who = await newSupervisor(page, `passkey-${lang}`);
      await passwordStep(page, lang, who);
      await openAccount(page, lang, who.name);
      await page.getByLabel(w.passkeyName).fill('Virtual key');
      await page.getByRole('button', { name: w.addPasskey }).click();
      await expect.poll(() => page.locator('[data-list="passkeys"] [data-row]').count()).toBe(1);
      expect(await page.locator('[data-list="passkeys"]').textContent()).toContain('Virtual key');
      // The first factor brings the recovery codes.
      expect(await page.locator('[data-list="recovery-codes"] [data-row]').count()).toBe(10);
      expect(await axeProblems(page, `account with a passkey (${lang})`)).toEqual([]);
      // Renamed in place.
      await page.getByRole('button', { name: w.rename }).click();
      await page.getByLabel(w.newName).fill('Work laptop');
      expect(await axeProblems(page, `renaming a passkey (${lang})`)).toEqual([]);
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await expect
        .poll(() => page.locator('[data-list="passkeys"] [data-row]').allTextContents())
        .toEqual([expect.stringMatching(/^Work laptop /)]);

      await page.evaluate(() => localStorage.removeItem('auth_token'));
      await page.goto('/auth');
      await page.getByRole('button', { name: w.signInWithPasskey }).click();
      await openAccount(page, lang, who.name, 2);
      await context.close();
    });
  }

  it('takes a supervisor without a factor to enrolment when the shop asks all staff for one, on a phone, in Spanish', async () => {
    const w = WORDS.es;
    const { context, page } = await openAs(browser, 'es');
    const who = await newSupervisor(page, 'enrol-es');
    const manager = await staffToken(page, 'manager');
    const policy = (requiredFor: string) =>
      page.request.put('/api/admin/two-factor-policy', {
        headers: { authorization: `Bearer ${manager}` },
        data: { requiredFor },
      });
    expect((await policy('all-staff')).status()).toBe(200);
    try {
      await passwordStep(page, 'es', who);
      // Nothing but enrolment: no tabs, the app's setup and a passkey offered.
      await page.getByRole('heading', { name: 'Configure el inicio de sesión en dos pasos' }).waitFor();
      expect(await dashboardNav(page).getByRole('link').count()).toBe(0);
      expect(await axeProblems(page, 'enrolment (es)')).toEqual([]);
      await page.getByRole('button', { name: w.setUpApp }).click();
      const secret = (await page.locator('[data-totp-secret]').textContent()) ?? '';
      await page.getByLabel(w.appCode).fill(await generate({ secret }));
      await page.getByRole('button', { name: w.confirm, exact: true }).click();
      await expect.poll(() => page.locator('[data-list="recovery-codes"] [data-row]').count()).toBe(10);
      await page.getByRole('button', { name: w.saved }).click();
      // Enrolled: the supervisor's dashboard, this session and its tabs.
      await openAccount(page, 'es', who.name);
    } finally {
      expect((await policy('nobody')).status()).toBe(200);
    }
    await context.close();
  });
});
