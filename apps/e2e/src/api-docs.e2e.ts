import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

/** The site's strict policy: no inline or eval script, inline styles allowed. */
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
  "connect-src 'self'; font-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'";

describe('the API reference page in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows every operation of the document, styled, under the strict Content-Security-Policy', async () => {
    const { context, page } = await newPage(browser);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Serve the page with the site's policy, whatever this server sends, so the page is judged by it.
    await page.route('**/api/docs', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_CSP } });
    });
    const document = await (await context.request.get('/api/openapi.json')).json();
    const operations = Object.values(document.paths as Record<string, object>).flatMap((methods) =>
      Object.values(methods),
    );

    await page.goto('/api/docs');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Desert Gear shop API' }).count()).toBe(1);
    expect(await page.locator('section.operation').count()).toBe(operations.length);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      (document.tags as { name: string }[]).map((tag) => tag.name),
    );

    await page.getByRole('navigation').getByRole('link', { name: 'POST /api/admin/parts', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/#postApiAdminParts$/);
    const section = page.locator('#postApiAdminParts');
    expect(await section.getByText('Add a part').isVisible()).toBe(true);
    // The request body's fields and the answer's, price among them.
    expect(await section.getByRole('cell', { name: 'price', exact: true }).count()).toBe(2);
    // The inline stylesheet applies: the method badges are coloured.
    const badge = section.locator('.method').first();
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(43, 138, 62)');

    expect(problems).toEqual([]);
    await context.close();
  });
});
