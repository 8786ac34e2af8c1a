import {
  requestHeaders,
  signViewer,
  VIEWER_HEADER,
  type Memberships,
  type Viewer,
} from '@switchyard/server-kit';
import { fetchWithin, SUBGRAPH_TIMEOUT_MS } from './subgraphAvailability';

/**
 * How long the organization domain gets to say a user's memberships: a subgraph call's deadline
 * (a shorter one would drop a member's grants whenever org is merely slow, e.g. at a cold start).
 */
export const MEMBERSHIPS_TIMEOUT_MS = SUBGRAPH_TIMEOUT_MS;

/**
 * A user's memberships asked of the organization domain running as its own service (its internal
 * path, the user vouched for in the signed viewer header).
 */
export function membershipsOverHttp(orgUrl: string, secret: string, timeoutMs = MEMBERSHIPS_TIMEOUT_MS) {
  const fetchOrg = fetchWithin(fetch, timeoutMs);
  return async (userId: string): Promise<Memberships> => {
    const header = signViewer({ id: userId } as Viewer, {}, secret);
    const res = await fetchOrg(`${orgUrl}/internal/memberships`, {
      headers: { ...requestHeaders(), [VIEWER_HEADER]: header },
    });
    if (!res.ok) throw new Error(`memberships lookup failed: ${res.status}`);
    return (await res.json()) as Memberships;
  };
}
