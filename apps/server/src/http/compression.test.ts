import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('compressed JSON answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000' } });
  });
  afterAll(() => t.close());

  it('sends the public reads compressed once, with an ETag that revalidates to a 304', async () => {
    await t.app.inject('/api/parts');
    const cached = await t.app.inject({ url: '/api/parts', headers: { 'accept-encoding': 'gzip, br' } });
    expect(cached.headers['content-encoding']).toBe('br');
    expect(cached.headers.vary).toMatch(/accept-encoding/);
    const parts = JSON.parse(zlib.brotliDecompressSync(cached.rawPayload).toString()) as unknown[];
    expect(parts.length).toBeGreaterThan(3);
    const plain = await t.app.inject('/api/parts');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(parts);

    const revalidated = await t.app.inject({
      url: '/api/parts',
      headers: { 'if-none-match': cached.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('compresses the JSON it makes per request, for staff too', async () => {
    const manager = await t.bearer('manager');
    const inventory = await t.app.inject({
      url: '/api/admin/parts',
      headers: { ...manager, 'accept-encoding': 'gzip' },
    });
    expect(inventory.statusCode).toBe(200);
    expect(inventory.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(zlib.gunzipSync(inventory.rawPayload).toString()) as unknown[]).length).toBeGreaterThan(3);
  });
});
