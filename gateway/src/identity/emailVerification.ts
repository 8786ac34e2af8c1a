import { createHash, randomBytes } from 'node:crypto';
import { deliverLater, recordMessage, type Db, type MailSender, type Viewer } from '@switchyard/server-kit';
import { verifiedOwnerOf } from './users';

/** How long a verification link works. */
export const VERIFICATION_TTL_HOURS = 24;

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface Mail {
  db: Db;
  /** SMTP when SMTP_URL is set; the outbox alone otherwise. */
  sender: MailSender | null;
  publicUrl: string;
  now?: () => Date;
}

/**
 * Mails a verification link for the user's current address. When another account has already verified
 * that address, its owner is told instead (nothing that the requester sees differs: no account oracle).
 */
export async function sendVerification(mail: Mail, user: Viewer): Promise<void> {
  const now = mail.now?.() ?? new Date();
  const owner = await verifiedOwnerOf(mail.db, user.email);
  if (owner && owner.id !== user.id) {
    const message = await recordMessage(mail.db, {
      to: owner.email,
      subject: 'Someone used your e-mail address on Switchyard',
      text:
        `Someone created a Switchyard account (or changed an account's address) with ${owner.email}, which ` +
        `already belongs to your account "${owner.login}". Nothing changes for you: the address stays ` +
        `yours and the other account cannot confirm it.\n\nIf it was you, sign in at ${mail.publicUrl}/login.`,
      link: null,
      now,
    });
    deliverLater(mail.sender, { to: message.to_email, subject: message.subject, text: message.text });
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await mail.db.query(
    `INSERT INTO identity.email_verifications (token_hash, user_id, email, created_at, expires_at)
     VALUES ($1, $2, lower($3), $4, $4::timestamptz + make_interval(hours => $5))`,
    [hash(token), user.id, user.email, now, VERIFICATION_TTL_HOURS],
  );
  const link = `${mail.publicUrl}/verify-email?token=${token}`;
  const message = await recordMessage(mail.db, {
    to: user.email,
    subject: 'Confirm your e-mail address for Switchyard',
    text:
      `Hello ${user.name},\n\nConfirm that ${user.email} is your address: ${link}\n\n` +
      `The link works once and for ${VERIFICATION_TTL_HOURS} hours. Until it is followed, invitations ` +
      `sent to this address cannot be read or accepted by address. If you did not ask for this, ignore ` +
      `this message.`,
    link,
    now,
    verificationFor: user.id,
  });
  deliverLater(mail.sender, { to: message.to_email, subject: message.subject, text: message.text });
}

export type VerificationOutcome =
  | { ok: true; userId: string; email: string }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'stale' | 'taken' };

/** What a verification link can show before it is used (the confirm page). */
export async function peekVerification(db: Db, token: string): Promise<{ email: string } | null> {
  if (!token || token.length > 100) return null;
  const { rows } = await db.query<{ email: string }>(
    'SELECT email FROM identity.email_verifications WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [hash(token)],
  );
  return rows[0] ?? null;
}

/**
 * The user showed they read mail sent to `email` (a verification link, or an invitation's secret
 * link): it becomes their verified address if it still is their address and no other account has
 * verified it ('taken'), else nothing changes ('stale': they changed address since).
 */
export async function markAddressVerified(
  tx: Db,
  userId: string,
  email: string,
  now = new Date(),
): Promise<'verified' | 'taken' | 'stale'> {
  const owner = await verifiedOwnerOf(tx, email);
  if (owner && owner.id !== userId) return 'taken';
  const updated = await tx.query(
    `UPDATE identity.users SET email_verified_at = COALESCE(email_verified_at, $3)
     WHERE id = $1 AND lower(email) = lower($2)`,
    [userId, email, now],
  );
  return updated.rowCount ? 'verified' : 'stale';
}

/** Uses a link once: the address it was sent to becomes verified, if it is still the account's address. */
export async function confirmVerification(
  db: Db,
  token: string,
  now = new Date(),
): Promise<VerificationOutcome> {
  if (!token || token.length > 100) return { ok: false, reason: 'invalid' };
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      user_id: string;
      email: string;
      expires_at: Date;
      used_at: Date | null;
    }>(
      'SELECT user_id, email, expires_at, used_at FROM identity.email_verifications WHERE token_hash = $1 FOR UPDATE',
      [hash(token)],
    );
    const v = rows[0];
    if (!v) return { ok: false, reason: 'invalid' } as const;
    if (v.used_at) return { ok: false, reason: 'used' } as const;
    if (new Date(v.expires_at) <= now) return { ok: false, reason: 'expired' } as const;
    const marked = await markAddressVerified(tx, v.user_id, v.email, now);
    if (marked !== 'verified') return { ok: false, reason: marked } as const;
    await tx.query('UPDATE identity.email_verifications SET used_at = $2 WHERE token_hash = $1', [
      hash(token),
      now,
    ]);
    return { ok: true, userId: v.user_id, email: v.email } as const;
  });
}

export const verificationMessages: Record<Exclude<VerificationOutcome, { ok: true }>['reason'], string> = {
  invalid: 'This confirmation link is not valid. Ask for a new one from your account page.',
  expired: 'This confirmation link has expired. Ask for a new one from your account page.',
  used: 'This confirmation link has already been used.',
  stale: 'This link confirms an address that is no longer the one on your account.',
  taken: 'This address is already confirmed by another account.',
};
