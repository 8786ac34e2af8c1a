import { getCsrfToken, restJson, RestError } from '@switchyard/client';
import { ADMIN_KEY, type AdminValue } from '@switchyard/service-config-common/rules/serviceAdmin';
import type { UserError } from '../services/serviceOperations';
import type { ServiceAdmin } from './adminOperations';

/**
 * The administrators list's REST writes (spec/connections.md#7-the-calls-it-makes: "PUT the admin form
 * action with partners_channel_admin (email, name, phone)"). A 422 answers its errors as data; anything
 * else (401, 404, network) is thrown as it came.
 */
export interface AdminAnswer {
  admin: ServiceAdmin | null;
  errors: UserError[];
}

type Body = Record<string, unknown>;

export const adminsPath = (moduleName: string, id?: string) =>
  `/services/${encodeURIComponent(moduleName)}/admins${id ? `/${encodeURIComponent(id)}` : ''}`;

async function send(method: 'POST' | 'PUT' | 'DELETE', path: string, body: Body = {}): Promise<AdminAnswer> {
  try {
    const answer = await restJson<Body | null>(path, {
      method,
      json: { authenticity_token: getCsrfToken(), ...body },
      headers: { Accept: 'application/json' },
    });
    const admin = (answer?.[ADMIN_KEY] as ServiceAdmin | undefined) ?? null;
    return { admin, errors: [] };
  } catch (err) {
    if (err instanceof RestError && err.status === 422) {
      return {
        admin: null,
        errors: err.errors.length ? err.errors : [{ attribute: 'base', message: err.message }],
      };
    }
    throw err;
  }
}

export const createAdmin = (moduleName: string, value: AdminValue) =>
  send('POST', adminsPath(moduleName), { [ADMIN_KEY]: value });

export const updateAdmin = (moduleName: string, id: string, value: AdminValue) =>
  send('PUT', adminsPath(moduleName, id), { [ADMIN_KEY]: value });

export const deleteAdmin = (moduleName: string, id: string) => send('DELETE', adminsPath(moduleName, id));

export const isSignedOut = (err: unknown) => err instanceof RestError && err.status === 401;
