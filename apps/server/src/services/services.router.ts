import { idSchema, newServiceSchema, serviceChangeSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { auditByCaller, recordAuditEvent } from '../audit/audit-trail.ts';
import { languageQuery } from '../public-reads/language-query.ts';
import { managerProcedure, publicProcedure } from '../trpc/init.ts';
import { addService, changeService, listServices } from './services-admin.service.ts';

export const servicesRouter = {
  list: publicProcedure.input(languageQuery).query(({ ctx, input }) => ctx.infra.reads.services(input.lang)),
  /** The Services screen: every service, hidden ones too, in both languages. */
  adminList: managerProcedure.query(({ ctx }) => listServices(ctx.em)),
  create: managerProcedure.input(newServiceSchema()).mutation(async ({ ctx, input }) => {
    const service = await addService(ctx.em, ctx.infra.reads, input);
    await recordAuditEvent(ctx.em, auditByCaller(ctx), {
      action: 'services-changed',
      target: { kind: 'service', id: String(service.id), label: `added: ${input.name}` },
    });
    return service;
  }),
  update: managerProcedure
    .input(z.strictObject({ id: idSchema, service: serviceChangeSchema() }))
    .mutation(async ({ ctx, input }) => {
      const service = await changeService(ctx.em, ctx.infra.reads, input.id, input.service);
      await recordAuditEvent(ctx.em, auditByCaller(ctx), {
        action: 'services-changed',
        target: { kind: 'service', id: String(input.id), label: `changed: ${Object.keys(input.service).join(', ')}` },
      });
      return service;
    }),
} satisfies TRPCRouterRecord;
