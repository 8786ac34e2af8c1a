import type { Db, DemoUsers, Domain, DomainDeps } from '@switchyard/server-kit';
import { logger } from '@switchyard/server-kit';

/** Seeds the demo dataset once, on a database with no users yet. */
export async function seedDemo(db: Db, deps: DomainDeps, domains: Domain[], demo: DemoUsers) {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity.users');
  if (rows[0].n > 0) return false;
  for (const d of domains) await d.seed?.(deps, demo);
  logger.info('seeded the demo dataset');
  return true;
}
