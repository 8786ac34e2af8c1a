import { expect } from '@playwright/test';
import { read, type ApiClient } from './api';

/**
 * Runs a service's endpoint tests through the REST API as `client` (POST
 * /services/{module}/endpoint_tests, then GET …/results by offset until the run has finished);
 * answers how many calls the run made (its test_case_request events).
 */
export async function runEndpointTests(client: ApiClient, moduleName = 'daybook'): Promise<number> {
  const start = await read(
    await client.request.post(`/services/${moduleName}/endpoint_tests`, {
      headers: { 'X-CSRF-Token': client.csrf },
    }),
  );
  expect(start.status, start.text).toBe(201);
  const sessionId = (start.json as { session_id: string }).session_id;
  let offset = 0;
  let requests = 0;
  await expect
    .poll(
      async () => {
        const res = await read(
          await client.request.get(
            `/services/${moduleName}/endpoint_tests/results?session_id=${sessionId}&offset=${offset}`,
          ),
        );
        const body = res.json as { events: { type: string }[]; finished: boolean };
        offset += body.events.length;
        requests += body.events.filter((e) => e.type === 'test_case_request').length;
        return body.finished;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  return requests;
}
