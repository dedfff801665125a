import type { DomainModule } from '../domain-module.ts';
import { ContactMessage } from './contact-message.entity.ts';
import { MessageReply } from './message-reply.entity.ts';
import { messagesRouter } from './messages.router.ts';

/** The contact form, the staff inbox and the replies. */
export const messagesModule = {
  routers: { messages: messagesRouter },
  entities: [ContactMessage, MessageReply],
} satisfies DomainModule;
