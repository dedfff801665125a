import { idSchema, newServiceSchema, serviceChangeSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { languageQuery } from '../public-reads/language-query.ts';
import { managerProcedure, publicProcedure } from '../trpc/init.ts';
import { addService, changeService, listServices } from './services-admin.service.ts';

export const servicesRouter = {
  list: publicProcedure.input(languageQuery).query(({ ctx, input }) => ctx.infra.reads.services(input.lang)),
  /** The Services screen: every service, hidden ones too, in both languages. */
  adminList: managerProcedure.query(({ ctx }) => listServices(ctx.em)),
  create: managerProcedure
    .input(newServiceSchema())
    .mutation(({ ctx, input }) => addService(ctx.em, ctx.infra.reads, input)),
  update: managerProcedure
    .input(z.strictObject({ id: idSchema, service: serviceChangeSchema() }))
    .mutation(({ ctx, input }) => changeService(ctx.em, ctx.infra.reads, input.id, input.service)),
} satisfies TRPCRouterRecord;
