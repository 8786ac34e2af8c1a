import { createHash } from 'node:crypto';

/** The user's bucket for a remote, 0–99: the first 32 bits of sha256("<user id>:<remote>"), mod 100. */
export function canaryBucket(userId: string, remote: string): number {
  return createHash('sha256').update(`${userId}:${remote}`).digest().readUInt32BE(0) % 100;
}

/**
 * Whether a signed-in user gets a remote's canary at this share: the same answer every time, and
 * raising the share keeps everyone already in it (their bucket stays below it).
 */
export function inCanary(userId: string, remote: string, percent: number): boolean {
  return canaryBucket(userId, remote) < percent;
}
