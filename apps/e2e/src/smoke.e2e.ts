import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

describe('the site in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the shop phone from the database on the home page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: '(702) 555-0142' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('draws the 404 page for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await context.close();
  });
});
