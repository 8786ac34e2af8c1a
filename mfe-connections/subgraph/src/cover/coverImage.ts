import { coverImageProblem, sniffImage, type SniffedImage } from '@switchyard/connections-common/design';
import { COVER_HEIGHT, COVER_WIDTH, type CoverContentType } from '@switchyard/connections-common/limits';
import { COVER_WRONG_TYPE } from '@switchyard/connections-common/messages';
import sharp from 'sharp';

// libvips works each image on as many threads as there are cores: a cover upload would take every
// core of the process that also serves the pages and runs the engine. One thread decodes a cover in
// well under a second; the uploads of several users still run side by side.
sharp.concurrency(1);

/** Thumbnails are a sixth of the cover's size each way, in the original's format. */
export const THUMBNAIL_WIDTH = 720;
export const THUMBNAIL_HEIGHT = 360;

export type CoverCheck =
  { ok: true; contentType: CoverContentType; thumbnail: Buffer } | { ok: false; message: string };

/**
 * Judges the uploaded bytes, never the declared type or file name: the type and size read from the
 * header (common's sniffImage and coverImageProblem, the editor's own rule), then a full decode that
 * makes the thumbnail (a file whose header is right but whose data is not an image is refused too).
 */
export async function checkCoverImage(bytes: Buffer): Promise<CoverCheck> {
  const sniffed: SniffedImage | null = sniffImage(bytes);
  const problem = coverImageProblem({
    contentType: sniffed?.contentType,
    width: sniffed?.width,
    height: sniffed?.height,
  });
  if (problem || !sniffed) return { ok: false, message: problem ?? COVER_WRONG_TYPE };
  try {
    const image = sharp(bytes, { limitInputPixels: COVER_WIDTH * COVER_HEIGHT, failOn: 'error' });
    const resized = image.resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, { fit: 'cover' });
    const thumbnail =
      sniffed.contentType === 'image/png'
        ? await resized.png().toBuffer()
        : await resized.jpeg({ quality: 80 }).toBuffer();
    return { ok: true, contentType: sniffed.contentType, thumbnail };
  } catch {
    return { ok: false, message: COVER_WRONG_TYPE };
  }
}
