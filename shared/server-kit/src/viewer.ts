import { createHmac, timingSafeEqual } from 'node:crypto';
import { forbidden, unauthenticated } from './errors';

export type SubscriptionTier = 'free' | 'pro' | 'pro_plus';

/** The signed-in user as the gateway vouches for it to every domain. */
export interface Viewer {
  id: string;
  login: string;
  email: string;
  name: string;
  staff: boolean;
  reviewTeam: boolean;
  maker: boolean;
  tier: SubscriptionTier;
}

export interface RequestContext {
  viewer: Viewer | null;
}

export function requireViewer(ctx: RequestContext | { viewer?: Viewer | null }): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

export function requireStaff(ctx: RequestContext): Viewer {
  const v = requireViewer(ctx);
  if (!v.staff) throw forbidden();
  return v;
}

/** Header that carries the viewer from the gateway to a subgraph running as its own service. */
export const VIEWER_HEADER = 'x-switchyard-viewer';
const validityMs = 60_000;

export function signViewer(viewer: Viewer | null, secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ v: viewer, exp: now + validityMs })).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** Returns the viewer, null for an anonymous request, or throws when the header is forged or stale. */
export function verifyViewer(header: string | undefined, secret: string, now = Date.now()): Viewer | null {
  if (!header) return null;
  const [payload, sig] = header.split('.');
  if (!payload || !sig) throw unauthenticated();
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unauthenticated();
  const { v, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    v: Viewer | null;
    exp: number;
  };
  if (typeof exp !== 'number' || exp < now) throw unauthenticated();
  return v;
}

function mac(payload: string, secret: string) {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
