/**
 * What a canary that failed to load leaves in the page, removed before its live version loads:
 *  - the chunks it did load, waiting in the remote's chunk-loading global (`webpackChunk<name>`:
 *    the build's `uniqueName` is the remote's name), which the live version's runtime would install
 *    as its own on start (same chunk ids, other code);
 *  - its stylesheets.
 */
export function discardCanary(remoteName: string, canaryEntry: string): void {
  const scope = globalThis as Record<string, unknown>;
  delete scope[`webpackChunk${remoteName}`];
  if (typeof document === 'undefined') return;
  const base = new URL(canaryEntry.replace(/[^/]*$/, ''), document.baseURI).href;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href.startsWith(base)) link.remove();
  }
}
