import { csrfFetch, type FieldError } from '@switchyard/client';
import type { Registry, RemoteState, TokenInfo } from './registryTypes';

/** A refused request: the server's words (its error, each field's message, a gate's reasons). */
export class RegistryError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly reasons: string[] = [],
  ) {
    super(message);
  }

  /** Everything the server said, for one line of text: its error and a gate's reasons. */
  get details(): string {
    return [this.message, ...this.reasons].join(' ');
  }
}

/** A field's message as a sentence under its field: "must be from 1 to 99" → "Must be from 1 to 99." */
export function fieldMessage(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

interface ErrorBody {
  error?: string;
  errors?: FieldError[];
  reasons?: string[];
}

async function call<T>(method: string, path: string, json?: unknown): Promise<T> {
  const res = await csrfFetch(path, {
    method,
    ...(json === undefined
      ? {}
      : { body: JSON.stringify(json), headers: { 'Content-Type': 'application/json' } }),
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const e = (body ?? {}) as ErrorBody;
    const errors = Array.isArray(e.errors) ? e.errors : [];
    const reasons = Array.isArray(e.reasons) ? e.reasons : [];
    const message =
      e.error ??
      (errors.length
        ? errors.map((f) => `${f.attribute} ${f.message}`).join(', ')
        : `The server answered ${res.status}.`);
    throw new RegistryError(res.status, message, errors, reasons);
  }
  return body as T;
}

const remotePath = (name: string) => `/registry/remotes/${encodeURIComponent(name)}`;

export const registryApi = {
  load: () => call<Registry>('GET', '/registry/remotes'),
  makeLive: (remote: string, version: string) =>
    call<RemoteState>('PUT', `${remotePath(remote)}/live`, { version }),
  startCanary: (remote: string, version: string, percent: number) =>
    call<RemoteState>('PUT', `${remotePath(remote)}/canary`, { version, percent }),
  promoteCanary: (remote: string) => call<RemoteState>('POST', `${remotePath(remote)}/canary/promote`),
  abortCanary: (remote: string) => call<RemoteState>('DELETE', `${remotePath(remote)}/canary`),
  createToken: (remote: string, name: string) =>
    call<{ token: string; info: TokenInfo }>('POST', '/registry/tokens', { remote, name }),
  revokeToken: (id: string) => call<TokenInfo>('DELETE', `/registry/tokens/${encodeURIComponent(id)}`),
};

export type RegistryApi = typeof registryApi;
