import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Db } from '../db';
import type { MigrationSet } from '../migrations';

/** The outbox's own schema; every process that sends or reads mail migrates it. */
export const mailMigrations: MigrationSet = { schema: 'mail', dir: join(__dirname, 'migrations') };

export interface OutboxMessage {
  id: string;
  to_email: string;
  subject: string;
  text: string;
  link: string | null;
  sent_at: Date;
}

export interface NewMessage {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  now: Date;
  /** Mail that proves an address belongs to this account (see the migration). */
  verificationFor?: string;
}

const columns = 'id, to_email, subject, text, link, sent_at';

export async function recordMessage(db: Db, message: NewMessage): Promise<OutboxMessage> {
  const { rows } = await db.query<OutboxMessage>(
    `INSERT INTO mail.outbox (id, to_email, to_user_id, kind, subject, text, link, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${columns}`,
    [
      randomUUID(),
      message.to,
      message.verificationFor ?? null,
      message.verificationFor ? 'verification' : 'message',
      message.subject,
      message.text,
      message.link,
      message.now,
    ],
  );
  return rows[0];
}

/**
 * What the outbox page shows a user: everything sent to their address once it is verified; before
 * that, only the verification mail sent to their own account, and only when there is no SMTP to
 * carry it (`showUnverified`). Newest first.
 */
export async function outboxFor(
  db: Db,
  reader: { userId: string; email: string; emailVerified: boolean; showUnverified: boolean },
  first: number,
): Promise<OutboxMessage[]> {
  if (reader.emailVerified) {
    const { rows } = await db.query<OutboxMessage>(
      `SELECT ${columns} FROM mail.outbox
       WHERE lower(to_email) = lower($1) ORDER BY sent_at DESC, seq DESC LIMIT $2`,
      [reader.email, first],
    );
    return rows;
  }
  if (!reader.showUnverified) return [];
  const { rows } = await db.query<OutboxMessage>(
    `SELECT ${columns} FROM mail.outbox
     WHERE to_user_id = $1 AND kind = 'verification' AND lower(to_email) = lower($2)
     ORDER BY sent_at DESC, seq DESC LIMIT $3`,
    [reader.userId, reader.email, first],
  );
  return rows;
}
