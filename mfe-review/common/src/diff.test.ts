import {
  defaultDiffMode,
  diffSnapshots,
  withPropertyDefaults,
  type ServiceSnapshot,
  type SnapshotItem,
} from './diff';

const field = (key: string, props: Record<string, unknown> = {}): SnapshotItem => ({
  key,
  properties: { name: key, shareable: true, ...props },
});
const trigger = (
  key: string,
  props: Record<string, unknown> = {},
  fields: SnapshotItem[] = [],
): SnapshotItem => ({
  key,
  properties: { name: key, description: `${key} fires`, verbiage: key, ...props },
  children: { fields, ingredients: [] },
});
const snapshot = (
  over: Partial<ServiceSnapshot['properties']> = {},
  lists: ServiceSnapshot['lists'] = {},
): ServiceSnapshot => ({
  properties: { name: 'Daybook', description: 'Notes', category_name: 'Productivity', ...over },
  lists: { triggers: [], queries: [], actions: [], ...lists },
});

describe('diffSnapshots', () => {
  const base = snapshot(
    {},
    {
      triggers: [
        trigger('new_note', {}, [field('notebook'), field('tag')]),
        trigger('old_one'),
        trigger('kept'),
      ],
      actions: [{ key: 'create_note', properties: { name: 'Create note' } }],
    },
  );
  const current = snapshot(
    { description: 'Notes, everywhere' },
    {
      triggers: [
        trigger('kept'),
        trigger('new_note', { verbiage: 'a new note' }, [
          field('notebook', { shareable: false }),
          field('folder'),
        ]),
        trigger('brand_new'),
      ],
      actions: [{ key: 'create_note', properties: { name: 'Create note' } }],
    },
  );

  it('gives every item its status: new, deleted, updated or stale', () => {
    const diff = diffSnapshots('published', current, base);
    const status = (list: string) => Object.fromEntries(diff.lists[list].map((i) => [i.key, i.status]));
    expect(status('triggers')).toEqual({
      kept: 'stale',
      new_note: 'updated',
      brand_new: 'new',
      old_one: 'deleted',
    });
    expect(status('actions')).toEqual({ create_note: 'stale' });
    const fields = diff.lists.triggers.find((t) => t.key === 'new_note')!.children.fields;
    expect(Object.fromEntries(fields.map((f) => [f.key, f.status]))).toEqual({
      notebook: 'updated',
      folder: 'new',
      tag: 'deleted',
    });
    expect(diff.properties.description).toEqual({ status: 'updated', from: 'Notes' });
    expect(diff.properties.name).toEqual({ status: 'stale' });
  });

  it('records each change with its path, event and, for updates and reorders, what it was', () => {
    const { changes } = diffSnapshots('review', current, base);
    expect(changes).toEqual(
      expect.arrayContaining([
        { path: 'service', event: 'update', data: { property: 'description', from: 'Notes' } },
        { path: 'triggers.new_note', event: 'update', data: { property: 'verbiage', from: 'new_note' } },
        {
          path: 'triggers.new_note.fields.notebook',
          event: 'update',
          data: { property: 'shareable', from: true },
        },
        { path: 'triggers.new_note.fields.folder', event: 'create' },
        { path: 'triggers.new_note.fields.tag', event: 'delete' },
        { path: 'triggers.brand_new', event: 'create' },
        { path: 'triggers.old_one', event: 'delete' },
        { path: 'triggers', event: 'reorder', data: { property: 'order', from: ['new_note', 'kept'] } },
      ]),
    );
    expect(changes).toHaveLength(8);
  });

  it('marks an item updated when only its children changed or moved', () => {
    const moved = snapshot({}, { triggers: [trigger('t', {}, [field('b'), field('a')])] });
    const before = snapshot({}, { triggers: [trigger('t', {}, [field('a'), field('b')])] });
    const diff = diffSnapshots('published', moved, before);
    expect(diff.lists.triggers[0].status).toBe('updated');
    expect(diff.changes).toEqual([
      { path: 'triggers.t.fields', event: 'reorder', data: { property: 'order', from: ['a', 'b'] } },
    ]);
  });

  it('shows everything stale without a base, or when nothing changed', () => {
    for (const diff of [
      diffSnapshots('none', current, base),
      diffSnapshots('published', current, null),
      diffSnapshots('review', base, base),
    ]) {
      expect(diff.changes).toEqual([]);
      expect(diff.lists.triggers.every((t) => t.status === 'stale')).toBe(true);
      expect(Object.values(diff.properties).every((p) => p.status === 'stale')).toBe(true);
    }
  });

  it('treats a missing value and null alike (a property added as empty is no change)', () => {
    const diff = diffSnapshots('published', snapshot({ short_name: null }), snapshot());
    expect(diff.changes).toEqual([]);
  });
});

describe('connect_enabled (a property newer than some snapshots)', () => {
  it('compares a snapshot without it as off: no change unless it was turned on', () => {
    const old = snapshot();
    expect(diffSnapshots('published', snapshot({ connect_enabled: false }), old).changes).toEqual([]);
    const on = diffSnapshots('published', snapshot({ connect_enabled: true }), old);
    expect(on.properties.connect_enabled).toEqual({ status: 'updated', from: false });
    expect(on.changes).toEqual([
      { path: 'service', event: 'update', data: { property: 'connect_enabled', from: false } },
    ]);
  });

  it('records turning it off like any change', () => {
    const diff = diffSnapshots(
      'review',
      snapshot({ connect_enabled: false }),
      snapshot({ connect_enabled: true }),
    );
    expect(diff.properties.connect_enabled).toEqual({ status: 'updated', from: true });
  });

  it('fills in the default for showing an older snapshot', () => {
    expect(withPropertyDefaults({ name: 'Daybook' })).toEqual({ name: 'Daybook', connect_enabled: false });
    expect(withPropertyDefaults({ connect_enabled: true }).connect_enabled).toBe(true);
  });
});

describe('a staging clone against its original', () => {
  it('does not count its own slug as a change', () => {
    const diff = diffSnapshots(
      'published',
      snapshot({ slug: 'daybook_staging' }),
      snapshot({ slug: 'daybook' }),
    );
    expect(diff.changes).toEqual([]);
    expect(diff.properties.slug).toEqual({ status: 'stale' });
  });
});

describe('defaultDiffMode', () => {
  it('is the last mode available', () => {
    expect(defaultDiffMode({ published: false, review: false })).toBe('none');
    expect(defaultDiffMode({ published: true, review: false })).toBe('published');
    expect(defaultDiffMode({ published: true, review: true })).toBe('review');
    expect(defaultDiffMode({ published: false, review: true })).toBe('review');
  });
});
