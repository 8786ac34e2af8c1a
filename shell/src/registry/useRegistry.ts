import { useCallback, useEffect, useRef, useState } from 'react';
import { registryApi, RegistryError } from './registryApi';
import type { Registry } from './registryTypes';

export const asRegistryError = (e: unknown): RegistryError =>
  e instanceof RegistryError
    ? e
    : new RegistryError(0, e instanceof Error && e.message ? e.message : 'The request did not go through.');

/**
 * GET /registry/remotes, and `reload` for after every change: the data shown stays while it
 * reloads, and a failed reload leaves it in place with the error beside it.
 */
export function useRegistry() {
  const [data, setData] = useState<Registry | null>(null);
  const [error, setError] = useState<RegistryError | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  // Only the newest request's answer is kept (a reload may overtake the previous one).
  const fetchRegistry = useCallback(() => {
    const call = ++latest.current;
    const current = () => call === latest.current;
    return registryApi.load().then(
      (next) => {
        if (!current()) return;
        setData(next);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (!current()) return;
        setError(asRegistryError(e));
        setLoading(false);
      },
    );
  }, []);

  const reload = useCallback(() => {
    setLoading(true);
    return fetchRegistry();
  }, [fetchRegistry]);

  useEffect(() => {
    void fetchRegistry();
    return () => {
      latest.current += 1;
    };
  }, [fetchRegistry]);

  return { data, error, loading, reload };
}
