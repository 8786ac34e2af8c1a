import { csrfFetch, RestError, restJson } from '@switchyard/client';
import type { EndpointTestEvent } from './endpointTestTree';

const seg = encodeURIComponent;

/** The session path (POST) and the results path (GET) of the service's endpoint tests. */
export const endpointTestsPath = (moduleName: string) => `/services/${seg(moduleName)}/endpoint_tests`;
export const endpointTestResultsPath = (moduleName: string, sessionId: string, offset: number) =>
  `${endpointTestsPath(moduleName)}/results?session_id=${seg(sessionId)}&offset=${offset}`;

export type BeginAnswer =
  | { kind: 'started'; sessionId: string }
  /** A run of the service was going already: the page follows it. */
  | { kind: 'running'; sessionId: string }
  /** 422: the server's reason (e.g. no API URL prefix). */
  | { kind: 'refused'; message: string };

async function jsonOf(res: Response): Promise<Record<string, unknown> | null> {
  try {
    return (await res.json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** POST the session path (with the CSRF token); anything but 201, 409 and 422 is thrown as a RestError. */
export async function beginEndpointTest(moduleName: string): Promise<BeginAnswer> {
  const res = await csrfFetch(endpointTestsPath(moduleName), { method: 'POST' });
  const body = await jsonOf(res);
  const sessionId = typeof body?.session_id === 'string' ? body.session_id : null;
  if (res.status === 201 && sessionId) return { kind: 'started', sessionId };
  if (res.status === 409 && sessionId) return { kind: 'running', sessionId };
  const message = typeof body?.error === 'string' ? body.error : res.statusText;
  if (res.status === 422) return { kind: 'refused', message };
  throw new RestError(res.status, message, []);
}

export interface ResultsPage {
  events: EndpointTestEvent[];
  finished: boolean;
}

/** GET the events from an offset; a failed answer is thrown as a RestError with its status. */
export async function fetchEndpointTestResults(
  moduleName: string,
  sessionId: string,
  offset: number,
): Promise<ResultsPage> {
  const body = await restJson<{ events?: unknown; finished?: unknown } | null>(
    endpointTestResultsPath(moduleName, sessionId, offset),
  );
  if (!body || !Array.isArray(body.events)) throw new RestError(500, 'The results carry no events.', []);
  return { events: body.events as EndpointTestEvent[], finished: body.finished === true };
}
