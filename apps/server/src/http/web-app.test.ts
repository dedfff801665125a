import fs from 'node:fs';
import zlib from 'node:zlib';
import { PAGE_SIZES } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild } from '../../test/fake-web-build.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Part } from '../parts/part.entity.ts';

/** The text of the page's JSON script element with this id, up to the first `</script>`. */
function jsonScript(html: string, id: string): string {
  const found = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html);
  if (!found?.[1]) throw new Error(`no ${id} script element in the page`);
  return found[1];
}

describe('pages rendered on the server', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp({ demo: false, env: { WEB_DIST: dist, PUBLIC_CACHE_TTL_MS: '60000' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('renders a public page in the language of its address, and asks for its code after the first paint', async () => {
    const res = await t.app.inject({ url: '/es/parts', headers: { cookie: 'theme=x; language=en' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es"');
    expect(res.body).toContain('<div id="root"><h1>es /es/parts (702) 555-0142</h1></div>');
    // The page's own head from its routes, in place of the template's title and description.
    expect(res.body.match(/<title>[^<]*<\/title>|<meta name="description"[^>]*>/g)).toEqual([
      '<title>Page /es/parts</title>',
      '<meta name="description" content="About /es/parts"/>',
    ]);
    expect(res.body).toContain('<script type="module" fetchpriority="low"');
    // Its code, from the build's page manifest along its routes: layout, page, catalogue, and the
    // app's start last (the entry runs them in this order).
    expect(JSON.parse(jsonScript(res.body, 'shop-code'))).toEqual([
      '/assets/layout.js',
      '/assets/parts.js',
      '/assets/messages-es.js',
      '/assets/boot.js',
    ]);
    expect(res.body).toContain(
      '<link rel="stylesheet" href="/assets/layout.css"><link rel="stylesheet" href="/assets/parts.css">',
    );
    expect(res.body).not.toContain('rel="modulepreload"');
    // The address alone decides: the same page for every visitor, whatever their cookie.
    expect(res.headers.vary ?? '').not.toMatch(/cookie/);
    const english = await t.app.inject({ url: '/parts', headers: { cookie: 'language=es' } });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<h1>en /parts (702) 555-0142</h1>');
  });

  it('renders a page once while its data is unchanged', async () => {
    globalThis.renderedUrls = [];
    for (const url of ['/', '/', '/es', '/es/']) await t.app.inject(url);
    expect(globalThis.renderedUrls).toEqual(['/', '/es']);
  });

  it('sends pages compressed in the encoding the browser accepts, and a 304 when its copy is current', async () => {
    const plain = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);

    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect([br.headers.etag, gzip.headers.etag]).toEqual([etag, etag]);

    const again = await t.app.inject({ url: '/', headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another language is another page.
    const spanish = await t.app.inject({ url: '/es', headers: { 'if-none-match': etag } });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers.etag).not.toBe(etag);
  });

  it('makes the 404 page once for every unknown path, compressed like the others', async () => {
    globalThis.renderedUrls = [];
    for (const url of ['/no-such-page', '/another/missing/page?x=1', '/no-such-page', '/es/missing', '/es/dashboard']) {
      const page404 = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page404.statusCode).toBe(404);
      expect(page404.headers['content-encoding']).toBe('br');
      const language = url.startsWith('/es/') ? 'es' : 'en';
      expect(zlib.brotliDecompressSync(page404.rawPayload).toString()).toContain(`<html lang="${language}"`);
    }
    // One 404 page per language, rendered at an address no screen has.
    expect(globalThis.renderedUrls).toEqual(['/404', '/es/404']);
  });

  it('renders an unknown path as the 404 page, and leaves the staff screens to the browser', async () => {
    const missing = await t.app.inject('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>en /404');
    for (const url of ['/dashboard', '/auth', '/login']) {
      const res = await t.app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain('<div id="root"></div>');
      expect(jsonScript(res.body, 'shop-code')).toBe('[]');
    }
    // A screen the browser renders gets its code preloaded at once, beside the entry.
    const signIn = await t.app.inject('/auth');
    expect(signIn.body.match(/<link rel="modulepreload" href="[^"]+">/g)).toEqual([
      '<link rel="modulepreload" href="/assets/messages-en.js">',
      '<link rel="modulepreload" href="/assets/boot.js">',
    ]);
  });

  it('sends the page for the browser to render when the server render fails, whole or in part', async () => {
    for (const url of ['/contact', '/testimonials']) {
      const res = await t.app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<html lang="en"');
      expect(res.body).toContain('<title>Shop</title>');
      expect(res.body).not.toContain('fetchpriority="low"');
    }
    // The data the browser then renders with; a read the server does not have is left to the app.
    const contact = await t.app.inject('/contact');
    expect(Object.keys(JSON.parse(jsonScript(contact.body, 'shop-data')))).toEqual(['settings']);
  });

  it('does not serve the server render itself', async () => {
    expect((await t.app.inject('/.server/entry-server.js')).statusCode).toBe(404);
    expect((await t.app.inject('/.server/../.server/entry-server.js')).statusCode).toBe(404);
    expect((await t.app.inject('/assets/../.server/entry-server.js')).statusCode).toBe(404);
  });
});

describe('the data written into a page', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp({ demo: false, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('is never run by the browser, whatever text the shop’s data holds', async () => {
    const hostile = '</script><script>alert(1)</script><!--<script>';
    const em = t.em();
    em.create(Part, { name: 'Torque Converter', category: 'Transmissions', price: '349.99', description: hostile });
    await em.flush();
    const res = await t.app.inject('/parts');
    // The app's module and the two data elements: no script element added, none closed early.
    expect(res.body.match(/<script[^>]*>/g)).toEqual([
      '<script type="module" fetchpriority="low" src="/assets/index.js">',
      '<script type="application/json" id="shop-data">',
      '<script type="application/json" id="shop-code">',
    ]);
    expect(res.body.match(/<\/script>/g)).toHaveLength(3);
    expect(res.body).not.toContain('<!--');
    const data = JSON.parse(jsonScript(res.body, 'shop-data'));
    expect(data.parts.items.map((p: { description: string }) => p.description)).toEqual([hostile]);
  });
});

describe('the catalogue’s pages by their address', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp({ demo: false, env: { WEB_DIST: dist, PUBLIC_CACHE_TTL_MS: '60000' } });
    const em = t.em();
    for (let i = 0; i < 30; i++) em.create(Part, { name: `Brake pad ${i}`, category: 'Brakes', price: '9.00' });
    em.create(Part, { name: 'Alternator', category: 'Electrical', price: '9.00' });
    await em.flush();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const dataOf = async (url: string) => JSON.parse(jsonScript((await t.app.inject(url)).body, 'shop-data'));

  it('renders the search and page the address asks for, with that page’s parts and the categories', async () => {
    globalThis.renderedUrls = [];
    const data = await dataOf('/es/parts?q=brake&page=2');
    expect(globalThis.renderedUrls).toEqual(['/es/parts?q=brake&page=2']);
    // 30 brake parts: the second page holds what the first (PAGE_SIZES.catalogue) left.
    expect(data.parts).toMatchObject({ total: 30, page: 2, pageCount: 2 });
    expect(data.parts.items).toHaveLength(30 - PAGE_SIZES.catalogue);
    expect(data.categories).toEqual([
      { value: 'Brakes', label: 'Frenos' },
      { value: 'Electrical', label: 'Sistema eléctrico' },
    ]);
  });

  it('reads only what it can use from an address: made-up or bad parameters share their page, never an error', async () => {
    globalThis.renderedUrls = [];
    for (const query of [
      '',
      '?utm_source=x',
      '?page=abc',
      '?page=1',
      '?q=%00',
      `?q=${'x'.repeat(500)}`,
      '?page=0&q=',
    ]) {
      const res = await t.app.inject(`/parts${query}`);
      expect(res.statusCode).toBe(200);
    }
    // One render for all of them: the first page of everything.
    expect(globalThis.renderedUrls).toEqual(['/parts']);
    expect((await dataOf('/parts?page=99')).parts).toMatchObject({ items: [], total: 31, page: 99 });
  });
});
