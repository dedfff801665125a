import type { DomainModule } from '../domain-module.ts';
import { overviewRouter } from './overview.router.ts';

/** The staff Overview's figures. */
export const overviewModule = {
  routers: { overview: overviewRouter },
} satisfies DomainModule;
