import { restJson, RestError } from '@switchyard/client';
import type { ChecklistItem, PartnerResponse } from './checklists';

/**
 * The authentication test's REST calls (see
 * spec/service-config.md#test-runner-calls-paths-supplied-by-the-page; the domain README). A refusal or a
 * call that got no answer comes back as a failure with the server's error code and message when it gave one;
 * anything else (network, 5xx, no JSON) as a failure without a code, for which the page shows the step's
 * default message.
 */

export interface Exchange {
  request: unknown;
  response: PartnerResponse;
  checklist: ChecklistItem[];
  /** The server's reading of a failing answer (e.g. a 401: the service key was refused). */
  hint?: string;
}

export interface Authorization {
  authorize_url: string;
  state: string;
  redirect_uri: string;
}

export type Outcome<T> = { ok: true; data: T } | { ok: false; code?: string; message?: string };

const base = (moduleName: string) => `/services/${encodeURIComponent(moduleName)}/auth_tests`;

interface ServerError {
  attribute?: string;
  message?: string;
  code?: string;
}

async function post<T>(path: string, body: Record<string, unknown>): Promise<Outcome<T>> {
  try {
    const answer = await restJson<{ data?: T } | null>(path, { method: 'POST', json: body });
    if (!answer?.data) return { ok: false };
    return { ok: true, data: answer.data };
  } catch (err) {
    if (err instanceof RestError && err.status < 500) {
      const coded = (err.errors as ServerError[]).filter((e) => typeof e.code === 'string');
      if (coded.length) {
        const message = coded
          .map((e) => (e.attribute && e.attribute !== 'base' ? `${e.attribute} ${e.message}` : e.message))
          .join('; ');
        return { ok: false, code: coded[0].code, message };
      }
    }
    return { ok: false };
  }
}

export const beginAuthorization = (moduleName: string) =>
  post<Authorization>(`${base(moduleName)}/authorize`, {});

export const requestToken = (moduleName: string, code: string, state: string) =>
  post<Exchange>(`${base(moduleName)}/token`, { code, state });

export const refreshToken = (moduleName: string, oauthRefreshToken: string) =>
  post<Exchange>(`${base(moduleName)}/refresh`, { oauth_refresh_token: oauthRefreshToken });

export const userInfo = (moduleName: string, token: { oauth_access_token: string } | { api_token: string }) =>
  post<Exchange>(`${base(moduleName)}/user_info`, token);
