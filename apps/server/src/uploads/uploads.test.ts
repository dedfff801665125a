import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { CarouselImage } from '../carousel/carousel-image.entity.ts';
import { UploadTicket } from './upload-ticket.entity.ts';

/** A real JPEG carrying a GPS position in its EXIF data, as phones write them. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 6/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '115/1 11/1 0/1' },
    })
    .toBuffer();
}

describe('image uploads for the carousel', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const uploadUrl = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json().uploadURL as string;
  };
  const put = (url: string, body: Buffer, type = 'image/jpeg') =>
    t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': type } });

  it('takes a photo, strips its metadata, stores two WebP widths, and a new image goes last', async () => {
    const source = await photoWithGps();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const url = await uploadUrl();
    const res = await put(url, source);
    expect(res.statusCode).toBe(200);
    const { imageURL } = res.json();
    expect(imageURL).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

    const full = await t.app.inject(imageURL);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toContain('immutable');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600 });
    expect(meta.exif).toBeUndefined();
    const small = await t.app.inject(imageURL.replace('.webp', '-800.webp'));
    expect((await sharp(small.rawPayload).metadata()).width).toBe(800);

    const registered = await t.app.inject({
      method: 'PUT',
      url: '/api/carousel-images/upload',
      headers: auth,
      payload: { imageURL },
    });
    expect(registered.json()).toEqual({ imageURL });

    const highest = Math.max(...(await t.em().find(CarouselImage, {})).map((i) => i.order));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/carousel-images',
      headers: auth,
      payload: { title: 'New bay', imageUrl: imageURL, altText: 'Our new service bay' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().order).toBe(highest + 1);
    const publicList = (await t.app.inject('/api/carousel-images')).json() as { imageUrl: string }[];
    expect(publicList.at(-1)?.imageUrl).toBe(imageURL);

    // Deleting the image deletes its stored files too.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/carousel-images/${created.json().id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(200);
    expect(await t.infra.store.exists(imageURL.slice('/uploads/'.length))).toBe(false);
    expect((await t.app.inject(imageURL)).statusCode).toBe(404);
  });

  it('refuses a second PUT to the same link (409), an expired link (403) and an unknown one (404)', async () => {
    const image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const url = await uploadUrl();
    expect((await put(url, image, 'image/png')).statusCode).toBe(200);
    expect((await put(url, image, 'image/png')).statusCode).toBe(409);

    const expired = await uploadUrl();
    await t.em().nativeUpdate(UploadTicket, { usedAt: null }, { expiresAt: new Date(Date.now() - 1000) });
    const late = await put(expired, image, 'image/png');
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('Request has expired');

    expect((await put('/api/uploads/not-a-real-token', image, 'image/png')).statusCode).toBe(404);
  });

  it('refuses files that are not images by their bytes: text named .png (415), SVG (415)', async () => {
    const text = await put(await uploadUrl(), Buffer.from('just some text pretending to be a png file'), 'image/png');
    expect(text.statusCode).toBe(415);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await put(await uploadUrl(), svg, 'image/svg+xml')).statusCode).toBe(415);
  });

  it('refuses more than 10 MB with 413, by what arrives and by what is announced', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const res = await put(await uploadUrl(), big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/10 MB/);
  });

  it('will not register an image URL that no finished upload of this manager produced', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/carousel-images/upload',
      headers: auth,
      payload: { imageURL: '/uploads/0123456789abcdef0123456789abcdef.webp' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('carousel order and visibility', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const rpc = (path: string, input: unknown) =>
    t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: auth, payload: { json: input } });

  it('swaps two neighbours when one moves up or down, and hides an image switched off', async () => {
    const before = await t.em().find(CarouselImage, {}, { orderBy: { order: 'asc' } });
    const [first, second] = before;
    expect((await rpc('carousel.move', { id: second!.id, direction: 'up' })).statusCode).toBe(200);
    const after = await t.em().find(CarouselImage, {}, { orderBy: { order: 'asc' } });
    expect(after.map((i) => i.id).slice(0, 2)).toEqual([second!.id, first!.id]);
    expect(after[0]!.order).toBe(first!.order);

    await rpc('carousel.move', { id: second!.id, direction: 'up' }); // already first: nothing changes
    expect((await t.em().find(CarouselImage, {}, { orderBy: { order: 'asc' } }))[0]!.id).toBe(second!.id);

    expect((await rpc('carousel.update', { id: second!.id, image: { isActive: false } })).statusCode).toBe(200);
    const shown = (await t.app.inject('/api/carousel-images')).json() as { id: number }[];
    expect(shown.map((i) => i.id)).not.toContain(second!.id);
  });

  it('checks the carousel image rules', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/carousel-images',
      headers: auth,
      payload: { title: 'A', imageUrl: '', altText: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Title must be at least 2 characters',
      'Please provide an image URL or upload an image',
      'Alt text must be at least 5 characters',
    ]);
  });
});

describe('an oversized upload over a real connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('gets its 413 answer, without a declared length, instead of a dropped connection', async () => {
    const auth = await t.bearer('manager');
    const address = t.app.server.address() as import('node:net').AddressInfo;
    const base = `http://127.0.0.1:${address.port}`;
    const { uploadURL } = (await (
      await fetch(`${base}/api/objects/upload`, { method: 'POST', headers: auth })
    ).json()) as { uploadURL: string };
    // A streamed body (no content-length) of 11 MB, so the limit must be enforced while reading.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (sent++ < 11) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(base + uploadURL, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'image/jpeg' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/10 MB/);
  });
});
