import { createHash, randomBytes } from 'node:crypto';
import { notFound, type Db } from '@switchyard/server-kit';
import type { TokenInfo } from './types';

/** What every deploy token's secret starts with, so a leaked one is recognisable (secret scanners). */
export const TOKEN_PREFIX = 'sydt_';
const SECRET = /^sydt_[A-Za-z0-9_-]{43}$/;

interface TokenRow {
  id: string;
  remote: string;
  name: string;
  created_at: Date | string;
  created_by: string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

const COLUMNS = 'id, remote, name, created_at, created_by, last_used_at, revoked_at';
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

const tokenInfo = (r: TokenRow): TokenInfo => ({
  id: r.id,
  remote: r.remote,
  name: r.name,
  createdAt: iso(r.created_at)!,
  createdBy: r.created_by,
  lastUsedAt: iso(r.last_used_at),
  revokedAt: iso(r.revoked_at),
});

const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

/** A new token for a remote: the secret is returned this once; only its SHA-256 is kept. */
export async function createDeployToken(
  db: Db,
  input: { remote: string; name: string; createdBy: string },
): Promise<{ token: string; info: TokenInfo }> {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const r = await db.query<TokenRow>(
    `INSERT INTO remotes.deploy_tokens (remote, name, token_hash, created_by) VALUES ($1, $2, $3, $4)
     RETURNING ${COLUMNS}`,
    [input.remote, input.name, hashOf(token), input.createdBy],
  );
  return { token, info: tokenInfo(r.rows[0]!) };
}

/** Revokes a token (again: unchanged); 404 for an unknown id. */
export async function revokeDeployToken(db: Db, id: string, revokedBy: string): Promise<TokenInfo> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw notFound('There is no such deploy token.');
  const r = await db.query<TokenRow>(
    `UPDATE remotes.deploy_tokens SET revoked_at = coalesce(revoked_at, now()),
            revoked_by = coalesce(revoked_by, $2)
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, revokedBy],
  );
  if (!r.rows[0]) throw notFound('There is no such deploy token.');
  return tokenInfo(r.rows[0]);
}

/**
 * The token a secret names, when it is neither unknown nor revoked (its last use noted), else null.
 * It is found by its hash, so no comparison of secrets leaks timing.
 */
export async function verifyDeployToken(db: Db, secret: string): Promise<TokenInfo | null> {
  if (!SECRET.test(secret)) return null;
  const r = await db.query<TokenRow>(
    `UPDATE remotes.deploy_tokens SET last_used_at = now()
      WHERE token_hash = $1 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
    [hashOf(secret)],
  );
  return r.rows[0] ? tokenInfo(r.rows[0]) : null;
}

/** Every token, newest first (revoked ones too, marked). */
export async function listDeployTokens(db: Db): Promise<TokenInfo[]> {
  const r = await db.query<TokenRow>(
    `SELECT ${COLUMNS} FROM remotes.deploy_tokens ORDER BY created_at DESC, id`,
  );
  return r.rows.map(tokenInfo);
}
