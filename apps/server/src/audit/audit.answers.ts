import { AUDIT_RESULTS, pageOf } from '@shop/contract';
import { z } from 'zod';
import { instant } from '../trpc/rest-door.ts';

/** What the audit procedures answer. */

const auditEvent = z.object({
  id: z.uuid(),
  at: instant.meta({ description: 'When, UTC' }),
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

export const auditEventPage = pageOf(auditEvent);
