import type { AppletActivationChanged, AppletRunSpec } from '@switchyard/events';
import type { Db } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { engineDomain } from './index';
import { applyActivation } from './subscriptions';
import { triggerIdentityOf } from './triggerIdentity';

// Activations of applets on one trigger identity, applied at once in two transactions (as two engine
// processes do): the second must see what the first did. On PostgreSQL the two run on two
// connections; the embedded database runs them one after the other.
jest.setTimeout(60_000);

let db: Db & { drop(): Promise<void> };
const USER = '00000000-0000-4000-8000-000000000001';
const SERVICE = '20000000-0000-4000-8000-000000000100';
const trigger = {
  key: 'trigger',
  service_id: SERVICE,
  channel_module_name: 'daybook',
  module_name: 'new_journal_entry',
  path: 'Daybook.newJournalEntry',
  fields: { mood: 'any' },
  ingredients: [],
};
const spec: AppletRunSpec = {
  name: 'Entries to photos',
  owner_id: USER,
  filter_code: null,
  delay_seconds: null,
  trigger,
  queries: [],
  actions: [],
};
const IDENTITY = triggerIdentityOf(USER, trigger);
let revision = 1;
const on = (applet: string): AppletActivationChanged => ({
  applet_id: applet,
  user_id: USER,
  revision: revision++,
  enabled: true,
  spec,
});
const gone = (applet: string): AppletActivationChanged => ({
  applet_id: applet,
  user_id: USER,
  revision: revision++,
  enabled: false,
  spec: null,
});
const applet = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeAll(async () => {
  db = await createTestDb([engineDomain.migrations]);
});
afterAll(async () => {
  await db?.drop();
});
beforeEach(async () => {
  await db.query('DELETE FROM engine.subscriptions');
  await db.query('DELETE FROM engine.trigger_identities');
  await db.query('DELETE FROM engine.retired_identities');
});

/**
 * Applies `first` in a transaction kept open until `second` (in another transaction) has had time
 * to run up to its commit, then commits both.
 */
async function interleaved(first: AppletActivationChanged, second: AppletActivationChanged) {
  let commit!: () => void;
  const held = new Promise<void>((r) => (commit = r));
  let applied!: () => void;
  const firstApplied = new Promise<void>((r) => (applied = r));
  const one = db.transaction(async (tx) => {
    await applyActivation(tx, first);
    applied();
    await held;
  });
  await firstApplied;
  const two = db.transaction((tx) => applyActivation(tx, second));
  await new Promise((r) => setTimeout(r, 300));
  commit();
  await Promise.all([one, two]);
}

const state = async () => ({
  identities: (await db.query('SELECT id FROM engine.trigger_identities')).rows.map((r) => r.id),
  retired: (await db.query('SELECT id FROM engine.retired_identities')).rows.map((r) => r.id),
  subscriptions: (
    await db.query('SELECT applet_id, identity_id FROM engine.subscriptions ORDER BY applet_id')
  ).rows,
});

it('retires the identity when its last two applets are turned off at once', async () => {
  await db.transaction((tx) => applyActivation(tx, on(applet(1))));
  await db.transaction((tx) => applyActivation(tx, on(applet(2))));
  await interleaved(gone(applet(1)), gone(applet(2)));
  expect(await state()).toEqual({ identities: [], retired: [IDENTITY], subscriptions: [] });
});

it('keeps the identity polled when an applet joins it as its last other applet is turned off', async () => {
  await db.transaction((tx) => applyActivation(tx, on(applet(1))));
  await interleaved(gone(applet(1)), on(applet(2)));
  expect(await state()).toEqual({
    identities: [IDENTITY],
    retired: [],
    subscriptions: [{ applet_id: applet(2), identity_id: IDENTITY }],
  });
});
