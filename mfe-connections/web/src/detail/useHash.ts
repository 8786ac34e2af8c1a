import { useSyncExternalStore } from 'react';

function subscribe(cb: () => void) {
  window.addEventListener('hashchange', cb);
  window.addEventListener('popstate', cb);
  return () => {
    window.removeEventListener('hashchange', cb);
    window.removeEventListener('popstate', cb);
  };
}

const snapshot = () => window.location.hash;

/** The address's hash (`#logs`), followed through clicks, typing it and back / forward. */
export const useHash = () => useSyncExternalStore(subscribe, snapshot, snapshot);

/** Makes `hash` the address's hash as a new history entry (so back returns to the tab before). */
export function pushHash(hash: string) {
  const target = `#${hash}`;
  if (window.location.hash === target) return;
  window.history.pushState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}${target}`,
  );
  // pushState fires nothing: tell the subscribers as a click on a #link would.
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
