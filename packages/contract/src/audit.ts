import { z } from 'zod';
import { inputObject } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { pagingFields } from './paging.ts';

/**
 * What the audit trail records, one code per kind of event. Codes are stored and never renamed;
 * the Activity screen names each in the reader's language.
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-throttled',
  'sign-out',
  'account-created',
  'account-role-changed',
  'account-activated',
  'account-deactivated',
  'account-password-reset',
  'part-deleted',
  'message-deleted',
  'image-deleted',
  'settings-changed',
  'services-changed',
  'review-published',
  'review-hidden',
  'review-deleted',
  'backup-settings-changed',
  'backup-taken',
  'backup-restored',
  'appointment-no-show',
  'audit-events-purged',
  'second-factor-failed',
  'reauthentication-failed',
  'totp-enabled',
  'totp-removed',
  'recovery-codes-renewed',
  'passkey-added',
  'passkey-renamed',
  'passkey-removed',
  'two-factor-reset',
  'sessions-ended',
  'password-changed',
  'two-factor-policy-changed',
  'repair-order-created',
  'repair-order-status-changed',
  'repair-order-lines-changed',
  'estimate-sent',
  'estimate-answered',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How it ended: done, refused for a wrong password or the like, or held back by a limit. */
export const AUDIT_RESULTS = ['success', 'failure', 'refused'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

/** One event as the Activity screen and `GET /api/admin/audit-events` show it. */
export interface AuditEventView {
  id: string;
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  targetLabel: string | null;
  result: AuditResult;
  ip: string | null;
  userAgent: string | null;
}

const day = (m: ValidationMessages) => z.iso.date(m.dateInvalid).meta({ description: 'A day, YYYY-MM-DD (UTC)' });

/**
 * The Activity list's query: whose events (the email the event names), which action, from and to
 * which day (UTC, both included), and the page. Newest first.
 */
export const auditEventListSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    actor: z
      .string({ error: m.invalidValue })
      .trim()
      .max(255, m.tooLong)
      .optional()
      .meta({ description: 'The email of whoever acted (or tried to sign in as)' }),
    action: z.enum(AUDIT_ACTIONS, { error: m.invalidValue }).optional(),
    from: day(m).optional(),
    to: day(m).optional(),
    ...pagingFields(m),
  });
export type AuditEventListInput = z.input<ReturnType<typeof auditEventListSchema>>;
