import { SafeFetchError } from './safeFetchError';

/** Reads a body stream, giving up as soon as it passes maxBytes (the rest is never buffered). */
export async function readCapped(
  body: AsyncIterable<Uint8Array> & { destroy(err?: Error): unknown },
  maxBytes: number,
  url: string,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.length;
    if (total > maxBytes) {
      const err = tooLarge(maxBytes, url);
      body.destroy(err);
      throw err;
    }
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  return Buffer.concat(chunks, total);
}

export const tooLarge = (maxBytes: number, url: string) =>
  new SafeFetchError('too_large', `The response is larger than ${maxBytes} bytes.`, url);
