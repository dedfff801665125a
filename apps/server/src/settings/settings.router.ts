import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init.ts';
import { readPublicSettings } from './settings.service.ts';

export const settingsRouter = {
  public: publicProcedure.query(({ ctx }) => readPublicSettings(ctx.em)),
} satisfies TRPCRouterRecord;
