import { notFound, type Db, type FieldError, type RequestContext } from '@switchyard/server-kit';
import { PUBLISHED_READ_ONLY } from '@switchyard/review-common/reviewStatus';
import { parseRedirectUris } from '@switchyard/review-common/redirectUris';
import { findReviewedService } from './reviewStore';

export async function redirectsOf(db: Db, serviceId: string): Promise<string[]> {
  const { rows } = await db.query<{ uris: string[] }>(
    'SELECT uris FROM review.embedded_redirects WHERE service_id = $1',
    [serviceId],
  );
  return rows[0]?.uris ?? [];
}

/**
 * Replaces the list: members of the service's organization only (NOT_FOUND for anyone else), not
 * while published, every entry an address (the text box's entries arrive as the list).
 */
export async function updateRedirects(
  db: Db,
  ctx: RequestContext,
  moduleName: string,
  entries: readonly string[],
): Promise<{ redirects: string[] | null; errors: FieldError[] }> {
  const memberships = ctx.viewer ? await ctx.memberships() : {};
  return db.transaction(async (tx) => {
    const service = await findReviewedService(tx, moduleName, true);
    if (!service || !memberships[service.organization_id]) throw notFound('Service not found.');
    if (service.published)
      return { redirects: null, errors: [{ attribute: 'base', message: PUBLISHED_READ_ONLY }] };
    const parsed = parseRedirectUris(entries.join('\n'));
    if (parsed.error !== undefined)
      return { redirects: null, errors: [{ attribute: 'redirects', message: parsed.error }] };
    await tx.query(
      `INSERT INTO review.embedded_redirects (service_id, uris) VALUES ($1, $2)
       ON CONFLICT (service_id) DO UPDATE SET uris = excluded.uris, updated_at = now()`,
      [service.service_id, parsed.uris],
    );
    return { redirects: parsed.uris, errors: [] };
  });
}
