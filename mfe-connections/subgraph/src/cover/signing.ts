import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A signed upload URL is good for this long after it is handed out. */
export const UPLOAD_URL_TTL_MS = 10 * 60 * 1000;

const PURPOSE = 'switchyard connections cover upload v1';

/**
 * The key that signs upload URLs: derived from the platform's session secret (a different key for a
 * different purpose). Without one (a unit test's settings) a random key of this process is used.
 */
export function uploadSigningKey(sessionSecret: string | undefined): Buffer {
  const secret = sessionSecret ?? processSecret;
  return createHmac('sha256', secret).update(PURPOSE).digest();
}
const processSecret = randomBytes(32).toString('hex');

const signature = (key: Buffer, token: string, expires: number) =>
  createHmac('sha256', key).update(`${token}\n${expires}`).digest('base64url');

/** The path (with its query) a client PUTs the file to. */
export function signedUploadPath(key: Buffer, token: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `/connections/cover_uploads/${token}?expires=${expires}&sig=${signature(key, token, expires)}`;
}

export type SignatureCheck = 'ok' | 'tampered' | 'expired';

/** Whether the token, expiry and signature of an upload URL are ours and still good. */
export function checkUploadSignature(
  key: Buffer,
  token: string,
  expiresParam: unknown,
  sigParam: unknown,
  now = Date.now(),
): SignatureCheck {
  if (typeof expiresParam !== 'string' || !/^\d{1,12}$/.test(expiresParam)) return 'tampered';
  if (typeof sigParam !== 'string') return 'tampered';
  const expires = Number(expiresParam);
  const expected = Buffer.from(signature(key, token, expires));
  const given = Buffer.from(sigParam);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tampered';
  return expires * 1000 > now ? 'ok' : 'expired';
}
