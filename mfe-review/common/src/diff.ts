/**
 * The review page's diffs (see spec/review-org-diagnostics.md#21-service-review-page,
 * spec/review-org-diagnostics.md#3-entities-and-their-fields, spec/review-org-diagnostics.md#42-diff-items;
 * service-config "Review change record"): the current configuration of a service against a base (the
 * published version, or the snapshot of the last review). Items are matched by their stable key (a step's
 * slug, a query's module_name, a field's or ingredient's slug), so a staging clone compares with the
 * published original although every id differs.
 */
export const DIFF_MODES = ['none', 'published', 'review'] as const;
export type DiffMode = (typeof DIFF_MODES)[number];
export type ItemStatus = 'new' | 'deleted' | 'updated' | 'stale';
export type ChangeEvent = 'create' | 'update' | 'delete' | 'reorder';

/** One change: where (dotted path), what happened, and for an update or reorder what it was before. */
export interface ChangeRecord {
  path: string;
  event: ChangeEvent;
  data?: { property: string; from: unknown };
}

/** A step, query, field or ingredient as a snapshot keeps it: its properties and its child lists. */
export interface SnapshotItem {
  key: string;
  properties: Record<string, unknown>;
  children?: Record<string, SnapshotItem[]>;
}

/** A service's whole configuration at one moment. */
export interface ServiceSnapshot {
  properties: Record<string, unknown>;
  lists: Record<string, SnapshotItem[]>;
}

export interface DiffItem {
  key: string;
  status: ItemStatus;
  /** The properties shown: the current ones, or the base's for a deleted item. */
  properties: Record<string, unknown>;
  /** Properties whose value changed, with the base's value. */
  changed: Record<string, { from: unknown }>;
  children: Record<string, DiffItem[]>;
}

export interface ServiceDiff {
  mode: DiffMode;
  properties: Record<string, { status: ItemStatus; from?: unknown }>;
  lists: Record<string, DiffItem[]>;
  changes: ChangeRecord[];
}

/** The default mode is the last one available (none is always there). */
export function defaultDiffMode(available: { published: boolean; review: boolean }): DiffMode {
  if (available.review) return 'review';
  if (available.published) return 'published';
  return 'none';
}

/**
 * Service properties added after snapshots were first kept, with what a snapshot without them meant
 * (connect_enabled, issue 35: off). An older snapshot, a published one say, compares and shows as if
 * it had the default, so the new property is no change unless it was turned on.
 */
export const SERVICE_PROPERTY_DEFAULTS: Readonly<Record<string, unknown>> = { connect_enabled: false };

/** A snapshot's service properties with the defaults of those it predates. */
export const withPropertyDefaults = (properties: Record<string, unknown>): Record<string, unknown> => ({
  ...SERVICE_PROPERTY_DEFAULTS,
  ...properties,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function diffProperties(current: Record<string, unknown>, base: Record<string, unknown>) {
  const changed: Record<string, { from: unknown }> = {};
  for (const key of new Set([...Object.keys(current), ...Object.keys(base)])) {
    if (!same(current[key], base[key])) changed[key] = { from: base[key] ?? null };
  }
  return changed;
}

function diffList(
  path: string,
  current: SnapshotItem[],
  base: SnapshotItem[] | null,
  changes: ChangeRecord[],
): DiffItem[] {
  if (!base) return current.map((item) => unchanged(item));
  const baseByKey = new Map(base.map((item) => [item.key, item]));
  const currentKeys = new Set(current.map((item) => item.key));
  const out: DiffItem[] = [];
  for (const item of current) {
    const before = baseByKey.get(item.key);
    const itemPath = `${path}.${item.key}`;
    if (!before) {
      changes.push({ path: itemPath, event: 'create' });
      out.push({ ...created(item), status: 'new' });
      continue;
    }
    const changed = diffProperties(item.properties, before.properties);
    for (const [property, { from }] of Object.entries(changed))
      changes.push({ path: itemPath, event: 'update', data: { property, from } });
    const children: Record<string, DiffItem[]> = {};
    let childChanged = false;
    for (const list of new Set([
      ...Object.keys(item.children ?? {}),
      ...Object.keys(before.children ?? {}),
    ])) {
      const recorded = changes.length;
      children[list] = diffList(
        `${itemPath}.${list}`,
        item.children?.[list] ?? [],
        before.children?.[list] ?? [],
        changes,
      );
      childChanged ||= changes.length > recorded;
    }
    const status: ItemStatus = Object.keys(changed).length || childChanged ? 'updated' : 'stale';
    out.push({ key: item.key, status, properties: item.properties, changed, children });
  }
  for (const gone of base.filter((item) => !currentKeys.has(item.key))) {
    changes.push({ path: `${path}.${gone.key}`, event: 'delete' });
    out.push({ ...created(gone), status: 'deleted' });
  }
  const kept = current.map((i) => i.key).filter((k) => baseByKey.has(k));
  const keptBefore = base.map((i) => i.key).filter((k) => currentKeys.has(k));
  if (!same(kept, keptBefore))
    changes.push({ path, event: 'reorder', data: { property: 'order', from: keptBefore } });
  return out;
}

/** An item with no counterpart: everything in it has the item's own status. */
function created(item: SnapshotItem): Omit<DiffItem, 'status'> {
  return {
    key: item.key,
    properties: item.properties,
    changed: {},
    children: Object.fromEntries(
      Object.entries(item.children ?? {}).map(([list, items]) => [list, items.map((i) => unchanged(i))]),
    ),
  };
}

function unchanged(item: SnapshotItem): DiffItem {
  return { ...created(item), status: 'stale' };
}

/** The diff of `current` against `base`; with mode none (no base), every item is stale. */
export function diffSnapshots(
  mode: DiffMode,
  current: ServiceSnapshot,
  base: ServiceSnapshot | null,
): ServiceDiff {
  const changes: ChangeRecord[] = [];
  const compareTo = mode === 'none' ? null : base;
  const properties: ServiceDiff['properties'] = {};
  const currentProperties = withPropertyDefaults(current.properties);
  const changed = compareTo
    ? diffProperties(currentProperties, withPropertyDefaults(compareTo.properties))
    : {};
  // A staging clone's slug is its own: the migration keeps the original's, so it is no change.
  delete changed.slug;
  for (const key of Object.keys(currentProperties)) {
    properties[key] = changed[key] ? { status: 'updated', from: changed[key].from } : { status: 'stale' };
    if (changed[key])
      changes.push({ path: 'service', event: 'update', data: { property: key, from: changed[key].from } });
  }
  const lists: Record<string, DiffItem[]> = {};
  for (const list of new Set([...Object.keys(current.lists), ...Object.keys(compareTo?.lists ?? {})])) {
    lists[list] = diffList(
      list,
      current.lists[list] ?? [],
      compareTo ? (compareTo.lists[list] ?? []) : null,
      changes,
    );
  }
  return { mode, properties, lists, changes };
}
