import type { DomainModule } from '../domain-module.ts';
import { sharedPageData } from '../http/page-render.ts';
import { Service } from './service.entity.ts';
import { servicesRead } from './services.reads.ts';
import { servicesRouter } from './services.router.ts';
import { seedServices } from './services.seed.ts';

/** The repair services, in English and Spanish, in their order. */
export const servicesModule = {
  routers: { services: servicesRouter },
  entities: [Service],
  reads: [servicesRead],
  pages: {
    /** The home page's services, in the page's language. */
    services: sharedPageData((reads, { language }) => reads.get(servicesRead, language)),
  },
  seed: seedServices,
} satisfies DomainModule;
