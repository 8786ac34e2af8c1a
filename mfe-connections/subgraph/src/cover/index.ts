import { Router } from 'express';
import type { Db, DomainDeps } from '@switchyard/server-kit';

/** The REST paths of the cover image upload (spec/connections.md#7-the-calls-it-makes). */
export const COVER_REST_PATHS: string[] = [
  '/connections/cover_image/signed_url',
  '/connections/cover_uploads/:token',
  '/connections/covers/:file',
];

/** The cover image routes (being built). */
export function coverRouter(_deps: DomainDeps): Router {
  return Router();
}

/** Attaches a stored upload of the owner service to a connection: its URLs, or null (being built). */
export async function claimCoverUpload(
  _tx: Db,
  _input: { ownerServiceId: string; uploadedAt: string; userId: string },
): Promise<{ backgroundUrl: string; backgroundThumbnailUrl: string } | null> {
  return null;
}
