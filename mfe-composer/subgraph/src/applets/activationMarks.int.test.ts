import type { Db } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { composerDomain } from '../index';

// A change to an applet marks it for the announcer in the change's own transaction (migration 0011).
// While that transaction is open, the announcer's claim (the query of activationAnnouncer.ts) must
// leave the mark alone: taking it then would announce the state before the change, and leave no mark
// for the change itself. On PostgreSQL the two run on two connections.
jest.setTimeout(60_000);

let db: Db & { drop(): Promise<void> };
const APPLET = '10000000-0000-4000-8000-000000000001';
const USER = '00000000-0000-4000-8000-000000000001';
const claim = (tx: Db) =>
  tx.query(
    `DELETE FROM composer.pending_activations WHERE (applet_id, user_id) IN (
       SELECT applet_id, user_id FROM composer.pending_activations ORDER BY marked_at LIMIT 200 FOR UPDATE SKIP LOCKED)
     RETURNING applet_id`,
  );

beforeAll(async () => {
  db = await createTestDb([composerDomain.migrations]);
  await db.query(
    `INSERT INTO composer.applets (id, owner_id, name, description) VALUES ($1, $2, 'Entries to photos', '')`,
    [APPLET, USER],
  );
  await db.query('INSERT INTO composer.applet_users (applet_id, user_id) VALUES ($1, $2)', [APPLET, USER]);
});
afterAll(async () => {
  await db?.drop();
});

(process.env.DATABASE_URL ? it : it.skip)(
  'leaves a mark to the next round while the change that marked it is not committed',
  async () => {
    // The mark of the applet's creation is still there when the user turns it on.
    expect((await db.query('SELECT 1 FROM composer.pending_activations')).rows).toHaveLength(1);
    let commit!: () => void;
    const held = new Promise<void>((r) => (commit = r));
    let changed!: () => void;
    const updated = new Promise<void>((r) => (changed = r));
    const turningOn = db.transaction(async (tx) => {
      await tx.query('UPDATE composer.applet_users SET enabled = true WHERE applet_id = $1', [APPLET]);
      changed();
      await held;
    });
    await updated;
    // The announcer's round meanwhile: nothing to take.
    const meanwhile = await db.transaction(claim).finally(commit);
    await turningOn;
    expect(meanwhile.rows).toEqual([]);
    // The next round takes it, and reads the committed state.
    expect((await db.transaction(claim)).rows).toEqual([{ applet_id: APPLET }]);
    const { rows } = await db.query('SELECT enabled FROM composer.applet_users WHERE applet_id = $1', [
      APPLET,
    ]);
    expect(rows).toEqual([{ enabled: true }]);
  },
);
