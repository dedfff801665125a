import type { TRPCRouterRecord } from '@trpc/server';
import { staffProcedure } from '../trpc/init.ts';
import { listAppointments, overviewCounts } from './appointments.service.ts';

export const appointmentsRouter = {
  list: staffProcedure.query(({ ctx }) => listAppointments(ctx.em)),
  overview: staffProcedure.query(({ ctx }) => overviewCounts(ctx.em)),
} satisfies TRPCRouterRecord;
