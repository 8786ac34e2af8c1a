import { type RunningGateway, startTestGateway } from '@switchyard/platform-testing';
import { DEMO_CONNECTIONS } from '../seed';

// Archiving through the whole gateway: its session, its CSRF check, then the domain's own check of
// the body's authenticity_token against the same session.
jest.setTimeout(120_000);

let gw: RunningGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.stop());

const ARCHIVED = `query ($id: ID!) { connection(id: $id) { archived } }`;

it('archives and unarchives with the session token in the body, and refuses any other token', async () => {
  const id = DEMO_CONNECTIONS.draft;
  const milo = await gw.client().login('milo');
  const put = (archived: boolean, token: string, opts: { header?: boolean } = {}) =>
    milo.request(`/connections/${id}`, {
      method: 'PUT',
      json: { applet: { archived }, authenticity_token: token },
      csrf: opts.header ?? true,
    });

  // The header is the session's, the body's token is not: the domain refuses.
  const mismatch = await put(true, 'not-the-session-token');
  expect(mismatch.status).toBe(403);
  expect((await milo.gql(ARCHIVED, { id })).data!.connection.archived).toBe(false);

  const archived = await put(true, milo.csrf);
  expect(archived.status).toBe(200);
  expect(await archived.json()).toMatchObject({ applet: { id, archived: true } });
  expect((await milo.gql(ARCHIVED, { id })).data!.connection.archived).toBe(true);

  // The spec's call as a form would make it: the token in the body only.
  const unarchived = await put(false, milo.csrf, { header: false });
  expect(unarchived.status).toBe(200);
  expect((await milo.gql(ARCHIVED, { id })).data!.connection.archived).toBe(false);

  // Staff read the connection but may not archive it; another organization does not see it.
  const stella = await gw.client().login('stella');
  expect(
    (
      await stella.request(`/connections/${id}`, {
        method: 'PUT',
        json: { applet: { archived: true }, authenticity_token: stella.csrf },
      })
    ).status,
  ).toBe(403);
  const sol = await gw.client().login('sol');
  expect(
    (
      await sol.request(`/connections/${id}`, {
        method: 'PUT',
        json: { applet: { archived: true }, authenticity_token: sol.csrf },
      })
    ).status,
  ).toBe(404);
  // Signed out (with the anonymous session's token, so the CSRF check passes): 401.
  const anonymous = gw.client();
  await anonymous.session();
  expect(
    (
      await anonymous.request(`/connections/${id}`, {
        method: 'PUT',
        json: { applet: { archived: true }, authenticity_token: anonymous.csrf },
      })
    ).status,
  ).toBe(401);
});
