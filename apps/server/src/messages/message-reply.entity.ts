import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../auth/user.entity.ts';
import { createdAt, serialId } from '../db/columns.ts';
import { ContactMessage } from './contact-message.entity.ts';

/** A staff member's emailed answer to a contact message, kept with the message. */
export const MessageReply = defineEntity({
  name: 'MessageReply',
  tableName: 'message_replies',
  properties: {
    id: serialId(),
    message: () => p.manyToOne(ContactMessage).fieldName('message_id').deleteRule('cascade').index(),
    staff: () => p.manyToOne(User).fieldName('staff_id').nullable().deleteRule('set null'),
    text: p.text(),
    createdAt: createdAt(),
  },
});
export type MessageReply = InferEntity<typeof MessageReply>;
