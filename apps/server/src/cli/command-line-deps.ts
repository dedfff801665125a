import type { MikroORM } from '@mikro-orm/postgresql';
import { commandLine } from '../audit-trail.ts';
import type { Config } from '../config.ts';
import { imageStore } from '../infra.ts';
import type { Log } from '../log.ts';
import { publicReads } from '../modules.ts';
import { PublicReads } from '../public-reads/public-reads.ts';
import { memoryRateLimits } from '../rate-limits/rate-limits.ts';
import { createDeps, type Deps, NO_CALLER } from '../trpc/deps.ts';

/**
 * What a command's services use, on the server's database: the audit trail names the command
 * line. It keeps no public reads of its own (a running server's expire by themselves) and sends
 * no email (queued ones go with the server's worker).
 */
export function commandLineDeps(orm: MikroORM, config: Config, log: Log): Deps {
  const parts = {
    reads: new PublicReads(orm, 0, publicReads, log),
    limits: memoryRateLimits(),
    store: imageStore(config),
    log,
    now: () => new Date(),
    origin: () => config.PUBLIC_ORIGIN ?? '',
    mailer: null,
  };
  return createDeps(orm.em.fork(), parts, config, NO_CALLER, commandLine(log));
}
