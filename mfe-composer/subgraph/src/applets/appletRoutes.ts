import {
  contextOf,
  forbidden,
  handle,
  notFound,
  unauthenticated,
  unprocessable,
  type DomainDeps,
  type RequestContext,
} from '@switchyard/server-kit';
import express, { type Request, type Response } from 'express';
import { visibleSteps } from '../catalog';
import { checkApplet, type StoredStep } from './appletChecks';
import { parseAppletInput, type Detail } from './appletInput';
import { appletUrl, canSee } from './appletVisibility';
import {
  deleteApplets,
  insertApplet,
  loadApplet,
  othersHave,
  saveFieldValues,
  setEnabled,
  setStatus,
  updateApplet,
  usesOf,
  type AppletStatus,
} from './appletStore';
import { filterCodeProblem } from './filterCode';
import { checkUserValues, fillIn, missingValues, userFields } from './userFieldValues';
import { PREVIEW_ACCESS } from '@switchyard/composer-common/messages';

/**
 * POST to the create URL, PUT to the same URL plus /{id} (see
 * spec/composer-and-header.md#7-the-calls-it-makes); the rest are the applet page's.
 */
export const APPLETS_PATH = '/applets';
export const APPLET_PATH = '/applets/:id';
export const APPLET_ENABLE_PATH = '/applets/:id/enable';
export const APPLET_DISABLE_PATH = '/applets/:id/disable';
export const APPLET_STATUS_PATH = '/applets/:id/status';
export const APPLET_SETTINGS_PATH = '/applets/:id/settings';
// GET /applets/{id} is the published applet's page: only these methods are the API's.
export const appletRestPaths = [
  `POST ${APPLETS_PATH}`,
  `PUT ${APPLET_PATH}`,
  `DELETE ${APPLET_PATH}`,
  APPLET_ENABLE_PATH,
  APPLET_DISABLE_PATH,
  APPLET_STATUS_PATH,
  APPLET_SETTINGS_PATH,
];

export const SAVE_REFUSED = 'The Applet could not be saved.';
export const MAKERS_PUBLISH = 'Only makers can publish Applets.';
/** Going private would hide an applet from users it runs for: they keep it (archive hides it from everyone else). */
export const SHARED_STAYS_VISIBLE =
  'Other users have this Applet, so it cannot be private. Archive it to hide it from everyone else.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function viewerOf(req: Request) {
  const ctx = contextOf(req);
  if (!ctx.viewer) throw unauthenticated();
  return { ctx, viewer: ctx.viewer };
}

const refuse = (res: Response, details: Detail[]) =>
  res.status(422).json({
    error: SAVE_REFUSED,
    details,
    errors: details.map((d) => ({ attribute: d.parameter, message: d.message })),
  });

/** The applet the path names, if the viewer may see it (404 otherwise: no existence leak). */
async function appletFor(db: DomainDeps['db'], req: Request, viewerId: string) {
  const id = String(req.params.id);
  const applet = UUID.test(id) ? await loadApplet(db, id) : null;
  const use = applet ? (await usesOf(db, viewerId, [applet.id])).get(applet.id) : undefined;
  if (!applet || !canSee(applet, viewerId, use)) throw notFound('Applet not found.');
  return { applet, use };
}

export function appletRouter({ db }: DomainDeps) {
  const router = express.Router();

  /** Parses and checks a saved applet; answers 422 with every detail and returns null when it fails. */
  async function checked(
    req: Request,
    res: Response,
    ctx: RequestContext,
    existing: Parameters<typeof checkApplet>[3],
  ) {
    const viewer = ctx.viewer!;
    const { applet, details } = parseAppletInput(req.body);
    if (!applet) return (refuse(res, details), null);
    const catalog = await visibleSteps(
      db,
      [applet.trigger, ...applet.queries, ...applet.actions],
      Object.keys(await ctx.memberships()),
    );
    const result = checkApplet(applet, catalog, viewer, existing);
    // The plan first: code the viewer may not save (its plan refusal is already a detail) is never compiled.
    const planRefused = result.details.some((d) => d.parameter === '/applet/filter_code');
    if (applet.filter_code && !planRefused) {
      const problem = await filterCodeProblem(applet.filter_code, viewer.id);
      if (problem) result.details.push({ parameter: '/applet/filter_code', message: problem });
    }
    if (result.details.length) return (refuse(res, result.details), null);
    return { applet, steps: result.steps, catalog };
  }

  /** The fields the viewer sets in an applet (null: it uses a preview service they cannot access). */
  async function fieldsFor(ctx: RequestContext, steps: StoredStep[]) {
    const catalog = await visibleSteps(db, steps, Object.keys(await ctx.memberships()));
    return { fields: userFields(steps, catalog), catalog };
  }

  router.post(
    APPLETS_PATH,
    handle(async (req, res) => {
      const { ctx, viewer } = viewerOf(req);
      const ok = await checked(req, res, ctx, null);
      if (!ok) return;
      // An applet with fields still to fill in starts off, saying which.
      const fields = userFields(ok.steps, ok.catalog);
      const missing = fields ? missingValues(fields, {}) : [];
      const id = await insertApplet(
        db,
        viewer.id,
        ok.applet,
        ok.steps,
        missing.length ? fillIn(missing) : null,
      );
      res.status(201).json({ applet: { id, status: 'private', url: appletUrl({ id, status: 'private' }) } });
    }),
  );

  router.put(
    APPLET_PATH,
    handle(async (req, res) => {
      const { ctx, viewer } = viewerOf(req);
      const { applet: existing } = await appletFor(db, req, viewer.id);
      if (existing.owner_id !== viewer.id) throw notFound('Applet not found.');
      const shared = await othersHave(db, existing.id);
      const ok = await checked(req, res, ctx, { ...existing, shared });
      if (!ok) return;
      await updateApplet(db, existing.id, ok.applet, ok.steps);
      res.json({ applet: { id: existing.id, status: existing.status, url: appletUrl(existing) } });
    }),
  );

  router.delete(
    APPLET_PATH,
    handle(async (req, res) => {
      const { viewer } = viewerOf(req);
      const { applet } = await appletFor(db, req, viewer.id);
      if (applet.owner_id !== viewer.id) throw forbidden('Only the Applet’s owner can delete it.');
      await deleteApplets(db, [applet.id]);
      res.json({ deleted: applet.id });
    }),
  );

  const toggle = (enabled: boolean) =>
    handle(async (req, res) => {
      const { ctx, viewer } = viewerOf(req);
      const { applet, use } = await appletFor(db, req, viewer.id);
      // Turning on a published applet someone else made adds it to the viewer's applets.
      if (enabled && !use && applet.status !== 'published') throw notFound('Applet not found.');
      if (enabled) {
        const { fields } = await fieldsFor(ctx, applet.steps);
        if (!fields) throw unprocessable(PREVIEW_ACCESS, 'applet');
        const missing = missingValues(fields, use?.field_values ?? {});
        if (missing.length) throw unprocessable(fillIn(missing), 'field_values');
      }
      if (use || enabled) await setEnabled(db, applet.id, viewer.id, enabled);
      res.json({ applet: { id: applet.id, enabled } });
    });
  router.post(APPLET_ENABLE_PATH, toggle(true));
  router.post(APPLET_DISABLE_PATH, toggle(false));

  router.put(
    APPLET_SETTINGS_PATH,
    handle(async (req, res) => {
      const { ctx, viewer } = viewerOf(req);
      const { applet } = await appletFor(db, req, viewer.id);
      const { fields, catalog } = await fieldsFor(ctx, applet.steps);
      if (!fields) throw unprocessable(PREVIEW_ACCESS, 'applet');
      const { values, details } = checkUserValues(
        fields,
        (req.body ?? {}).field_values,
        applet.steps,
        catalog,
      );
      if (details.length) return void refuse(res, details);
      await saveFieldValues(db, applet.id, viewer.id, values);
      const missing = missingValues(fields, values);
      res.json({ field_values: values, missing: missing.map((f) => ({ step: f.step, name: f.def.name })) });
    }),
  );

  router.put(
    APPLET_STATUS_PATH,
    handle(async (req, res) => {
      const { viewer } = viewerOf(req);
      const { applet } = await appletFor(db, req, viewer.id);
      if (applet.owner_id !== viewer.id) throw notFound('Applet not found.');
      const status = (req.body ?? {}).status as AppletStatus;
      if (!['private', 'published', 'archived'].includes(status))
        throw unprocessable('must be private, published or archived', 'status');
      if (status === 'published' && !viewer.maker) throw forbidden(MAKERS_PUBLISH);
      if (!(await setStatus(db, applet.id, status))) throw unprocessable(SHARED_STAYS_VISIBLE, 'status');
      res.json({ applet: { id: applet.id, status, url: appletUrl({ id: applet.id, status }) } });
    }),
  );
  return router;
}
