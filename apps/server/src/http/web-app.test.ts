import fs from 'node:fs';
import zlib from 'node:zlib';
import { PAGE_SIZES } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild } from '../../test/fake-web-build.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Appointment } from '../appointments/appointment.entity.ts';
import { createCustomerLink } from '../customer-links/customer-links.ts';
import { Part } from '../parts/part.entity.ts';
import { BusinessSetting } from '../settings/business-setting.entity.ts';

/** What the fake render's /parts showed: the catalogue's page and categories its loaders read. */
function catalogueOf(html: string) {
  const found = /<pre id="parts">(.*?)<\/pre>/s.exec(html);
  if (!found?.[1]) throw new Error('no catalogue in the page');
  return JSON.parse(found[1]);
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

  it('sends the document the web build renders, in the language of its address, with the data its loaders read', async () => {
    const res = await t.app.inject({ url: '/es/parts', headers: { cookie: 'theme=x; language=en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/^<!doctype html><html lang="es"><body><h1>es \/es\/parts \(702\) 555-0142<\/h1>/);
    // The address alone decides: the same page for every visitor, whatever their cookie.
    expect(res.headers.vary ?? '').not.toMatch(/cookie/);
    const english = await t.app.inject({ url: '/parts', headers: { cookie: 'language=es' } });
    expect(english.body).toContain('<h1>en /parts (702) 555-0142</h1>');
  });

  it('renders a staff screen in the language the visitor chose, at its one address', async () => {
    const spanish = await t.app.inject({ url: '/auth', headers: { cookie: 'language=es' } });
    expect(spanish.body).toContain('<h1>es /auth (702) 555-0142</h1>');
    expect(spanish.headers.vary).toMatch(/cookie/);
    expect((await t.app.inject('/auth')).body).toContain('<h1>en /auth');
  });

  it('answers every item of a staff screen (`/dashboard/messages/42`) with its frame, made once', async () => {
    globalThis.renderedUrls = [];
    for (const url of ['/dashboard/messages/42', '/dashboard/messages/7?status=unread', '/dashboard/messages']) {
      const res = await t.app.inject({ url, headers: { cookie: 'language=es' } });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers.vary).toMatch(/cookie/);
    }
    expect(globalThis.renderedUrls).toEqual(['/dashboard/messages/id', '/dashboard/messages']);
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
    // A staff screen of one item is not deeper, nor under the Spanish prefix: it has one address.
    const urls = ['/no-such-page', '/another/missing/page?x=1', '/no-such-page', '/es/missing', '/es/dashboard'];
    for (const url of [...urls, '/dashboard/messages/42/more', '/es/dashboard/messages/42']) {
      const page404 = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page404.statusCode).toBe(404);
      expect(page404.headers['content-encoding']).toBe('br');
      const language = url.startsWith('/es/') ? 'es' : 'en';
      expect(zlib.brotliDecompressSync(page404.rawPayload).toString()).toContain(`<html lang="${language}"`);
    }
    // One 404 page per language, rendered at an address no screen has.
    expect(globalThis.renderedUrls).toEqual(['/404', '/es/404']);
  });

  it('sends a page the server could not make whole as it is, and makes it again for the next visitor', async () => {
    globalThis.renderedUrls = [];
    for (const url of ['/contact', '/contact', '/testimonials', '/testimonials']) {
      const res = await t.app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain(`<h1>en ${url} (702) 555-0142</h1>`);
    }
    expect(globalThis.renderedUrls).toEqual(['/contact', '/contact', '/testimonials', '/testimonials']);
  });

  it('makes a private link’s page for each request with its own read, never kept, indexed or referred', async () => {
    const em = t.em();
    const start = new Date(Date.now() + 7 * 86_400_000);
    const booked = em.create(Appointment, {
      firstName: 'Lucía',
      lastName: 'Ramírez',
      phone: '(702) 555-4401',
      email: 'lucia@example.com',
      vehicleYear: 2015,
      vehicleMake: 'Nissan',
      vehicleModel: 'Altima',
      language: 'es',
      appointmentDate: start,
      status: 'confirmed',
      service: null,
      notes: null,
    });
    await em.flush();
    const token = await createCustomerLink(em, {
      purpose: 'manage-appointment',
      appointmentId: booked.id,
      expiresAt: new Date(start.getTime() + 86_400_000),
    });
    globalThis.renderedUrls = [];
    for (const url of [`/es/appointments/manage/${token}`, `/es/appointments/manage/${token}`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<h1>es ${url} (702) 555-0142</h1>`);
      // The loaders' read by the address's token; its dates as the browser's JSON has them.
      const manage = JSON.parse(/<pre id="manage">(.*?)<\/pre>/s.exec(res.body)?.[1] ?? '{}');
      expect(manage.found).toMatchObject({ firstName: 'Lucía', appointmentDate: start.toISOString() });
      expect([res.headers['cache-control'], res.headers['referrer-policy'], res.headers['x-robots-tag']]).toEqual([
        'no-store',
        'no-referrer',
        'noindex, nofollow',
      ]);
    }
    // Made for each request, not kept for the next visitor.
    expect(globalThis.renderedUrls).toEqual([`/es/appointments/manage/${token}`, `/es/appointments/manage/${token}`]);
    // A link that opens nothing still gets its page, saying why, with the refusal's status.
    const bad = await t.app.inject(`/appointments/manage/${'x'.repeat(43)}`);
    expect(bad.statusCode).toBe(404);
    expect(bad.headers['cache-control']).toBe('no-store');
    expect(bad.body).toContain('<pre id="manage">{"refused":"link-not-valid"}</pre>');
    // Never in the sitemap.
    expect((await t.app.inject('/sitemap.xml')).body).not.toContain('manage');
  });

  it('does not serve the server render itself', async () => {
    expect((await t.app.inject('/.server/entry-server.js')).statusCode).toBe(404);
    expect((await t.app.inject('/.server/../.server/entry-server.js')).statusCode).toBe(404);
    expect((await t.app.inject('/assets/../.server/entry-server.js')).statusCode).toBe(404);
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

  const dataOf = async (url: string) => catalogueOf((await t.app.inject(url)).body);

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

describe('a kept page and the data it was made from', () => {
  const TTL_MS = 400;
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp({ env: { WEB_DIST: dist, PUBLIC_CACHE_TTL_MS: String(TTL_MS) } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const phoneOnHome = async () => /<h1>en \/ (.*?)<\/h1>/.exec((await t.app.inject('/')).body)?.[1];
  const storePhone = async (phone: string) => {
    const em = t.em();
    const row = await em.findOne(BusinessSetting, { key: 'phone' });
    if (row) row.value = phone;
    else em.create(BusinessSetting, { key: 'phone', value: phone });
    await em.flush();
  };
  const expire = () => new Promise((r) => setTimeout(r, TTL_MS + 100));

  it('is made again when its data changes, at once after an edit and once the reads expire otherwise', async () => {
    globalThis.renderedUrls = [];
    const phone = await phoneOnHome();
    expect(phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    expect(await phoneOnHome()).toBe(phone);
    expect(globalThis.renderedUrls).toEqual(['/']);

    // Changed behind the server's back (another server's edit): the kept page until the reads expire...
    await storePhone('(702) 555-0199');
    expect(await phoneOnHome()).toBe(phone);
    await expire();
    // ...then made again from what the reads load.
    expect(await phoneOnHome()).toBe('(702) 555-0199');
    expect(globalThis.renderedUrls).toEqual(['/', '/']);

    // Reads that expire and load the same data keep the page.
    await expire();
    expect(await phoneOnHome()).toBe('(702) 555-0199');
    expect(await phoneOnHome()).toBe('(702) 555-0199');
    expect(globalThis.renderedUrls).toEqual(['/', '/']);

    // An edit through the dashboard shows on the next request.
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: await t.bearer('manager'),
      payload: { phone: '(702) 555-0123' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await phoneOnHome()).toBe('(702) 555-0123');
    expect(globalThis.renderedUrls).toEqual(['/', '/', '/']);
  });
});
