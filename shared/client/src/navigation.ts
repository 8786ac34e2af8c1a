import { useSyncExternalStore } from 'react';

/**
 * Client-side navigation without a router dependency: single-spa patches pushState and fires
 * popstate, so the shell remounts remotes and every useLocation re-renders.
 */
export function navigate(path: string, opts: { replace?: boolean } = {}) {
  if (isGatewayPage(path)) {
    if (opts.replace) window.location.replace(path);
    else window.location.assign(path);
    return;
  }
  if (opts.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * The pages the gateway renders itself (identity's sign-in and account pages, gateway/src/identity):
 * no remote owns them, so going there is a full page load, never an in-app navigation.
 */
export const GATEWAY_PAGES = ['/login', '/signup', '/verify-email', '/account'];

export function isGatewayPage(path: string): boolean {
  const pathname = new URL(path, 'http://x').pathname.replace(/\/+$/, '') || '/';
  return GATEWAY_PAGES.includes(pathname);
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
