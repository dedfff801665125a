/**
 * The one place security events of two-factor sign-in and sessions are reported: factor and
 * passkey changes, sessions ended, second-factor failures. For now each is a JSON line in the
 * server's log; the audit trail (audit_events) takes them from here.
 */
export type SecurityAction =
  | 'second-factor.failed'
  | 'second-factor.signed-in'
  | 'passkey.signed-in'
  | 'passkey.sign-in-failed'
  | 'reauthentication.failed'
  | 'totp.enabled'
  | 'totp.removed'
  | 'recovery-codes.renewed'
  | 'recovery-code.used'
  | 'passkey.added'
  | 'passkey.renamed'
  | 'passkey.removed'
  | 'factors.reset'
  | 'sessions.ended'
  | 'password.changed'
  | 'two-factor-policy.changed';

export interface SecurityEvent {
  action: SecurityAction;
  /** Who did it (null: the command line, or a stranger). */
  actorId: string | null;
  /** Whose account it touched, when not the actor's own. */
  targetId?: string | null;
  result: 'success' | 'failure';
  ip?: string | null;
  userAgent?: string | null;
  /** Small facts worth keeping: a passkey's name, how many sessions ended. */
  details?: Record<string, string | number | boolean | null>;
}

/** The part of a logger security events go to (the request's, or the CLI's). */
export interface SecurityEventLog {
  info(details: object, message: string): void;
}

export function noteSecurityEvent(log: SecurityEventLog | undefined, event: SecurityEvent): void {
  log?.info({ securityEvent: { ...event, at: new Date().toISOString() } }, `security event: ${event.action}`);
}
