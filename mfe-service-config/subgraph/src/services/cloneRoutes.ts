import { contextOf, handle, type Db, type DomainDeps } from '@switchyard/server-kit';
import express from 'express';
import { requireMemberService } from '../access';
import { publishConfigurationChanged } from '../review/publishConfiguration';
import { copyConfiguration } from './serviceCopy';
import { serviceKeyOf, type ServiceRow } from './serviceStore';

export const CLONE_PATH = '/services/:slug/clone';
const SERVICE_NOT_FOUND = 'Service not found.';
const MODULE_NAME_MAX = 50;

/** `<slug>_staging`, then `<slug>_staging_2`…: the first free module name, cut to fit the 50 allowed. */
async function freeModuleName(tx: Db, moduleName: string): Promise<string> {
  const base = moduleName.replace(/_staging(_\d+)?$/, '');
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '_staging' : `_staging_${n}`;
    const candidate = base.slice(0, MODULE_NAME_MAX - suffix.length) + suffix;
    const { rows } = await tx.query('SELECT 1 FROM service_config.services WHERE module_name = $1', [
      candidate,
    ]);
    if (rows.length === 0) return candidate;
  }
  throw new Error(`no free staging module name for ${moduleName}`);
}

/**
 * Clones a service (see spec/review-org-diagnostics.md#25-service-settings-page,
 * spec/review-org-diagnostics.md#47-service-clone-and-delete,
 * spec/review-org-diagnostics.md#73-clone-and-delete): a new service of the same organization configured like
 * the original (every general setting, step, field, ingredient, permission and the script) and calling the
 * partner's API with the same service key. The clone of a published service is its staging service: it is
 * changed and submitted instead, then migrated onto the original. Returns the clone's row.
 */
export async function cloneService(deps: DomainDeps, original: ServiceRow): Promise<ServiceRow> {
  return deps.db.transaction(async (tx) => {
    const moduleName = await freeModuleName(tx, original.module_name);
    const stagingOf = original.published ? original.id : original.staging_of;
    const { rows } = await tx.query<ServiceRow>(
      `INSERT INTO service_config.services (organization_id, module_name, name, staging_of, service_key)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [original.organization_id, moduleName, original.name, stagingOf, serviceKeyOf(original)],
    );
    await copyConfiguration(tx, original.id, rows[0].id);
    await publishConfigurationChanged(tx, deps.events, rows[0].id);
    return rows[0];
  });
}

/** POST /services/{slug}/clone → 201 {cloned_service_url}: members of the service's organization only. */
export function cloneRouter(deps: DomainDeps) {
  const router = express.Router();
  router.post(
    CLONE_PATH,
    handle(async (req, res) => {
      const original = await requireMemberService(
        deps.db,
        contextOf(req),
        String(req.params.slug),
        SERVICE_NOT_FOUND,
      );
      const clone = await cloneService(deps, original);
      res.status(201).json({
        cloned_service_url: `/services/${encodeURIComponent(clone.module_name)}`,
        module_name: clone.module_name,
      });
    }),
  );
  return router;
}
