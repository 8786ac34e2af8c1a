import { Readable } from 'node:stream';

/** Where cover images are kept: files named by the upload's key (safe names only, see COVER_FILE). */
export interface CoverStorage {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored file as a stream, or null when there is none. */
  get(name: string): Promise<Readable | null>;
}

/** A stored file's name: the upload's key (32 hex digits), `_thumb` for its thumbnail. */
export const COVER_FILE = /^([0-9a-f]{32})(_thumb)?$/;

export const thumbnailName = (key: string) => `${key}_thumb`;

export function assertCoverFileName(name: string) {
  if (!COVER_FILE.test(name)) throw new Error(`not a cover file name: ${name}`);
}
