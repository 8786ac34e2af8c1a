import { useEffect, useSyncExternalStore } from 'react';
import { graphqlRequest, onHeaderRefresh } from '@switchyard/client';
import { DeveloperHeaderDocument, type DeveloperHeaderData } from './developerHeaderQuery';

/**
 * The header's data, fetched with plain fetch rather than Apollo so that a page needs no Apollo
 * or graphql code until a remote does. Remotes ask for a refresh with requestHeaderRefresh().
 */
export interface HeaderState {
  data: DeveloperHeaderData | null;
  loading: boolean;
  error: Error | null;
}

let state: HeaderState = { data: null, loading: false, error: null };
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<HeaderState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export function refreshHeaderData(): Promise<void> {
  if (inFlight) return inFlight;
  set({ loading: true });
  // Partial answers count: with one subgraph down the header shows what the others answered.
  inFlight = graphqlRequest(DeveloperHeaderDocument, undefined, { partial: true })
    .then(
      (data) => set({ data, loading: false, error: null }),
      (error: Error) => set({ loading: false, error }),
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function subscribe(cb: () => void) {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** Loads the data on first use (one request however many components ask) and follows refreshes. */
export function useHeaderData(): HeaderState & { refetch: () => Promise<void> } {
  const snapshot = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (!state.data && !state.loading && !state.error) void refreshHeaderData();
    return onHeaderRefresh(() => void refreshHeaderData());
  }, []);
  return { ...snapshot, refetch: refreshHeaderData };
}

/** Tests only: forget what was loaded. */
export function resetHeaderData() {
  state = { data: null, loading: false, error: null };
  inFlight = null;
}
