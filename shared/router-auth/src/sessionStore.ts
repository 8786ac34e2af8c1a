import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db } from '@switchyard/server-kit';

export interface SessionData {
  userId: string | null;
  csrfToken: string;
}

/** Where sessions live: the identity tables by default, Redis when REDIS_URL is set. */
export interface SessionStore {
  get(id: string): Promise<SessionData | null>;
  create(data: SessionData): Promise<string>;
  destroy(id: string): Promise<void>;
}

export const SESSION_TTL_SECONDS = 14 * 24 * 3600;
const hash = (id: string) => createHash('sha256').update(id).digest('base64url');
export const newToken = () => randomBytes(32).toString('base64url');

export function dbSessionStore(db: Db): SessionStore {
  return {
    async get(id) {
      const { rows } = await db.query<{ user_id: string | null; csrf_token: string }>(
        'SELECT user_id, csrf_token FROM identity.sessions WHERE id_hash = $1 AND expires_at > now()',
        [hash(id)],
      );
      return rows[0] ? { userId: rows[0].user_id, csrfToken: rows[0].csrf_token } : null;
    },
    async create(data) {
      const id = newToken();
      await db.query(
        `INSERT INTO identity.sessions (id_hash, user_id, csrf_token, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [hash(id), data.userId, data.csrfToken, SESSION_TTL_SECONDS],
      );
      // Opportunistic clean-up keeps the table small without a scheduler.
      if (Math.random() < 0.01) await db.query('DELETE FROM identity.sessions WHERE expires_at < now()');
      return id;
    },
    async destroy(id) {
      await db.query('DELETE FROM identity.sessions WHERE id_hash = $1', [hash(id)]);
    },
  };
}

export function redisSessionStore(redis: Redis): SessionStore {
  const key = (id: string) => `sy:session:${hash(id)}`;
  return {
    async get(id) {
      const raw = await redis.get(key(id));
      return raw ? (JSON.parse(raw) as SessionData) : null;
    },
    async create(data) {
      const id = newToken();
      await redis.set(key(id), JSON.stringify(data), 'EX', SESSION_TTL_SECONDS);
      return id;
    },
    async destroy(id) {
      await redis.del(key(id));
    },
  };
}
