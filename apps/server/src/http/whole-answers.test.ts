import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe("tRPC's answers, read whole before they go", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000' } });
  });
  afterAll(() => t.close());

  it('sends a batch compressed in one go, with its length, as any other answer', async () => {
    const res = await t.app.inject({
      url: '/trpc/parts.list,carousel.list?batch=1&input={}',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // A stream would go chunked, without a length.
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    const [parts, carousel] = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString());
    expect(parts.result.data.json.items.length).toBeGreaterThan(0);
    expect(carousel.result.data).toBeDefined();
  });

  it("keeps a refusal's status and body", async () => {
    const res = await t.app.inject({ url: '/trpc/auth.me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBeDefined();
  });
});
