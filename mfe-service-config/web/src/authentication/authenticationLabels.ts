import type { AuthenticationType } from '../services/serviceGeneral';

/** The authentication types (spec/connections.md#3-entities-and-their-fields) in plain words. */
export const AUTHENTICATION_LABELS: Record<AuthenticationType, string> = {
  auth_not_required: 'No authentication required',
  oauth: 'OAuth 2',
  oauth_pkce: 'OAuth 2 with PKCE',
  oauth_refresh_token: 'OAuth 2 with refresh tokens',
  oauth_pkce_refresh_token: 'OAuth 2 with PKCE and refresh tokens',
  api_token_auth: 'API token',
};

export const authenticationLabel = (type: string) =>
  AUTHENTICATION_LABELS[type as AuthenticationType] ?? type;
