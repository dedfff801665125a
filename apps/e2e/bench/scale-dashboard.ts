/**
 * A staff list in desktop Chromium: the time from opening it (a click on its tab, button or
 * filter) to its first row on screen, and the page's DOM node count once it shows. Rows are found
 * by the lists' markers: `[data-list=X] [data-row]`.
 */
import type { Browser, Page } from 'playwright-core';
import { DESKTOP } from '../src/chromium.ts';
import { dashboardTab } from '../src/dashboard-nav.ts';
import { trackRequests, untilNetworkIdle } from '../src/network-idle.ts';

export type StaffList = 'messages' | 'inventory' | 'appointments' | 'accounts';

export interface ListView {
  /** Click to first row, ms; null when no row showed within the wait. */
  firstRowMs: number | null;
  domNodes: number | null;
  /** Answers of 500 and over the page saw. */
  serverErrors: number;
  note?: string;
}

const ROW_WAIT_MS = 30_000;

/** How each list is opened from the dashboard's overview; `open` is the click that is timed. */
const OPENERS: Record<StaffList, { prepare?: (page: Page) => Promise<void>; open: (page: Page) => Promise<void> }> = {
  messages: { open: (page) => dashboardTab(page, /^Messages/).click() },
  inventory: { open: (page) => dashboardTab(page, 'Parts').click() },
  appointments: {
    // The tab opens on upcoming appointments; "All" is the one to time.
    prepare: async (page) => {
      const upcoming = page.waitForResponse((r) => r.url().includes('appointments.list'), { timeout: ROW_WAIT_MS });
      await dashboardTab(page, 'Appointments').click();
      await upcoming;
      await page.getByLabel('Show', { exact: true }).waitFor({ timeout: ROW_WAIT_MS });
    },
    open: async (page) => {
      const answered = page.waitForResponse((r) => r.url().includes('appointments.list') && r.url().includes('all'), {
        timeout: ROW_WAIT_MS,
      });
      await page.getByLabel('Show', { exact: true }).selectOption('all');
      await answered;
    },
  },
  accounts: {
    prepare: async (page) => {
      await dashboardTab(page, 'Management').click();
      await page.getByRole('link', { name: 'Manage Users', exact: true }).waitFor({ timeout: ROW_WAIT_MS });
    },
    open: (page) => page.getByRole('link', { name: 'Manage Users', exact: true }).click(),
  },
};

function withinTime<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([work, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

export async function measureList(
  browser: Browser,
  baseURL: string,
  token: string,
  list: StaffList,
): Promise<ListView> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  trackRequests(context);
  let serverErrors = 0;
  try {
    await context.addInitScript((t) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('language', 'en');
    }, token);
    const page = await context.newPage();
    page.on('response', (r) => {
      if (r.status() >= 500) serverErrors++;
    });
    await page.goto('/dashboard');
    await dashboardTab(page, 'Overview').waitFor({ timeout: ROW_WAIT_MS });
    await untilNetworkIdle(page);
    const opener = OPENERS[list];
    await opener.prepare?.(page);
    const started = performance.now();
    const shown = await opener
      .open(page)
      .then(() =>
        page.locator(`[data-list="${list}"] [data-row]`).first().waitFor({ state: 'visible', timeout: ROW_WAIT_MS }),
      )
      .then(
        () => true,
        () => false,
      );
    const firstRowMs = shown ? performance.now() - started : null;
    // A list still drawing thousands of rows can hold the page's thread for long: don't wait forever.
    const domNodes = await withinTime(
      page.evaluate(() => document.getElementsByTagName('*').length),
      ROW_WAIT_MS,
    ).catch(() => null);
    return {
      firstRowMs,
      domNodes,
      serverErrors,
      note: shown ? undefined : `no [data-list="${list}"] [data-row] within ${ROW_WAIT_MS / 1000} s`,
    };
  } finally {
    await withinTime(context.close(), 10_000);
  }
}
