import { SERVICE_EVENTS, type ServiceAppletDefaultsChanged } from '@switchyard/events';
import {
  forbidden,
  unprocessable,
  type Db,
  type EventBus,
  type RequestContext,
} from '@switchyard/server-kit';
import { STENCIL_GROUPS, STENCIL_VALUE_MAX } from '@switchyard/review-common/stencils';
import type { ReviewedService } from './reviewStore';
import { PUBLISHED_READ_ONLY } from '@switchyard/review-common/reviewStatus';

/**
 * A stencil as the applet defaults page shows it (see "Stencil" in
 * spec/review-org-diagnostics.md#3-entities-and-their-fields).
 */
export interface StencilView {
  slug: string;
  /** The group's name, e.g. 'Send a notification'. */
  name: string;
  label: string;
  example: string;
  note: string;
  value: string;
  icon: string;
  /** The trigger's endpoint (its slug). */
  endpoint: string;
  trigger_id: string;
}

export interface StencilChange {
  trigger_id: unknown;
  slug: unknown;
  value: unknown;
}

export const MEMBERS_ONLY = "Only members of the service's organization can change its applet defaults.";
export const NOT_A_TRIGGER = 'is not a trigger of this service';
export const NOT_A_STENCIL = 'is not an applet default';
export const VALUE_INVALID = `must be text of at most ${STENCIL_VALUE_MAX} characters`;
export const MAX_CHANGES = 100;

const FIELDS = STENCIL_GROUPS.flatMap((g) => g.fields.map((f) => ({ ...f, group: g.name })));

/** The service's protocol triggers (feed triggers have no endpoint) with their ids, from review's copy. */
const triggersOf = (s: ReviewedService) =>
  (s.snapshot.lists.triggers ?? [])
    .filter((t) => t.id && typeof t.properties.slug === 'string')
    .map((t) => ({ id: t.id!, key: t.key, slug: t.properties.slug as string }));

/** Every stencil of every trigger (or of one), saved values filled in, empty otherwise. */
export async function stencilsOf(
  db: Db,
  s: ReviewedService,
  triggerId?: string | null,
): Promise<StencilView[]> {
  const { rows } = await db.query<{ trigger_key: string; slug: string; value: string }>(
    'SELECT trigger_key, slug, value FROM review.stencils WHERE service_id = $1',
    [s.service_id],
  );
  const saved = new Map(rows.map((r) => [`${r.trigger_key}\n${r.slug}`, r.value]));
  return triggersOf(s)
    .filter((t) => !triggerId || t.id === triggerId)
    .flatMap((t) =>
      FIELDS.map((f) => ({
        slug: f.slug,
        name: f.group,
        label: f.label,
        example: f.example,
        note: f.note,
        icon: f.icon,
        value: saved.get(`${t.key}\n${f.slug}`) ?? '',
        endpoint: t.slug,
        trigger_id: t.id,
      })),
    );
}

/**
 * Saves applet defaults (see spec/review-org-diagnostics.md#72-applet-defaults): members of the service's
 * organization only, never while the service is published; every entry is checked first (a trigger of this
 * service, a known stencil, text of at most 500 characters) and nothing is saved unless all pass. An empty
 * value clears one.
 */
export async function saveStencils(
  db: Db,
  events: EventBus | undefined,
  ctx: RequestContext,
  s: ReviewedService,
  changes: StencilChange[],
): Promise<void> {
  if (!(await ctx.memberships())[s.organization_id]) throw forbidden(MEMBERS_ONLY);
  if (s.published) throw unprocessable(PUBLISHED_READ_ONLY);
  if (changes.length === 0 || changes.length > MAX_CHANGES)
    throw unprocessable(`must hold between 1 and ${MAX_CHANGES} applet defaults`, 'partner_trigger_stencils');
  const triggers = new Map(triggersOf(s).map((t) => [t.id, t.key]));
  const checked = changes.map((c) => {
    const key = typeof c.trigger_id === 'string' ? triggers.get(c.trigger_id) : undefined;
    if (!key) throw unprocessable(NOT_A_TRIGGER, 'trigger_id');
    if (typeof c.slug !== 'string' || !FIELDS.some((f) => f.slug === c.slug))
      throw unprocessable(NOT_A_STENCIL, 'slug');
    if (typeof c.value !== 'string' || c.value.length > STENCIL_VALUE_MAX)
      throw unprocessable(VALUE_INVALID, 'value');
    return { key, slug: c.slug, value: c.value.trim() };
  });
  await db.transaction(async (tx) => {
    for (const c of checked) {
      if (c.value === '') {
        await tx.query(
          'DELETE FROM review.stencils WHERE service_id = $1 AND trigger_key = $2 AND slug = $3',
          [s.service_id, c.key, c.slug],
        );
      } else {
        await tx.query(
          `INSERT INTO review.stencils (service_id, trigger_key, slug, value) VALUES ($1, $2, $3, $4)
           ON CONFLICT (service_id, trigger_key, slug) DO UPDATE SET value = excluded.value, updated_at = now()`,
          [s.service_id, c.key, c.slug, c.value],
        );
      }
    }
    await publishAppletDefaults(tx, events, s.service_id);
  });
}

/** Tells the composer a service's applet defaults as they now are (its actions' defaults per trigger). */
export async function publishAppletDefaults(tx: Db, events: EventBus | undefined, serviceId: string) {
  if (!events) return;
  const { rows } = await tx.query<{ trigger_key: string; slug: string; value: string }>(
    'SELECT trigger_key, slug, value FROM review.stencils WHERE service_id = $1 ORDER BY trigger_key, slug',
    [serviceId],
  );
  const defaults: Record<string, Record<string, string>> = {};
  for (const r of rows) (defaults[r.trigger_key] ??= {})[r.slug] = r.value;
  await events.publish<ServiceAppletDefaultsChanged>(tx, SERVICE_EVENTS.appletDefaultsChanged, {
    service_id: serviceId,
    defaults,
  });
}

/** Makes `toId`'s applet defaults those of `fromId` (a staging clone takes its original's; a migration gives them back). */
export async function copyStencils(
  tx: Db,
  events: EventBus | undefined,
  fromId: string,
  toId: string,
): Promise<void> {
  await tx.query('DELETE FROM review.stencils WHERE service_id = $1', [toId]);
  await tx.query(
    `INSERT INTO review.stencils (service_id, trigger_key, slug, value)
     SELECT $2, trigger_key, slug, value FROM review.stencils WHERE service_id = $1`,
    [fromId, toId],
  );
  await publishAppletDefaults(tx, events, toId);
}
