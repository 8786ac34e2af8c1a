import { csrfFetch, getCsrfToken, RestError, restJson } from '@switchyard/client';
import type { PinAction } from '@switchyard/connections-common/pins';

/**
 * The REST calls of the partner's applet list (spec/connections.md#7-the-calls-it-makes): the
 * composer's pin and unpin URLs, and this domain's archive call.
 */
export const pinUrl = (serviceSlug: string, action: PinAction) =>
  `/services/${encodeURIComponent(serviceSlug)}/pinned_applets/${action}`;

/** Pins or unpins; resolves with the service's pinned ids in order, rejects with the server's error text. */
export async function sendPin(serviceSlug: string, action: PinAction, appletId: string): Promise<string[]> {
  const body = await restJson<{ pinned?: unknown }>(pinUrl(serviceSlug, action), {
    method: 'POST',
    json: { applet_id: appletId },
  });
  if (!Array.isArray(body?.pinned)) throw new RestError(200, 'The pins could not be read.', []);
  return body.pinned.filter((id): id is string => typeof id === 'string');
}

export const ARCHIVE_FAILED = 'Your Applet could not be archived';
export const UNARCHIVE_FAILED = 'Your Applet could not be unarchived';

/**
 * `PUT /connections/:id` with `{ applet: { archived }, authenticity_token }` (the spec's call; the
 * CSRF header goes too, as on every change). Resolves when it took, else rejects.
 */
export async function sendArchived(connectionId: string, archived: boolean): Promise<void> {
  const res = await csrfFetch(`/connections/${encodeURIComponent(connectionId)}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ applet: { archived }, authenticity_token: getCsrfToken() }),
  });
  if (!res.ok) throw new Error(`archive answered ${res.status}`);
}
