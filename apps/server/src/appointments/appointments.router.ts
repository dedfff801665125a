import type { TRPCRouterRecord } from '@trpc/server';

export const appointmentsRouter = {} satisfies TRPCRouterRecord;
