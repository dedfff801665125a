import type { TRPCRouterRecord } from '@trpc/server';

export const partsRouter = {} satisfies TRPCRouterRecord;
