import type { DomainModule } from '../domain-module.ts';
import { liveRouter } from './live.router.ts';
import { liveNewsPurge } from './live-purge.ts';

/** What open dashboards are told as it happens: their stream, and the news table's retention. */
export const liveModule = {
  routers: { live: liveRouter },
  jobs: [liveNewsPurge],
} satisfies DomainModule;
