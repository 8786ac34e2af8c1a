import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { tooLarge } from './readCapped';

/**
 * A body as its Content-Encoding says (gzip, deflate, br), unpacked within the same size cap as the
 * wire bytes, so a small compressed answer cannot grow past it. What cannot be unpacked (an unknown
 * or lying encoding) is kept as received; the headers stay as received, as with fetch().
 */
export function decodeBody(
  body: Buffer,
  encoding: string | string[] | undefined,
  maxBytes: number,
  url: string,
) {
  const name = (Array.isArray(encoding) ? encoding.join(',') : (encoding ?? '')).trim().toLowerCase();
  const unpack =
    name === 'gzip' || name === 'x-gzip'
      ? gunzipSync
      : name === 'deflate'
        ? inflateSync
        : name === 'br'
          ? brotliDecompressSync
          : null;
  if (!unpack || body.length === 0) return body;
  try {
    return unpack(body, { maxOutputLength: maxBytes });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(maxBytes, url);
    return body;
  }
}
