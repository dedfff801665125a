import type { TRPCRouterRecord } from '@trpc/server';
import { supervisorProcedure } from '../trpc/init.ts';
import { dashboardFigures } from './overview.answers.ts';
import { overviewFigures, todaysCounts } from './overview.service.ts';

export const overviewRouter = {
  figures: supervisorProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/overview',
        summary: 'The dashboard’s figures',
        description:
          'Real figures (parts sold this month in Las Vegas time and their total, messages waiting for a reply, ' +
          'upcoming appointments) beside the specification’s fixed sample figures, which are not the shop’s.',
        tag: 'Management',
        answers: 'The figures',
      },
    })
    .output(dashboardFigures)
    .query(({ ctx }) => overviewFigures(ctx.deps)),
  /** Today's appointments still expected and the unread messages: the dashboard's badges. */
  today: supervisorProcedure.query(({ ctx }) => todaysCounts(ctx.deps)),
} satisfies TRPCRouterRecord;
