import { join } from 'node:path';
import { eventMigrations, type Domain } from '@switchyard/server-kit';
import { buildSchema, typeDefs } from './schema';

/**
 * The connections domain (spec/connections.md): partners' connections, their features and custom
 * fields, cover images and users' suggestions. Its copy of services comes from service-config's events.
 */
export const connectionsDomain: Domain = {
  name: 'connections',
  migrations: {
    schema: 'connections',
    dir: join(__dirname, '..', 'migrations'),
    requires: [eventMigrations],
  },
  typeDefs,
  schema: buildSchema,
  restPaths: [],
};
