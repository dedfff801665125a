import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, serialId } from '../db/columns.ts';

export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: serialId(),
    name: p.string().length(100),
    email: p.string().length(100),
    phone: p.string().length(20).nullable(),
    subject: p.string().length(200),
    message: p.text(),
    status: p.string().length(20).default('unread'),
    createdAt: createdAt(),
  },
});
export type ContactMessage = InferEntity<typeof ContactMessage>;
