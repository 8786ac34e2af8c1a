import type { IncomingMessage } from 'node:http';
import { HttpError } from '@switchyard/server-kit';
import { COVER_ATTRIBUTE } from '@switchyard/connections-common/design';

export const COVER_TOO_LARGE = 'Your image is too large.';

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, COVER_TOO_LARGE, [
    { attribute: COVER_ATTRIBUTE, message: `${COVER_TOO_LARGE} (at most ${maxBytes} bytes)` },
  ]);

// Past the cap, the rest of a body is read and dropped up to this many times the cap (so the client
// gets to read the 413), then the connection is cut.
const DRAIN_FACTOR = 4;

/** Reads and drops what is left of a body being refused, cutting it off past the drain limit. */
export function drain(req: IncomingMessage, maxBytes: number, alreadyRead = 0): void {
  let read = alreadyRead;
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > maxBytes * DRAIN_FACTOR) req.destroy();
  });
  req.on('error', () => undefined);
  req.resume();
}

/**
 * The raw body, at most maxBytes, as it streams in: past the cap it stops keeping the bytes and
 * throws a 413 (a declared Content-Length past the cap is refused before anything is read). A body
 * already parsed by someone else (a Buffer) is taken as it is, cap and all.
 */
export async function readCappedBody(
  req: IncomingMessage & { body?: unknown },
  maxBytes: number,
): Promise<Buffer> {
  if (Buffer.isBuffer(req.body)) {
    if (req.body.length > maxBytes) throw tooLarge(maxBytes);
    return req.body;
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    drain(req, maxBytes);
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    // Leaving the loop early must not destroy the stream: the client is still to read the answer.
    for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) break;
      chunks.push(chunk);
    }
  } catch {
    throw new HttpError(400, 'The upload was interrupted.');
  }
  if (total > maxBytes) {
    drain(req, maxBytes, total);
    throw tooLarge(maxBytes);
  }
  return Buffer.concat(chunks, total);
}
