import { spanishTextsSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { managerProcedure } from '../trpc/init.ts';
import { missingSpanish } from './content.answers.ts';
import { findMissingSpanish } from './missing-spanish.ts';
import { saveSpanishTexts } from './spanish-texts.ts';

/** The Content card. */
export const contentRouter = {
  missingSpanish: managerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/content/missing-spanish',
        summary: 'What still lacks Spanish',
        description:
          'Services, carousel images, parts on offer, categories and special days whose Spanish text is empty while the ' +
          'English one is written: the Spanish pages show those in English.',
        tag: 'Management',
        answers: 'By kind',
      },
    })
    .output(missingSpanish)
    .query(({ ctx }) => findMissingSpanish(ctx.deps)),
  /** Fills in (or clears) the Spanish texts of one thing the list shows. */
  saveSpanish: managerProcedure
    .input(spanishTextsSchema())
    .mutation(({ ctx, input }) => saveSpanishTexts(ctx.deps, input)),
} satisfies TRPCRouterRecord;
