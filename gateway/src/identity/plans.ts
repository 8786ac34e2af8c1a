import { toViewer, type UserRow } from '@switchyard/router-auth';
import {
  forbidden,
  logger,
  toGraphQLError,
  unauthenticated,
  type Db,
  type FieldError,
  type SubscriptionTier,
  type Viewer,
} from '@switchyard/server-kit';

/** The plans a user can be on (identity.users.tier), cheapest first. */
export const PLAN_TIERS: readonly SubscriptionTier[] = ['free', 'pro', 'pro_plus'];

export const planMessages = {
  staffOnly: "Only staff can change a user's plan.",
  loginBlank: "can't be blank",
  loginUnknown: 'No user has this login.',
  tierUnknown: 'is not one of the plans (free, pro, pro_plus)',
} as const;

const isTier = (tier: string): tier is SubscriptionTier => (PLAN_TIERS as readonly string[]).includes(tier);

/** Signed out: UNAUTHENTICATED; anyone but staff: FORBIDDEN (as GraphQL errors, never a 500). */
export function requireStaffViewer(viewer: Viewer | null | undefined): Viewer {
  if (!viewer) throw toGraphQLError(unauthenticated());
  if (!viewer.staff) throw toGraphQLError(forbidden(planMessages.staffOnly));
  return viewer;
}

export async function findUserByLogin(db: Db, login: string): Promise<Viewer | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM identity.users WHERE lower(login) = lower($1)', [
    login.trim(),
  ]);
  return rows[0] ? toViewer(rows[0]) : null;
}

/**
 * Puts the user with `login` on `tier`, by a staff member (checked by the caller). The row is locked
 * while the change and its record (identity.plan_changes) are written, so two staff changing one
 * user at once record what each really changed. The same plan again changes and records nothing.
 */
export async function changePlan(
  db: Db,
  by: Viewer,
  input: { login: string; tier: string },
): Promise<{ user: Viewer | null; errors: FieldError[] }> {
  const login = input.login.trim();
  const errors: FieldError[] = [];
  if (!login) errors.push({ attribute: 'login', message: planMessages.loginBlank });
  if (!isTier(input.tier)) errors.push({ attribute: 'tier', message: planMessages.tierUnknown });
  if (errors.length) return { user: null, errors };
  const tier = input.tier as SubscriptionTier;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(
      'SELECT * FROM identity.users WHERE lower(login) = lower($1) FOR UPDATE',
      [login],
    );
    const row = rows[0];
    if (!row) return { user: null, errors: [{ attribute: 'login', message: planMessages.loginUnknown }] };
    if (row.tier === tier) return { user: toViewer(row), errors: [] };
    const updated = await tx.query<UserRow>('UPDATE identity.users SET tier = $2 WHERE id = $1 RETURNING *', [
      row.id,
      tier,
    ]);
    await tx.query(
      'INSERT INTO identity.plan_changes (user_id, changed_by, from_tier, to_tier) VALUES ($1, $2, $3, $4)',
      [row.id, by.id, row.tier, tier],
    );
    logger.info({ userId: row.id, by: by.id, from: row.tier, to: tier }, 'plan changed');
    return { user: toViewer(updated.rows[0]), errors: [] };
  });
}
