import type { TRPCRouterRecord } from '@trpc/server';

export const messagesRouter = {} satisfies TRPCRouterRecord;
