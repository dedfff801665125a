import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild } from '../../test/fake-web-build.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

type Headers = Record<string, string | string[] | number | undefined>;

/** The headers every answer carries, whatever it is. */
function expectSecurityHeaders(what: string, headers: Headers) {
  const csp = String(headers['content-security-policy']);
  const directives = Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
  expect(directives['script-src'], what).toEqual(["'self'"]);
  expect(directives['default-src'], what).toEqual(["'self'"]);
  expect(directives['frame-ancestors'], what).toEqual(["'none'"]);
  expect(directives['object-src'], what).toEqual(["'none'"]);
  expect(directives['base-uri'], what).toEqual(["'none'"]);
  expect(directives['form-action'], what).toEqual(["'self'"]);
  // The map's origin may be framed; nothing else may load from it.
  expect(directives['frame-src'], what).toEqual(['https://www.openstreetmap.org']);
  expect(csp.match(/openstreetmap/g)?.length, what).toEqual(1);
  expect(csp, what).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options'], what).toEqual('nosniff');
  expect(headers['referrer-policy'], what).toEqual('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toEqual('same-origin');
  expect(headers['cross-origin-resource-policy'], what).toEqual('same-origin');
  expect(headers['x-frame-options'], what).toEqual('DENY');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
  // Plain HTTP and no trusted proxy: no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

describe('security headers on every answer', () => {
  let t: TestApp;
  let dist: string;
  let dataDir: string;
  beforeAll(async () => {
    dist = fakeBuild();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-data-'));
    t = await createTestApp({ env: { WEB_DIST: dist, DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends them with pages, the API, files, 404s and refused requests', async () => {
    const answers = {
      page: await t.app.inject('/'),
      'unknown page': await t.app.inject('/no-such-page.php'),
      'parts API': await t.app.inject('/api/parts'),
      'unknown API path': await t.app.inject('/api/no-such-thing'),
      'script file': await t.app.inject('/assets/index.js'),
      'bad JSON': await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
      'refused sign-in': await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'manager@desertgear.example', password: 'wrong-password' },
      }),
      'staff API without a session': await t.app.inject('/api/admin/parts'),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([what, res]) => [what, res.statusCode]))).toEqual({
      page: 200,
      'unknown page': 404,
      'parts API': 200,
      'unknown API path': 404,
      'script file': 200,
      'bad JSON': 400,
      'refused sign-in': 401,
      'staff API without a session': 401,
    });
    for (const [what, res] of Object.entries(answers)) expectSecurityHeaders(what, res.headers);
  });

  it('sends them with an upload, the uploaded image and a refused upload', async () => {
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: await t.bearer('manager'),
    });
    const image = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#9a3412' } })
      .png()
      .toBuffer();
    const put = await t.app.inject({
      method: 'PUT',
      url: ticket.json().uploadURL,
      payload: image,
      headers: { 'content-type': 'image/png' },
    });
    expect(put.statusCode).toBe(200);
    expectSecurityHeaders('upload', put.headers);
    const served = await t.app.inject(put.json().imageURL);
    expect(served.statusCode).toBe(200);
    expectSecurityHeaders('uploaded image', served.headers);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/uploads/not-a-real-token',
      payload: image,
      headers: { 'content-type': 'image/png' },
    });
    expect(refused.statusCode).toBe(404);
    expectSecurityHeaders('refused upload', refused.headers);
  });

  it('asks for HTTPS only on requests that came over HTTPS', async () => {
    // Without TRUST_PROXY, anyone can send X-Forwarded-Proto: it is not believed.
    const forged = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();

    const proxied = await createTestApp({ demo: false, env: { WEB_DIST: dist, TRUST_PROXY: 'true' } });
    try {
      for (const url of ['/', '/api/parts', '/no-such-page']) {
        const https = await proxied.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
        expect(https.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        const http = await proxied.app.inject({ url, headers: { 'x-forwarded-proto': 'http' } });
        expect(http.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await proxied.close();
    }
  });
});
