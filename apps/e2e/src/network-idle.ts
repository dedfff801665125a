import type { BrowserContext, Page, Request } from 'playwright-core';

/** An open dashboard's live stream (its tRPC subscription) never ends: it is no work to wait for. */
const ENDLESS = /\/trpc\/live\.events(\?|$)/;
/** Each page's requests under way, and when that last changed. */
const underWay = new WeakMap<Page, { requests: Set<Request>; changedAt: number }>();

/** Keeps count of each page's requests under way, for `untilNetworkIdle`. */
export function trackRequests(context: BrowserContext): void {
  context.on('page', (page) => {
    const state = { requests: new Set<Request>(), changedAt: Date.now() };
    underWay.set(page, state);
    const done = (request: Request) => {
      if (state.requests.delete(request)) state.changedAt = Date.now();
    };
    page.on('request', (request) => {
      if (ENDLESS.test(request.url())) return;
      state.requests.add(request);
      state.changedAt = Date.now();
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
}

/**
 * Playwright's `networkidle` (no request under way for 500 ms), with the dashboard's live stream
 * left out: it stays open as long as the dashboard does, so `networkidle` never comes there.
 */
export async function untilNetworkIdle(page: Page, timeoutMs = 30_000): Promise<void> {
  const state = underWay.get(page);
  if (!state) return page.waitForLoadState('networkidle', { timeout: timeoutMs });
  const end = Date.now() + timeoutMs;
  while (state.requests.size > 0 || Date.now() - state.changedAt < 500) {
    if (Date.now() > end) throw new Error(`Requests still under way after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
