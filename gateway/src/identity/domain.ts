import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'graphql';
import {
  buildDomainSchema,
  DEMO_USERS,
  eventMigrations,
  mailMigrations,
  type DemoUsers,
  type Domain,
  toGraphQLError,
  unauthenticated,
  type Db,
  type EventBus,
} from '@switchyard/server-kit';
import type { Resolvers } from './generated/resolverTypes';
import { subscribeIdentityEvents } from './identityEvents';
import { findUserById } from '@switchyard/router-auth';
import { changePlan, findUserByLogin, requireStaffViewer } from './plans';
import { chosenTimezone, updateTimezone } from './timezones';
import { createUserIfAbsent } from './users';

const typeDefs = parse(readFileSync(join(__dirname, 'schema.graphql'), 'utf8'));

export const DEMO_PASSWORD = 'switchyard';

/** The demo logins the README lists, one per role. */
export const demoUsers: DemoUsers = DEMO_USERS;

/**
 * Only the signed-in user reads their own address, whether it is confirmed and their time zone, and
 * sets their zone; only staff look users
 * up by login and change their plan.
 */
function identityResolvers(db: Db, events?: EventBus): Resolvers {
  return {
    Query: {
      me: (_parent, _args, ctx) => (ctx.viewer ? findUserById(db, ctx.viewer.id) : null),
      userByLogin: (_parent, { login }, ctx) => {
        requireStaffViewer(ctx.viewer);
        return login.trim() ? findUserByLogin(db, login) : null;
      },
    },
    Mutation: {
      updatePlatformSubscription: (_parent, { login, tier }, ctx) =>
        changePlan(db, requireStaffViewer(ctx.viewer), { login, tier }),
      updateMyTimezone: (_parent, { timezone }, ctx) => {
        if (!ctx.viewer) throw toGraphQLError(unauthenticated());
        return updateTimezone(db, events, ctx.viewer, timezone);
      },
    },
    User: {
      __resolveReference: (ref) => findUserById(db, ref.id!),
      email: (u, _args, ctx) => (ctx.viewer?.id === u.id ? u.email : null),
      review_team: (u) => u.reviewTeam,
      email_verified: (u, _args, ctx) => (ctx.viewer?.id === u.id ? u.emailVerified : null),
      timezone: (u, _args, ctx) => (ctx.viewer?.id === u.id ? chosenTimezone(db, u.id) : null),
    },
  };
}

/** Users and the signed-in user, served as a subgraph like any domain's. */
export const identityDomain: Domain = {
  name: 'identity',
  migrations: {
    schema: 'identity',
    dir: join(__dirname, 'migrations'),
    requires: [mailMigrations, eventMigrations],
  },
  typeDefs,
  restPaths: [],
  consumes: (events) => subscribeIdentityEvents(events),
  schema: ({ db, events }) => buildDomainSchema(typeDefs, identityResolvers(db, events)),
  async seed({ db }) {
    const flags: Partial<Record<keyof DemoUsers, object>> = {
      owner: { tier: 'pro_plus', maker: true },
      member: { tier: 'pro' },
      staff: { staff: true, tier: 'pro_plus' },
      reviewer: { reviewTeam: true },
      maker: { maker: true, tier: 'pro' },
    };
    // Safe to repeat (SEED_DEMO=1 on every start of the identity service): the users there are kept,
    // and their passwords are not hashed again for nothing.
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM identity.users WHERE id = ANY($1::uuid[])',
      [Object.values(demoUsers).map((u) => u.id)],
    );
    const present = new Set(rows.map((r) => r.id));
    for (const [role, u] of Object.entries(demoUsers) as [keyof DemoUsers, DemoUsers['owner']][]) {
      if (present.has(u.id)) continue;
      await createUserIfAbsent(db, { ...u, password: DEMO_PASSWORD, emailVerified: true, ...flags[role] });
    }
  },
};
