import { restErrorHandler, type DomainDeps, type Settings } from '@switchyard/server-kit';
import express, { type NextFunction, type Request, type Response } from 'express';
import { appletRestPaths, appletRouter } from './applets/appletRoutes';
import { connectionRestPaths, connectionRouter } from './connections/connectionRoutes';
import { FIELD_OPTIONS_PATH, fieldOptionsRouter } from './connections/fieldOptionsRoute';
import { PartnerUnavailable } from './connections/composerPartner';
import { createSecretBox, type SecretBox } from './connections/secretBox';
import { ENGINE_INTERNAL_PATHS, engineInternalRouter } from './engineInternal';
import { FEEDBACK_CONTEXT_PATHS, feedbackContextRouter } from './feedbackContextRoute';
import { pinRestPaths, pinRouter } from './pins/pinRoutes';
import { composerSettingsSpec } from './settings';

/** Every path the router below serves (the gateway dispatches these to this domain). */
export const composerRestPaths = [
  `POST ${FIELD_OPTIONS_PATH}`,
  ...appletRestPaths,
  ...connectionRestPaths,
  ...ENGINE_INTERNAL_PATHS,
  ...FEEDBACK_CONTEXT_PATHS,
  ...pinRestPaths,
];

const boxes = new WeakMap<Settings, SecretBox>();
/** One secret box per host's settings (SECRETS_KEY, SECRETS_KEY_PREVIOUS, DATA_DIR; the key file is read once). */
export const secretBoxOf = (settings: Settings) => {
  let box = boxes.get(settings);
  if (!box)
    boxes.set(
      settings,
      (box = createSecretBox({ ...settings.of(composerSettingsSpec), dataDir: settings.dataDir })),
    );
  return box;
};

/** The composer's REST routes; the host has applied the body parsers, the CSRF check and req.ctx. */
export function composerRouter(deps: DomainDeps) {
  const partner = { ...deps, box: secretBoxOf(deps.settings) };
  const router = express.Router();
  router.use(engineInternalRouter(partner));
  router.use(feedbackContextRouter(deps));
  router.use(fieldOptionsRouter(partner));
  router.use(appletRouter(deps));
  router.use(connectionRouter(partner));
  router.use(pinRouter(deps));
  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (err instanceof PartnerUnavailable) return void res.status(err.status).json({ error: err.message });
    restErrorHandler(err, req, res, next);
  });
  return router;
}
