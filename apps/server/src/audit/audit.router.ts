import { auditEventListSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { managerProcedure } from '../trpc/init.ts';
import { auditEventsPage } from './audit-list.ts';

/** Management -> Activity: the audit trail, for managers only. */
export const auditRouter = {
  list: managerProcedure.input(auditEventListSchema()).query(({ ctx, input }) => auditEventsPage(ctx.em, input)),
} satisfies TRPCRouterRecord;
