import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt } from '../db/columns.ts';

/**
 * A signed, single-use permission to PUT one file. `id` is the SHA-256 of the secret in the
 * upload URL; the secret itself is never stored. Kept in the database so any app server can
 * accept the PUT, and so a used URL stays used.
 */
export const UploadTicket = defineEntity({
  name: 'UploadTicket',
  tableName: 'upload_tickets',
  properties: {
    id: p.string().length(64).primary(),
    createdBy: p.uuid(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    /** The public URL of the stored image, once the PUT succeeded. */
    imageUrl: p.string().length(500).nullable(),
    createdAt: createdAt(),
  },
});
export type UploadTicket = InferEntity<typeof UploadTicket>;
