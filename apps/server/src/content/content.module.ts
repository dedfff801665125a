import type { DomainModule } from '../domain-module.ts';
import { contentRouter } from './content.router.ts';

/** Manage Content: what the Spanish pages lack, and the Spanish texts. */
export const contentModule = {
  routers: { content: contentRouter },
} satisfies DomainModule;
