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
 * them, so SEO is not judged. The sign-in pages load none of the dashboard's code, and at most
 * 150 KB of JavaScript: measured by Lighthouse, and first from the build itself beside the home
 * page's (the page manifest's scripts of each, page-scripts.ts), before any browser starts.
 * Exit code 1 if any fails.
 * Each page is measured BENCH_RUNS times (5 by default) and judged on the median of each figure:
 * single runs vary by a few points on a busy machine, mostly in total blocking time, which scales
 * the main thread's observed tasks by the simulated slower CPU. BENCH_PAGES (`/auth,/dashboard`)
 * measures only those pages.
 */
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
import { pageScripts, readPageManifest } from './page-scripts.ts';

interface Budget {
  perf: number;
  seo: boolean;
  jsKb: number;
  signedIn: boolean;
  /** Whether the page must load none of the dashboard's own code. */
  noDashboard?: boolean;
}
const JS_BUDGET_KB = 140;
const SIGN_IN_JS_BUDGET_KB = 150;
const PUBLIC: Budget = { perf: 98, seo: true, jsKb: JS_BUDGET_KB, signedIn: false };
const SIGN_IN: Budget = { perf: 95, seo: false, jsKb: SIGN_IN_JS_BUDGET_KB, signedIn: false, noDashboard: true };
const DASHBOARD: Budget = { ...SIGN_IN, jsKb: Number.POSITIVE_INFINITY, signedIn: true, noDashboard: false };
const PAGES: [string, Budget][] = [
  ...['/', '/parts', '/contact', '/appointments', '/testimonials'].flatMap((page): [string, Budget][] => [
    [page, PUBLIC],
    [addressIn('es', page), PUBLIC],
  ]),
  ['/auth', SIGN_IN],
  ['/login', SIGN_IN],
  ['/dashboard', DASHBOARD],
];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const only = process.env.BENCH_PAGES?.split(',');

/** The dashboard's own code (its routes'), from the build's page manifest: what no sign-in page shares. */
const manifest = readPageManifest(webDist);
const { routes } = manifest;
const signInCode = new Set(['/auth', '/login'].flatMap((id) => routes[id]?.scripts ?? []));
const dashboardCode = Object.entries(routes)
  .filter(([id]) => id.startsWith('/_site/dashboard'))
  .flatMap(([, { scripts }]) => scripts)
  .filter((src) => !signInCode.has(src));

/**
 * The JavaScript each page brings, from the build (its routes, root first, as the router matches
 * them): the sign-in pages beside the home page, the dashboard beside them.
 */
const BUILD_PAGES: [string, string[], number][] = [
  ['/', ['__root__', '/_site', '/_site/'], JS_BUDGET_KB],
  ['/es/parts', ['__root__', '/_site', '/_site/parts'], JS_BUDGET_KB],
  ['/auth', ['__root__', '/auth'], SIGN_IN_JS_BUDGET_KB],
  ['/login', ['__root__', '/login'], SIGN_IN_JS_BUDGET_KB],
  ['/dashboard', ['__root__', '/_site', '/_site/dashboard', '/_site/dashboard/'], Number.POSITIVE_INFINITY],
];
const fromBuild = BUILD_PAGES.map(([page, ids, budget]) => ({
  page,
  budget,
  kb: pageScripts(webDist, manifest, ids, page.startsWith('/es') ? 'es' : 'en').kb,
}));
console.log('JavaScript of each page from the build (gzip, the page manifest)');
console.log('page             JS KB gz  budget');
for (const { page, kb, budget } of fromBuild) {
  console.log(`${page.padEnd(16)} ${kb.toFixed(1).padEnd(9)} ${Number.isFinite(budget) ? budget : '—'}`);
}
let failed = fromBuild.some(({ kb, budget }) => kb > budget);

const server = await startShopServer();
const { browser, port } = await startAuditBrowser();
const rows: (ReturnType<typeof medianRun> & { page: string })[] = [];

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
  `\nLighthouse mobile, median of ${RUNS} runs (budgets: public pages perf >= 98, others 100, JS <= 140 KB gz; staff screens perf >= 95, a11y and bp 100, sign-in JS <= 150 KB gz; all LCP <= 2000 ms, CLS <= 0.02)`,
);
console.log('page             perf  best  a11y  bp   seo  FCP ms  LCP ms  TBT ms  CLS    JS KB gz');
for (const r of rows) {
  console.log(
    `${r.page.padEnd(16)} ${String(r.perf).padEnd(5)} ${String(r.bestPerf).padEnd(5)} ${String(r.a11y).padEnd(5)} ${String(r.bp).padEnd(4)} ${String(r.seo).padEnd(4)} ${r.fcp.toFixed(0).padEnd(7)} ${r.lcp.toFixed(0).padEnd(7)} ${r.tbt.toFixed(0).padEnd(7)} ${r.cls.toFixed(3).padEnd(6)} ${r.jsKb.toFixed(1)}`,
  );
}
process.exitCode = failed ? 1 : 0;
