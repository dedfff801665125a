import { LANGUAGES } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure } from '../trpc/init.ts';

export const servicesInput = z.object({ lang: z.enum(LANGUAGES).default('en') });

export const servicesRouter = {
  list: publicProcedure.input(servicesInput).query(({ ctx, input }) => ctx.infra.reads.services(input.lang)),
} satisfies TRPCRouterRecord;
