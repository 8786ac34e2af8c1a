/**
 * Embedded redirect URIs (see spec/review-org-diagnostics.md#5-validation-rules): one per line, entries may
 * also be separated by whitespace or commas, blank lines are dropped. The spec says only that an entry must
 * "look like" an address; here that is an absolute URI with a scheme and `://` (https://app.example/cb,
 * myapp://oauth), no spaces, at most URI_MAX characters. The first bad entry is reported and nothing
 * is saved.
 */
export const REDIRECT_URIS_MAX = 100;
export const REDIRECT_URI_MAX = 2000;
export const REDIRECT_URIS_UPDATED = 'Redirect URIs updated';
export const REDIRECT_URIS_FAILED = 'Sorry, there was an unexpected error. Please try again';
export const invalidRedirectUri = (value: string) => `The URL “${value}” is invalid`;
export const TOO_MANY_REDIRECT_URIS = `must have at most ${REDIRECT_URIS_MAX} entries`;

const URI = /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+[^\s]*$/i;

export function isRedirectUri(value: string): boolean {
  if (value.length > REDIRECT_URI_MAX || !URI.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** The entries of the text box, or the message of the first invalid one (or of too many). */
export function parseRedirectUris(
  text: string,
): { uris: string[]; error?: undefined } | { uris?: undefined; error: string } {
  const entries = text.split(/[\s,]+/).filter((e) => e.length > 0);
  const bad = entries.find((e) => !isRedirectUri(e));
  if (bad !== undefined) return { error: invalidRedirectUri(bad) };
  const uris = [...new Set(entries)];
  if (uris.length > REDIRECT_URIS_MAX) return { error: TOO_MANY_REDIRECT_URIS };
  return { uris };
}

/** What the editor shows for a saved list: one per line. */
export const formatRedirectUris = (uris: readonly string[]) => uris.join('\n');
