import argon2 from 'argon2';
import type { Db, Viewer } from '@switchyard/server-kit';

interface UserRow {
  id: string;
  login: string;
  email: string;
  name: string;
  password_hash: string;
  staff: boolean;
  review_team: boolean;
  maker: boolean;
  tier: Viewer['tier'];
}

export function toViewer(r: UserRow): Viewer {
  return {
    id: r.id,
    login: r.login,
    email: r.email,
    name: r.name,
    staff: r.staff,
    reviewTeam: r.review_team,
    maker: r.maker,
    tier: r.tier,
  };
}

export async function findUserById(db: Db, id: string): Promise<Viewer | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM identity.users WHERE id = $1', [id]);
  return rows[0] ? toViewer(rows[0]) : null;
}

/** Checks a login (or e-mail) and password; the same work is done for unknown users (no timing oracle). */
export async function authenticate(db: Db, login: string, password: string): Promise<Viewer | null> {
  const { rows } = await db.query<UserRow>(
    'SELECT * FROM identity.users WHERE lower(login) = lower($1) OR lower(email) = lower($1)',
    [login.trim()],
  );
  const row = rows[0];
  const hash = row?.password_hash ?? (await dummyHash());
  const ok = await argon2.verify(hash, password).catch(() => false);
  return row && ok ? toViewer(row) : null;
}

let dummy: Promise<string> | null = null;
const dummyHash = () => (dummy ??= argon2.hash('not-a-real-password'));

export interface NewUser {
  id?: string;
  login: string;
  email: string;
  name: string;
  password: string;
  staff?: boolean;
  reviewTeam?: boolean;
  maker?: boolean;
  tier?: Viewer['tier'];
}

export async function createUser(db: Db, u: NewUser): Promise<Viewer> {
  const hash = await argon2.hash(u.password);
  const { rows } = await db.query<UserRow>(
    `INSERT INTO identity.users (id, login, email, name, password_hash, staff, review_team, maker, tier)
     VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, lower($3), $4, $5, $6, $7, $8, $9) RETURNING *`,
    [
      u.id ?? null,
      u.login,
      u.email,
      u.name,
      hash,
      u.staff ?? false,
      u.reviewTeam ?? false,
      u.maker ?? false,
      u.tier ?? 'free',
    ],
  );
  return toViewer(rows[0]);
}

export async function loginOrEmailTaken(db: Db, login: string, email: string) {
  const { rows } = await db.query<{ login: string; email: string }>(
    'SELECT login, email FROM identity.users WHERE lower(login) = lower($1) OR lower(email) = lower($2)',
    [login, email],
  );
  return {
    login: rows.some((r) => r.login.toLowerCase() === login.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}
