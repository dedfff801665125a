import type { TRPCRouterRecord } from '@trpc/server';
import { staffProcedure } from '../trpc/init.ts';
import { overviewFigures } from './overview.service.ts';

export const overviewRouter = {
  figures: staffProcedure.query(({ ctx }) => overviewFigures(ctx.em, ctx.infra.now())),
} satisfies TRPCRouterRecord;
