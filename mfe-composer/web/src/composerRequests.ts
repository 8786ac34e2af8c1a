import { csrfFetch, getCsrfToken } from '@switchyard/client';
import type { Detail } from './composer/composerModel';

/**
 * The applet calls of spec/composer-and-header.md#7-the-calls-it-makes and the applet page: the create URL,
 * PUT to it plus /{id}, on/off, status.
 */
export const APPLETS_URL = '/applets';

/** Sends a JSON body with the anti-forgery token (header and `authenticity_token`); the answer and its JSON. */
export async function send(url: string, method: 'POST' | 'PUT' | 'DELETE', body: object = {}) {
  const res = await csrfFetch(url, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...body, authenticity_token: getCsrfToken() }),
  });
  return { res, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

export type SaveAnswer =
  { ok: true; id: string; url: string } | { ok: false; details: Detail[]; error: string | null };

/** POST /applets (create) or PUT /applets/{id} (update) with body applet + authenticity_token. */
export async function saveApplet(applet: object, id: string | null): Promise<SaveAnswer> {
  const { res, body } = await send(
    id ? `${APPLETS_URL}/${encodeURIComponent(id)}` : APPLETS_URL,
    id ? 'PUT' : 'POST',
    {
      applet,
    },
  );
  if (res.ok) {
    const saved = body.applet as { id: string; url: string };
    return { ok: true, id: saved.id, url: saved.url };
  }
  const details = Array.isArray(body.details) ? (body.details as Detail[]) : [];
  return { ok: false, details, error: typeof body.error === 'string' ? body.error : null };
}

/** Turns an applet on or off for the viewer: null when it took, else the server's reason. */
export async function setAppletEnabled(id: string, enabled: boolean): Promise<string | null> {
  const { res, body } = await send(
    `${APPLETS_URL}/${encodeURIComponent(id)}/${enabled ? 'enable' : 'disable'}`,
    'POST',
  );
  if (res.ok) return null;
  return typeof body.error === 'string'
    ? body.error
    : `The Applet could not be turned ${enabled ? 'on' : 'off'}.`;
}

/** PUT /applets/{id}/settings: the viewer's own field values; the refusal's details when it fails. */
export async function saveAppletSettings(id: string, fieldValues: Record<string, Record<string, unknown>>) {
  const { res, body } = await send(`${APPLETS_URL}/${encodeURIComponent(id)}/settings`, 'PUT', {
    field_values: fieldValues,
  });
  if (res.ok) return { ok: true as const, details: [] as Detail[], error: null };
  const details = Array.isArray(body.details) ? (body.details as Detail[]) : [];
  return {
    ok: false as const,
    details,
    error: typeof body.error === 'string' ? body.error : `status ${res.status}`,
  };
}

/** Publishes, archives or makes private (the owner; publishing is for makers). */
export async function setAppletStatus(id: string, status: 'private' | 'published' | 'archived') {
  const { res, body } = await send(`${APPLETS_URL}/${encodeURIComponent(id)}/status`, 'PUT', { status });
  return res.ok
    ? { ok: true as const, url: String((body.applet as { url: string }).url) }
    : { ok: false as const, error: String(body.error ?? res.status) };
}

export async function deleteApplet(id: string): Promise<boolean> {
  const { res } = await send(`${APPLETS_URL}/${encodeURIComponent(id)}`, 'DELETE');
  return res.ok;
}

/** 'Check now': the engine polls the applet's trigger at once. */
export async function checkAppletNow(id: string): Promise<string | null> {
  const { res, body } = await send(`${APPLETS_URL}/${encodeURIComponent(id)}/check_now`, 'POST');
  return res.ok ? null : String(body.error ?? 'The Applet could not be checked.');
}
