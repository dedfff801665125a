import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
import { DESKTOP } from './chromium.ts';
import { trackRequests } from './network-idle.ts';
import { shop } from './shop.ts';

// What every browser test needs, from here as ever; the benchmarks import these files themselves.
export { chromiumExecutable, DESKTOP, launchBrowser, PHONE } from './chromium.ts';
export { trackRequests, untilNetworkIdle } from './network-idle.ts';

const VIOLATION = 'Content-Security-Policy violation:';

/**
 * Records what the site's Content-Security-Policy blocks on any page of the context: the browser
 * fires `securitypolicyviolation` on the document for each one, which the page passes on as a
 * console warning (a page navigated away from still counts). Only the site's own pages: what an
 * embedded map does is its own policy's business.
 */
async function recordPolicyViolations(context: BrowserContext, origin: string): Promise<string[]> {
  const violations: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith(VIOLATION)) violations.push(message.text());
  });
  await context.addInitScript(
    ([marker, site]) => {
      if (location.origin !== site) return;
      document.addEventListener('securitypolicyviolation', (e) => {
        const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
        const sample = e.sample ? ` (${e.sample})` : '';
        console.warn(
          `${marker} ${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'}${where}${sample}`,
        );
      });
    },
    [VIOLATION, origin],
  );
  return violations;
}

const slowedDown = new WeakMap<Page, { devtools: CDPSession; rate: number }>();

/**
 * Runs `work` with the page's CPU at the machine's own speed: for what the test measures with
 * (axe's checks, as heavy as the page itself), which is not the page the visitor's phone runs.
 */
export async function atFullSpeed<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const slowed = slowedDown.get(page);
  if (!slowed) return work();
  await slowed.devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  try {
    return await work();
  } finally {
    await slowed.devtools.send('Emulation.setCPUThrottlingRate', { rate: slowed.rate });
  }
}

/**
 * Runs every page of the context on a CPU `rate` times slower than the machine's, as Lighthouse's
 * mobile run does (Chromium's own throttling, which stays on across the page's navigations): a
 * phone's speed, where a page's code arrives and runs late against its data and the visitor's taps.
 * A page is slowed down before `newPage` hands it over, so its first load is slow too.
 */
function slowDownPages(context: BrowserContext, rate: number): void {
  if (rate <= 1) return;
  const slowed = new WeakMap<Page, Promise<void>>();
  const slowDown = async (page: Page) => {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate });
    slowedDown.set(page, { devtools, rate });
  };
  // Every page, the ones the site opens itself too.
  context.on('page', (page) => {
    const done = slowDown(page);
    // A page closed at once (a popup) can no longer be slowed down: nothing to report then.
    done.catch(() => {});
    slowed.set(page, done);
  });
  const open = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await open();
    await (slowed.get(page) ?? slowDown(page));
    return page;
  };
}

/**
 * A fresh browser profile (empty storage) pointed at the test server. Every browser test opens its
 * pages through here: the test fails if the Content-Security-Policy blocked anything on them.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: shop.baseURL, viewport: DESKTOP, ...options });
  slowDownPages(context, inject('cpuSlowdown'));
  trackRequests(context);
  const violations = await recordPolicyViolations(context, new URL(shop.baseURL).origin);
  onTestFinished(() => {
    expect(violations, 'blocked by the Content-Security-Policy').toEqual([]);
  });
  return context;
}

/** A fresh browser profile at the given size, with one page. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits until nothing on the page moves: no transition or animation with an end is running (a
 * dialog opening, a toast fading in), the next frame after the last action included. Endless ones
 * (a loader's spin) don't count.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
}

/**
 * Waits until the page has done the work it had queued (React taking the server's HTML over in
 * steps, rendering what just arrived): the browser then has an idle moment, which it never has
 * while such work is waiting.
 */
export async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}
