import { handle, unprocessable, type DomainDeps } from '@switchyard/server-kit';
import express from 'express';
import { visibleService } from './visibleService';
import { saveStencils, stencilsOf, type StencilChange } from './stencils';

/**
 * The stencil endpoint (see spec/review-org-diagnostics.md#72-applet-defaults; its path is not shown): a
 * group at once, or one stencil by its slug.
 */
export const STENCILS_PATH = '/services/:slug/stencils';
export const STENCIL_PATH = '/services/:slug/stencils/:stencil';
export const STENCIL_REST_PATHS = [STENCILS_PATH, STENCIL_PATH];

const list = (value: unknown, attribute: string): unknown[] => {
  if (!Array.isArray(value)) throw unprocessable('must be a list', attribute);
  return value;
};

/**
 * PUT …/stencils with partner_trigger_stencils {trigger_id: [], value: [], slug: []} saves a
 * group; PUT …/stencils/{slug} with partner_trigger_stencil {trigger_id, value} saves one. Both
 * answer the trigger's stencils as saved.
 */
export function stencilRouter(deps: DomainDeps) {
  const router = express.Router();

  async function save(req: express.Request, res: express.Response, changes: StencilChange[]) {
    const { service, ctx } = await visibleService(deps.db, req);
    await saveStencils(deps.db, deps.events, ctx, service, changes);
    res.json({ stencils: await stencilsOf(deps.db, service, String(changes[0].trigger_id)) });
  }

  router.put(
    STENCILS_PATH,
    handle(async (req, res) => {
      const group = (req.body ?? {}).partner_trigger_stencils as Record<string, unknown> | undefined;
      if (!group || typeof group !== 'object') throw unprocessable('is required', 'partner_trigger_stencils');
      const [ids, values, slugs] = [
        list(group.trigger_id, 'trigger_id'),
        list(group.value, 'value'),
        list(group.slug, 'slug'),
      ];
      if (ids.length !== values.length || ids.length !== slugs.length)
        throw unprocessable(
          'trigger_id, value and slug must be lists of the same length',
          'partner_trigger_stencils',
        );
      await save(
        req,
        res,
        ids.map((trigger_id, i) => ({ trigger_id, value: values[i], slug: slugs[i] })),
      );
    }),
  );

  router.put(
    STENCIL_PATH,
    handle(async (req, res) => {
      const one = (req.body ?? {}).partner_trigger_stencil as Record<string, unknown> | undefined;
      if (!one || typeof one !== 'object') throw unprocessable('is required', 'partner_trigger_stencil');
      await save(req, res, [{ trigger_id: one.trigger_id, value: one.value, slug: req.params.stencil }]);
    }),
  );
  return router;
}
