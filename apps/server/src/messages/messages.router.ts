import { contactSchema, idSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { managerProcedure, publicProcedure, staffProcedure } from '../trpc/init.ts';
import { receiveContactMessage } from './contact.service.ts';
import { deleteMessage, listMessages } from './inbox.service.ts';

export const messagesRouter = {
  send: publicProcedure.input(contactSchema()).mutation(async ({ ctx, input }) => {
    const settings = await ctx.infra.reads.settings();
    return receiveContactMessage(ctx.em, input, {
      limits: ctx.infra.limits,
      mailer: ctx.infra.mailer,
      notifyEmail: ctx.config.CONTACT_NOTIFY_EMAIL ?? settings.email,
      ip: ctx.ip,
      log: (error) => ctx.req.log.error({ err: error }, 'contact notification email failed'),
    });
  }),
  list: staffProcedure.query(({ ctx }) => listMessages(ctx.em)),
  delete: managerProcedure
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => deleteMessage(ctx.em, input.id)),
} satisfies TRPCRouterRecord;
