import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init.ts';
import { readPublicSettings } from './settings.service.ts';

export const settingsRouter = {
  public: publicProcedure.query(({ ctx }) => ctx.infra.reads.get('settings', () => readPublicSettings(ctx.em))),
} satisfies TRPCRouterRecord;
