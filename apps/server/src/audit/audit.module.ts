import type { DomainModule } from '../domain-module.ts';
import { auditRouter } from './audit.router.ts';
import { AuditEvent } from './audit-event.entity.ts';
import { auditPurge } from './audit-purge.ts';

/**
 * Management -> Activity: the audit trail's events (the table every domain writes to through
 * audit-trail.ts), their list for managers, and their daily purge past the retention.
 */
export const auditModule = {
  routers: { audit: auditRouter },
  entities: [AuditEvent],
  jobs: [auditPurge],
} satisfies DomainModule;
