import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init.ts';
import { listActiveSlides } from './slides.service.ts';

export const carouselRouter = {
  list: publicProcedure.query(({ ctx }) => ctx.infra.reads.get('carousel:public', () => listActiveSlides(ctx.em))),
} satisfies TRPCRouterRecord;
