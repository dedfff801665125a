import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@shop/contract';
import { TRPCError } from '@trpc/server';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { ObjectStore } from './object-store.ts';
import { UploadTicket } from './upload-ticket.entity.ts';

export const UPLOAD_URL_TTL_MS = 15 * 60_000;
const WIDTHS = { full: 1600, small: 800 } as const;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use upload URL, valid for 15 minutes, for the signed-in manager. */
export async function createUploadUrl(em: EntityManager, userId: string): Promise<{ uploadURL: string }> {
  const token = randomBytes(32).toString('base64url');
  em.create(UploadTicket, { id: hash(token), createdBy: userId, expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_MS) });
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
      throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: 'The image is larger than 10 MB' });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function openTicket(em: EntityManager, token: string): Promise<UploadTicket> {
  const ticket = await em.findOne(UploadTicket, { id: hash(token) });
  if (!ticket) throw new TRPCError({ code: 'NOT_FOUND', message: 'This upload link is not valid' });
  if (ticket.usedAt) throw new TRPCError({ code: 'CONFLICT', message: 'This upload link has been used already' });
  if (ticket.expiresAt.getTime() <= Date.now())
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Request has expired' });
  return ticket;
}

/**
 * The browser's PUT of one image. Judged by its bytes (JPEG, PNG, WebP, GIF or AVIF; never SVG),
 * at most 10 MB while it streams, then re-encoded to WebP at two widths — which also drops its
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
    throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: 'The image is larger than 10 MB' });
  }
  const bytes = await readLimited(body, LIMITS.uploadMaxBytes);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(LIMITS.uploadAcceptedTypes as readonly string[]).includes(type.mime)) {
    throw new TRPCError({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
    });
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
    throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The image could not be read' });
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
  if (claimed === 0) throw new TRPCError({ code: 'CONFLICT', message: 'This upload link has been used already' });
  return { imageURL };
}

/** Confirms an uploaded image belongs to this manager's finished upload, and answers its URL. */
export async function registerUpload(
  em: EntityManager,
  userId: string,
  imageURL: string,
): Promise<{ imageURL: string }> {
  const ticket = await em.findOne(UploadTicket, { imageUrl: imageURL, createdBy: userId, usedAt: { $ne: null } });
  if (!ticket) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Failed to process uploaded image' });
  return { imageURL };
}

/** The stored files behind one of our image URLs (both widths), for deleting them. */
export function storedFilesOf(imageUrl: string): string[] {
  const match = /^\/uploads\/([a-f0-9]{32})\.webp$/.exec(imageUrl);
  return match ? [`${match[1]}.webp`, `${match[1]}-800.webp`] : [];
}
