import fs from 'node:fs';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH if set, else Debian's Chromium, else the Chromium shipped in the @sparticuz/chromium package. */
export async function chromiumExecutable(): Promise<{ executablePath: string; args: string[] }> {
  if (process.env.CHROME_PATH) return { executablePath: process.env.CHROME_PATH, args: FLAGS };
  if (fs.existsSync('/usr/bin/chromium')) return { executablePath: '/usr/bin/chromium', args: FLAGS };
  const { default: packaged } = await import('@sparticuz/chromium');
  // Its serverless flags include --single-process, which ends the browser with its first context.
  const args = packaged.args.filter((a) => a !== '--single-process');
  return { executablePath: await packaged.executablePath(), args: [...args, ...FLAGS] };
}

/**
 * Starts Chromium; a start that fails (the browser now and then exits as it starts on a loaded
 * machine) is tried again, twice at most, before the tests are failed.
 */
export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = await chromiumExecutable();
  for (let attempt = 1; ; attempt++) {
    try {
      return await chromium.launch({ executablePath, args: [...new Set(args)] });
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`Chromium did not start (attempt ${attempt}): ${(error as Error).message.split('\n')[0]}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

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

/**
 * A fresh browser profile (empty storage) pointed at the test server. Every browser test opens its
 * pages through here: the test fails if the Content-Security-Policy blocked anything on them.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const baseURL = inject('baseURL');
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, ...options });
  const violations = await recordPolicyViolations(context, new URL(baseURL).origin);
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
