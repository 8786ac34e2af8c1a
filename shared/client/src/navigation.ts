import { useSyncExternalStore } from 'react';

/**
 * Client-side navigation without a router dependency: single-spa patches pushState and fires
 * popstate, so the shell remounts remotes and every useLocation re-renders.
 */
export function navigate(path: string, opts: { replace?: boolean } = {}) {
  if (opts.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function subscribe(cb: () => void) {
  window.addEventListener('popstate', cb);
  return () => window.removeEventListener('popstate', cb);
}

const snapshot = () => window.location.pathname + window.location.search;

export function useLocation(): { pathname: string; search: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const url = new URL(href, 'http://x');
  return { pathname: url.pathname, search: url.searchParams };
}

/** Click handler for <a href> that navigates inside the app unless a modifier asks for a new tab. */
export function linkClick(e: {
  preventDefault(): void;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  button: number;
  currentTarget: { getAttribute(n: string): string | null };
}) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
  const href = e.currentTarget.getAttribute('href');
  if (!href || !href.startsWith('/')) return;
  e.preventDefault();
  navigate(href);
}
