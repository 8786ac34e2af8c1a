// Shared by this domain's integration tests: the demo users as viewers, a settable clock, a table snapshot.
import {
  DEMO_USERS,
  type DemoUsers,
  type Db,
  type RequestContext,
  type Viewer,
} from '@switchyard/server-kit';
import { membershipsOf } from './data/members';

export const demo: DemoUsers = DEMO_USERS;

export function viewer(user: DemoUsers[keyof DemoUsers]): Viewer {
  return {
    ...user,
    staff: user.login === 'stella',
    emailVerified: true,
    reviewTeam: user.login === 'rey',
    maker: user.login === 'mara',
    tier: 'free',
    timezone: 'UTC',
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
  const tables = ['org.organizations', 'org.memberships', 'org.invitations', 'org.invoices', 'mail.outbox'];
  const parts: unknown[] = [];
  for (const t of tables) {
    parts.push((await db.query(`SELECT * FROM ${t} ORDER BY 1, 2`)).rows);
  }
  return JSON.stringify(parts);
}
