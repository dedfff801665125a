import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init.ts';
import { listPublicParts } from './catalogue.service.ts';

export const partsRouter = {
  list: publicProcedure.query(({ ctx }) => ctx.infra.reads.get('parts:public', () => listPublicParts(ctx.em))),
} satisfies TRPCRouterRecord;
