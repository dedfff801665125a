/**
 * One Lighthouse mobile run of a page (simulated slow 4G and a slower CPU), as both benches use it:
 * the public pages' budgets and the catalogue at scale.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { AUTH_TOKEN_STORAGE_KEY } from '@shop/contract';
import lighthouse from 'lighthouse';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumExecutable } from '../src/chromium.ts';
import { freePort } from '../src/shop-server.ts';

export interface LighthouseRun {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The site's own JavaScript the page loaded, gzip KB (measured on the build's files). */
  jsKb: number;
  /** The binary audits the run failed, to show when a budget is missed. */
  failedAudits: string[];
  /** The site's own scripts the page loaded (their paths). */
  scripts: string[];
}

export const webDist = process.env.E2E_WEB_DIST || path.resolve(import.meta.dirname, '../../web/dist');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Chromium with a debugging port for Lighthouse to drive. */
export async function startAuditBrowser(): Promise<{ browser: Browser; port: number }> {
  const port = await freePort();
  const { executablePath, args } = await chromiumExecutable();
  const browser = await chromium.launch({
    executablePath,
    args: [...args, `--remote-debugging-port=${port}`],
    // Playwright turns the back/forward cache off for its tests; Lighthouse's audit of it should see the page.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  return { browser, port };
}

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

/**
 * Runs `step` on the site's origin in the audit browser's own profile (where Lighthouse opens its
 * tab), after emptying the browser's cache, which Lighthouse leaves alone when told to keep the storage.
 */
async function inAuditProfile(baseURL: string, port: number, step: (page: Page) => Promise<unknown>): Promise<void> {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = cdp.contexts()[0];
    if (!context) throw new Error('the audit browser has no default profile');
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.goto(`${baseURL}/robots.txt`);
    await step(page);
    await page.close();
  } finally {
    // Only this connection: the browser stays up for Lighthouse.
    await cdp.close();
  }
}

/** Signs `role`'s demo account in, in the audit browser's profile, as the web app does: the session token in localStorage. */
export async function signIn(baseURL: string, port: number, role: 'manager' | 'supervisor'): Promise<string> {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@desertgear.example`, password: `${role}-demo-2026` }),
  });
  if (!login.ok) throw new Error(`signing in as ${role} answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  await inAuditProfile(baseURL, port, (page) =>
    page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_TOKEN_STORAGE_KEY, token] as const),
  );
  return token;
}

/**
 * Signs the audit browser's profile out again (the token out of localStorage, which Lighthouse's
 * own storage reset keeps): a page measured after a staff screen is measured as a visitor sees it.
 */
export async function signOut(baseURL: string, port: number): Promise<void> {
  await inAuditProfile(baseURL, port, (page) =>
    page.evaluate((key) => localStorage.removeItem(key), AUTH_TOKEN_STORAGE_KEY),
  );
}

export async function lighthouseRun(
  url: string,
  port: number,
  { keepStorage = false }: { keepStorage?: boolean } = {},
): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const origin = new URL(url).origin;
  const requests =
    (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin));
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    jsKb: scripts.reduce((sum, r) => sum + gzipKb(path.join(webDist, new URL(r.url).pathname)), 0),
    failedAudits: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => `${a.id}: ${a.title}`),
    scripts: scripts.map((r) => new URL(r.url).pathname),
  };
}

type Figure = Exclude<keyof LighthouseRun, 'failedAudits' | 'scripts'>;

/** Each figure's median over the runs, and the best performance score among them. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun & { bestPerf: number } {
  const figure = (key: Figure) => median(runs.map((r) => r[key]));
  return {
    perf: figure('perf'),
    bestPerf: Math.max(...runs.map((r) => r.perf)),
    a11y: figure('a11y'),
    bp: figure('bp'),
    seo: figure('seo'),
    fcp: figure('fcp'),
    lcp: figure('lcp'),
    tbt: figure('tbt'),
    cls: figure('cls'),
    jsKb: figure('jsKb'),
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
    scripts: [...new Set(runs.flatMap((r) => r.scripts))],
  };
}
