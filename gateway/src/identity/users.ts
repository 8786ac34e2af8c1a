import argon2 from 'argon2';
import { toViewer, type UserRow } from '@switchyard/router-auth';
import type { Db, Viewer } from '@switchyard/server-kit';

/**
 * Checks a login (or e-mail) and password; the same work is done for unknown users (no timing oracle).
 * An unverified address may be shared by a few accounts (see migration 0002): the password decides.
 */
export async function authenticate(db: Db, login: string, password: string): Promise<Viewer | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT * FROM identity.users WHERE lower(login) = lower($1) OR lower(email) = lower($1)
     ORDER BY (lower(login) = lower($1)) DESC, email_verified_at NULLS LAST LIMIT 3`,
    [login.trim()],
  );
  if (rows.length === 0) {
    await argon2.verify(await dummyHash(), password).catch(() => false);
    return null;
  }
  for (const row of rows) {
    if (await argon2.verify(row.password_hash, password).catch(() => false)) return toViewer(row);
  }
  return null;
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
  emailVerified?: boolean;
}

export async function createUser(db: Db, u: NewUser): Promise<Viewer> {
  return (await insertUser(db, u, ''))!;
}

/** The user unless one with the same id, login or e-mail exists (then null): a seed run again. */
export const createUserIfAbsent = (db: Db, u: NewUser) => insertUser(db, u, 'ON CONFLICT DO NOTHING');

async function insertUser(db: Db, u: NewUser, onConflict: '' | 'ON CONFLICT DO NOTHING') {
  const hash = await argon2.hash(u.password);
  const { rows } = await db.query<UserRow>(
    `INSERT INTO identity.users (id, login, email, name, password_hash, staff, review_team, maker, tier, email_verified_at)
     VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, lower($3), $4, $5, $6, $7, $8, $9,
             CASE WHEN $10::boolean THEN now() END) ${onConflict} RETURNING *`,
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
      u.emailVerified ?? false,
    ],
  );
  return rows[0] ? toViewer(rows[0]) : null;
}

export async function loginTaken(db: Db, login: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM identity.users WHERE lower(login) = lower($1)', [login]);
  return rows.length > 0;
}

/** The account that verified this address, if any. */
export async function verifiedOwnerOf(db: Db, email: string): Promise<Viewer | null> {
  const { rows } = await db.query<UserRow>(
    'SELECT * FROM identity.users WHERE lower(email) = lower($1) AND email_verified_at IS NOT NULL',
    [email],
  );
  return rows[0] ? toViewer(rows[0]) : null;
}

export async function checkPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const { rows } = await db.query<UserRow>('SELECT password_hash FROM identity.users WHERE id = $1', [
    userId,
  ]);
  return rows[0] ? argon2.verify(rows[0].password_hash, password).catch(() => false) : false;
}

/** A new address starts unverified. */
export async function changeEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.query('UPDATE identity.users SET email = lower($2), email_verified_at = NULL WHERE id = $1', [
    userId,
    email,
  ]);
}
