import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { atFullSpeed, newContext, newPage, PHONE, untilNetworkIdle, untilStill } from './browser.ts';
import { dashboardTab } from './dashboard-nav.ts';
import { shop } from './shop.ts';

// The dashboard's tabs for every staff test, from here as ever; the benchmarks import that file itself.
export { dashboardNav, dashboardTab, tabNames } from './dashboard-nav.ts';

export type Lang = 'en' | 'es';

/** A browser page in `lang`, stored as the web app stores it (cookie and localStorage), optionally signed in. */
export async function openAs(
  browser: Browser,
  lang: Lang,
  { viewport = PHONE, token }: { viewport?: typeof PHONE; token?: string } = {},
) {
  const context = await newContext(browser, { viewport });
  await context.addCookies([{ name: 'language', value: lang, url: shop.baseURL }]);
  await context.addInitScript(
    ([l, t]) => {
      try {
        localStorage.setItem('language', l);
        if (t) localStorage.setItem('auth_token', t);
      } catch {
        // about:blank has no storage
      }
    },
    [lang, token ?? ''] as const,
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** A staff member's session token, from the demo account of that role. */
export async function staffToken(page: Page, role: 'supervisor' | 'manager'): Promise<string> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: `${role}@desertgear.example`, password: `${role}-demo-2026` },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** What axe finds on the page, every rule on (a dialog too: it adds no landmark of its own). */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  // Once opening transitions have finished: half-faded text would be measured as low contrast.
  await untilStill(page);
  const { violations } = await atFullSpeed(page, () => new AxeBuilder({ page }).exclude('iframe').analyze());
  return violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A staff dashboard in `lang`, signed in through the API as `role` (or with a `token` already made,
 * to reuse one session); `api` carries the token for arranging with REST.
 */
export async function staffDashboard(browser: Browser, lang: Lang, role: 'supervisor' | 'manager', token?: string) {
  const { context, page } = await newPage(browser);
  const session = token ?? (await staffToken(page, role));
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('language', l);
    },
    [session, lang] as const,
  );
  await page.goto('/dashboard');
  return { context, page, token: session, api: { authorization: `Bearer ${session}` } };
}

export const managerDashboard = (browser: Browser, lang: Lang = 'en') => staffDashboard(browser, lang, 'manager');

const MANAGEMENT_TAB = { en: 'Management', es: 'Administración' };
const BACK_TO_MANAGEMENT = { en: 'Back to management', es: 'Volver a administración' };

/** The Management tab's cards, by the name each card's link shows. */
export const MANAGEMENT_SCREENS = {
  en: {
    services: 'Manage Services',
    users: 'Manage Users',
    content: 'Manage Content',
    settings: 'Settings',
    backups: 'Backups',
    reviews: 'Reviews',
    activity: 'Activity',
  },
  es: {
    services: 'Administrar servicios',
    users: 'Administrar usuarios',
    content: 'Administrar contenido',
    settings: 'Configuración',
    backups: 'Respaldos',
    reviews: 'Reseñas',
    activity: 'Actividad',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type ManagementScreen = keyof (typeof MANAGEMENT_SCREENS)['en'];

/**
 * Waits until the screen on show has its code and data: until then skeletons, loaders or a busy
 * region say they are on the way.
 */
export async function untilLoaded(page: Page) {
  await expect
    .poll(() => page.locator('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root').count())
    .toBe(0);
}

/** The address of each Management screen (`/dashboard/manage/users`). */
export const MANAGEMENT_ADDRESS: Record<ManagementScreen, string> = {
  services: '/dashboard/manage/services',
  users: '/dashboard/manage/users',
  content: '/dashboard/manage/content',
  settings: '/dashboard/manage/settings',
  backups: '/dashboard/manage/backups',
  reviews: '/dashboard/manage/reviews',
  activity: '/dashboard/manage/activity',
};

/**
 * Opens a screen of the Management tab through its card (the tab first, when another shows), and
 * waits until it has loaded its data, at its own address.
 */
export async function openManagementScreen(page: Page, lang: Lang, screen: ManagementScreen) {
  const tab = dashboardTab(page, MANAGEMENT_TAB[lang]);
  if ((await tab.getAttribute('aria-current')) !== 'page') await tab.click();
  await page.getByRole('link', { name: MANAGEMENT_SCREENS[lang][screen], exact: true }).click();
  await page.getByRole('link', { name: BACK_TO_MANAGEMENT[lang] }).waitFor();
  await page.waitForURL((url) => url.pathname === MANAGEMENT_ADDRESS[screen]);
  await untilLoaded(page);
  await untilNetworkIdle(page);
}

/** From a Management screen back to the tab's cards. */
export async function backToManagement(page: Page, lang: Lang) {
  await page.getByRole('link', { name: BACK_TO_MANAGEMENT[lang] }).click();
  await page.getByRole('link', { name: MANAGEMENT_SCREENS[lang].services, exact: true }).waitFor();
}
