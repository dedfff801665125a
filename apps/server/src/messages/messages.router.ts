import { idSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { managerProcedure, staffProcedure } from '../trpc/init.ts';
import { deleteMessage, listMessages } from './inbox.service.ts';

export const messagesRouter = {
  list: staffProcedure.query(({ ctx }) => listMessages(ctx.em)),
  delete: managerProcedure
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => deleteMessage(ctx.em, input.id)),
} satisfies TRPCRouterRecord;
