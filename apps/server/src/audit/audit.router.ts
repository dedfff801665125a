import { auditEventListSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { managerProcedure } from '../trpc/init.ts';
import { auditEventPage } from './audit.answers.ts';
import { auditEventsPage } from './audit-list.ts';

/** Management -> Activity: the audit trail, for managers only. */
export const auditRouter = {
  list: managerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/audit-events',
        summary: 'The audit trail',
        description:
          'Sign-ins and their failures, throttled sign-ins, sign-outs, account, settings and services changes, deletions, ' +
          'backups and restores, newest first, one page at a time (`limit`, 25 by default, and `cursor`); optionally ' +
          'those of one `actor` (email), one `action`, and `from`/`to` (days, UTC, both included).',
        tag: 'Management',
        answers: 'One page of events and the cursors of the pages either side',
      },
    })
    .input(auditEventListSchema())
    .output(auditEventPage)
    .query(({ ctx, input }) => auditEventsPage(ctx.deps, input)),
} satisfies TRPCRouterRecord;
