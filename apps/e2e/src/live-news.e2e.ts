import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import { type Lang, openAs, staffToken } from './staff-pages.ts';

/**
 * New work appears by itself: each open dashboard holds one live stream, and a message sent from
 * the contact form shows in every open inbox within two seconds, with no reload; a session ended
 * elsewhere closes the stream and the dashboard goes to sign in.
 */
const WORDS = {
  en: { toast: 'New message', tab: /^Messages \((\d+) unread\)$/ },
  es: { toast: 'Mensaje nuevo', tab: /^Mensajes \((\d+) sin leer\)$/ },
} as const;

const rows = (page: Page) => page.locator('[data-list="messages"] [data-row]');

/**
 * The dashboard's inbox, signed in with `token`, once its live stream is open and caught up; the
 * Spanish one on a phone. `streams` counts the stream connections the page opened.
 */
async function openInbox(browser: Browser, lang: Lang, token: string) {
  const opened = await openAs(browser, lang, { viewport: lang === 'es' ? PHONE : DESKTOP, token });
  const streams = { opened: 0 };
  opened.page.on('request', (request) => {
    if (request.url().includes('/trpc/live.events')) streams.opened++;
  });
  await opened.page.goto('/dashboard/messages');
  await expect.poll(() => rows(opened.page).count()).toBeGreaterThan(0);
  await expect.poll(() => opened.page.evaluate(() => document.body.dataset.liveNews)).toBe('ready');
  return { ...opened, streams };
}

/** A second supervisor, made by the demo manager through the API: "another colleague". */
async function secondSupervisorToken(page: Page, label: string): Promise<string> {
  const manager = await staffToken(page, 'manager');
  const email = `live-${label}-${Date.now()}@desertgear.example`;
  const password = `live-news-password-${label}`;
  const made = await page.request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${manager}` },
    data: { email, password, role: 'supervisor', firstName: `Colleague ${label}` },
  });
  expect(made.status()).toBe(201);
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

describe('new work appears by itself, in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const lang of ['en', 'es'] as const satisfies Lang[]) {
    it(`shows a message sent from the contact form in two colleagues' open inboxes within 2 s (${lang})`, async () => {
      const w = WORDS[lang];
      const { context: setup, page: setupPage } = await openAs(browser, lang);
      const first = await openInbox(browser, lang, await staffToken(setupPage, 'supervisor'));
      const second = await openInbox(browser, lang, await secondSupervisorToken(setupPage, lang));
      const unreadBefore = Number(
        w.tab.exec((await first.page.getByRole('link', { name: w.tab }).textContent()) ?? '')?.[1] ?? 0,
      );
      const subject = `Live inbox check ${lang} ${Date.now()}`;
      const sent = await setupPage.request.post('/api/contact', {
        data: {
          name: 'Rosa Díaz',
          email: `live-${lang}-${Date.now()}@example.com`,
          phone: '(702) 555-0142',
          subject,
          message: 'The transmission slips between second and third.',
        },
      });
      expect(sent.status()).toBe(201);
      // Within two seconds of the answer, without a reload, in both browsers.
      for (const { page } of [first, second]) {
        await expect.poll(() => rows(page).filter({ hasText: subject }).count(), { timeout: 2000 }).toBe(1);
      }
      for (const { page, errors, streams } of [first, second]) {
        await expect
          .poll(() => page.getByRole('link', { name: w.tab }).textContent())
          .toMatch(new RegExp(`\\(${unreadBefore + 1}\\b`));
        await expect.poll(() => page.title()).toMatch(new RegExp(`^\\(${unreadBefore + 1}\\) `));
        await expect.poll(() => page.getByText(w.toast, { exact: true }).count()).toBe(1);
        // One connection for the whole dashboard, opened once.
        expect(streams.opened).toBe(1);
        expect(errors).toEqual([]);
      }
      for (const opened of [first, second]) await opened.context.close();
      await setup.close();
    });
  }

  it('alerts in the background only once asked from its button, and only while the tab is hidden', async () => {
    const { context: setup, page: setupPage } = await openAs(browser, 'en');
    const { context, page, errors } = await openAs(browser, 'en', {
      viewport: DESKTOP,
      token: await staffToken(setupPage, 'supervisor'),
    });
    // Headless Chromium refuses every notification (`Notification.permission` stays "denied"
    // whatever the profile grants) and keeps every tab visible, so the page gets stand-ins with the
    // browser's interface: a Notification that notes each request and each notification the
    // dashboard makes, and a tab it can hide. The stream and the news are the real ones.
    await context.addInitScript(() => {
      const seen = { alerts: [] as { title: string; body?: string }[], asked: 0, hidden: false };
      Object.defineProperty(document, 'hidden', { get: () => seen.hidden, configurable: true });
      Object.defineProperty(document, 'visibilityState', {
        get: () => (seen.hidden ? 'hidden' : 'visible'),
        configurable: true,
      });
      let permission: NotificationPermission = 'default';
      class Noted extends EventTarget {
        static get permission() {
          return permission;
        }
        static async requestPermission() {
          seen.asked++;
          permission = 'granted';
          return permission;
        }
        onclick: (() => void) | null = null;
        constructor(title: string, options?: NotificationOptions) {
          super();
          seen.alerts.push({ title, body: options?.body });
        }
        close() {}
      }
      Object.defineProperty(window, 'Notification', { value: Noted, configurable: true, writable: true });
      (window as unknown as { notified: typeof seen }).notified = seen;
    });
    const notified = () =>
      page.evaluate(() => (window as unknown as { notified: { alerts: { title: string }[]; asked: number } }).notified);
    await page.goto('/dashboard/messages');
    await expect.poll(() => page.evaluate(() => document.body.dataset.liveNews)).toBe('ready');
    // Never asked for on load: only from the button.
    expect((await notified()).asked).toBe(0);
    await page.getByRole('button', { name: 'Alert me in the background' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Stop background alerts' }).count()).toBe(1);
    expect((await notified()).asked).toBe(1);
    const send = async (subject: string) => {
      const sent = await setupPage.request.post('/api/contact', {
        data: {
          name: 'Rosa Díaz',
          email: `alerts-${Date.now()}@example.com`,
          phone: '(702) 555-0142',
          subject,
          message: 'The transmission slips between second and third.',
        },
      });
      expect(sent.status()).toBe(201);
    };
    // In view, news is a toast on the page, not a notification.
    const inView = `Seen in view ${Date.now()}`;
    await send(inView);
    await expect.poll(() => rows(page).filter({ hasText: inView }).count()).toBe(1);
    expect((await notified()).alerts).toEqual([]);
    // Another tab in front: the dashboard's is hidden, and the news comes as a notification.
    await page.evaluate(() => {
      (window as unknown as { notified: { hidden: boolean } }).notified.hidden = true;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await send(`Seen in the background ${Date.now()}`);
    await expect.poll(async () => (await notified()).alerts.map((alert) => alert.title)).toEqual(['New message']);
    expect(errors).toEqual([]);
    await context.close();
    await setup.close();
  });

  it('closes the stream when the session is ended elsewhere: the dashboard goes to sign in', async () => {
    const { context: setup, page: setupPage } = await openAs(browser, 'es');
    const token = await staffToken(setupPage, 'supervisor');
    const { context, page } = await openInbox(browser, 'es', token);
    const ended = await setupPage.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(ended.status()).toBeLessThan(300);
    await page.waitForURL('**/auth**', { timeout: 5000 });
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
    await setup.close();
  });

  it('opens no stream for a user-role account, which hears nothing', async () => {
    const { context: setup, page: setupPage } = await openAs(browser, 'en');
    const login = await setupPage.request.post('/api/auth/login', {
      data: { email: 'user@desertgear.example', password: 'user-demo-2026' },
    });
    const { token } = (await login.json()) as { token: string };
    const { context, page } = await openAs(browser, 'en', { viewport: DESKTOP, token });
    const streams: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/live.events')) streams.push(request.url());
    });
    await page.goto('/dashboard');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.body.dataset.liveNews ?? null)).toBeNull();
    expect(streams).toEqual([]);
    await context.close();
    await setup.close();
  });
});
