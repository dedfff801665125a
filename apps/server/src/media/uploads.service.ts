import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@shop/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { Refusal } from '../refusal.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import type { SignedInDeps } from '../trpc/deps.ts';
import { deleteStoredFiles, isImageInUse } from './stored-images.ts';
import { UploadTicket } from './upload-ticket.entity.ts';

export const UPLOAD_URL_TTL_MS = 15 * 60_000;
const WIDTHS = { full: 1600, small: 800 } as const;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use upload URL, valid for 15 minutes, for the signed-in manager. */
export async function createUploadUrl({ em, store, log, caller }: SignedInDeps): Promise<{ uploadURL: string }> {
  // Housekeeping rides on new uploads; a store hiccup here must not stop this one.
  await purgeStaleUploads(em.fork(), store).catch((error: unknown) =>
    log.warn({ err: error }, 'purging stale uploads failed'),
  );
  const token = randomBytes(32).toString('base64url');
  em.create(UploadTicket, {
    id: hash(token),
    createdBy: caller.user.id,
    expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_MS),
  });
  await em.flush();
  return { uploadURL: `/api/uploads/${token}` };
}

/**
 * Reads at most `limit` bytes; past that it stops reading at once with 413. The stream is left
 * paused, not destroyed: destroying a request's stream destroys its socket, and the client would
 * never see the answer.
 */
export async function readLimited(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.pause();
      throw imageTooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const imageTooLarge = () => new Refusal('file-too-large', `The image is larger than ${LIMITS.uploadMaxMegabytes} MB`);

async function openTicket(em: EntityManager, token: string): Promise<UploadTicket> {
  const ticket = await em.findOne(UploadTicket, { id: hash(token) });
  if (!ticket) throw new Refusal('not-found', 'This upload link is not valid');
  if (ticket.usedAt) throw new Refusal('upload-link-used', 'This upload link has been used already');
  if (ticket.expiresAt.getTime() <= Date.now()) throw new Refusal('upload-expired', 'Request has expired');
  return ticket;
}

/**
 * The browser's PUT of one image. Judged by its bytes (JPEG, PNG, WebP, GIF or AVIF; never SVG),
 * at most `LIMITS.uploadMaxBytes` while it streams, then re-encoded to WebP at two widths — which also drops its
 * metadata (GPS position, camera) — and stored under names made from its content.
 */
export async function receiveUpload(
  em: EntityManager,
  store: ObjectStore,
  token: string,
  body: Readable,
  declaredLength?: number,
): Promise<{ imageURL: string }> {
  const ticket = await openTicket(em, token);
  if (declaredLength !== undefined && declaredLength > LIMITS.uploadMaxBytes) {
    throw imageTooLarge();
  }
  const bytes = await readLimited(body, LIMITS.uploadMaxBytes);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(LIMITS.uploadAcceptedTypes as readonly string[]).includes(type.mime)) {
    throw new Refusal('unsupported-file-type', 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded');
  }
  let full: Buffer;
  let small: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: 50_000_000 }).rotate();
    full = await image
      .clone()
      .resize({ width: WIDTHS.full, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    small = await image
      .clone()
      .resize({ width: WIDTHS.small, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    throw new Refusal('image-unreadable', 'The image could not be read');
  }
  const name = createHash('sha256').update(full).digest('hex').slice(0, 32);
  await store.put(`${name}.webp`, full, 'image/webp');
  await store.put(`${name}-800.webp`, small, 'image/webp');

  const imageURL = `/uploads/${name}.webp`;
  // Claimed only now, and only once: a second PUT with the same link gets 409.
  const claimed = await em.nativeUpdate(
    UploadTicket,
    { id: ticket.id, usedAt: null },
    { usedAt: new Date(), imageUrl: imageURL },
  );
  if (claimed === 0) {
    // Another PUT with this link won the race; its files are kept only if something points at them.
    if (!(await isImageInUse(em, imageURL, new Date(0)))) await deleteStoredFiles(store, imageURL);
    throw new Refusal('upload-link-used', 'This upload link has been used already');
  }
  return { imageURL };
}

/** The token of one of our upload URLs (`/api/uploads/<token>`, relative or absolute), if it is one. */
function uploadToken(url: string): string | undefined {
  let pathname = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return undefined;
    }
  }
  return /^\/api\/uploads\/([A-Za-z0-9_-]{20,100})$/.exec(pathname)?.[1];
}

/**
 * The spec's last step of an upload: the client names what it uploaded — the signed upload URL it
 * PUT the file to, or the image URL that PUT answered — and gets the public image URL, provided
 * the upload is this manager's and finished.
 */
export async function registerUpload(
  { em, caller }: SignedInDeps,
  { imageURL: uploaded }: { imageURL: string },
): Promise<{ imageURL: string }> {
  const userId = caller.user.id;
  const token = uploadToken(uploaded);
  const ticket = await em.findOne(
    UploadTicket,
    token
      ? { id: hash(token), createdBy: userId, usedAt: { $ne: null } }
      : { imageUrl: uploaded, createdBy: userId, usedAt: { $ne: null } },
  );
  if (!ticket?.imageUrl) throw new Refusal('upload-not-received', 'Failed to process uploaded image');
  return { imageURL: ticket.imageUrl };
}

/** How long an upload link is remembered: long enough to add its image after a pause in the dialog. */
export const UPLOAD_TICKET_KEPT_MS = 24 * 3_600_000;

/**
 * Forgets upload links older than a day, and deletes the images of those that were uploaded but
 * never added to the carousel (the dialog was closed), so the store holds only what is shown.
 */
export async function purgeStaleUploads(em: EntityManager, store: ObjectStore): Promise<number> {
  const cutoff = new Date(Date.now() - UPLOAD_TICKET_KEPT_MS);
  const stale = await em.find(UploadTicket, { createdAt: { $lt: cutoff } }, { limit: 200 });
  if (stale.length === 0) return 0;
  await em.nativeDelete(UploadTicket, { id: { $in: stale.map((t) => t.id) } });
  const urls = new Set(stale.flatMap((t) => (t.imageUrl ? [t.imageUrl] : [])));
  for (const url of urls) {
    if (!(await isImageInUse(em, url, cutoff))) await deleteStoredFiles(store, url);
  }
  return stale.length;
}
