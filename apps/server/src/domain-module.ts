import type { EntityManager } from '@mikro-orm/postgresql';
import type { AnyProcedure, TRPCRouterRecord } from '@trpc/server';
import type { Entities } from './db/orm.ts';
import type { PrivatePageData, SharedPageData } from './http/page-render.ts';
import type { Job } from './jobs/worker.ts';
import type { AnyPublicRead, WholeListRead } from './public-reads/public-read.ts';

/**
 * What one domain hands the server: one object per domain (`parts/parts.module.ts`...), and one
 * list of them (modules.ts) from which the server is put together. A new domain writes its
 * module and adds it to that list; nothing below the domains changes.
 */
export interface DomainModule {
  /** Its tRPC procedures, under the names the web calls them by (`parts`, `categories`). */
  routers: Record<string, TRPCRouterRecord>;
  /** Its tables. */
  entities?: Entities;
  /** What every visitor reads of it, kept in memory (public-reads/). */
  reads?: readonly (AnyPublicRead | WholeListRead)[];
  /** What the site's pages may read of it, by the name their loaders ask for. */
  pages?: Record<string, SharedPageData<unknown> | PrivatePageData<AnyProcedure>>;
  /** Its background jobs (jobs/worker.ts). */
  jobs?: readonly Job[];
  /** What a new database starts with; run at every start, so it changes nothing the second time. */
  seed?: (em: EntityManager) => Promise<void>;
}
