import { restErrorHandler, type DomainDeps } from '@switchyard/server-kit';
import express from 'express';
import { ADMIN_REST_PATHS, adminRouter } from './admins/adminRoutes';
import { AUTH_TEST_REST_PATHS, authTestRouter } from './authTests/authTestRoutes';
import { ENDPOINT_TEST_REST_PATHS, endpointTestRouter } from './endpointTests/endpointTestRoutes';
import { ICON_PATH, iconRouter } from './icon/iconRoutes';
import {
  PARTNER_SETTINGS_PATH,
  partnerSettingsRouter,
  SERVICE_BY_KEY_PATH,
} from './internal/partnerSettingsRoute';
import { SERVICE_LISTING_CACHE_PATH, cacheRouter } from './services/cacheRoutes';
import { CLONE_PATH, cloneRouter } from './services/cloneRoutes';
import { DELETE_PATH, deleteRouter } from './services/deleteRoutes';
import { STEP_FIELD_REST_PATHS, stepFieldRouter } from './steps/fieldRoutes';

/** Every path the router below serves (the gateway dispatches these to this domain). */
export const serviceConfigRestPaths = [
  ICON_PATH,
  CLONE_PATH,
  DELETE_PATH,
  SERVICE_LISTING_CACHE_PATH,
  ...STEP_FIELD_REST_PATHS,
  ...ENDPOINT_TEST_REST_PATHS,
  ...AUTH_TEST_REST_PATHS,
  ...ADMIN_REST_PATHS,
  PARTNER_SETTINGS_PATH,
  `POST ${SERVICE_BY_KEY_PATH}`,
];

/** The domain's REST routes; the host has applied the body parsers, the CSRF check and req.ctx. */
export function serviceConfigRouter(deps: DomainDeps) {
  const router = express.Router();
  router.use(iconRouter(deps));
  router.use(cloneRouter(deps));
  router.use(deleteRouter(deps));
  router.use(cacheRouter(deps));
  router.use(stepFieldRouter(deps));
  router.use(endpointTestRouter(deps));
  router.use(authTestRouter(deps));
  router.use(adminRouter(deps));
  router.use(partnerSettingsRouter(deps));
  router.use(restErrorHandler);
  return router;
}
