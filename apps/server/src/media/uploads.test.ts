import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createSession } from '../auth/sessions.ts';
import { createStaffAccount } from '../auth/staff-accounts.ts';
import { CarouselImage } from '../carousel/carousel-image.entity.ts';
import { UploadTicket } from './upload-ticket.entity.ts';
import { UPLOAD_TICKET_KEPT_MS } from './uploads.service.ts';

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

  it('accepts WebP, GIF and AVIF as well, each stored as WebP', async () => {
    const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#15803d' } });
    for (const bytes of [
      await base.clone().webp().toBuffer(),
      await base.clone().gif().toBuffer(),
      await base.clone().avif().toBuffer(),
    ]) {
      const res = await put(await uploadUrl(), bytes, 'application/octet-stream');
      expect(res.statusCode).toBe(200);
      const stored = await t.app.inject(res.json().imageURL);
      expect((await sharp(stored.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('works through the tRPC procedures the dashboard uses, and only for the manager who uploaded', async () => {
    const rpc = (path: string, input: unknown, headers = auth) =>
      t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: { json: input } });
    const created = await rpc('carousel.createUploadUrl', null);
    expect(created.statusCode).toBe(200);
    const { uploadURL } = created.json().result.data.json;
    expect(uploadURL).toMatch(/^\/api\/uploads\/[\w-]{43}$/);
    const image = await sharp({ create: { width: 900, height: 400, channels: 3, background: '#334155' } })
      .jpeg()
      .toBuffer();
    const { imageURL } = (await put(uploadURL, image)).json();
    const registered = await rpc('carousel.registerUpload', { imageURL });
    expect(registered.json().result.data.json).toEqual({ imageURL });

    const other = await createStaffAccount(t.deps(), {
      email: 'second.manager@example.com',
      password: 'second-manager-pass',
      role: 'manager',
    });
    const otherAuth = { authorization: `Bearer ${await createSession(t.em(), other, 1)}` };
    expect((await rpc('carousel.registerUpload', { imageURL }, otherAuth)).statusCode).toBe(400);
  });

  it('forgets day-old upload links and deletes their images unless the carousel shows them', async () => {
    const image = (colour: string) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const abandoned = (await put(await uploadUrl(), await image('#7c2d12'))).json().imageURL as string;
    const kept = (await put(await uploadUrl(), await image('#0f766e'))).json().imageURL as string;
    const shown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/carousel-images',
      headers: auth,
      payload: { title: 'Kept image', imageUrl: kept, altText: 'An image that is shown' },
    });
    expect(shown.statusCode).toBe(201);
    const dayAgo = new Date(Date.now() - UPLOAD_TICKET_KEPT_MS - 60_000);
    await t.em().nativeUpdate(UploadTicket, { imageUrl: { $in: [abandoned, kept] } }, { createdAt: dayAgo });

    await uploadUrl(); // asking for a new link does the housekeeping
    expect(await t.em().count(UploadTicket, { imageUrl: { $in: [abandoned, kept] } })).toBe(0);
    expect((await t.app.inject(abandoned)).statusCode).toBe(404);
    expect((await t.app.inject(abandoned.replace('.webp', '-800.webp'))).statusCode).toBe(404);
    expect((await t.app.inject(kept)).statusCode).toBe(200);
  });

  it('registers an upload by the signed URL the file was PUT to, as the spec’s flow does', async () => {
    const url = await uploadUrl();
    const register = (uploaded: string, headers = auth) =>
      t.app.inject({ method: 'PUT', url: '/api/carousel-images/upload', headers, payload: { imageURL: uploaded } });
    // Before the file arrives there is nothing to register.
    expect((await register(url)).statusCode).toBe(400);
    const { imageURL } = (await put(url, await photoWithGps())).json();

    for (const uploaded of [url, `http://127.0.0.1:3000${url}`, imageURL]) {
      const res = await register(uploaded);
      expect([uploaded, res.statusCode, res.json()]).toEqual([uploaded, 200, { imageURL }]);
    }
    // Another manager's upload link is not theirs to register.
    const other = await createStaffAccount(t.deps(), {
      email: 'third.manager@example.com',
      password: 'another-manager-pw',
      role: 'manager',
    });
    const otherAuth = { authorization: `Bearer ${await createSession(t.em(), other, 1)}` };
    expect((await register(url, otherAuth)).statusCode).toBe(400);
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

  it('moves an image down, leaves the last one where it is, and shows an image switched back on', async () => {
    const order = async () => (await t.em().find(CarouselImage, {}, { orderBy: { order: 'asc' } })).map((i) => i.id);
    const before = await order();
    expect((await rpc('carousel.move', { id: before[0], direction: 'down' })).statusCode).toBe(200);
    expect(await order()).toEqual([before[1], before[0], ...before.slice(2)]);
    await rpc('carousel.move', { id: before.at(-1), direction: 'down' });
    expect((await order()).at(-1)).toBe(before.at(-1));
    expect((await rpc('carousel.move', { id: 999999, direction: 'up' })).statusCode).toBe(404);

    const hidden = await t.em().findOneOrFail(CarouselImage, { isActive: false });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/carousel-images/${hidden.id}`,
      headers: auth,
      payload: { isActive: true },
    });
    expect(res.statusCode).toBe(200);
    const shown = (await t.app.inject('/api/carousel-images')).json() as { id: number }[];
    expect(shown.map((i) => i.id)).toContain(hidden.id);
  });

  it('checks the rules on edits too, and answers 404 for an image that does not exist', async () => {
    const [image] = await t.em().find(CarouselImage, {}, { limit: 1 });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/carousel-images/${image!.id}`,
      headers: auth,
      payload: { title: 'X', altText: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Title must be at least 2 characters',
      'Alt text must be at least 5 characters',
    ]);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/carousel-images/${image!.id}`,
      headers: auth,
      payload: { title: 'Renamed banner', description: 'New words' },
    });
    expect(edited.json()).toMatchObject({
      title: 'Renamed banner',
      description: 'New words',
      imageUrl: image!.imageUrl,
    });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/carousel-images/999999',
      headers: auth,
      payload: { title: 'Renamed' },
    });
    expect(missing.statusCode).toBe(404);
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/admin/carousel-images/999999', headers: auth });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps stored files another image still shows, and never touches files outside the store', async () => {
    const bytes = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#a16207' } })
      .png()
      .toBuffer();
    const { uploadURL } = (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: auth })).json();
    const { imageURL } = (
      await t.app.inject({ method: 'PUT', url: uploadURL, payload: bytes, headers: { 'content-type': 'image/png' } })
    ).json();
    const add = async (title: string, imageUrl: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/carousel-images',
          headers: auth,
          payload: { title, imageUrl, altText: `${title} alt text` },
        })
      ).json().id as number;
    const first = await add('First copy', imageURL);
    const second = await add('Second copy', imageURL);
    const external = await add('Elsewhere', 'https://images.example.com/bay.webp');
    const del = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/carousel-images/${id}`, headers: auth });

    expect((await del(first)).statusCode).toBe(200);
    expect((await t.app.inject(imageURL)).statusCode).toBe(200);
    expect((await del(second)).statusCode).toBe(200);
    expect((await t.app.inject(imageURL)).statusCode).toBe(404);
    expect((await del(external)).statusCode).toBe(200);
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

  const base = () => `http://127.0.0.1:${(t.app.server.address() as import('node:net').AddressInfo).port}`;
  const uploadUrl = async () =>
    (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: await t.bearer('manager') })).json()
      .uploadURL as string;

  it('answers 413 as soon as the body passes 10 MB, while the client holds the request open', async () => {
    const chunks = Array.from({ length: 160 }, () => Buffer.alloc(65_536, 7)); // exactly 10 MiB
    chunks.push(Buffer.alloc(1, 7)); // one byte too many, then nothing more and no end
    const answer = await putAndHold(`${base()}${await uploadUrl()}`, chunks);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The image is larger than 10 MB', reason: 'file-too-large' });
  });

  it('answers 413 at once when the announced length is over 10 MB, without waiting for the body', async () => {
    const answer = await putAndHold(`${base()}${await uploadUrl()}`, [Buffer.alloc(1024, 7)], {
      'content-length': String(50 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(answer.sentWhenAnswered).toBe(1024);
  });

  it('still answers a client that keeps sending far past the limit, and the link stays usable', async () => {
    const url = await uploadUrl();
    const answer = await putAndHold(
      `${base()}${url}`,
      Array.from({ length: 640 }, () => Buffer.alloc(65_536, 7)), // 40 MiB
    );
    expect(answer.status).toBe(413);
    // A refused upload does not use the link up.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await fetch(`${base()}${url}`, { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } });
    expect(res.status).toBe(200);
  });
});

/**
 * PUTs over a real connection (inject hands the whole body over at once): writes `chunks` as fast
 * as the server takes them, then holds the request open without ending it, so an answer can only
 * come from a server that stopped reading at the limit.
 */
function putAndHold(
  url: string,
  chunks: Buffer[],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; sentWhenAnswered: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = http.request(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg', ...headers } });
    req.on('response', (res) => {
      const sentWhenAnswered = sent;
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered });
        req.destroy();
      });
    });
    req.on('error', reject);
    const pump = () => {
      for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}
