import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('stored images shared by the carousel and the parts inventory', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  const upload = async (background: string) => {
    const bytes = await sharp({ create: { width: 120, height: 80, channels: 3, background } })
      .png()
      .toBuffer();
    const { uploadURL } = (await call('POST', '/api/objects/upload')).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      payload: bytes,
      headers: { 'content-type': 'image/png' },
    });
    return put.json().imageURL as string;
  };
  const stored = async (imageURL: string) => (await t.app.inject(imageURL)).statusCode === 200;
  const part = { name: 'Starter motor', category: 'Electrical', price: '80.00' };

  it('keeps an upload while a part or a slide shows it, and deletes it when the last one lets go', async () => {
    const imageUrl = await upload('#15803d');
    const partId = (await call('POST', '/api/admin/parts', { ...part, imageUrl })).json().id as number;
    const slideId = (
      await call('POST', '/api/admin/carousel-images', { title: 'Starters', imageUrl, altText: 'A starter motor' })
    ).json().id as number;

    expect((await call('DELETE', `/api/admin/carousel-images/${slideId}`)).statusCode).toBe(200);
    expect(await stored(imageUrl)).toBe(true);
    expect((await call('DELETE', `/api/admin/parts/${partId}`)).statusCode).toBe(200);
    expect(await stored(imageUrl)).toBe(false);
  });

  it('deletes a part’s old upload when the part gets a new image', async () => {
    const first = await upload('#1d4ed8');
    const second = await upload('#b91c1c');
    const partId = (await call('POST', '/api/admin/parts', { ...part, imageUrl: first })).json().id as number;
    expect((await call('PATCH', `/api/admin/parts/${partId}`, { ...part, imageUrl: second })).statusCode).toBe(200);
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
  });
});
