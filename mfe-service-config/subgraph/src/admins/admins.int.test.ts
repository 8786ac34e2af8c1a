import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { restErrorHandler, type RequestContext } from '@switchyard/server-kit';
import { testSettings } from '@switchyard/server-kit/settings';
import { ADMIN_MESSAGES } from '@switchyard/service-config-common/rules/serviceAdmin';
import express from 'express';
import { serviceConfigDomain } from '../index';
import { milo, runner, seededDb, sol, type TestDb } from '../queries/queryTestKit';
import { DAYBOOK_SERVICE_ID } from '../endpointTests/seedDaybook';
import { anonymous, contextFor } from '../testViewers';
import { ADMIN_NOT_FOUND, ONLY_REVIEWERS } from './adminRoutes';
import { DAYBOOK_ADMIN_ID } from './seedAdmins';

// A service's administrators (spec/connections.md, "Admin list editing", partners_channel_admin):
// members edit them (published services too), the review team and staff read them and mark them
// validated, anyone else sees nothing.
jest.setTimeout(60_000);

let db: TestDb;
let server: Server;
let base: string;
let viewer: RequestContext = milo;

const as = (login: string, flags: { staff?: boolean; reviewTeam?: boolean }) => {
  const ctx = contextFor(login, {});
  return { ...ctx, viewer: { ...ctx.viewer!, ...flags } };
};
const rey = as('rey', { reviewTeam: true });
const stella = as('stella', { staff: true });

beforeAll(async () => {
  db = await seededDb();
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    req.ctx = viewer;
    next();
  });
  app.use(serviceConfigDomain.router!({ db, settings: testSettings() }));
  app.use(restErrorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.drop();
});

async function call(ctx: RequestContext, method: string, path: string, body?: unknown) {
  viewer = ctx;
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
const admin = (fields: Record<string, unknown>) => ({ partners_channel_admin: fields });

const rows = async (serviceId: string) =>
  (
    await db.query(
      'SELECT id, email, name, phone, validated FROM service_config.service_admins WHERE service_id = $1 ORDER BY position',
      [serviceId],
    )
  ).rows;

const ADMINS = `query ($m: String!) { service(module_name: $m) { admins { id email name phone validated } } }`;

it("seeds Daybook's administrator with a phone, read by members, the review team and staff", async () => {
  const run = runner(db);
  const expected = [
    {
      id: DAYBOOK_ADMIN_ID,
      email: 'olivia@example.com',
      name: 'Olivia Owner',
      phone: '+1 (555) 010-4477',
      validated: false,
    },
  ];
  for (const ctx of [milo, rey, stella]) {
    const r = await run(ADMINS, ctx, { m: 'daybook' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.service.admins).toEqual(expected);
  }
  expect((await run(ADMINS, sol, { m: 'daybook' })).data!.service).toBeNull();
  const ref = `{ _entities(representations: [{ __typename: "Service", id: "${DAYBOOK_SERVICE_ID}" }]) { ... on Service { admins { id } } } }`;
  expect((await run(ref, sol)).data!._entities).toEqual([null]);
  // The resolver itself refuses outsiders too (a service row reached some other way).
  const { adminResolvers } = await import('./adminResolvers');
  const resolve = adminResolvers({ db, settings: testSettings() }).Service.admins;
  const service = { id: DAYBOOK_SERVICE_ID, organization_id: '10000000-0000-4000-8000-000000000001' };
  expect(await resolve(service as never, {}, sol)).toEqual([]);
  expect(await resolve(service as never, {}, anonymous)).toEqual([]);
});

it('lets a member add, edit and remove administrators, on a published service too', async () => {
  const added = await call(milo, 'POST', '/services/acme_weather/admins', {
    authenticity_token: 'ignored here',
    ...admin({ email: ' ops@weather.acme.example ', name: ' Ops desk ', phone: '' }),
  });
  expect(added.status).toBe(201);
  expect(added.body).toEqual({
    partners_channel_admin: {
      id: expect.any(String),
      email: 'ops@weather.acme.example',
      name: 'Ops desk',
      phone: null,
      validated: false,
    },
    errors: [],
  });
  const id = added.body.partners_channel_admin.id;
  const second = await call(
    milo,
    'POST',
    '/services/acme_weather/admins',
    admin({ email: 'b@acme.example', name: 'B' }),
  );
  expect(second.status).toBe(201);

  const edited = await call(
    milo,
    'PUT',
    `/services/acme_weather/admins/${id}`,
    admin({ email: 'ops@weather.acme.example', name: 'Operations', phone: '+44 20 7946 0958' }),
  );
  expect(edited.status).toBe(200);
  expect(edited.body.partners_channel_admin).toMatchObject({ name: 'Operations', phone: '+44 20 7946 0958' });
  // In the order added.
  expect((await rows('20000000-0000-4000-8000-000000000001')).map((r) => r.email)).toEqual([
    'ops@weather.acme.example',
    'b@acme.example',
  ]);

  const removed = await call(milo, 'DELETE', `/services/acme_weather/admins/${id}`, {});
  expect(removed).toEqual({ status: 200, body: { errors: [] } });
  expect((await rows('20000000-0000-4000-8000-000000000001')).map((r) => r.email)).toEqual([
    'b@acme.example',
  ]);
  const again = await call(milo, 'DELETE', `/services/acme_weather/admins/${id}`, {});
  expect(again.status).toBe(404);
  expect(again.body.errors).toEqual([{ attribute: 'base', message: ADMIN_NOT_FOUND }]);
});

it('refuses bad input by attribute and changes nothing', async () => {
  const before = await rows(DAYBOOK_SERVICE_ID);
  const cases: [unknown, { attribute: string; message: string }[]][] = [
    [
      admin({ email: '', name: '' }),
      [
        { attribute: 'email', message: ADMIN_MESSAGES.blank },
        { attribute: 'name', message: ADMIN_MESSAGES.blank },
      ],
    ],
    [
      admin({ email: 'not-an-email', name: 'x'.repeat(101) }),
      [
        { attribute: 'email', message: ADMIN_MESSAGES.email },
        { attribute: 'name', message: ADMIN_MESSAGES.tooLong(100) },
      ],
    ],
    [
      admin({ email: 'a@b.example', name: 'A', phone: 'call me' }),
      [{ attribute: 'phone', message: ADMIN_MESSAGES.phone }],
    ],
    [
      admin({ email: 'a@b.example', name: 'A', phone: '12 34' }),
      [{ attribute: 'phone', message: ADMIN_MESSAGES.phoneDigits }],
    ],
    [
      admin({ email: 'a@b.example', name: 'A', phone: '1'.repeat(21) }),
      [{ attribute: 'phone', message: ADMIN_MESSAGES.phoneDigits }],
    ],
    [admin({ email: 42, name: 'A' }), [{ attribute: 'email', message: ADMIN_MESSAGES.notText }]],
    // Duplicates by e-mail, whatever the case.
    [
      admin({ email: 'OLIVIA@example.com', name: 'Olivia again' }),
      [{ attribute: 'email', message: ADMIN_MESSAGES.taken }],
    ],
    [{ email: 'a@b.example' }, [{ attribute: 'partners_channel_admin', message: "can't be blank" }]],
  ];
  for (const [body, errors] of cases) {
    const r = await call(milo, 'POST', '/services/daybook/admins', body);
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ errors });
  }
  const ownEmail = await call(
    milo,
    'PUT',
    `/services/daybook/admins/${DAYBOOK_ADMIN_ID}`,
    admin({ email: 'olivia@example.com', name: '', phone: '123' }),
  );
  expect(ownEmail.body.errors).toEqual([
    { attribute: 'name', message: ADMIN_MESSAGES.blank },
    { attribute: 'phone', message: ADMIN_MESSAGES.phoneDigits },
  ]);
  expect(await rows(DAYBOOK_SERVICE_ID)).toEqual(before);
});

it('keeps at most 10 administrators per service', async () => {
  for (let n = (await rows(DAYBOOK_SERVICE_ID)).length; n < 10; n++) {
    const r = await call(
      milo,
      'POST',
      '/services/daybook/admins',
      admin({ email: `a${n}@daybook.example`, name: `A${n}` }),
    );
    expect(r.status).toBe(201);
  }
  const eleventh = await call(
    milo,
    'POST',
    '/services/daybook/admins',
    admin({ email: 'x@daybook.example', name: 'X' }),
  );
  expect(eleventh).toEqual({
    status: 422,
    body: { errors: [{ attribute: 'base', message: ADMIN_MESSAGES.tooMany }] },
  });
  expect(await rows(DAYBOOK_SERVICE_ID)).toHaveLength(10);
  const mine = (await rows(DAYBOOK_SERVICE_ID)).slice(1);
  for (const r of mine) await call(milo, 'DELETE', `/services/daybook/admins/${r.id}`);
  expect(await rows(DAYBOOK_SERVICE_ID)).toHaveLength(1);
});

it('answers outsiders 404 and the signed out 401, for every call', async () => {
  const calls: [string, string, unknown][] = [
    ['POST', '/services/daybook/admins', admin({ email: 'z@z.example', name: 'Z' })],
    ['PUT', `/services/daybook/admins/${DAYBOOK_ADMIN_ID}`, admin({ email: 'z@z.example', name: 'Z' })],
    ['DELETE', `/services/daybook/admins/${DAYBOOK_ADMIN_ID}`, {}],
    ['PATCH', `/services/daybook/admins/${DAYBOOK_ADMIN_ID}/validation`, { validated: true }],
  ];
  const before = await rows(DAYBOOK_SERVICE_ID);
  for (const [method, path, body] of calls) {
    expect((await call(sol, method, path, body)).status).toBe(404);
    expect((await call(anonymous, method, path, body)).status).toBe(401);
  }
  // The review team and staff read the list but the partner's writes stay with the members.
  for (const [method, path, body] of calls.slice(0, 3)) {
    expect((await call(rey, method, path, body)).status).toBe(404);
    expect((await call(stella, method, path, body)).status).toBe(404);
  }
  // An administrator of another service is not found through this one.
  expect(
    (await call(milo, 'PUT', `/services/acme_notes/admins/${DAYBOOK_ADMIN_ID}`, calls[1][2])).status,
  ).toBe(404);
  expect((await call(milo, 'DELETE', '/services/daybook/admins/not-a-uuid', {})).status).toBe(404);
  expect(await rows(DAYBOOK_SERVICE_ID)).toEqual(before);
});

it('lets only the review team and staff mark an administrator validated; a changed e-mail or phone clears it', async () => {
  const path = `/services/daybook/admins/${DAYBOOK_ADMIN_ID}/validation`;
  const member = await call(milo, 'PATCH', path, { validated: true });
  expect(member.status).toBe(403);
  expect(member.body.error).toBe(ONLY_REVIEWERS);
  const bad = await call(rey, 'PATCH', path, { validated: 'yes' });
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toEqual([{ attribute: 'validated', message: ADMIN_MESSAGES.notBoolean }]);
  expect((await rows(DAYBOOK_SERVICE_ID))[0].validated).toBe(false);

  const byRey = await call(rey, 'PATCH', path, { validated: true });
  expect(byRey.status).toBe(200);
  expect(byRey.body.partners_channel_admin).toMatchObject({ id: DAYBOOK_ADMIN_ID, validated: true });
  expect((await call(stella, 'PATCH', path, { validated: true })).status).toBe(200);

  const put = (fields: Record<string, unknown>) =>
    call(milo, 'PUT', `/services/daybook/admins/${DAYBOOK_ADMIN_ID}`, admin(fields));
  // A new name keeps it.
  const renamed = await put({ email: 'olivia@example.com', name: 'Olivia O.', phone: '+1 (555) 010-4477' });
  expect(renamed.body.partners_channel_admin.validated).toBe(true);
  const phone = await put({ email: 'olivia@example.com', name: 'Olivia O.', phone: '+1 555 010 4478' });
  expect(phone.body.partners_channel_admin.validated).toBe(false);

  await call(rey, 'PATCH', path, { validated: true });
  const email = await put({ email: 'olivia.owner@example.com', name: 'Olivia O.', phone: '+1 555 010 4478' });
  expect(email.body.partners_channel_admin.validated).toBe(false);

  await call(stella, 'PATCH', path, { validated: true });
  const unmarked = await call(stella, 'PATCH', path, { validated: false });
  expect(unmarked.body.partners_channel_admin.validated).toBe(false);
  expect(
    (
      await call(rey, 'PATCH', '/services/daybook/admins/ad000000-0000-4000-8000-0000000000ff/validation', {
        validated: true,
      })
    ).status,
  ).toBe(404);
  expect(
    (
      await call(rey, 'PATCH', `/services/no_such_service/admins/${DAYBOOK_ADMIN_ID}/validation`, {
        validated: true,
      })
    ).status,
  ).toBe(404);
});
