import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Part } from '../parts/part.entity.ts';

describe('what search engines see', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
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
      '<loc>https://desertgear.example/parts</loc>',
      '<loc>https://desertgear.example/testimonials</loc>',
      '<loc>https://desertgear.example/contact</loc>',
      '<loc>https://desertgear.example/appointments</loc>',
    ]);
    const robots = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain('Sitemap: https://desertgear.example/sitemap.xml');
  });

  it('answers the app’s pages with 200 and any other path with the app’s 404 page and a 404 status', async () => {
    for (const url of [
      '/',
      '/parts',
      '/parts/',
      '/testimonials',
      '/contact',
      '/appointments',
      '/services',
      '/auth?next=/dashboard',
    ]) {
      const res = await t.app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain('<script type="application/json" id="shop-data">');
    }
    const missing = await t.app.inject('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    expect(missing.body).toContain('<script type="application/json" id="shop-data">');
  });

  it('writes the public catalogue into /parts, without any price or buyer field', async () => {
    const em = t.em();
    em.create(Part, {
      name: 'Torque Converter',
      category: 'Transmission',
      brand: 'Sonnax',
      price: '349.99',
      description: "Fits $' and $& models </script>",
    });
    await em.flush();
    const res = await t.app.inject('/parts');
    const data = JSON.parse(
      /<script type="application\/json" id="shop-data">(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null',
    );
    expect(data.settings.phone).toBeTruthy();
    expect(data.parts.map((p: { name: string }) => p.name)).toEqual(['Torque Converter']);
    // Written as it was entered, and unable to close the page's script early.
    expect(data.parts[0].description).toBe("Fits $' and $& models </script>");
    // The page's data and its code list: no other script element, none closed early.
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(data.parts).toEqual((await t.app.inject('/api/parts')).json());
    expect(res.body).not.toMatch(/349|price|soldTo|sold_to|buyer/i);
    expect(data.carousel).toBeUndefined();
  });
});
