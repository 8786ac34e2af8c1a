import type { Db, DemoUsers, Domain, DomainDeps } from '@switchyard/server-kit';
import { logger } from '@switchyard/server-kit';

/**
 * Seeds the demo dataset once, on a database with no users yet, when identity is hosted here (demo
 * rows a user deleted stay deleted across restarts). A gateway in front of a remote identity service
 * cannot tell, and seeds what it hosts on every start: each domain's seed is safe to repeat.
 */
export async function seedDemo(db: Db, deps: DomainDeps, domains: Domain[], demo: DemoUsers) {
  if (domains.some((d) => d.name === 'identity')) {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity.users');
    if (rows[0].n > 0) return false;
  }
  for (const d of domains) await d.seed?.(deps, demo);
  logger.info('seeded the demo dataset');
  return true;
}
