import { createHash } from 'node:crypto';

/** A UUID (version 4's shape) derived from text: the same text gives the same id, on every attempt. */
export function derivedId(text: string): string {
  const b = createHash('sha256').update(text).digest();
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
