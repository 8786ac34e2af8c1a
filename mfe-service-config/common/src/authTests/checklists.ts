/**
 * The authentication test's steps and checklists (see spec/service-config.md#authentication-test-screen,
 * "Authentication test checklists" in spec/service-config.md#5-validation-rules, "Accepted token statuses 200
 * and 201; user info requires 200" in spec/service-config.md#9-business-constants-and-limits). Pure rules:
 * the REST answers carry them and the web page shows the same ones.
 */

export const AUTH_TEST_STEPS = {
  authorization_code: 'Retrieve authorization code',
  access_token: 'Request access token',
  user_info: 'Retrieve user information',
  refresh_token: 'Refresh access token',
  older_refresh_token: 'Ensure older refresh token does not expire immediately',
} as const;
export type AuthTestStepId = keyof typeof AUTH_TEST_STEPS;

const OAUTH_STEPS: readonly AuthTestStepId[] = ['authorization_code', 'access_token', 'user_info'];
const REFRESH_STEPS: readonly AuthTestStepId[] = [...OAUTH_STEPS, 'refresh_token', 'older_refresh_token'];

export const REFRESH_TYPES = ['oauth_refresh_token', 'oauth_pkce_refresh_token'] as const;
export const PKCE_TYPES = ['oauth_pkce', 'oauth_pkce_refresh_token'] as const;
export const OAUTH_TEST_TYPES = ['oauth', 'oauth_pkce', ...REFRESH_TYPES] as const;

export const isRefreshType = (type: string) => (REFRESH_TYPES as readonly string[]).includes(type);
export const isPkceType = (type: string) => (PKCE_TYPES as readonly string[]).includes(type);
export const isOAuthType = (type: string) => (OAUTH_TEST_TYPES as readonly string[]).includes(type);

/** The steps an authentication type is tested with, in order (none for auth_not_required). */
export function authTestSteps(authenticationType: string): readonly AuthTestStepId[] {
  if (authenticationType === 'api_token_auth') return ['user_info'];
  if (isRefreshType(authenticationType)) return REFRESH_STEPS;
  if (isOAuthType(authenticationType)) return OAUTH_STEPS;
  return [];
}

/** A partner's answer as the test saw it: its status and its body text (parsed by the checks). */
export interface PartnerResponse {
  statusCode: number;
  body: string;
}

export interface ChecklistItem {
  key: string;
  label: string;
  passed: boolean;
}

export const TOKEN_STATUSES = [200, 201] as const;
export const USER_INFO_STATUS = 200;

/** Every item passed (an empty checklist has not passed: nothing was checked). */
export const checklistPassed = (items: readonly ChecklistItem[]) =>
  items.length > 0 && items.every((item) => item.passed);

type Json = { valid: true; value: unknown } | { valid: false };

export function parseJsonBody(body: string | null | undefined): Json {
  if (typeof body !== 'string' || body.trim() === '') return { valid: false };
  try {
    return { valid: true, value: JSON.parse(body) as unknown };
  } catch {
    return { valid: false };
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body as a JSON object, or null (no answer, not JSON, or JSON that is not an object). */
export function bodyObject(response: PartnerResponse | null): Record<string, unknown> | null {
  if (!response) return null;
  const json = parseJsonBody(response.body);
  return json.valid && isObject(json.value) ? json.value : null;
}

/** null counts as absent: `"expires_in": null` says no more than leaving the key out. */
const present = (obj: Record<string, unknown> | null, key: string) =>
  obj !== null && obj[key] !== undefined && obj[key] !== null;

const item = (key: string, label: string, passed: boolean): ChecklistItem => ({ key, label, passed });

/** Status, valid JSON, body is an object. */
function bodyItems(response: PartnerResponse | null, statuses: readonly number[]): ChecklistItem[] {
  const json = response ? parseJsonBody(response.body) : ({ valid: false } as Json);
  return [
    item(
      'status',
      statuses.length > 1 ? `Status code is ${statuses.join(' or ')}` : `Status code is ${statuses[0]}`,
      response !== null && statuses.includes(response.statusCode),
    ),
    item('json', 'Body is valid JSON', json.valid),
    item('object', 'Body is a JSON object', json.valid && isObject(json.value)),
  ];
}

/**
 * The checklist of a token answer: the access token request and both refresh steps. Refresh types
 * must hand out a refresh token; the others a token that does not expire.
 */
export function tokenChecklist(
  response: PartnerResponse | null,
  authenticationType: string,
): ChecklistItem[] {
  const body = bodyObject(response);
  const accessToken = body?.access_token;
  const expiresIn = body?.expires_in;
  const items = [
    ...bodyItems(response, TOKEN_STATUSES),
    item('access_token_present', 'access_token is present', present(body, 'access_token')),
    item('access_token_string', 'access_token is a string', typeof accessToken === 'string'),
    item(
      'access_token_length',
      'access_token is at least 1 character long',
      typeof accessToken === 'string' && accessToken.length >= 1,
    ),
    item(
      'expires_in',
      'expires_in, if present, is a positive number',
      body !== null &&
        (!present(body, 'expires_in') ||
          (typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0)),
    ),
  ];
  if (isRefreshType(authenticationType)) {
    const refreshToken = body?.refresh_token;
    items.push(
      item('refresh_token_present', 'refresh_token is present', present(body, 'refresh_token')),
      item('refresh_token_string', 'refresh_token is a string', typeof refreshToken === 'string'),
      item(
        'refresh_token_not_empty',
        'refresh_token is not empty',
        typeof refreshToken === 'string' && refreshToken.length > 0,
      ),
    );
  } else {
    items.push(
      item(
        'non_expiring',
        'The access token does not expire (no expires_in or expires_at)',
        body !== null && !present(body, 'expires_in') && !present(body, 'expires_at'),
      ),
    );
  }
  return items;
}

/** The checklist of GET /user/info: 200, a top-level data object with a string name and id. */
export function userInfoChecklist(response: PartnerResponse | null): ChecklistItem[] {
  const data = bodyObject(response)?.data;
  const user = isObject(data) ? data : null;
  return [
    ...bodyItems(response, [USER_INFO_STATUS]),
    item('data', 'Body has a top-level data object', user !== null),
    item('name', 'data.name is a string', typeof user?.name === 'string'),
    item('id', 'data.id is a string', typeof user?.id === 'string'),
  ];
}

/** What the partner's redirect brought back, against the state the test sent. */
export function authorizationCodeChecklist(
  callback: { code?: string | null; state?: string | null },
  expectedState: string | null | undefined,
): ChecklistItem[] {
  const code = callback.code;
  const state = callback.state;
  return [
    item('code', 'An authorization code was returned', typeof code === 'string' && code.length > 0),
    item(
      'state',
      'The state matches the one sent',
      typeof state === 'string' &&
        state.length > 0 &&
        typeof expectedState === 'string' &&
        state === expectedState,
    ),
  ];
}

/** The tokens of a token answer (only non-empty strings), for the steps that follow. */
export function tokensOf(response: PartnerResponse | null): { accessToken?: string; refreshToken?: string } {
  const body = bodyObject(response);
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);
  return { accessToken: str(body?.access_token), refreshToken: str(body?.refresh_token) };
}
