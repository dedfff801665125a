import { idSchema, type Language, newServiceSchema, PUBLIC_READ_PATHS, serviceChangeSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { languageQuery } from '../public-reads/language-query.ts';
import { readKey } from '../public-reads/public-read.ts';
import { managerProcedure, publicProcedure } from '../trpc/init.ts';
import { managedService, offeredService } from './services.answers.ts';
import { servicesRead } from './services.reads.ts';
import { addService, changeService, listServices } from './services-admin.service.ts';

export const servicesRouter = {
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: PUBLIC_READ_PATHS.services,
        summary: 'The shop’s repair services',
        description:
          'Active services in their order, in the language asked for (English where a Spanish text is missing).',
        tag: 'Shop',
        answers: 'The services',
        publicRead: ({ lang }: { lang: Language }) => readKey(servicesRead, lang),
      },
    })
    .input(languageQuery)
    .output(z.array(offeredService))
    .query(({ ctx, input }) => ctx.deps.reads.get(servicesRead, input.lang)),
  /** The Services screen: every service, hidden ones too, in both languages. */
  adminList: managerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/services',
        summary: 'Every service, for the Services screen',
        description: 'Hidden ones too, in their order, with both languages and the staff reference price.',
        tag: 'Management',
        answers: 'The services',
      },
    })
    .output(z.array(managedService))
    .query(({ ctx }) => listServices(ctx.deps)),
  create: managerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/services',
        status: 201,
        summary: 'Add a service',
        description: 'Without an order it goes last. The home page, the booking form and the JSON-LD show it at once.',
        tag: 'Management',
        answers: 'The new service',
        example: {
          name: 'Clutch Replacement',
          nameEs: 'Cambio de clutch',
          description: 'Clutch kits, flywheels and hydraulics for manual transmissions.',
          descriptionEs: 'Kits de clutch, volantes e hidráulicos para transmisiones estándar.',
          icon: 'transmission',
        },
      },
    })
    .input(newServiceSchema())
    .output(managedService)
    .mutation(({ ctx, input }) => addService(ctx.deps, input)),
  update: managerProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/admin/services/:id',
        summary: 'Change a service',
        description: 'Only the fields sent change. An empty Spanish text shows the English one on the Spanish pages.',
        tag: 'Management',
        answers: 'The service as saved',
        errors: [404],
        example: { descriptionEs: 'Balatas, rotores y líquido de frenos, revisados y cambiados cuando hace falta.' },
        bodyAs: 'service',
      },
    })
    .input(z.strictObject({ id: idSchema.meta({ description: 'The service’s id' }), service: serviceChangeSchema() }))
    .output(managedService)
    .mutation(({ ctx, input }) => changeService(ctx.deps, input)),
} satisfies TRPCRouterRecord;
