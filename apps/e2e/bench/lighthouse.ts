/**
 * `pnpm bench` (front-end half): docs/architecture.md "Budgets", measured with Lighthouse's mobile
 * profile (simulated slow 4G and a slower CPU) against the production build served by the real
 * server on 127.0.0.1.
 *
 * Public pages, in both languages (the Spanish twins live under /es): performance >= 98,
 * accessibility, best practices and SEO 100, LCP <= 2.0 s, CLS <= 0.02, and <= 140 KB of
 * JavaScript (gzip) loaded by the page.
 * Staff screens (the sign-in pages, and the dashboard signed in as a manager): performance >= 95,
 * accessibility and best practices 100, LCP <= 2.0 s, CLS <= 0.02; search engines are kept off
 * them, so SEO is not judged. The sign-in pages load none of the dashboard's code.
 * Exit code 1 if any fails.
 * Each page is measured BENCH_RUNS times (5 by default) and judged on the median of each figure:
 * single runs vary by a few points on a busy machine, mostly in total blocking time, which scales
 * the main thread's observed tasks by the simulated slower CPU. BENCH_PAGES (`/auth,/dashboard`)
 * measures only those pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { addressIn } from '@shop/contract';
import { startShopServer } from '../src/shop-server.ts';
import {
  type LighthouseRun,
  lighthouseRun,
  medianRun,
  signIn,
  startAuditBrowser,
  webDist,
} from './lighthouse-runner.ts';

interface Budget {
  perf: number;
  seo: boolean;
  jsKb: number;
  signedIn: boolean;
  /** Whether the page must load none of the dashboard's own code. */
  noDashboard?: boolean;
}
const JS_BUDGET_KB = 140;
const PUBLIC: Budget = { perf: 98, seo: true, jsKb: JS_BUDGET_KB, signedIn: false };
const SIGN_IN: Budget = { perf: 95, seo: false, jsKb: Number.POSITIVE_INFINITY, signedIn: false, noDashboard: true };
const PAGES: [string, Budget][] = [
  ...['/', '/parts', '/contact', '/appointments', '/testimonials'].flatMap((page): [string, Budget][] => [
    [page, PUBLIC],
    [addressIn('es', page), PUBLIC],
  ]),
  ['/auth', SIGN_IN],
  ['/login', SIGN_IN],
  ['/dashboard', { ...SIGN_IN, signedIn: true, noDashboard: false }],
];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const only = process.env.BENCH_PAGES?.split(',');

/** The dashboard route's own code, from the build's page manifest: what no sign-in page shares. */
const { routes } = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'pages.json'), 'utf8')) as {
  routes: Record<string, { scripts: string[] }>;
};
const signInCode = new Set(['/auth', '/login'].flatMap((id) => routes[id]?.scripts ?? []));
const dashboardCode = (routes['/_site/dashboard']?.scripts ?? []).filter((src) => !signInCode.has(src));

const server = await startShopServer();
const { browser, port } = await startAuditBrowser();
const rows: (ReturnType<typeof medianRun> & { page: string })[] = [];
let failed = false;

try {
  for (const [page, budget] of PAGES.filter(([page]) => !only || only.includes(page))) {
    const runs: LighthouseRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A signed-in screen keeps the visitor's storage (the session token); the cache is emptied still.
      const session = budget.signedIn ? await signIn(server.baseURL, port, 'manager') : undefined;
      runs.push(await lighthouseRun(server.baseURL + page, port, { keepStorage: session !== undefined }));
    }
    const row = { page, ...medianRun(runs) };
    rows.push(row);
    const forbidden = budget.noDashboard ? row.scripts.filter((src) => dashboardCode.includes(src)) : [];
    const ok =
      row.perf >= budget.perf &&
      row.a11y === 100 &&
      row.bp === 100 &&
      (!budget.seo || row.seo === 100) &&
      row.lcp <= 2000 &&
      row.cls <= 0.02 &&
      row.jsKb <= budget.jsKb &&
      forbidden.length === 0;
    if (!ok) {
      failed = true;
      for (const audit of row.failedAudits.slice(0, 8)) console.log(`  ${page}: ${audit}`);
      for (const src of forbidden) console.log(`  ${page}: loads ${src}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(
  `\nLighthouse mobile, median of ${RUNS} runs (budgets: public pages perf >= 98, others 100, JS <= 140 KB gz; staff screens perf >= 95, a11y and bp 100; all LCP <= 2000 ms, CLS <= 0.02)`,
);
console.log('page             perf  best  a11y  bp   seo  FCP ms  LCP ms  TBT ms  CLS    JS KB gz');
for (const r of rows) {
  console.log(
    `${r.page.padEnd(16)} ${String(r.perf).padEnd(5)} ${String(r.bestPerf).padEnd(5)} ${String(r.a11y).padEnd(5)} ${String(r.bp).padEnd(4)} ${String(r.seo).padEnd(4)} ${r.fcp.toFixed(0).padEnd(7)} ${r.lcp.toFixed(0).padEnd(7)} ${r.tbt.toFixed(0).padEnd(7)} ${r.cls.toFixed(3).padEnd(6)} ${r.jsKb.toFixed(1)}`,
  );
}
process.exitCode = failed ? 1 : 0;
