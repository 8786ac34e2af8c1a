// Shared by this domain's integration tests: the demo users as viewers, a settable clock, a table snapshot.
import type { DemoUsers, Db, RequestContext, Viewer } from '@switchyard/server-kit';
import { membershipsOf } from './data/members';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

export const demo: DemoUsers = {
  owner: { id: id(1), login: 'olivia', email: 'olivia@example.com', name: 'Olivia Owner' },
  member: { id: id(2), login: 'milo', email: 'milo@example.com', name: 'Milo Member' },
  staff: { id: id(3), login: 'stella', email: 'stella@example.com', name: 'Stella Staff' },
  reviewer: { id: id(4), login: 'rey', email: 'rey@example.com', name: 'Rey Reviewer' },
  maker: { id: id(5), login: 'mara', email: 'mara@example.com', name: 'Mara Maker' },
  newcomer: { id: id(6), login: 'nia', email: 'nia@example.com', name: 'Nia Newcomer' },
  solo: { id: id(7), login: 'sol', email: 'sol@example.com', name: 'Sol Solo' },
};

export function viewer(user: DemoUsers[keyof DemoUsers]): Viewer {
  return {
    ...user,
    staff: user.login === 'stella',
    reviewTeam: user.login === 'rey',
    maker: user.login === 'mara',
    tier: 'free',
  };
}

export const viewers = {
  olivia: viewer(demo.owner),
  milo: viewer(demo.member),
  stella: viewer(demo.staff),
  rey: viewer(demo.reviewer),
  mara: viewer(demo.maker),
  nia: viewer(demo.newcomer),
  sol: viewer(demo.solo),
};

export function contextFor(db: Db, v: Viewer | null): RequestContext {
  return { viewer: v, memberships: async () => (v ? membershipsOf(db, v.id) : {}) };
}

/** A clock the tests move forward by hand. */
export function settableClock(start = Date.now()) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

/** Every row of every table of the domain, to show that a refused request changed nothing. */
export async function snapshotTables(db: Db): Promise<string> {
  const tables = ['organizations', 'memberships', 'invitations', 'invoices', 'outbox'];
  const parts: unknown[] = [];
  for (const t of tables) {
    parts.push((await db.query(`SELECT * FROM org.${t} ORDER BY 1, 2`)).rows);
  }
  return JSON.stringify(parts);
}
