import { signViewer, VIEWER_HEADER, type Memberships, type Viewer } from '@switchyard/server-kit';

/**
 * A user's memberships asked of the organization domain running as its own service (its internal
 * path, the user vouched for in the signed viewer header).
 */
export function membershipsOverHttp(orgUrl: string, secret: string) {
  return async (userId: string): Promise<Memberships> => {
    const header = signViewer({ id: userId } as Viewer, {}, secret);
    const res = await fetch(`${orgUrl}/internal/memberships`, { headers: { [VIEWER_HEADER]: header } });
    if (!res.ok) throw new Error(`memberships lookup failed: ${res.status}`);
    return (await res.json()) as Memberships;
  };
}
