import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction, AuditResult } from '@shop/contract';

/** Who did it and from where: the signed-in staff member and the request, or the command line. */
export interface AuditBy {
  actor: { id: string | null; email: string | null } | null;
  ip: string | null;
  userAgent: string | null;
  /** Every event also goes to the server's log as one JSON line (failures and refusals as warnings). */
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

/** What happened, to what, and how it ended. */
export interface AuditEntry {
  action: AuditAction;
  /** Default 'success'. */
  result?: AuditResult;
  target?: { kind: string; id?: string | null; label?: string | null } | null;
  /** Instead of `by.actor`: a failed sign-in names the account tried, which isn't the caller. */
  actor?: { id: string | null; email: string | null } | null;
}

/** Longer texts are cut to their column; what people typed is stored as typed, as plain text. */
const cut = (value: string | null | undefined, max: number): string | null =>
  value == null ? null : value.length > max ? value.slice(0, max) : value;

/**
 * Records one audit event (ASVS 16.2.1, 16.3): writes its row with `em`, so inside the caller's
 * transaction it stands or falls with the change it describes, and logs it as JSON. The table
 * refuses changes and early deletes by itself (Migration20261126110000).
 */
export async function recordAuditEvent(em: EntityManager, by: AuditBy, entry: AuditEntry): Promise<void> {
  const actor = entry.actor !== undefined ? entry.actor : by.actor;
  const row = {
    id: randomUUID(),
    at: new Date(),
    actorId: actor?.id ?? null,
    actorEmail: cut(actor?.email, 255),
    action: entry.action,
    targetKind: cut(entry.target?.kind, 40),
    targetId: cut(entry.target?.id, 100),
    targetLabel: cut(entry.target?.label, 300),
    result: entry.result ?? 'success',
    ip: cut(by.ip, 100),
    userAgent: cut(by.userAgent, 500),
  };
  await em.execute(
    `insert into audit_events (id, at, actor_id, actor_email, action, target_kind, target_id, target_label, result, ip, user_agent)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.id,
      row.at,
      row.actorId,
      row.actorEmail,
      row.action,
      row.targetKind,
      row.targetId,
      row.targetLabel,
      row.result,
      row.ip,
      row.userAgent,
    ],
  );
  const level = row.result === 'success' ? 'info' : 'warn';
  by.log[level]({ audit: row }, `audit: ${row.action} ${row.result}`);
}

/** The command line as the actor (`pnpm users`, `pnpm backup`, `pnpm restore`). */
export function commandLine(log: AuditBy['log']): AuditBy {
  return { actor: null, ip: null, userAgent: 'command line', log };
}

/**
 * Deletes the events older than the retention (the daily job): the table's own trigger lets only
 * these through. Answers how many went.
 */
export function purgeAuditEvents(em: EntityManager, by: AuditBy): Promise<number> {
  // The deletion and the event that tells of it, in one transaction.
  return em.transactional(async (tx) => {
    const rows = await tx.execute<{ count: string }[]>(
      `with gone as (delete from audit_events where at < now() - audit_events_retention() returning 1)
       select count(*)::text as count from gone`,
    );
    const purged = Number(rows[0]?.count ?? 0);
    if (purged > 0)
      await recordAuditEvent(tx, by, {
        action: 'audit-events-purged',
        target: { kind: 'audit-events', label: String(purged) },
      });
    return purged;
  });
}

/** The caller of a request as the audit trail names them: the signed-in account and the request. */
export function auditByCaller(caller: {
  user: { id: string; email: string } | null;
  ip: string;
  userAgent: string | null;
  log: AuditBy['log'];
}): AuditBy {
  return {
    actor: caller.user ? { id: caller.user.id, email: caller.user.email } : null,
    ip: caller.ip,
    userAgent: caller.userAgent,
    log: caller.log,
  };
}

/** The audit trail as one caller writes it, with one EntityManager (a request's, or its transaction's). */
export interface Audit {
  /** Who writes: the actor, address and browser every event records unless it names its own actor. */
  readonly by: AuditBy;
  record(entry: AuditEntry): Promise<void>;
  /** The same caller writing with another EntityManager: a transaction's, so events stand or fall with it. */
  writingWith(em: EntityManager): Audit;
}

export function auditTrail(em: EntityManager, by: AuditBy): Audit {
  return {
    by,
    record: (entry) => recordAuditEvent(em, by, entry),
    writingWith: (other) => auditTrail(other, by),
  };
}
