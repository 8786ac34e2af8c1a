import type { RemoteEntry } from './remoteContract';
import type { SessionViewer } from './session';

// The gateway picks the route's remote as the shell does.
export { matchesRoute, type RemoteEntry } from './remoteContract';
export type * from './registryContract';

/**
 * What the gateway writes into the page it serves a signed-in user (issue 15), so the shell starts
 * without asking for it: the session and the remote registry. A `<script type="application/json">`
 * block (data, never run: the Content-Security-Policy stays `script-src 'self'`).
 */
export interface BootData {
  viewer: SessionViewer;
  csrfToken: string;
  remotes: RemoteEntry[];
}

export const BOOT_ELEMENT_ID = 'sy-boot';

/** The block as the gateway writes it: every `<` escaped, so no value can close the script early. */
export function bootDataScript(data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>`;
}

/** The page's boot data, or null when it has none (a page served without it: fetch as before). */
export function readBootData(doc: Document): BootData | null {
  const el = doc.getElementById(BOOT_ELEMENT_ID);
  if (!el || el.getAttribute('type') !== 'application/json') return null;
  try {
    const data = JSON.parse(el.textContent ?? '') as BootData;
    return data?.viewer && typeof data.csrfToken === 'string' && Array.isArray(data.remotes) ? data : null;
  } catch {
    return null;
  }
}
