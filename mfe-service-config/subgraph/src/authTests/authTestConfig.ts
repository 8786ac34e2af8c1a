import { isHttpUrl, MESSAGES } from '@switchyard/service-config-common/rules/serviceGeneral';
import {
  isOAuthType,
  isPkceType,
  isRefreshType,
} from '@switchyard/service-config-common/authTests/checklists';

/**
 * What a service must have set before a call of its authentication test can be made; each problem
 * names the service attribute to fix. Checked before the partner is called (and before the browser
 * is sent to the partner), so a half-configured service fails with a reason, not a partner's 4xx.
 */

/** An error of an authentication test call: the attribute, a message, a code the page shows. */
export interface AuthTestError {
  attribute: string;
  message: string;
  code: string;
}

export type AuthTestCall = 'authorize' | 'token' | 'refresh' | 'user_info';

export interface AuthTestServiceConfig {
  authentication_type: string;
  oauth_client_id: string | null;
  oauth_client_secret?: string | null;
  oauth_authorization_url: string | null;
  oauth_token_url: string | null;
  api_url_prefix: string | null;
}

export const NO_AUTHENTICATION = 'This service does not use authentication, so there is nothing to test.';
export const NOT_OAUTH = 'This service does not use OAuth 2; only user information can be tested.';
export const NOT_REFRESH = "This service's authentication type does not use refresh tokens.";

const blank = (v: string | null | undefined) => !v || v.trim() === '';

function urlProblem(attribute: string, value: string | null | undefined): AuthTestError | null {
  if (blank(value)) return { attribute, message: MESSAGES.blank, code: 'not_configured' };
  if (!isHttpUrl(value!.trim())) return { attribute, message: MESSAGES.url, code: 'not_configured' };
  return null;
}

export function configurationProblems(service: AuthTestServiceConfig, call: AuthTestCall): AuthTestError[] {
  const type = service.authentication_type;
  if (call === 'user_info') {
    if (type !== 'api_token_auth' && !isOAuthType(type)) {
      return [{ attribute: 'authentication_type', message: NO_AUTHENTICATION, code: 'no_authentication' }];
    }
    const prefix = urlProblem('api_url_prefix', service.api_url_prefix);
    return prefix ? [prefix] : [];
  }
  if (!isOAuthType(type)) {
    const message = type === 'api_token_auth' ? NOT_OAUTH : NO_AUTHENTICATION;
    return [
      {
        attribute: 'authentication_type',
        message,
        code: type === 'api_token_auth' ? 'not_oauth' : 'no_authentication',
      },
    ];
  }
  if (call === 'refresh' && !isRefreshType(type)) {
    return [{ attribute: 'authentication_type', message: NOT_REFRESH, code: 'not_refresh_type' }];
  }
  const problems: (AuthTestError | null)[] = [];
  if (blank(service.oauth_client_id)) {
    problems.push({ attribute: 'oauth_client_id', message: MESSAGES.blank, code: 'not_configured' });
  }
  // A confidential client proves itself with its secret; PKCE clients may have none.
  if (!isPkceType(type) && blank(service.oauth_client_secret)) {
    problems.push({ attribute: 'oauth_client_secret', message: MESSAGES.blank, code: 'not_configured' });
  }
  if (call === 'authorize')
    problems.push(urlProblem('oauth_authorization_url', service.oauth_authorization_url));
  problems.push(urlProblem('oauth_token_url', service.oauth_token_url));
  return problems.filter((p): p is AuthTestError => p !== null);
}
