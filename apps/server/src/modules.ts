import { appointmentsModule } from './appointments/appointments.module.ts';
import { auditModule } from './audit/audit.module.ts';
import { authModule } from './auth/auth.module.ts';
import { backupsModule } from './backups/backups.module.ts';
import { carouselModule } from './carousel/carousel.module.ts';
import { contentModule } from './content/content.module.ts';
import type { Entities } from './db/orm.ts';
import type { DomainModule } from './domain-module.ts';
import type { PageReaders } from './http/page-render.ts';
import { sendEmail } from './jobs/send-email.ts';
import type { Job } from './jobs/worker.ts';
import { liveModule } from './live/live.module.ts';
import { UploadTicket } from './media/upload-ticket.entity.ts';
import { messagesModule } from './messages/messages.module.ts';
import { overviewModule } from './overview/overview.module.ts';
import { partsModule } from './parts/parts.module.ts';
import type { Reader } from './public-reads/public-read.ts';
import { repairOrdersModule } from './repair-orders/repair-orders.module.ts';
import { reviewsModule } from './reviews/reviews.module.ts';
import { servicesModule } from './services/services.module.ts';
import { settingsModule } from './settings/settings.module.ts';
import { createCallerFactory, router } from './trpc/init.ts';

/**
 * The shop's domains, one module each: the one list the server is put together from (its
 * procedures, tables, public reads, the pages' data, jobs and seeds). Seeds run in this order.
 */
export const modules = [
  settingsModule,
  servicesModule,
  partsModule,
  carouselModule,
  appointmentsModule,
  messagesModule,
  reviewsModule,
  repairOrdersModule,
  authModule,
  contentModule,
  overviewModule,
  backupsModule,
  auditModule,
  liveModule,
] as const satisfies readonly DomainModule[];

const domains: readonly DomainModule[] = modules;

/** The members of a union, as one type that has them all (the domains' routers, their pages). */
type AllOf<U> = (U extends unknown ? (member: U) => void : never) extends (all: infer A) => void ? A : never;
type Module = (typeof modules)[number];

/** Every domain's routers, under their names. */
export type ModuleRouters = AllOf<Module['routers']>;
type PagesOf<M> = M extends { pages: infer P } ? P : never;
/** What the pages may read of every domain, by name. */
export type ModulePages = AllOf<PagesOf<Module>>;

/** Puts the domains' records together, refusing a name two of them use. */
function byName<T>(records: Record<string, T>[], what: string): Record<string, T> {
  const all: Record<string, T> = {};
  for (const record of records) {
    for (const [name, value] of Object.entries(record)) {
      if (Object.hasOwn(all, name)) throw new Error(`Two domains declare the ${what} ${name}`);
      all[name] = value;
    }
  }
  return all;
}

/** Every domain's routers, under their names (router.ts makes the app's router of them). */
export const routers = byName(
  domains.map((m) => m.routers),
  'router',
) as ModuleRouters;

/** Every table: the domains', and the upload tickets' (media/). */
export const entities: Entities = [UploadTicket, ...domains.flatMap((m) => m.entities ?? [])];

/** What every visitor reads, as the read cache keeps it (infra.ts). */
export const publicReads = domains.flatMap((m) => m.reads ?? []);

/** The background worker's jobs: sending the queued emails, and the domains'. */
export const jobs: readonly Job[] = [sendEmail, ...domains.flatMap((m) => m.jobs ?? [])];

/** What a new database starts with, in the domains' order. */
export const seeds = domains.flatMap((m) => (m.seed ? [m.seed] : []));

/**
 * How the server reads the pages' data (http/web-app.ts): what every visitor shares from the
 * read cache, a private link's data through its procedure with the request's context.
 */
export function pageReaders(reads: Reader): PageReaders {
  const pages = byName(
    domains.map((m) => m.pages ?? {}),
    'page data',
  );
  const readers: PageReaders = { shared: {}, private: {} };
  for (const [name, page] of Object.entries(pages)) {
    if ('shared' in page) {
      readers.shared[name] = (language, search) => page.shared(reads, { language, search });
    } else {
      const call = createCallerFactory(router({ read: page.procedure }));
      readers.private[name] = (context, params) => call(context).read(page.input(params));
    }
  }
  return readers;
}
