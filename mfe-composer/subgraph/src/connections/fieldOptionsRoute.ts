import { fieldDefinition } from '@switchyard/composer-common/fieldDefinitions';
import {
  contextOf,
  handle,
  notFound,
  SafeFetchError,
  unauthenticated,
  unprocessable,
} from '@switchyard/server-kit';
import express from 'express';
import { stepKey, visibleSteps } from '../catalog';
import { composerPartner, PartnerUnavailable, type PartnerDeps } from './composerPartner';

/** A dynamic field's options, fetched by the platform from the partner with the user's connection. */
export const FIELD_OPTIONS_PATH = '/applets/field_options';

export interface Option {
  label: string;
  value: string;
  group?: string;
}

const KINDS = { trigger: 'triggers', query: 'queries', action: 'actions' } as const;

/** PROTOCOL.md options: `[{label, value}]`, or groups `{label, values: [{label, value}]}` (nested). */
export function optionsOf(data: unknown): Option[] | null {
  if (!Array.isArray(data)) return null;
  const options: Option[] = [];
  const one = (o: unknown, group?: string) => {
    const { label, value } = (o ?? {}) as { label?: unknown; value?: unknown };
    if (typeof label === 'string' && (typeof value === 'string' || typeof value === 'number'))
      options.push({ label, value: String(value), ...(group ? { group } : {}) });
  };
  for (const o of data.slice(0, 1000)) {
    const values = (o as { values?: unknown })?.values;
    if (Array.isArray(values))
      values.slice(0, 1000).forEach((v) => one(v, String((o as { label?: unknown }).label ?? '')));
    else one(o);
  }
  return options;
}

/** An options answer is small; anything bigger is refused by the guarded fetch's cap. */
const MAX_OPTIONS_BYTES = 512 * 1024;

export function fieldOptionsRouter(deps: PartnerDeps) {
  const partner = composerPartner(deps);
  const router = express.Router();
  router.post(
    FIELD_OPTIONS_PATH,
    handle(async (req, res) => {
      const ctx = contextOf(req);
      if (!ctx.viewer) throw unauthenticated();
      const { kind, channel_module_name, module_name, field } = (req.body ?? {}) as Record<string, unknown>;
      if (typeof kind !== 'string' || !(kind in KINDS))
        throw unprocessable('must be trigger, query or action', 'kind');
      if ([channel_module_name, module_name, field].some((v) => typeof v !== 'string' || !v))
        throw unprocessable('channel_module_name, module_name and field are required', 'field');
      const k = kind as keyof typeof KINDS;
      const steps = await visibleSteps(
        deps.db,
        [{ kind: k, channel_module_name: channel_module_name as string, module_name: module_name as string }],
        Object.keys(await ctx.memberships()),
      );
      const step = steps.get(stepKey(k, channel_module_name as string, module_name as string));
      const def = step?.fields.map((f) => fieldDefinition(k, f)).find((f) => f.name === field);
      if (!step || !def) throw notFound('Field not found.');
      if (!def.dynamic) return res.json({ options: def.options });
      try {
        const sent = await partner.send({
          userId: ctx.viewer.id,
          serviceId: step.service_id,
          method: 'POST',
          path: `/${KINDS[k]}/${encodeURIComponent(step.module_name)}/fields/${encodeURIComponent(def.name)}/options`,
          body: {},
          type: 'field_options',
          maxResponseBytes: MAX_OPTIONS_BYTES,
        });
        if (sent.kind === 'no_address')
          throw new PartnerUnavailable('The service has no API address yet.', 502);
        if (sent.kind === 'not_connected')
          throw new PartnerUnavailable(`Connect ${sent.settings.module_name} first.`, 409);
        // A 401 the composer could not refresh is answered like any other refusal.
        const answer = sent.res;
        const options = answer.status === 200 ? optionsOf(answer.json<{ data?: unknown }>().data) : null;
        if (!options)
          return res
            .status(502)
            .json({ error: `${step.channel_name} did not send the options (status ${answer.status}).` });
        res.setHeader('Cache-Control', 'no-store');
        res.json({ options });
      } catch (err) {
        if (err instanceof PartnerUnavailable) return res.status(err.status).json({ error: err.message });
        if (err instanceof SafeFetchError || err instanceof SyntaxError)
          return res.status(502).json({ error: `${step.channel_name} could not be reached.` });
        throw err;
      }
    }),
  );
  return router;
}
