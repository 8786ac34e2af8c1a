/**
 * Secrets out of what is stored or shown of a call to a partner (transaction logs, endpoint and
 * authentication test results): one list of secret header and key names for every domain.
 */

/** What is shown instead of a secret. */
export const REDACTED = '[REDACTED]';

/**
 * Header names whose values are secrets: credentials, cookies, sessions, CSRF tokens, API, service and
 * channel keys (a partner's adapter script may send any header, so the net is wide).
 */
const secretHeader =
  /^(authorization|proxy-authorization|cookie|set-cookie)$|(^|-)(api|service|channel|access|auth|private|secret|client|app)-?key$|apikey|token|secret|password|credential|session|signature/i;

/** JSON keys and form/query parameter names whose values are secrets. */
const secretKey =
  /^(access_token|refresh_token|id_token|token|client_secret|secret|password|passwd|api_key|apikey|code_verifier|private_key|authorization)$|_token$|_secret$|_password$|_key$/i;

export function isSecretHeader(name: string) {
  return secretHeader.test(name);
}

/** accessToken and access-token count as access_token. */
export function isSecretKey(name: string) {
  return secretKey.test(name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_'));
}

/**
 * The authorization code of an OAuth token request (RFC 6749 §4.1.3: `grant_type=authorization_code`
 * with `code`) is a secret too: until used it can be redeemed. `code` elsewhere (an error's code) is not.
 */
const OAUTH_CODE = 'code';
const isGrant = (keys: Iterable<string>) => [...keys].includes('grant_type');
const secretWith = (grant: boolean) => (key: string) => isSecretKey(key) || (grant && key === OAUTH_CODE);

/**
 * Secret header values replaced; "Bearer abc" keeps its scheme word ("Bearer [REDACTED]"). Names are
 * lower-cased (for storage) unless `keepNameCase` (to show a request as it was sent).
 */
export function redactHeaders(
  headers: Record<string, string> | null | undefined,
  { keepNameCase = false }: { keepNameCase?: boolean } = {},
): Record<string, string> | null {
  if (!headers) return null;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = keepNameCase ? name : name.toLowerCase();
    if (!isSecretHeader(key)) out[key] = value;
    else {
      const scheme = /^(Bearer|Basic|Token|Digest)\s+\S/i.exec(value);
      out[key] = scheme ? `${scheme[1]} ${REDACTED}` : REDACTED;
    }
  }
  return out;
}

/** A URL with the values of secret query parameters replaced (and any user:password@ removed). */
export function redactUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  if (u.username || u.password) {
    u.username = '';
    u.password = '';
  }
  let changed = false;
  const secret = secretWith(isGrant(u.searchParams.keys()));
  for (const key of [...u.searchParams.keys()]) {
    if (secret(key)) {
      u.searchParams.set(key, REDACTED);
      changed = true;
    }
  }
  return changed || url !== u.href ? u.href : url;
}

/**
 * A request or response body with the values of secret keys replaced: JSON (re-serialised as it
 * came, compact or indented), form-encoded bodies, and, for anything else (say, JSON cut short), a
 * textual pass over "key": "value" and key=value pairs.
 */
export function redactBody(body: string | null | undefined, contentType = ''): string | null {
  if (body == null || body === '') return body ?? null;
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(body);
      const indented = /^[[{]\s*\n/.test(trimmed);
      return JSON.stringify(redactJson(parsed), null, indented ? 2 : undefined);
    } catch {
      // not whole JSON: fall through to the textual pass
    }
  }
  if (
    /application\/x-www-form-urlencoded/i.test(contentType) ||
    /^[\w.%-]+=[^\s]*(&[\w.%-]+=[^\s]*)*$/.test(body)
  ) {
    const params = new URLSearchParams(body);
    let changed = false;
    const secret = secretWith(isGrant(params.keys()));
    for (const key of [...params.keys()]) {
      if (secret(key)) {
        params.set(key, REDACTED);
        changed = true;
      }
    }
    return changed ? params.toString() : body;
  }
  const secret = secretWith(/grant_type/.test(body));
  return body
    .replace(/"([^"\\]{1,100})"(\s*:\s*)"(?:[^"\\]|\\.)*"?/g, (whole, key: string, colon: string) =>
      secret(key) ? `"${key}"${colon}"${REDACTED}"` : whole,
    )
    .replace(/(^|[?&\s;,])([\w.-]{1,100})=([^&\s;,]+)/g, (whole, lead: string, key: string) =>
      secret(key) ? `${lead}${key}=${REDACTED}` : whole,
    );
}

/** A JSON value with the values of secret keys replaced, at any depth. */
export function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (value && typeof value === 'object') {
    const secret = secretWith(isGrant(Object.keys(value)));
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        secret(k) && v !== null && typeof v !== 'object' ? REDACTED : redactJson(v),
      ]),
    );
  }
  return value;
}

/** Any text with the known secrets (the ones a caller holds, at least 4 characters) replaced wherever they appear. */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  return out;
}

/** Text cut to at most maxBytes of UTF-8 (never mid-character), and whether it was cut. */
export function capText(text: string | null, maxBytes: number): { text: string | null; truncated: boolean } {
  if (text == null) return { text: null, truncated: false };
  if (text.length <= maxBytes / 4 || Buffer.byteLength(text) <= maxBytes) return { text, truncated: false };
  let cut = Buffer.from(text).subarray(0, maxBytes).toString('utf8');
  if (cut.endsWith('\uFFFD')) cut = cut.replace(/\uFFFD+$/, '');
  return { text: cut, truncated: true };
}
