import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One row of the audit trail (see Migration20261126110000): written by `recordAuditEvent` only,
 * read by the Activity screen. PostgreSQL refuses to change a row and to delete a young one.
 */
export const AuditEvent = defineEntity({
  name: 'AuditEvent',
  tableName: 'audit_events',
  properties: {
    id: p.uuid().primary(),
    at: p.datetime(),
    actorId: p.uuid().nullable(),
    actorEmail: p.string().length(255).nullable(),
    action: p.string().length(60),
    targetKind: p.string().length(40).nullable(),
    targetId: p.string().length(100).nullable(),
    targetLabel: p.string().length(300).nullable(),
    result: p.string().length(20),
    ip: p.string().length(100).nullable(),
    userAgent: p.string().length(500).nullable(),
  },
});
export type AuditEvent = InferEntity<typeof AuditEvent>;
