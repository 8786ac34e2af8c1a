import { checkUploadSignature, signedUploadPath, uploadSigningKey, UPLOAD_URL_TTL_MS } from './signing';

const key = uploadSigningKey('a session secret');
const token = '7b0c1a52-3f4e-4d6a-9c1b-2d3e4f5a6b7c';
const now = Date.UTC(2026, 0, 1, 12);

function parts(path: string) {
  const url = new URL(path, 'http://x');
  return {
    token: url.pathname.split('/').pop()!,
    expires: url.searchParams.get('expires'),
    sig: url.searchParams.get('sig'),
  };
}

describe('signed upload URLs', () => {
  const path = signedUploadPath(key, token, new Date(now + UPLOAD_URL_TTL_MS));
  const p = parts(path);

  it('names the upload path with its expiry and signature', () => {
    expect(path).toMatch(/^\/connections\/cover_uploads\/[0-9a-f-]{36}\?expires=\d+&sig=[\w-]{43}$/);
    expect(checkUploadSignature(key, p.token, p.expires, p.sig, now)).toBe('ok');
  });

  it('is expired once its time has passed', () => {
    expect(checkUploadSignature(key, p.token, p.expires, p.sig, now + UPLOAD_URL_TTL_MS + 1)).toBe('expired');
  });

  it('refuses a changed expiry, signature or token, and a missing part', () => {
    expect(checkUploadSignature(key, p.token, String(Number(p.expires) + 3600), p.sig, now)).toBe('tampered');
    const flipped = (p.sig![0] === 'A' ? 'B' : 'A') + p.sig!.slice(1);
    expect(checkUploadSignature(key, p.token, p.expires, flipped, now)).toBe('tampered');
    const otherToken = '00000000-0000-4000-8000-000000000000';
    expect(checkUploadSignature(key, otherToken, p.expires, p.sig, now)).toBe('tampered');
    expect(checkUploadSignature(key, p.token, undefined, p.sig, now)).toBe('tampered');
    expect(checkUploadSignature(key, p.token, p.expires, ['a', 'b'], now)).toBe('tampered');
    expect(checkUploadSignature(key, p.token, '1e12', p.sig, now)).toBe('tampered');
  });

  it('refuses a URL signed with another secret', () => {
    const other = uploadSigningKey('another secret');
    expect(checkUploadSignature(other, p.token, p.expires, p.sig, now)).toBe('tampered');
  });
});
