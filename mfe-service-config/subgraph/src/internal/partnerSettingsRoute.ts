import { handle, internalOnly, notFound, type DomainDeps } from '@switchyard/server-kit';
import { productSlug } from '@switchyard/service-config-common/rules/fieldEndpoints';
import express from 'express';
import { protocolBaseUrl, serviceKeyHeaders } from '../endpointTests/protocolRequest';
import { findServiceById, isUuid, serviceKeyOf } from '../services/serviceStore';

/**
 * What another domain needs to call a service's partner API for a user (the composer's connections
 * and dynamic options; the engine's runs): where, how it authenticates, and the secrets for it.
 * Signed internal calls only (never public, never in an event).
 */
export const PARTNER_SETTINGS_PATH = '/internal/services/:id/partner_settings';

export function partnerSettingsRouter({ db, env }: DomainDeps) {
  const router = express.Router();
  router.get(
    PARTNER_SETTINGS_PATH,
    internalOnly(env),
    handle(async (req, res) => {
      const id = String(req.params.id);
      const service = isUuid(id) ? await findServiceById(db, id) : null;
      if (!service) throw notFound('Service not found.');
      const product = productSlug(env);
      const key = serviceKeyOf(service);
      res.setHeader('Cache-Control', 'no-store');
      res.json({
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
      });
    }),
  );
  return router;
}
