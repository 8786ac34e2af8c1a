import { createHmac, timingSafeEqual } from 'node:crypto';
import { forbidden, notFound, unauthenticated } from './errors';

export type SubscriptionTier = 'free' | 'pro' | 'pro_plus';

/** The signed-in user as the gateway vouches for it to every domain. */
export interface Viewer {
  id: string;
  login: string;
  email: string;
  /** Whether the user followed the link mailed to `email`; an unverified address proves nothing. */
  emailVerified: boolean;
  name: string;
  staff: boolean;
  reviewTeam: boolean;
  maker: boolean;
  tier: SubscriptionTier;
  /** The user's IANA time zone, sent to partners in protocol calls; 'UTC' until they choose one. */
  timezone: string;
}

/** The viewer's role in each organization they belong to, vouched for by the organization domain. */
export type Memberships = Record<string, 'owner' | 'member'>;

/** GraphQL context and REST request facts every domain receives. */
export interface RequestContext {
  viewer: Viewer | null;
  /** Memoised per request; {} for an anonymous viewer. */
  memberships: () => Promise<Memberships>;
}

/** Throws FORBIDDEN-free NOT_FOUND when the viewer is not in the organization: no existence leak. */
export async function requireMembership(ctx: RequestContext, organizationId: string) {
  requireViewer(ctx);
  const role = (await ctx.memberships())[organizationId];
  if (!role) throw notFound('Organization not found.');
  return role;
}

export function requireViewer(ctx: { viewer?: Viewer | null }): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

export function requireStaff(ctx: { viewer?: Viewer | null }): Viewer {
  const v = requireViewer(ctx);
  if (!v.staff) throw forbidden();
  return v;
}

/** Header that carries the viewer from the gateway to a subgraph running as its own service. */
export const VIEWER_HEADER = 'x-switchyard-viewer';
const validityMs = 60_000;
/**
 * `exp` falls on a 10 s grid (a header is good for 60 to 70 s), so one viewer's calls made at the
 * same moment carry the same header, and identical queries in flight to a subgraph are sent once:
 * executor-http (under the gateway and Hive Gateway) shares them only when URL, body and headers
 * are the same. With a new `exp` every millisecond, none were.
 */
const expiryGridMs = 10_000;

export function signViewer(
  viewer: Viewer | null,
  memberships: Memberships,
  secret: string,
  now = Date.now(),
): string {
  const payload = Buffer.from(
    JSON.stringify({
      v: viewer,
      m: memberships,
      exp: Math.ceil((now + validityMs) / expiryGridMs) * expiryGridMs,
    }),
  ).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** Returns the viewer (null when anonymous), or throws when the header is forged or stale. */
export function verifyViewer(
  header: string | undefined,
  secret: string,
  now = Date.now(),
): { viewer: Viewer | null; memberships: Memberships } {
  if (!header) return { viewer: null, memberships: {} };
  const [payload, sig] = header.split('.');
  if (!payload || !sig) throw unauthenticated();
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unauthenticated();
  const { v, m, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    v: Viewer | null;
    m: Memberships;
    exp: number;
  };
  if (typeof exp !== 'number' || exp < now) throw unauthenticated();
  return { viewer: v, memberships: m ?? {} };
}

function mac(payload: string, secret: string) {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
