import type { IncomingMessage } from 'node:http';
import { HttpError } from '@switchyard/server-kit';

export const ICON_MAX_BYTES = 1024 * 1024;
export const TOO_LARGE = 'The image is too large.';

export const tooLarge = () => new HttpError(413, TOO_LARGE, [{ attribute: 'icon', message: TOO_LARGE }]);

// Past this much, an oversized body is cut off rather than drained (the client may then miss the 413).
const DRAIN_LIMIT_FACTOR = 8;

/**
 * The raw request body, at most `limit` bytes, else a 413. A declared Content-Length over the limit is
 * refused before reading; an oversized chunked body is drained (so the client can read the answer).
 */
export function readBody(req: IncomingMessage & { body?: unknown }, limit: number): Promise<Buffer> {
  if (Buffer.isBuffer(req.body)) {
    return req.body.length > limit ? Promise.reject(tooLarge()) : Promise.resolve(req.body);
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > limit * DRAIN_LIMIT_FACTOR) {
        reject(tooLarge());
        req.destroy();
      }
    });
    req.on('end', () => (size > limit ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
    req.on('close', () => reject(new HttpError(400, 'The upload was interrupted.')));
  });
}
