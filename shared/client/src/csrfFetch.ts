import { getCsrfToken } from './session';

/** fetch for the app's own origin: sends the session cookie and, on state changes, the CSRF token. */
export function csrfFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (method !== 'GET' && method !== 'HEAD') headers.set('X-CSRF-Token', getCsrfToken());
  return fetch(input, { ...init, method, headers, credentials: 'same-origin' });
}

export interface FieldError {
  attribute: string;
  message: string;
}

/** JSON call to a REST path; resolves with the body, rejects with RestError carrying the status. */
export async function restJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const res = await csrfFetch(path, {
    ...rest,
    body: json === undefined ? rest.body : JSON.stringify(json),
    headers: json === undefined ? rest.headers : { 'Content-Type': 'application/json', ...rest.headers },
  });
  const text = await res.text();
  const body = text ? safeJson(text) : null;
  if (!res.ok) throw new RestError(res.status, body?.error ?? res.statusText, body?.errors ?? []);
  return body as T;
}

export class RestError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: FieldError[],
  ) {
    super(message);
  }
}

function safeJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
