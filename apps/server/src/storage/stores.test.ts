import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { diskStore } from './disk-store.ts';
import type { ObjectStore } from './object-store.ts';
import { s3Store } from './s3-store.ts';

/** The same behaviour from both drivers: what is put can be read back, listed as there, and deleted. */
function behavesAsAStore(name: string, make: () => ObjectStore) {
  describe(name, () => {
    it('puts, reads back, reports and deletes an object', async () => {
      const store = make();
      await store.put('0123abcd.webp', Buffer.from('image bytes'), 'image/webp');
      expect(await store.exists('0123abcd.webp')).toBe(true);
      const got = await store.get('0123abcd.webp');
      expect(got?.contentType).toBe('image/webp');
      expect(got?.size).toBe(11);
      expect(await text(got!.body)).toBe('image bytes');
      await store.delete('0123abcd.webp');
      expect(await store.exists('0123abcd.webp')).toBe(false);
      expect(await store.get('0123abcd.webp')).toBeNull();
    });

    it('refuses keys that could reach outside the store', async () => {
      await expect(make().put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid object key/);
    });
  });
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stores-'));
let s3: S3rver;
let endpoint = '';
beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: 'shop-images', configs: [] }],
  });
  const { port } = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

behavesAsAStore('the local disk store', () => diskStore(path.join(root, 'disk')));

const bucket = () =>
  s3Store({
    endpoint,
    bucket: 'shop-images',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

describe('the whole upload flow on an S3-compatible store', () => {
  it('stores both widths in the bucket, serves them under /uploads/, and deletes them with the image', async () => {
    const store = bucket();
    const t = await createTestApp({ infra: { store } });
    try {
      const auth = await t.bearer('manager');
      const { uploadURL } = (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: auth })).json();
      const photo = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#1e3a8a' } })
        .jpeg()
        .toBuffer();
      const put = await t.app.inject({
        method: 'PUT',
        url: uploadURL,
        payload: photo,
        headers: { 'content-type': 'image/jpeg' },
      });
      const { imageURL } = put.json() as { imageURL: string };
      const key = imageURL.slice('/uploads/'.length);
      expect(await store.exists(key)).toBe(true);
      expect(await store.exists(key.replace('.webp', '-800.webp'))).toBe(true);
      const served = await t.app.inject(imageURL);
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);

      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/carousel-images',
        headers: auth,
        payload: { title: 'From the bucket', imageUrl: imageURL, altText: 'An image kept in S3' },
      });
      await t.app.inject({ method: 'DELETE', url: `/api/admin/carousel-images/${created.json().id}`, headers: auth });
      expect(await store.exists(key)).toBe(false);
      expect(await store.exists(key.replace('.webp', '-800.webp'))).toBe(false);
    } finally {
      await t.close();
    }
  });
});
behavesAsAStore('the S3 store (against a local S3-compatible server)', bucket);
