/** The raster formats a service icon may be; SVG is refused because it can carry script. */
export interface ImageType {
  ext: 'png' | 'jpg' | 'webp';
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
}

export const ICON_TYPES: readonly ImageType[] = [
  { ext: 'png', contentType: 'image/png' },
  { ext: 'jpg', contentType: 'image/jpeg' },
  { ext: 'webp', contentType: 'image/webp' },
];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image's real type from its first bytes (its magic number), whatever the client declared. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return ICON_TYPES[0];
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return ICON_TYPES[1];
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return ICON_TYPES[2];
  }
  return null;
}

export const typeOfExt = (ext: string): ImageType | null => ICON_TYPES.find((t) => t.ext === ext) ?? null;

/** The media type of a Content-Type header, without parameters, lower-cased ('' when absent). */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}
