import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../domain-errors.ts';
import { ContactMessage } from './contact-message.entity.ts';

export async function listMessages(em: EntityManager): Promise<ContactMessage[]> {
  return em.find(ContactMessage, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

export async function deleteMessage(em: EntityManager, id: number): Promise<{ id: number }> {
  const deleted = await em.nativeDelete(ContactMessage, { id });
  if (deleted === 0) throw new NotFoundError('Message not found');
  return { id };
}
