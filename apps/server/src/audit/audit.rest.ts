import { AUDIT_RESULTS, auditEventListSchema } from '@shop/contract';
import { z } from 'zod';
import { pageOf } from '../http/page-answer.ts';
import { defineRoute, type RestRoute } from '../http/rest.ts';

const auditEvent = z.object({
  id: z.uuid(),
  at: z.iso.datetime().meta({ description: 'When, UTC' }),
  actorId: z
    .uuid()
    .nullable()
    .meta({ description: 'The staff account that acted; null for the command line or an unknown email' }),
  actorEmail: z
    .string()
    .nullable()
    .meta({ description: 'The email it had then (or the email a failed sign-in tried)' }),
  action: z.string().meta({ description: 'What happened: one of the action codes' }),
  targetKind: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable().meta({ description: 'A name for the target as it was then, plain text' }),
  result: z.enum(AUDIT_RESULTS),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const auditRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/audit-events',
    summary: 'The audit trail',
    description:
      'Sign-ins and their failures, throttled sign-ins, sign-outs, account, settings and services changes, deletions, ' +
      'backups and restores, newest first, one page at a time (`limit`, 25 by default, and `cursor`); optionally ' +
      'those of one `actor` (email), one `action`, and `from`/`to` (days, UTC, both included).',
    tag: 'Management',
    procedure: 'audit.list',
    query: auditEventListSchema(),
    answer: {
      description: 'One page of events and the cursors of the pages either side',
      schema: pageOf(auditEvent),
    },
    handle: (caller, { query }) => caller.audit.list(query),
  }),
];
