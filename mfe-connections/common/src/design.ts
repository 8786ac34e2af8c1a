/**
 * 'Design your connection' (spec/connections.md#connection-createeditpublish-screen,
 * spec/connections.md#5-validation-rules): the title, the description and the cover image.
 */
import type { FieldError } from './fieldError';
import {
  CONNECTION_DESCRIPTION_MAX,
  CONNECTION_TITLE_MAX,
  COVER_CONTENT_TYPES,
  COVER_HEIGHT,
  COVER_WIDTH,
  type CoverContentType,
} from './limits';
import {
  COVER_WRONG_SIZE,
  COVER_WRONG_TYPE,
  DESCRIPTION_TOO_LONG,
  TITLE_BLANK,
  TITLE_TOO_LONG,
} from './messages';

/** The attribute a cover image problem is reported under (the upload's own, not the update's). */
export const COVER_ATTRIBUTE = 'cover_image';

/**
 * The title and description, trimmed as the form submits them. The title must not be blank, except on
 * a dry run (which checks one feature only); both have a maximum length.
 */
export function checkDesign(
  input: { name: string | null | undefined; description: string | null | undefined },
  options: { dryRun?: boolean } = {},
): FieldError[] {
  const errors: FieldError[] = [];
  const name = (input.name ?? '').trim();
  const description = (input.description ?? '').trim();
  if (!name) {
    if (!options.dryRun) errors.push({ attribute: 'name', message: TITLE_BLANK });
  } else if (name.length > CONNECTION_TITLE_MAX) errors.push({ attribute: 'name', message: TITLE_TOO_LONG });
  if (description.length > CONNECTION_DESCRIPTION_MAX)
    errors.push({ attribute: 'description', message: DESCRIPTION_TOO_LONG });
  return errors;
}

export const isCoverContentType = (type: string | null | undefined): type is CoverContentType =>
  (COVER_CONTENT_TYPES as readonly string[]).includes((type ?? '').toLowerCase());

/**
 * What is wrong with a cover image (undefined when nothing is): the type first, then the size. The
 * browser checks the file it picked; the server checks what it read from the bytes (sniffImage).
 */
export function coverImageProblem(image: {
  contentType: string | null | undefined;
  width?: number | null;
  height?: number | null;
}): string | undefined {
  if (!isCoverContentType(image.contentType)) return COVER_WRONG_TYPE;
  if (image.width !== COVER_WIDTH || image.height !== COVER_HEIGHT) return COVER_WRONG_SIZE;
  return undefined;
}

export interface SniffedImage {
  contentType: CoverContentType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The real type and size of an image from its first bytes: PNG (the IHDR chunk) or JPEG (the first
 * start-of-frame marker). Null for anything else, or bytes too short to tell; whatever a file's name
 * or declared type say.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const u16 = (at: number) => (bytes[at] << 8) | bytes[at + 1];
  const u32 = (at: number) =>
    ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
  if (bytes.length >= 24 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) {
    if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    return { contentType: 'image/png', width: u32(16), height: u32(20) };
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or start of scan before a frame
    const length = u16(at + 2);
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return null;
      return { contentType: 'image/jpeg', height: u16(at + 5), width: u16(at + 7) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}
