import { SERVICE_EVENTS, type ServiceDeleted } from '@switchyard/events';
import { contextOf, handle, notFound, unprocessable, type DomainDeps } from '@switchyard/server-kit';
import { PUBLISHED_READ_ONLY } from '@switchyard/service-config-common/rules/publishedReadOnly';
import express from 'express';
import { resolve } from 'node:path';
import { requireMemberService } from '../access';
import { removeIconFile } from '../icon/iconFiles';
import { serviceListingCache } from './serviceListing';

/**
 * DELETE {service path} (see spec/review-org-diagnostics.md#73-clone-and-delete): only the method is this
 * domain's; GET is the page.
 */
export const DELETE_PATH = 'DELETE /services/:slug';
export const DELETE_MAX_USERS = 100;
export const TYPE_THE_SLUG = 'must be the exact slug of the service';
export const TOO_MANY_USERS = `Only a service with at most ${DELETE_MAX_USERS} users can be deleted.`;
const SERVICE_NOT_FOUND = 'Service not found.';

/**
 * Deletes a service for a member of its organization who sent its exact slug as `slug` (what the page asks
 * them to type), when it is unpublished and has at most 100 users (see
 * spec/review-org-diagnostics.md#5-validation-rules,
 * spec/review-org-diagnostics.md#9-business-constants-and-limits). Its steps, fields, ingredients and test
 * records go with it (the tables cascade); `service.deleted` tells the other domains. Answers where the
 * browser goes next.
 */
export function deleteRouter(deps: DomainDeps) {
  const router = express.Router();
  router.delete(
    DELETE_PATH.split(' ')[1],
    handle(async (req, res) => {
      const ctx = contextOf(req);
      const service = await requireMemberService(deps.db, ctx, String(req.params.slug), SERVICE_NOT_FOUND);
      if ((req.body ?? {}).slug !== service.module_name) throw unprocessable(TYPE_THE_SLUG, 'slug');
      const refusal = await deps.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ published: boolean; users_count: number }>(
          'SELECT published, users_count FROM service_config.services WHERE id = $1 FOR UPDATE',
          [service.id],
        );
        if (!rows[0]) return notFound(SERVICE_NOT_FOUND);
        if (rows[0].published) return unprocessable(PUBLISHED_READ_ONLY);
        if (rows[0].users_count > DELETE_MAX_USERS) return unprocessable(TOO_MANY_USERS);
        await tx.query('DELETE FROM service_config.services WHERE id = $1', [service.id]);
        await deps.events?.publish<ServiceDeleted>(tx, SERVICE_EVENTS.deleted, {
          service_id: service.id,
          organization_id: service.organization_id,
          module_name: service.module_name,
          actor_id: ctx.viewer!.id,
        });
        return null;
      });
      if (refusal) throw refusal;
      serviceListingCache.clearAll();
      await removeIconFile(resolve(deps.settings.dataDir), service.icon_path, service.id);
      res.json({ deleted: true, redirect_to: '/' });
    }),
  );
  return router;
}
