import { handle, internalOnly, notFound, type Db, type DomainDeps } from '@switchyard/server-kit';
import { serviceKeyHeaders, type PartnerSettings } from '@switchyard/server-kit/partner-client';
import express from 'express';
import { protocolBaseUrl } from '../endpointTests/protocolRequest';
import { findServiceById, isUuid, serviceKeyOf } from '../services/serviceStore';

/**
 * What another domain needs to call a service's partner API for a user (the composer's connections
 * and dynamic options; the engine's runs): where, how it authenticates, and the secrets for it.
 * Signed internal calls only (never public, never in an event).
 */
export const PARTNER_SETTINGS_PATH = '/internal/services/:id/partner_settings';
/** Which service a partner's service key belongs to (the engine's realtime endpoint). */
export const SERVICE_BY_KEY_PATH = '/internal/services/by_service_key';

/**
 * A service's partner settings (null when there is none): what the partner clients of this process
 * get in-process (registered where the domain starts) and of others over the route below.
 */
export async function partnerSettingsOf(
  db: Db,
  product: string,
  id: string,
): Promise<PartnerSettings | null> {
  const service = isUuid(id) ? await findServiceById(db, id) : null;
  if (!service) return null;
  const key = serviceKeyOf(service);
  return {
    service_id: service.id,
    organization_id: service.organization_id,
    module_name: service.module_name,
    authentication_type: service.authentication_type,
    protocol_base_url: service.api_url_prefix ? protocolBaseUrl(service.api_url_prefix, product) : null,
    service_key_headers: key ? serviceKeyHeaders(product, key) : {},
    oauth: {
      client_id: service.oauth_client_id ?? null,
      client_secret: service.oauth_client_secret ?? null,
      authorization_url: service.oauth_authorization_url ?? null,
      token_url: service.oauth_token_url ?? null,
    },
  };
}

export function partnerSettingsRouter(deps: DomainDeps) {
  const { db } = deps;
  const settings = deps.settings;
  const router = express.Router();
  router.get(
    PARTNER_SETTINGS_PATH,
    internalOnly(settings),
    handle(async (req, res) => {
      const partner = await partnerSettingsOf(db, settings.productSlug, String(req.params.id));
      if (!partner) throw notFound('Service not found.');
      res.setHeader('Cache-Control', 'no-store');
      res.json(partner);
    }),
  );
  router.post(
    SERVICE_BY_KEY_PATH,
    internalOnly(settings),
    handle(async (req, res) => {
      const key = (req.body as { service_key?: unknown } | undefined)?.service_key;
      if (typeof key !== 'string' || key.length === 0 || key.length > 200)
        throw notFound('Service not found.');
      const { rows } = await db.query<{ id: string; module_name: string }>(
        'SELECT id, module_name FROM service_config.services WHERE service_key = $1',
        [key],
      );
      if (!rows[0]) throw notFound('Service not found.');
      res.json({ service_id: rows[0].id, module_name: rows[0].module_name });
    }),
  );
  return router;
}
