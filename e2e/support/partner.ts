import { expect, type APIRequestContext } from '@playwright/test';
import { PARTNER_PORT } from './demo';

/** Where startServer.mjs runs this worker's sample partner service (Daybook), which the demo service `daybook` points at. */
export const PARTNER_URL = `http://127.0.0.1:${PARTNER_PORT}`;

const CONTROL_HEADERS = { 'Switchyard-Service-Key': 'demo-service-key' };

/** Replaces the partner's active misbehaviours (e2e/partner-service README, "Misbehaviours"); [] behaves. */
export async function setPartnerModes(
  request: APIRequestContext,
  modes: string[],
  delayMs?: number,
): Promise<void> {
  const res = await request.post(`${PARTNER_URL}/_control/mode`, {
    headers: CONTROL_HEADERS,
    data: delayMs === undefined ? { modes } : { modes, delayMs },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Modes off, data reseeded, trigger identities and the request log emptied. */
export async function resetPartner(request: APIRequestContext): Promise<void> {
  const res = await request.post(`${PARTNER_URL}/_control/reset`, { headers: CONTROL_HEADERS });
  expect(res.status(), await res.text()).toBe(200);
}

/** The requests the partner received (newest last), with their headers. */
export async function partnerRequests(
  request: APIRequestContext,
): Promise<{ method: string; path: string; headers: Record<string, string> }[]> {
  const res = await request.get(`${PARTNER_URL}/_control/requests`, { headers: CONTROL_HEADERS });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { method: string; path: string; headers: Record<string, string> }[] })
    .data;
}

/** A journal entry written at Daybook now, for its demo user (Ada); Daybook tells the platform at once. */
export async function writePartnerEntry(
  request: APIRequestContext,
  entry: { title: string; mood?: string },
): Promise<{ id: string }> {
  const res = await request.post(`${PARTNER_URL}/_control/entries`, {
    headers: CONTROL_HEADERS,
    data: entry,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data;
}

/** The actions Daybook ran (once per request id), oldest first. */
export async function partnerActions(
  request: APIRequestContext,
): Promise<{ slug: string; requestId: string; fields: Record<string, unknown> }[]> {
  const res = await request.get(`${PARTNER_URL}/_control/actions`, { headers: CONTROL_HEADERS });
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as { data: { slug: string; requestId: string; fields: Record<string, unknown> }[] }
  ).data;
}
