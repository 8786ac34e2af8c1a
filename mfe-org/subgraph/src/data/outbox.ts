import { randomUUID } from 'node:crypto';
import type { Db } from '@switchyard/server-kit';

export interface OutboxMessage {
  id: string;
  to_email: string;
  subject: string;
  text: string;
  link: string | null;
  sent_at: Date;
}

export async function recordMessage(
  db: Db,
  message: { to: string; subject: string; text: string; link: string | null; now: Date },
): Promise<OutboxMessage> {
  const { rows } = await db.query<OutboxMessage>(
    `INSERT INTO org.outbox (id, to_email, subject, text, link, sent_at) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, to_email, subject, text, link, sent_at`,
    [randomUUID(), message.to, message.subject, message.text, message.link, message.now],
  );
  return rows[0];
}

/** Messages sent to this address, newest first. */
export async function messagesTo(db: Db, email: string, first: number): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxMessage>(
    `SELECT id, to_email, subject, text, link, sent_at FROM org.outbox
     WHERE lower(to_email) = lower($1) ORDER BY sent_at DESC, seq DESC LIMIT $2`,
    [email, first],
  );
  return rows;
}
