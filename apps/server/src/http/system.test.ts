import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';

describe('system routes', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // A web build whose server render lists two public pages and a staff screen.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'system-dist-'));
    fs.mkdirSync(path.join(dist, '.server'));
    fs.writeFileSync(
      path.join(dist, '.server', 'entry-server.js'),
      `const page = (path, staff) => ({ path, staff, listed: !staff });
      export const pages = [page('/', false), page('/parts', false), page('/dashboard', true)];
      export const missing = '/404';
      export async function renderPage() { return { status: 200, html: '<!doctype html>', complete: true }; }`,
    );
    t = await createTestApp({ demo: false, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('reports health and readiness when the database answers', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('writes its own address in robots.txt and the sitemap, never a Host header a client made up', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const get = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const req = http.get(`${address}${path}`, { headers: { host: 'evil.example' } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
      });
    const robots = await get('/robots.txt');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain(`Sitemap: ${address}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml');
    // The two public pages, each in English and Spanish.
    expect(sitemap.match(/<loc>/g)).toHaveLength(4);
    expect(sitemap).toContain(`<loc>${address}/parts</loc>`);
    expect(sitemap).toContain(`<loc>${address}/es/parts</loc>`);
    expect(robots + sitemap).not.toContain('evil.example');
  });

  it('refuses to start in production without the site’s public address', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' })).toThrow(/PUBLIC_ORIGIN/);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/shop',
      PUBLIC_ORIGIN: 'https://shop.example/',
    });
    expect(config.PUBLIC_ORIGIN).toBe('https://shop.example');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', reason: 'not-found' });
  });

  it('serves the shop settings over REST and tRPC alike', async () => {
    const rest = await t.app.inject('/api/settings');
    expect(rest.statusCode).toBe(200);
    expect(rest.json().city).toBe('Las Vegas');
    const rpc = await t.app.inject('/trpc/settings.public');
    expect(rpc.json().result.data.json).toEqual(rest.json());
  });
});
