import type { TRPCRouterRecord } from '@trpc/server';
import { managerProcedure } from '../trpc/init.ts';
import { findMissingSpanish } from './missing-spanish.ts';

/** The Content card. */
export const contentRouter = {
  missingSpanish: managerProcedure.query(({ ctx }) => findMissingSpanish(ctx.em)),
} satisfies TRPCRouterRecord;
