import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('reports health and readiness when the database answers', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serves robots.txt and a sitemap of the public pages for the host asked', async () => {
    const robots = await t.app.inject({ url: '/robots.txt', headers: { host: 'shop.example' } });
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toContain('Sitemap: http://shop.example/sitemap.xml');
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example' } });
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body.match(/<loc>/g)).toHaveLength(4);
    expect(sitemap.body).toContain('<loc>http://shop.example/parts</loc>');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('serves the shop settings over REST and tRPC alike', async () => {
    const rest = await t.app.inject('/api/settings');
    expect(rest.statusCode).toBe(200);
    expect(rest.json().city).toBe('Las Vegas');
    const rpc = await t.app.inject('/trpc/settings.public');
    expect(rpc.json().result.data.json).toEqual(rest.json());
  });
});
