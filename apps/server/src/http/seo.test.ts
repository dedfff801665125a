import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Part } from '../parts/part.entity.ts';

/**
 * A web build; with a server render module, whose page list is what the real one reads from its
 * route tree, and which writes what its loaders read into the page as the real one does.
 */
function fakeBuild(withRender: boolean): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-dist-'));
  if (!withRender) return dist;
  fs.mkdirSync(path.join(dist, '.server'));
  fs.writeFileSync(
    path.join(dist, '.server', 'entry-server.js'),
    `const page = (path, more) => ({ path, staff: false, listed: true, ...more });
    const staff = { staff: true, listed: false };
    export const pages = [page('/'), page('/parts'), page('/testimonials'), page('/contact'),
      page('/services', { listed: false }), page('/dashboard', staff), page('/dashboard/messages', staff),
      page('/dashboard/messages/$id', staff), page('/auth', staff), page('/login', staff)];
    export const missing = '/404';
    export async function renderPage({ url, origin, read }) {
      const path = new URL(url, 'http://x').pathname.replace(/^\\/es(?=\\/|$)/, '') || '/';
      const data = { settings: await read('settings') };
      if (path === '/parts') data.parts = await read('parts', {});
      const canonical = ['/dashboard', '/auth', '/login'].includes(path) ? '' : '<link rel="canonical" href="' + origin + url + '">';
      const json = JSON.stringify(data).replace(/</g, '\\\\u003c');
      const html = '<!doctype html><html><head>' + canonical + '<script type="application/json" id="shop-data">' + json + '</script></head><body><main>' + url + '</main></body></html>';
      return { status: path === '/404' ? 404 : 200, html, complete: true };
    }`,
  );
  return dist;
}

describe('what search engines see', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild(true);
    t = await createTestApp({ demo: false, env: { WEB_DIST: dist, PUBLIC_ORIGIN: 'https://desertgear.example/' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('writes the configured public origin in the sitemap and robots.txt, whatever host was asked', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.body.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://desertgear.example/</loc>',
      '<loc>https://desertgear.example/es</loc>',
      '<loc>https://desertgear.example/parts</loc>',
      '<loc>https://desertgear.example/es/parts</loc>',
      '<loc>https://desertgear.example/testimonials</loc>',
      '<loc>https://desertgear.example/es/testimonials</loc>',
      '<loc>https://desertgear.example/contact</loc>',
      '<loc>https://desertgear.example/es/contact</loc>',
    ]);
    // Each entry names both twins and the default, as Google's hreflang sitemaps ask.
    const spanishParts = /<url><loc>https:\/\/desertgear.example\/es\/parts<\/loc>([\s\S]*?)<\/url>/.exec(
      sitemap.body,
    )?.[1];
    expect(spanishParts?.match(/<xhtml:link [^>]+>/g)).toEqual([
      '<xhtml:link rel="alternate" hreflang="en" href="https://desertgear.example/parts"/>',
      '<xhtml:link rel="alternate" hreflang="es" href="https://desertgear.example/es/parts"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://desertgear.example/parts"/>',
    ]);
    expect(sitemap.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const robots = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain('Sitemap: https://desertgear.example/sitemap.xml');
    // The staff screens, from the build's page list, are kept from crawlers: one rule covers the
    // screens and items below it, and no rule carries a route's `$id`, which robots.txt would misread.
    expect(robots.body.match(/^Disallow: .*$/gm)).toEqual([
      'Disallow: /dashboard',
      'Disallow: /auth',
      'Disallow: /login',
      'Disallow: /api/',
      'Disallow: /trpc/',
    ]);
  });

  it('answers the app’s pages with 200 and any other path with the app’s 404 page and a 404 status', async () => {
    for (const url of [
      '/',
      '/parts',
      '/parts/',
      '/testimonials',
      '/contact',
      '/services',
      '/auth?next=/dashboard',
      '/es',
      '/es/',
      '/es/parts',
      '/es/testimonials',
      '/es/contact',
    ]) {
      const res = await t.app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain('<script type="application/json" id="shop-data">');
    }
    // Staff screens have no Spanish address.
    for (const url of ['/no-such-page', '/es/no-such-page', '/es/dashboard', '/es/auth', '/esparts']) {
      const missing = await t.app.inject(url);
      expect([url, missing.statusCode]).toEqual([url, 404]);
      expect(missing.headers['content-type']).toMatch(/text\/html/);
      expect(missing.body).toContain('<script type="application/json" id="shop-data">');
    }
  });

  it("renders each page's head (its canonical and twin links) from the public origin, whatever host was asked", async () => {
    // The links themselves come from the routes' heads (apps/web: page-heads.test.tsx).
    for (const [url, canonical] of [
      ['/contact', 'https://desertgear.example/contact'],
      ['/es/contact', 'https://desertgear.example/es/contact'],
    ] as const) {
      const res = await t.app.inject({ url, headers: { host: 'evil.example' } });
      expect(res.body.match(/<link rel="canonical"[^>]*>/g)).toEqual([`<link rel="canonical" href="${canonical}">`]);
    }
    // A staff screen is rendered in the browser: no head from the server.
    expect((await t.app.inject('/dashboard')).body).not.toMatch(/rel="canonical"/);
  });

  it('sends a first visit to / from a Spanish-speaking browser to /es, once; a chosen language wins', async () => {
    const spanish = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' };
    const first = await t.app.inject({ url: '/?ref=card', headers: spanish });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/es?ref=card');
    expect(first.headers['set-cookie']).toMatch(/^language=es;/);
    expect(first.headers.vary).toMatch(/accept-language/);
    // The visitor chose English with the toggle: / stays English.
    const chose = await t.app.inject({ url: '/', headers: { ...spanish, cookie: 'language=en' } });
    expect(chose.statusCode).toBe(200);
    expect(chose.headers.vary).toMatch(/^cookie, accept-language/);
    // Chose Spanish: / goes to the Spanish home page whatever the browser says.
    const back = await t.app.inject({ url: '/', headers: { 'accept-language': 'en-US', cookie: 'language=es' } });
    expect(back.headers.location).toBe('/es');
    // Search engines send neither header; English browsers, and any other address, are left alone.
    for (const headers of [{}, { 'accept-language': 'en-US,en;q=0.9,es;q=0.8' }]) {
      expect((await t.app.inject({ url: '/', headers })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: '/parts', headers: spanish })).statusCode).toBe(200);
  });

  it('writes the public catalogue into /parts, without any price or buyer field', async () => {
    const em = t.em();
    em.create(Part, {
      name: 'Torque Converter',
      category: 'Transmissions',
      brand: 'Sonnax',
      price: '349.99',
      description: "Fits $' and $& models </script>",
    });
    await em.flush();
    const res = await t.app.inject('/parts');
    const data = JSON.parse(
      /<script type="application\/json" id="shop-data">(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null',
    );
    // The shop's phone as its settings say, for the page's call button.
    expect(data.settings.phone).toMatch(/\d{3}/);
    expect(data.settings.phone).toBe((await t.app.inject('/api/settings')).json().phone);
    expect(data.parts.items.map((p: { name: string }) => p.name)).toEqual(['Torque Converter']);
    // Written as it was entered, and unable to close the page's script early.
    expect(data.parts.items[0].description).toBe("Fits $' and $& models </script>");
    // The page's data: no other script element, none closed early.
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(data.parts).toEqual((await t.app.inject('/api/parts?page=1')).json());
    expect(res.body).not.toMatch(/349|price|soldTo|sold_to|buyer/i);
    expect(data.carousel).toBeUndefined();
  });
});

describe('a web build without a server render', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild(false);
    t = await createTestApp({ demo: false, env: { WEB_DIST: dist, PUBLIC_ORIGIN: 'https://desertgear.example/' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves no pages: without the render there is no page to send, only the API', async () => {
    for (const url of ['/', '/parts', '/dashboard', '/favicon.ico']) {
      expect([url, (await t.app.inject(url)).statusCode]).toEqual([url, 404]);
    }
    expect((await t.app.inject('/api/settings')).statusCode).toBe(200);
  });

  it('offers search engines no sitemap it could not fill', async () => {
    expect((await t.app.inject('/sitemap.xml')).statusCode).toBe(404);
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).not.toContain('Sitemap:');
    expect(robots.body).toContain('Disallow: /api/');
  });
});
