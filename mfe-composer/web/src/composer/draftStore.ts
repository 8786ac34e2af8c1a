import type { Draft } from './composerModel';

/**
 * The composer's draft survives the trip to a partner's consent page (a full page load): kept in
 * sessionStorage under the page's path while the user connects, read back when they return.
 */
const keyOf = (path: string) => `switchyard:composer-draft:${path}`;

export function storeDraft(path: string, draft: Draft): void {
  try {
    sessionStorage.setItem(keyOf(path), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the user rebuilds the applet after connecting.
  }
}

export function readStoredDraft(path: string): Draft | null {
  try {
    const text = sessionStorage.getItem(keyOf(path));
    return text ? (JSON.parse(text) as Draft) : null;
  } catch {
    return null;
  }
}

export function forgetStoredDraft(path: string): void {
  try {
    sessionStorage.removeItem(keyOf(path));
  } catch {
    // nothing kept
  }
}

/** The page's address without the connection outcome parameters. */
export function withoutOutcome(pathname: string, search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete('connected');
  rest.delete('connect_error');
  const query = rest.toString();
  return query ? `${pathname}?${query}` : pathname;
}
