import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_USERS, INTERNAL_HEADER, restErrorHandler, signInternal } from '@switchyard/server-kit';
import { testSettings } from '@switchyard/server-kit/settings';
import express from 'express';
import { DEMO_CONNECTIONS } from '../seed';
import { SERVICE_IDS, startKit, VIEWERS, type Kit } from '../testing/connectionsTestKit';
import { FEEDBACK_CONTEXT_PATH, feedbackContextRouter } from './feedbackContextRoute';

// The observability domain's question before it stores a user's opinion of a connection: does the
// user have it (an enablement, enabled at least once)? Signed internal calls only.
jest.setTimeout(60_000);

const SECRET = 'test-secret';
let kit: Kit;
let server: Server;
let base: string;

beforeAll(async () => {
  kit = await startKit();
  const app = express();
  app.use(express.json());
  app.use(feedbackContextRouter({ db: kit.db, settings: testSettings({ SESSION_SECRET: SECRET }) }));
  app.use(restErrorHandler);
  server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await kit?.stop();
});

const ask = async (body: unknown, signature: string | null = signInternal('observability', SECRET)) => {
  const res = await fetch(base + FEEDBACK_CONTEXT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { [INTERNAL_HEADER]: signature } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};
const milo = { user_id: DEMO_USERS.member.id, connection_id: DEMO_CONNECTIONS.published };

it("answers the connection's name and services to a signed call about a user who enabled it", async () => {
  expect(await ask(milo)).toEqual({
    status: 200,
    body: {
      name: expect.any(String),
      service_ids: [SERVICE_IDS.daybook, SERVICE_IDS.acmeWeather],
    },
  });
});

it('refuses an unsigned or forged call as an unknown path', async () => {
  expect((await ask(milo, null)).status).toBe(404);
  expect((await ask(milo, signInternal('observability', 'not-the-secret'))).status).toBe(404);
});

it('answers 404 for a user who never enabled it, and for an unknown connection', async () => {
  expect((await ask({ ...milo, user_id: DEMO_USERS.solo.id })).status).toBe(404);
  expect((await ask({ ...milo, connection_id: DEMO_CONNECTIONS.draft })).status).toBe(404);
  expect((await ask({ ...milo, connection_id: '99999999-0000-4000-8000-000000000000' })).status).toBe(404);
});

it('keeps answering once the user turned it off: they had it', async () => {
  const r = await kit.run(
    `mutation ($id: ID!) { disableConnection(connection_id: $id) { enablement { enabled } errors { message } } }`,
    VIEWERS.milo,
    { id: DEMO_CONNECTIONS.published },
  );
  expect(r.data!.disableConnection.enablement).toEqual({ enabled: false });
  expect((await ask(milo)).status).toBe(200);
});

it('names malformed ids as bad input', async () => {
  expect(await ask({ user_id: 'milo', connection_id: 3 })).toEqual({
    status: 400,
    body: {
      error: expect.any(String),
      errors: [
        { attribute: 'user_id', message: 'must be an id' },
        { attribute: 'connection_id', message: 'must be an id' },
      ],
    },
  });
});
