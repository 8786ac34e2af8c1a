/**
 * What the endpoint test page shows of a request or response: the partner's own secrets (its service
 * key, the test user's access token) never leave the server. The transaction log redacts its copy
 * on its own (observability domain).
 */
export const REDACTED = '[REDACTED]';

const secretHeader =
  /^(authorization|proxy-authorization|cookie|set-cookie|x-csrf-token|x-api-key)$|-(service|channel|api)-key$|token|secret|password/i;

/** access_token, accessToken, refresh-token, client_secret, api_key, password, … */
const secretKey =
  /^(access_?token|refresh_?token|id_?token|token|client_?secret|secret|password|api_?key|code_?verifier|authorization)$|_token$|_secret$|_password$|_key$/i;

export const isSecretKey = (key: string) =>
  secretKey.test(key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_'));

/** Header names as sent, secret values replaced ("Bearer abc" keeps its scheme: "Bearer [REDACTED]"). */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => {
      if (!secretHeader.test(name)) return [name, value];
      const scheme = /^(Bearer|Basic|Token)\s+\S/i.exec(value);
      return [name, scheme ? `${scheme[1]} ${REDACTED}` : REDACTED];
    }),
  );
}

/** A JSON value with the values of secret keys replaced, at any depth. */
export function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        isSecretKey(k) && v !== null && typeof v !== 'object' ? REDACTED : redactJson(v),
      ]),
    );
  }
  return value;
}

/** Body text that is not JSON: known secrets (the ones this run holds) replaced wherever they appear. */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  return out;
}
