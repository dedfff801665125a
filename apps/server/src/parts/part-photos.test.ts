import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createSession } from '../auth/sessions.ts';
import { createStaffAccount } from '../auth/staff-accounts.ts';
import { UploadTicket } from '../media/upload-ticket.entity.ts';
import { UPLOAD_TICKET_KEPT_MS } from '../media/uploads.service.ts';

/** A phone photo of a part, big enough to get both stored widths. */
const photo = (colour: string) =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('part photos', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const rpc = (path: string, input: unknown, headers = auth) =>
    t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: { json: input } });
  /** The dashboard's flow: a link from the parts procedures, the PUT, then the parts registration. */
  const upload = async (colour: string, headers = auth) => {
    const { uploadURL } = (await rpc('parts.createUploadUrl', null, headers)).json().result.data.json;
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      payload: await photo(colour),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.statusCode).toBe(200);
    return { uploadURL: uploadURL as string, imageURL: put.json().imageURL as string };
  };
  const call = (method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload: object = {}, headers = auth) =>
    t.app.inject({ method, url, headers, payload });
  const catalogue = async (lang: 'en' | 'es') =>
    (await t.app.inject(`/api/parts?lang=${lang}`)).json() as { name: string; imageUrl: string | null }[];

  it('uploads a photo through the parts door, re-encoded in two widths, and the catalogue shows it in both languages', async () => {
    const { uploadURL, imageURL } = await upload('#9a3412');
    expect(imageURL).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    // Registered by the REST path (by the link or by the address), or by the tRPC procedure.
    for (const uploaded of [uploadURL, imageURL]) {
      const registered = await call('PUT', '/api/parts/upload', { imageURL: uploaded });
      expect([registered.statusCode, registered.json()]).toEqual([200, { imageURL }]);
    }
    expect((await rpc('parts.registerUpload', { imageURL })).json().result.data.json).toEqual({ imageURL });

    const widths = await Promise.all(
      [imageURL, imageURL.replace('.webp', '-800.webp')].map(async (url) => {
        const res = await t.app.inject(url);
        return (await sharp(res.rawPayload).metadata()).width;
      }),
    );
    expect(widths).toEqual([1600, 800]);

    const created = await call('POST', '/api/admin/parts', {
      name: 'Photographed Starter',
      category: 'Electrical',
      price: '$1,200',
      imageUrl: imageURL,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ imageUrl: imageURL, price: '1200.00' });
    for (const lang of ['en', 'es'] as const) {
      expect((await catalogue(lang)).find((p) => p.name === 'Photographed Starter')?.imageUrl).toBe(imageURL);
    }
  });

  it('registers only the manager’s own finished upload', async () => {
    const link = (await rpc('parts.createUploadUrl', null)).json().result.data.json.uploadURL as string;
    // Nothing was PUT yet.
    expect((await call('PUT', '/api/parts/upload', { imageURL: link })).statusCode).toBe(400);
    const { imageURL } = await upload('#1e3a8a');
    const other = await createStaffAccount(t.deps(), {
      email: 'parts.manager@example.com',
      password: 'parts-manager-pass',
      role: 'manager',
    });
    const otherAuth = { authorization: `Bearer ${await createSession(t.em(), other, 1)}` };
    const refused = await call('PUT', '/api/parts/upload', { imageURL }, otherAuth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Failed to process uploaded image');
  });

  it('deletes a photo’s files when a new photo or a pasted address replaces it, and keeps a part’s photo past the upload clean-up', async () => {
    const first = await upload('#166534');
    const created = await call('POST', '/api/admin/parts', {
      name: 'Rephotographed Pump',
      category: 'Cooling',
      price: '80',
      imageUrl: first.imageURL,
    });
    const url = `/api/admin/parts/${created.json().id}`;
    const part = { name: 'Rephotographed Pump', category: 'Cooling', price: '80' };

    // A day later the upload link is forgotten, but the part still shows its photo.
    const dayAgo = new Date(Date.now() - UPLOAD_TICKET_KEPT_MS - 60_000);
    await t.em().nativeUpdate(UploadTicket, { imageUrl: first.imageURL }, { createdAt: dayAgo });
    const second = await upload('#7e22ce'); // asking for a link does the clean-up
    expect(await t.em().count(UploadTicket, { imageUrl: first.imageURL })).toBe(0);
    expect((await t.app.inject(first.imageURL)).statusCode).toBe(200);

    expect((await call('PATCH', url, { ...part, imageUrl: second.imageURL })).statusCode).toBe(200);
    expect((await t.app.inject(first.imageURL)).statusCode).toBe(404);
    expect((await t.app.inject(first.imageURL.replace('.webp', '-800.webp'))).statusCode).toBe(404);

    const pasted = 'https://images.example.com/pump.jpg';
    const edited = await call('PATCH', url, { ...part, imageUrl: pasted });
    expect(edited.json().imageUrl).toBe(pasted);
    expect((await t.app.inject(second.imageURL)).statusCode).toBe(404);
    expect((await catalogue('en')).find((p) => p.name === 'Rephotographed Pump')?.imageUrl).toBe(pasted);
  });
});
