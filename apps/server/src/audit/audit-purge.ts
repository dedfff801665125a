import { purgeAuditEvents } from '../audit-trail.ts';
import type { Job } from '../jobs/worker.ts';

/** Old audit events go once a day, once across servers: the table refuses any younger one. */
export const auditPurge: Job = {
  name: 'purge_audit_events',
  schedule: '15 4 * * *',
  async run(deps) {
    await purgeAuditEvents(deps.orm.em.fork(), {
      actor: null,
      ip: null,
      userAgent: 'server (daily purge)',
      log: deps.log,
    });
  },
};
