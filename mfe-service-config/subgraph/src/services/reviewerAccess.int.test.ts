import { runner, seededDb, sol, type TestDb } from '../queries/queryTestKit';
import { contextFor } from '../testViewers';

// The review team and staff read any service (they review it) and its demo account password;
// writing stays with the organization's members; anyone else still sees nothing.
let db: TestDb;
beforeAll(async () => {
  db = await seededDb();
  await db.query(
    "UPDATE service_config.services SET demo_account_password = 'demo-secret' WHERE module_name = 'acme_notes'",
  );
});
afterAll(() => db.drop());

const as = (login: string, flags: { staff?: boolean; reviewTeam?: boolean }) => {
  const ctx = contextFor(login, {});
  return { ...ctx, viewer: { ...ctx.viewer!, ...flags } };
};
const READ = `{ service(module_name: "acme_notes") { name demo_account_password service_key } }`;

it('lets the review team and staff read a service and its demo password, but not its key', async () => {
  const run = runner(db);
  for (const reviewer of [as('rey', { reviewTeam: true }), as('stella', { staff: true })]) {
    const { data } = await run(READ, reviewer);
    expect(data!.service).toEqual({
      name: 'Acme Notes',
      demo_account_password: 'demo-secret',
      service_key: null,
    });
  }
  expect((await run(READ, sol)).data!.service).toBeNull();
});

it("resolves a service reference (the reviewers' queue names its services) for them too, not for outsiders", async () => {
  const run = runner(db);
  const { rows } = await db.query<{ id: string }>(
    "SELECT id FROM service_config.services WHERE module_name = 'acme_notes'",
  );
  const ref = `{ _entities(representations: [{ __typename: "Service", id: "${rows[0].id}" }]) { ... on Service { name } } }`;
  expect((await run(ref, as('rey', { reviewTeam: true }))).data!._entities).toEqual([{ name: 'Acme Notes' }]);
  expect((await run(ref, sol)).data!._entities).toEqual([null]);
});

it('keeps writes with the members', async () => {
  const run = runner(db);
  const write = await run(
    `mutation { queryCreate(channel_module_name: "acme_notes", module_name: "by_staff", name: "By staff", description: "Not allowed.") { errors { message } } }`,
    as('stella', { staff: true }),
  );
  expect(write.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});
