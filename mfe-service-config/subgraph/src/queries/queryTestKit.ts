import type { DemoUsers, RequestContext } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { graphql, type ExecutionResult } from 'graphql';
import { serviceConfigDomain } from '../index';
import { DEMO_ORGS } from '../seed';
import { contextFor } from '../testViewers';
import { testSettings } from '@switchyard/server-kit/settings';

/** Shared by the queries area's integration tests: a seeded database, viewers and a GraphQL runner. */
export const NOTES_ID = '20000000-0000-4000-8000-000000000002'; // acme_notes, unpublished, acme
export const WEATHER_ID = '20000000-0000-4000-8000-000000000001'; // acme_weather, published, acme
export const SENSOR_ID = '20000000-0000-4000-8000-000000000004'; // labs_sensor, unpublished, olivia labs
export const milo = contextFor('milo', { [DEMO_ORGS.acme]: 'member' });
export const sol = contextFor('sol', { [DEMO_ORGS.solStudio]: 'owner' });
/** Member of Olivia Labs and Acme: sees both services. */
export const olivia = contextFor('olivia', { [DEMO_ORGS.acme]: 'owner', [DEMO_ORGS.oliviaLabs]: 'owner' });

export type TestDb = Awaited<ReturnType<typeof createTestDb>>;

export async function seededDb(): Promise<TestDb> {
  const db = await createTestDb([serviceConfigDomain.migrations]);
  await serviceConfigDomain.seed!({ db, settings: testSettings() }, {} as DemoUsers);
  return db;
}

export function runner(db: TestDb) {
  const schema = serviceConfigDomain.schema({ db, settings: testSettings() });
  return (source: string, ctx: RequestContext, variableValues?: Record<string, unknown>) =>
    graphql({ schema, source, contextValue: ctx, variableValues }) as Promise<
      ExecutionResult<Record<string, any>> // eslint-disable-line @typescript-eslint/no-explicit-any
    >;
}

export const codeOf = (r: ExecutionResult) => r.errors?.[0]?.extensions?.code;

/** Every row of the queries area's tables, to show that a refused write changed nothing. */
export async function snapshot(db: TestDb) {
  const all = async (table: string) =>
    (await db.query(`SELECT * FROM service_config.${table} ORDER BY id`)).rows;
  return {
    queries: await all('queries'),
    fields: await all('query_fields'),
    ingredients: await all('ingredients'),
  };
}

/** Adds a query straight to the database (e.g. to a published service, which the API refuses). */
export async function insertQueryRow(db: TestDb, serviceId: string, moduleName: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO service_config.queries (service_id, module_name, name, description)
     VALUES ($1, $2, 'A query', 'This query returns things.') RETURNING id`,
    [serviceId, moduleName],
  );
  return rows[0].id;
}
