import { resolve } from 'node:path';
import { contextOf, handle, notFound, unprocessable, type DomainDeps } from '@switchyard/server-kit';
import express, { type Request } from 'express';
import { requireMemberService } from '../access';
import { publishConfigurationChanged } from '../review/publishConfiguration';
import { findServiceByModuleName, type ServiceRow } from '../services/serviceStore';
import { contentHash, readIconFile, removeIconFile, writeIconFile } from './iconFiles';
import { PUBLISHED_READ_ONLY } from '@switchyard/service-config-common/rules/publishedReadOnly';
import { iconPathFor, iconUrl, parseIconPath } from './iconUrl';
import { ICON_TYPES, mediaType, sniffImageType, typeOfExt } from './imageType';
import { ICON_MAX_BYTES, readBody } from './readBody';

export const ICON_PATH = '/services/:slug/icon';

export { PUBLISHED_READ_ONLY };
export const NOT_AN_IMAGE = 'The file is not a PNG, JPEG or WebP image.';
export const SVG_REFUSED = 'SVG images are not accepted. Please upload a PNG, JPEG or WebP image.';
export const EMPTY_FILE = 'The file is empty.';
const SERVICE_NOT_FOUND = 'Service not found.';

/** POST and GET of a service's icon; files live under DATA_DIR, their path in services.icon_path. */
export function iconRouter(deps: DomainDeps, opts: { maxBytes?: number } = {}) {
  const dataDir = resolve(deps.settings.dataDir);
  const maxBytes = opts.maxBytes ?? ICON_MAX_BYTES;
  const router = express.Router();

  router.post(
    ICON_PATH,
    handle(async (req, res) => {
      const service = await requireMemberService(
        deps.db,
        contextOf(req),
        String(req.params.slug),
        SERVICE_NOT_FOUND,
      );
      if (service.published) throw unprocessable(PUBLISHED_READ_ONLY, 'icon');
      checkDeclaredType(req);

      const bytes = await readBody(req, maxBytes);
      if (bytes.length === 0) throw unprocessable(EMPTY_FILE, 'icon');
      const type = sniffImageType(bytes);
      if (!type) throw unprocessable(NOT_AN_IMAGE, 'icon');

      const relPath = iconPathFor(service.id, contentHash(bytes), type.ext);
      await writeIconFile(dataDir, relPath, bytes);
      const outcome = await recordIcon(deps, service.id, relPath);
      if (outcome.kind !== 'saved') {
        if (outcome.current !== relPath) await removeIconFile(dataDir, relPath, service.id);
        throw outcome.kind === 'published'
          ? unprocessable(PUBLISHED_READ_ONLY, 'icon')
          : notFound(SERVICE_NOT_FOUND);
      }
      if (outcome.previous !== relPath) await removeIconFile(dataDir, outcome.previous, service.id);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ icon: iconUrl({ module_name: service.module_name, icon_path: relPath }) });
    }),
  );

  // No membership check: icons are public brand images, shown wherever the service is listed
  // (and <img> requests carry no CSRF token or JSON accept header anyway).
  router.get(
    ICON_PATH,
    handle(async (req, res) => {
      const service = await findServiceByModuleName(deps.db, String(req.params.slug));
      const icon = parseIconPath(service?.icon_path);
      const type = icon && typeOfExt(icon.ext);
      const bytes = icon && type ? await readIconFile(dataDir, service!.icon_path!) : null;
      if (!icon || !type || !bytes) throw notFound('This service has no icon.');
      // Only the current version's URL is immutable; an old ?v= must not pin today's bytes forever.
      const versioned = req.query.v !== undefined && req.query.v === icon.hash;
      res.setHeader('Content-Type', type.contentType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.send(bytes);
    }),
  );

  return router;
}

/** The declared type must be one we take; the bytes are checked again after reading. */
function checkDeclaredType(req: Request) {
  const declared = mediaType(req.headers['content-type']);
  if (declared === 'image/svg+xml') throw unprocessable(SVG_REFUSED, 'icon');
  if (!ICON_TYPES.some((t) => t.contentType === declared)) throw unprocessable(NOT_AN_IMAGE, 'icon');
}

type RecordOutcome =
  | { kind: 'saved'; previous: string | null }
  | { kind: 'published'; current: string | null }
  | { kind: 'gone'; current: null };

/** Points the service at its new icon, unless it was published (or deleted) meanwhile. */
async function recordIcon(
  { db, events }: DomainDeps,
  serviceId: string,
  relPath: string,
): Promise<RecordOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Pick<ServiceRow, 'published' | 'icon_path'>>(
      'SELECT published, icon_path FROM service_config.services WHERE id = $1 FOR UPDATE',
      [serviceId],
    );
    const row = rows[0];
    if (!row) return { kind: 'gone', current: null };
    if (row.published) return { kind: 'published', current: row.icon_path };
    await tx.query('UPDATE service_config.services SET icon_path = $1, updated_at = now() WHERE id = $2', [
      relPath,
      serviceId,
    ]);
    await publishConfigurationChanged(tx, events, serviceId);
    return { kind: 'saved', previous: row.icon_path };
  });
}
