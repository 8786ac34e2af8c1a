import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@switchyard/server-kit';
import type { CoverContentType } from '@switchyard/connections-common/limits';
import { thumbnailName } from './storage';

/** The URL path a stored cover file is served at. */
export const coverFileUrl = (name: string) => `/connections/covers/${name}`;

export interface CoverUrls {
  backgroundUrl: string;
  backgroundThumbnailUrl: string;
}

export const urlsOf = (fileKey: string): CoverUrls => ({
  backgroundUrl: coverFileUrl(fileKey),
  backgroundThumbnailUrl: coverFileUrl(thumbnailName(fileKey)),
});

export interface CoverUploadRow {
  id: string;
  owner_service_id: string;
  user_id: string;
  declared_type: CoverContentType;
  content_type: CoverContentType | null;
  uploaded_at: string;
  file_key: string;
  state: 'pending' | 'receiving' | 'refused' | 'stored' | 'claimed';
  expires_at: Date;
}

/**
 * Records a pending upload and returns it. uploaded_at is the signing time in ISO form with
 * milliseconds, moved on a millisecond while another upload of the same service has it.
 */
export async function createPendingUpload(
  db: Db,
  input: { ownerServiceId: string; userId: string; declaredType: CoverContentType; expiresAt: Date },
): Promise<CoverUploadRow> {
  // Rows nobody can use any more (a day past their expiry) go as the same service signs again.
  await db.query(
    `DELETE FROM connections.cover_uploads
      WHERE owner_service_id = $1 AND state IN ('pending', 'receiving', 'refused')
        AND expires_at < now() - interval '1 day'`,
    [input.ownerServiceId],
  );
  const at = Date.now();
  for (let step = 0; step < 100; step++) {
    const { rows } = await db.query<CoverUploadRow>(
      `INSERT INTO connections.cover_uploads
         (id, owner_service_id, user_id, declared_type, uploaded_at, file_key, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (owner_service_id, uploaded_at) DO NOTHING
       RETURNING *`,
      [
        randomUUID(),
        input.ownerServiceId,
        input.userId,
        input.declaredType,
        new Date(at + step).toISOString(),
        randomBytes(16).toString('hex'),
        input.expiresAt,
      ],
    );
    if (rows[0]) return rows[0];
  }
  throw new Error('no free uploaded_at for a cover upload');
}

export type TakeOutcome =
  | { kind: 'taken'; upload: CoverUploadRow }
  | { kind: 'used' }
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'not_yours' };

/**
 * Takes a pending upload for one PUT: a single UPDATE from pending to receiving, so of two PUTs at
 * once only one gets it (the other is told it was used).
 */
export async function takePendingUpload(db: Db, token: string, userId: string): Promise<TakeOutcome> {
  const { rows } = await db.query<CoverUploadRow & { taken: boolean; live: boolean }>(
    `WITH taken AS (
       UPDATE connections.cover_uploads SET state = 'receiving'
        WHERE id = $1 AND user_id = $2 AND state = 'pending' AND expires_at > now()
        RETURNING *)
     SELECT u.*, t.id IS NOT NULL AS taken, u.expires_at > now() AS live
       FROM connections.cover_uploads u LEFT JOIN taken t ON t.id = u.id
      WHERE u.id = $1`,
    [token, userId],
  );
  const row = rows[0];
  if (!row) return { kind: 'unknown' };
  if (row.taken) return { kind: 'taken', upload: { ...row, state: 'receiving' } };
  if (row.user_id !== userId) return { kind: 'not_yours' };
  if (row.state !== 'pending') return { kind: 'used' };
  if (!row.live) return { kind: 'expired' };
  return { kind: 'used' };
}

export async function markStored(db: Db, id: string, contentType: CoverContentType): Promise<void> {
  await db.query(
    `UPDATE connections.cover_uploads SET state = 'stored', content_type = $2, stored_at = now()
      WHERE id = $1 AND state = 'receiving'`,
    [id, contentType],
  );
}

export async function markRefused(db: Db, id: string): Promise<void> {
  await db.query(
    `UPDATE connections.cover_uploads SET state = 'refused' WHERE id = $1 AND state = 'receiving'`,
    [id],
  );
}

/** The type of a stored file's upload (by its key), or null when no stored upload has that key. */
export async function storedTypeOf(db: Db, fileKey: string): Promise<CoverContentType | null> {
  const { rows } = await db.query<{ content_type: CoverContentType }>(
    `SELECT content_type FROM connections.cover_uploads
      WHERE file_key = $1 AND state IN ('stored', 'claimed')`,
    [fileKey],
  );
  return rows[0]?.content_type ?? null;
}

/**
 * Attaches a finished upload of the owner service (the one whose uploadedAt the update names) to a
 * connection: its URLs, or null when the service has no stored upload with that uploadedAt (never
 * signed, not yet finished, refused, or another service's). An upload may be claimed again by the
 * same service (a later save sends the same uploadedAt; the files are immutable, so two connections
 * of one service may share them); the claim records who attached it last and when.
 */
export async function claimCoverUpload(
  tx: Db,
  input: { ownerServiceId: string; uploadedAt: string; userId: string },
): Promise<CoverUrls | null> {
  const { rows } = await tx.query<{ file_key: string }>(
    `UPDATE connections.cover_uploads
        SET state = 'claimed', claimed_at = now(), claimed_by = $3
      WHERE owner_service_id = $1 AND uploaded_at = $2 AND state IN ('stored', 'claimed')
      RETURNING file_key`,
    [input.ownerServiceId, input.uploadedAt, input.userId],
  );
  return rows[0] ? urlsOf(rows[0].file_key) : null;
}
