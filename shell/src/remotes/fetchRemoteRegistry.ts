import type { RemoteEntry, RemoteRegistry } from '@switchyard/client';

const isEntry = (r: unknown): r is RemoteEntry => {
  const e = r as RemoteEntry;
  return !!e && typeof e.name === 'string' && typeof e.entry === 'string' && Array.isArray(e.routes);
};

/** GET /remotes.json: which remotes exist, where their manifests are and the routes they mount on. */
export async function fetchRemoteRegistry(url = '/remotes.json'): Promise<RemoteEntry[]> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  const body = (await res.json()) as RemoteRegistry;
  if (!Array.isArray(body?.remotes)) throw new Error(`GET ${url} did not list remotes`);
  return body.remotes.filter(isEntry);
}
