import { join } from 'node:path';
import { eventMigrations, mailMigrations, type Domain } from '@switchyard/server-kit';
import { membershipsOf } from './data/members';
import { isUuid } from './rules/ids';
import { orgRestPaths, orgRouter } from './rest';
import { orgSchema, typeDefs } from './schema';
import { seedOrganizations } from './seed';

export const orgDomain: Domain = {
  name: 'org',
  migrations: {
    schema: 'org',
    dir: join(__dirname, '..', 'migrations'),
    requires: [mailMigrations, eventMigrations],
  },
  typeDefs,
  schema: (deps) => orgSchema(deps),
  restPaths: orgRestPaths,
  router: (deps) => orgRouter(deps),
  memberships: async (deps, userId) => (isUuid(userId) ? membershipsOf(deps.db, userId) : {}),
  seed: seedOrganizations,
};
