import type { TRPCRouterRecord } from '@trpc/server';

export const carouselRouter = {} satisfies TRPCRouterRecord;
