import type { Db, EventBus } from '@switchyard/server-kit';
import type { SecretBox } from './secretBox';
import { announceServiceUsers } from './serviceUsers';
import { publishConnectionChanged, publishRemovals } from './userConnectionEvents';

export interface Connection {
  user_id: string;
  service_id: string;
  kind: 'oauth' | 'api_token';
  access_token: string;
  refresh_token: string | null;
  expires_at: Date | null;
  partner_user_id: string | null;
  partner_user_name: string | null;
  created_at: Date;
}

type Row = Connection;

/**
 * Stores (or replaces) a user's connection as they connect; the tokens are sealed before they reach
 * the table. A request to connect again after an authentication change is answered. With `events`,
 * user_service.connection_changed is published and the service's users recounted and announced in
 * the same transaction (without, the connection is announced at the next start).
 */
export async function saveConnection(
  db: Db,
  box: SecretBox,
  c: Omit<Connection, 'created_at'>,
  events?: EventBus,
): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertConnection(tx, box, c);
    await tx.query('DELETE FROM composer.reactivations WHERE user_id = $1 AND service_id = $2', [
      c.user_id,
      c.service_id,
    ]);
    if (!events) return;
    await publishConnectionChanged(tx, events, {
      user_id: c.user_id,
      service_id: c.service_id,
      connected: true,
    });
    await announceServiceUsers(tx, events, [c.service_id]);
  });
}

/**
 * A refresh's new tokens, stored only while the connection still exists (a disconnect or an
 * authentication change during the refresh is not undone). Answers whether it did.
 */
export async function updateTokens(
  db: Db,
  box: SecretBox,
  c: Omit<Connection, 'created_at'>,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE composer.connections SET access_token = $3, refresh_token = $4, expires_at = $5, updated_at = now()
      WHERE user_id = $1 AND service_id = $2 RETURNING 1`,
    [
      c.user_id,
      c.service_id,
      box.seal(c.access_token),
      c.refresh_token ? box.seal(c.refresh_token) : null,
      c.expires_at,
    ],
  );
  return rows.length > 0;
}

async function upsertConnection(db: Db, box: SecretBox, c: Omit<Connection, 'created_at'>) {
  await db.query(
    `INSERT INTO composer.connections (user_id, service_id, kind, access_token, refresh_token, expires_at, partner_user_id, partner_user_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, service_id) DO UPDATE SET kind = excluded.kind, access_token = excluded.access_token,
       refresh_token = excluded.refresh_token, expires_at = excluded.expires_at,
       partner_user_id = COALESCE(excluded.partner_user_id, composer.connections.partner_user_id),
       partner_user_name = COALESCE(excluded.partner_user_name, composer.connections.partner_user_name),
       updated_at = now()`,
    [
      c.user_id,
      c.service_id,
      c.kind,
      box.seal(c.access_token),
      c.refresh_token ? box.seal(c.refresh_token) : null,
      c.expires_at,
      c.partner_user_id,
      c.partner_user_name,
    ],
  );
}

const opened = (box: SecretBox, r: Row): Connection => ({
  ...r,
  access_token: box.open(r.access_token),
  refresh_token: r.refresh_token ? box.open(r.refresh_token) : null,
});

export async function findConnection(
  db: Db,
  box: SecretBox,
  userId: string,
  serviceId: string,
): Promise<Connection | null> {
  const { rows } = await db.query<Row>(
    'SELECT * FROM composer.connections WHERE user_id = $1 AND service_id = $2',
    [userId, serviceId],
  );
  return rows[0] ? opened(box, rows[0]) : null;
}

/** A user's connections, without their tokens (for pages). */
export async function connectionsOf(db: Db, userId: string) {
  const { rows } = await db.query<{
    service_id: string;
    kind: string;
    partner_user_name: string | null;
    created_at: Date;
  }>(
    'SELECT service_id, kind, partner_user_name, created_at FROM composer.connections WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

/**
 * Disconnects: the tokens go, and the user's applets that use the service are turned off with the
 * reason shown on them; with `events`, the removal is published (user_service.connection_changed)
 * and the service's users recounted and announced in the same transaction. Returns the applets
 * turned off.
 */
export async function deleteConnection(
  db: Db,
  userId: string,
  serviceId: string,
  reason: string,
  events?: EventBus,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows: removed } = await tx.query<{ user_id: string; service_id: string }>(
      'DELETE FROM composer.connections WHERE user_id = $1 AND service_id = $2 RETURNING user_id, service_id',
      [userId, serviceId],
    );
    const { rows } = await tx.query<{ applet_id: string }>(
      `UPDATE composer.applet_users u SET enabled = false, disabled_reason = $3, updated_at = now()
        WHERE u.user_id = $1 AND u.enabled
          AND EXISTS (SELECT 1 FROM composer.applet_steps s WHERE s.applet_id = u.applet_id AND s.service_id = $2)
        RETURNING u.applet_id`,
      [userId, serviceId, reason],
    );
    if (events) {
      await publishRemovals(tx, events, removed, 'disconnected');
      await announceServiceUsers(tx, events, [serviceId]);
    }
    return rows.map((r) => r.applet_id);
  });
}

export async function saveAttempt(
  db: Db,
  box: SecretBox,
  a: {
    state: string;
    user_id: string;
    service_id: string;
    code_verifier: string | null;
    redirect_uri: string;
    return_to: string;
  },
): Promise<void> {
  // Attempts older than 10 minutes are gone; the table never grows.
  await db.query(`DELETE FROM composer.connection_attempts WHERE created_at < now() - interval '10 minutes'`);
  await db.query(
    `INSERT INTO composer.connection_attempts (state, user_id, service_id, code_verifier, redirect_uri, return_to)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      a.state,
      a.user_id,
      a.service_id,
      a.code_verifier ? box.seal(a.code_verifier) : null,
      a.redirect_uri,
      a.return_to,
    ],
  );
}

/** The attempt of this state and user, used once: it is deleted as it is read. */
export async function takeAttempt(db: Db, box: SecretBox, state: string, userId: string) {
  const { rows } = await db.query<{
    service_id: string;
    code_verifier: string | null;
    redirect_uri: string;
    return_to: string;
  }>(
    `DELETE FROM composer.connection_attempts
      WHERE state = $1 AND user_id = $2 AND created_at >= now() - interval '10 minutes'
      RETURNING service_id, code_verifier, redirect_uri, return_to`,
    [state, userId],
  );
  const a = rows[0];
  return a ? { ...a, code_verifier: a.code_verifier ? box.open(a.code_verifier) : null } : null;
}

/** Re-seals every token with the current key (after SECRETS_KEY changed); returns how many rows. */
export async function resealTokens(db: Db, box: SecretBox): Promise<number> {
  const { rows } = await db.query<Row>('SELECT * FROM composer.connections');
  for (const r of rows) {
    const c = opened(box, r);
    await db.query(
      'UPDATE composer.connections SET access_token = $3, refresh_token = $4 WHERE user_id = $1 AND service_id = $2',
      [r.user_id, r.service_id, box.seal(c.access_token), c.refresh_token ? box.seal(c.refresh_token) : null],
    );
  }
  return rows.length;
}
