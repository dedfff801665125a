import type { MikroORM } from '@mikro-orm/postgresql';
import { seeds } from './modules.ts';

export interface SeedResult {
  demoAccounts: { email: string; password: string; role: string }[];
}

/**
 * Always: what each domain starts a database with (the business settings, the six services and,
 * on a new database, the usual part categories). In demo mode also parts, carousel images,
 * appointments, messages and one staff account per role. Running it again changes nothing.
 */
export async function seed(orm: MikroORM, opts: { demo: boolean }): Promise<SeedResult> {
  const em = orm.em.fork();
  for (const seedDomain of seeds) await seedDomain(em);
  if (!opts.demo) return { demoAccounts: [] };
  // Development tooling, loaded only in demo mode: a server on DATABASE_URL never runs it.
  const { seedDemoContent } = await import('../dev/demo-content.ts');
  return seedDemoContent(em);
}
