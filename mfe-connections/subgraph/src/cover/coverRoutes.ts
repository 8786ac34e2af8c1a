import {
  contextOf,
  forbidden,
  handle,
  HttpError,
  notFound,
  unauthenticated,
  unprocessable,
  type Db,
  type DomainDeps,
  type RequestContext,
} from '@switchyard/server-kit';
import { COVER_ATTRIBUTE, isCoverContentType } from '@switchyard/connections-common/design';
import { COVER_WRONG_TYPE } from '@switchyard/connections-common/messages';
import express from 'express';
import { connectionsSettings } from '../settings';
import { checkCoverImage } from './coverImage';
import { coverStorage } from './coverStorage';
import {
  createPendingUpload,
  markRefused,
  markStored,
  storedTypeOf,
  takePendingUpload,
  urlsOf,
} from './coverUploads';
import { drain, readCappedBody, tooLarge } from './readBody';
import { checkUploadSignature, signedUploadPath, uploadSigningKey, UPLOAD_URL_TTL_MS } from './signing';
import { COVER_FILE, thumbnailName } from './storage';

export const SIGNED_URL_PATH = '/connections/cover_image/signed_url';
export const UPLOAD_PATH = '/connections/cover_uploads/:token';
export const COVER_FILE_PATH = '/connections/covers/:file';

/** The gateway forwards these (method and path) to the domain when it runs as its own service. */
export const COVER_REST_PATHS: string[] = [
  `GET ${SIGNED_URL_PATH}`,
  `PUT ${UPLOAD_PATH}`,
  `GET ${COVER_FILE_PATH}`,
];

export const SERVICE_NOT_FOUND = 'Service not found.';
export const LINK_NOT_VALID = 'This upload link is not valid.';
export const LINK_EXPIRED = 'This upload link has expired. Please choose the image again.';
export const LINK_USED = 'This upload link was already used. Please choose the image again.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The owner service by module name when the viewer is a member of its organization; 401 / 404 otherwise. */
async function requireOwnerService(db: Db, ctx: RequestContext, moduleName: unknown) {
  if (!ctx.viewer) throw unauthenticated();
  if (typeof moduleName !== 'string' || !moduleName) throw notFound(SERVICE_NOT_FOUND);
  const { rows } = await db.query<{ service_id: string; organization_id: string }>(
    'SELECT service_id, organization_id FROM connections.services WHERE module_name = $1',
    [moduleName],
  );
  const service = rows[0];
  if (!service || !(await ctx.memberships())[service.organization_id]) throw notFound(SERVICE_NOT_FOUND);
  return { viewer: ctx.viewer, service };
}

/**
 * The cover image upload (spec/connections.md#7-the-calls-it-makes): a signed URL for the owner
 * service's members, the PUT of the file to it (checked by its bytes, stored with a thumbnail), and
 * the stored files.
 */
export function coverRouter(deps: DomainDeps) {
  const { db } = deps;
  const settings = deps.settings.of(connectionsSettings);
  const storage = coverStorage(deps);
  const key = uploadSigningKey(deps.settings.sessionSecret);
  const maxBytes = settings.coverMaxBytes;
  const router = express.Router();

  router.get(
    SIGNED_URL_PATH,
    handle(async (req, res) => {
      const { viewer, service } = await requireOwnerService(db, contextOf(req), req.query.owner_module_name);
      const type = req.query.image_content_type;
      if (typeof type !== 'string' || !isCoverContentType(type))
        throw unprocessable(COVER_WRONG_TYPE, COVER_ATTRIBUTE);
      const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_MS);
      const upload = await createPendingUpload(db, {
        ownerServiceId: service.service_id,
        userId: viewer.id,
        declaredType: type.toLowerCase() as 'image/png' | 'image/jpeg',
        expiresAt,
      });
      res.setHeader('Cache-Control', 'no-store');
      res.json({
        signedUrl: signedUploadPath(key, upload.id, expiresAt),
        ...urlsOf(upload.file_key),
        uploadedAt: upload.uploaded_at,
      });
    }),
  );

  router.put(
    UPLOAD_PATH,
    handle(async (req, res) => {
      // Whatever is refused before the body is read, the body is still drained (the client reads the answer).
      const refuse = (err: HttpError) => {
        drain(req, maxBytes);
        return err;
      };
      const token = String(req.params.token);
      const signature = UUID.test(token)
        ? checkUploadSignature(key, token, req.query.expires, req.query.sig)
        : 'tampered';
      if (signature === 'tampered') throw refuse(forbidden(LINK_NOT_VALID));
      if (signature === 'expired') throw refuse(forbidden(LINK_EXPIRED));
      const viewer = contextOf(req).viewer;
      if (!viewer) throw refuse(unauthenticated());
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) throw refuse(tooLarge(maxBytes));

      const taken = await takePendingUpload(db, token, viewer.id);
      if (taken.kind === 'used') throw refuse(new HttpError(410, LINK_USED));
      if (taken.kind === 'expired') throw refuse(forbidden(LINK_EXPIRED));
      if (taken.kind !== 'taken') throw refuse(forbidden(LINK_NOT_VALID));
      const upload = taken.upload;
      try {
        const bytes = await readCappedBody(req, maxBytes);
        const image = await checkCoverImage(bytes);
        if (!image.ok) throw unprocessable(image.message, COVER_ATTRIBUTE);
        await storage.put(upload.file_key, bytes, image.contentType);
        await storage.put(thumbnailName(upload.file_key), image.thumbnail, image.contentType);
        await markStored(db, upload.id, image.contentType);
      } catch (err) {
        await markRefused(db, upload.id);
        throw err;
      }
      res.setHeader('Cache-Control', 'no-store');
      res.json({ ...urlsOf(upload.file_key), uploadedAt: upload.uploaded_at });
    }),
  );

  // No membership check: a cover is shown to the connection's users, wherever it is listed; its name
  // is a random key handed out only to the owner's members.
  router.get(
    COVER_FILE_PATH,
    handle(async (req, res) => {
      const name = String(req.params.file);
      const match = COVER_FILE.exec(name);
      const contentType = match ? await storedTypeOf(db, match[1]) : null;
      const stream = contentType ? await storage.get(name) : null;
      if (!contentType || !stream) throw notFound('This image does not exist.');
      res.setHeader('Content-Type', contentType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      // A name is never reused for other bytes.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      stream.on('error', (err) => res.destroy(err));
      stream.pipe(res);
    }),
  );

  return router;
}
