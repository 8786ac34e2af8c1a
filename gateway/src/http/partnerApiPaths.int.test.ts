/**
 * The partners' API (PROTOCOL.md "Realtime"): IFTTT services send realtime notifications to IFTTT's
 * own `/v1/notifications`, which the platform answers when it speaks as IFTTT (PRODUCT_SLUG=ifttt);
 * an unknown path under the product prefix is a JSON 404, never a CSRF refusal nor the shell's page.
 */
import { startTestGateway, type RunningGateway } from '../testing/testGateway';

jest.setTimeout(120_000);

const post = (gw: RunningGateway, path: string, headers: Record<string, string> = {}, body: unknown = {}) =>
  fetch(gw.base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown });

describe('as Switchyard (the default product)', () => {
  let gw: RunningGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.stop());

  it('answers its own realtime path, and a JSON 404 for unknown paths and for IFTTT’s', async () => {
    expect(
      await answer(await post(gw, '/switchyard/v1/notifications', { 'Switchyard-Service-Key': 'nope' })),
    ).toEqual({
      status: 401,
      body: { errors: [{ message: 'Invalid service key.' }] },
    });
    for (const path of ['/switchyard/v1/notifications/extra', '/switchyard/v1/status', '/v1/notifications']) {
      const res = await answer(await post(gw, path));
      expect([path, res.status, res.body]).toEqual([path, 404, expect.objectContaining({})]);
      expect(JSON.stringify(res.body)).not.toMatch(/CSRF/);
    }
    // A browser's GET there is not the shell's page either.
    const page = await fetch(`${gw.base}/switchyard/v1/status`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/json/);
  });
});

describe('as IFTTT (PRODUCT_SLUG=ifttt)', () => {
  let gw: RunningGateway;
  beforeAll(async () => {
    gw = await startTestGateway({}, { env: { PRODUCT_SLUG: 'ifttt' } });
  });
  afterAll(() => gw.stop());

  it('takes notifications at IFTTT’s own /v1/notifications and at /ifttt/v1/notifications, with the service key', async () => {
    for (const path of ['/v1/notifications', '/ifttt/v1/notifications']) {
      expect(await answer(await post(gw, path, { 'IFTTT-Service-Key': 'nope' }, { data: [] }))).toEqual({
        status: 401,
        body: { errors: [{ message: 'Invalid service key.' }] },
      });
      expect(
        await answer(
          await post(
            gw,
            path,
            { 'IFTTT-Service-Key': 'demo-service-key' },
            { data: [{ user_id: 'nobody' }] },
          ),
        ),
      ).toEqual({ status: 200, body: { data: { polling: 0 } } });
      expect(
        await answer(await post(gw, path, { 'IFTTT-Service-Key': 'demo-service-key' }, { data: 'x' })),
      ).toEqual({
        status: 400,
        body: { errors: [{ message: 'data must be a list of at most 1000 entries.' }] },
      });
    }
    const unknown = await answer(
      await post(gw, '/ifttt/v1/anything', { 'IFTTT-Service-Key': 'demo-service-key' }),
    );
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).not.toMatch(/CSRF/);
  });
});
