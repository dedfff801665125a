import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init.ts';

export const settingsRouter = {
  public: publicProcedure.query(({ ctx }) => ctx.infra.reads.settings()),
} satisfies TRPCRouterRecord;
