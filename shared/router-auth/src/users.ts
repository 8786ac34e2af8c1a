import type { Db, Viewer } from '@switchyard/server-kit';

/** A row of identity.users (the identity domain's table; this package is its session-reading half). */
export interface UserRow {
  id: string;
  login: string;
  email: string;
  name: string;
  password_hash: string;
  email_verified_at: Date | null;
  staff: boolean;
  review_team: boolean;
  maker: boolean;
  tier: Viewer['tier'];
  timezone: string | null;
}

export function toViewer(r: UserRow): Viewer {
  return {
    id: r.id,
    login: r.login,
    email: r.email,
    emailVerified: r.email_verified_at !== null,
    name: r.name,
    staff: r.staff,
    reviewTeam: r.review_team,
    maker: r.maker,
    tier: r.tier,
    timezone: r.timezone ?? 'UTC',
  };
}

export async function findUserById(db: Db, id: string): Promise<Viewer | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM identity.users WHERE id = $1', [id]);
  return rows[0] ? toViewer(rows[0]) : null;
}
