/**
 * `pnpm bench` (front-end half): DESIGN.md "Performance budgets" for the public pages, measured
 * with Lighthouse's mobile profile (simulated slow 4G and a slower CPU) against the production
 * build served by the real server on 127.0.0.1.
 *
 * Budgets: performance >= 98, accessibility, best practices and SEO 100, LCP <= 2.0 s,
 * CLS <= 0.02, and <= 140 KB of JavaScript (gzip) loaded by the page, in both languages (the
 * Spanish twins live under /es). Exit code 1 if any fails.
 * Each page is measured BENCH_RUNS times (5 by default) and judged on the median of each figure:
 * single runs vary by a few points on a busy machine, mostly in total blocking time, which scales
 * the main thread's observed tasks by the simulated slower CPU.
 */
import { addressIn } from '@shop/contract';
import { startShopServer } from '../src/shop-server.ts';
import { type LighthouseRun, lighthouseRun, medianRun, startAuditBrowser } from './lighthouse-runner.ts';

const PAGES = ['/', '/parts', '/contact', '/appointments', '/testimonials'].flatMap((page) => [
  page,
  addressIn('es', page),
]);
const JS_BUDGET_KB = 140;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const server = await startShopServer();
const { browser, port } = await startAuditBrowser();
const rows: (ReturnType<typeof medianRun> & { page: string })[] = [];
let failed = false;

try {
  for (const page of PAGES) {
    const runs: LighthouseRun[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await lighthouseRun(server.baseURL + page, port));
    const row = { page, ...medianRun(runs) };
    rows.push(row);
    const ok =
      row.perf >= 98 &&
      row.a11y === 100 &&
      row.bp === 100 &&
      row.seo === 100 &&
      row.lcp <= 2000 &&
      row.cls <= 0.02 &&
      row.jsKb <= JS_BUDGET_KB;
    if (!ok) {
      failed = true;
      for (const audit of row.failedAudits.slice(0, 8)) console.log(`  ${page}: ${audit}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(
  `\nPublic pages, Lighthouse mobile, median of ${RUNS} runs (budgets: perf >= 98, others 100, LCP <= 2000 ms, CLS <= 0.02, JS <= 140 KB gz)`,
);
console.log('page             perf  best  a11y  bp   seo  FCP ms  LCP ms  TBT ms  CLS    JS KB gz');
for (const r of rows) {
  console.log(
    `${r.page.padEnd(16)} ${String(r.perf).padEnd(5)} ${String(r.bestPerf).padEnd(5)} ${String(r.a11y).padEnd(5)} ${String(r.bp).padEnd(4)} ${String(r.seo).padEnd(4)} ${r.fcp.toFixed(0).padEnd(7)} ${r.lcp.toFixed(0).padEnd(7)} ${r.tbt.toFixed(0).padEnd(7)} ${r.cls.toFixed(3).padEnd(6)} ${r.jsKb.toFixed(1)}`,
  );
}
process.exitCode = failed ? 1 : 0;
