import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * A UUID (version 7 layout) that sorts after every one this process made before: pg-boss orders the
 * jobs of one key by creation time, then id, and jobs made in one transaction share the time.
 */
export function orderedId(now = Date.now()): string {
  if (now <= lastMs) counter += 1;
  else {
    lastMs = now;
    counter = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  // 12 bits of counter (version nibble 7) and 14 more in the variant's bytes: 2^26 ids per millisecond.
  bytes[6] = 0x70 | ((counter >> 22) & 0x0f);
  bytes[7] = (counter >> 14) & 0xff;
  bytes[8] = 0x80 | ((counter >> 8) & 0x3f);
  bytes[9] = counter & 0xff;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
