import { spanishTextsSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { managerProcedure } from '../trpc/init.ts';
import { findMissingSpanish } from './missing-spanish.ts';
import { saveSpanishTexts } from './spanish-texts.ts';

/** The Content card. */
export const contentRouter = {
  missingSpanish: managerProcedure.query(({ ctx }) => findMissingSpanish(ctx.em)),
  /** Fills in (or clears) the Spanish texts of one thing the list shows. */
  saveSpanish: managerProcedure
    .input(spanishTextsSchema())
    .mutation(({ ctx, input }) => saveSpanishTexts(ctx.em, ctx.infra.reads, input)),
} satisfies TRPCRouterRecord;
