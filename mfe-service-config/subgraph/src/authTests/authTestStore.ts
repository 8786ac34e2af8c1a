import type { Db } from '@switchyard/server-kit';

/** How long a started authentication test waits for the partner's redirect and the token request. */
export const AUTH_TEST_SESSION_TTL_MINUTES = 10;

export interface AuthTestSession {
  state: string;
  service_id: string;
  user_id: string;
  authentication_type: string;
  code_verifier: string | null;
  redirect_uri: string;
  created_at: Date;
}

/** Remembers a started test (and forgets the expired ones, so the table stays small). */
export async function createAuthTestSession(db: Db, s: Omit<AuthTestSession, 'created_at'>): Promise<void> {
  await db.query(
    `DELETE FROM service_config.auth_test_sessions
     WHERE created_at < now() - make_interval(mins => $1)`,
    [AUTH_TEST_SESSION_TTL_MINUTES],
  );
  await db.query(
    `INSERT INTO service_config.auth_test_sessions
       (state, service_id, user_id, authentication_type, code_verifier, redirect_uri)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [s.state, s.service_id, s.user_id, s.authentication_type, s.code_verifier, s.redirect_uri],
  );
}

/**
 * Takes (deletes and returns) the pending test with this state, if it is this user's, for this
 * service and not expired: a state is good for one token request only.
 */
export async function takeAuthTestSession(
  db: Db,
  opts: { state: string; serviceId: string; userId: string },
): Promise<AuthTestSession | null> {
  const { rows } = await db.query<AuthTestSession>(
    `DELETE FROM service_config.auth_test_sessions
     WHERE state = $1 AND service_id = $2 AND user_id = $3
       AND created_at >= now() - make_interval(mins => $4)
     RETURNING *`,
    [opts.state, opts.serviceId, opts.userId, AUTH_TEST_SESSION_TTL_MINUTES],
  );
  return rows[0] ?? null;
}
