/**
 * The cover image's signed upload (spec/connections.md#rest): ask the signing path for a signed URL,
 * then PUT the file there. The browser checks the type (and, when it can read them, the size) first;
 * the server checks the real bytes again.
 */
import { csrfFetch, RestError, restJson } from '@switchyard/client';
import {
  COVER_UPLOAD_FAILED,
  COVER_WRONG_TYPE,
  coverImageProblem,
  isCoverContentType,
  sniffImage,
} from '@switchyard/connections-common';

interface SignedCoverUpload {
  signedUrl: string;
  backgroundUrl: string;
  backgroundThumbnailUrl: string;
  uploadedAt: string;
}

export interface UploadedCover {
  backgroundUrl: string;
  backgroundThumbnailUrl: string;
  uploadedAt: string;
}

/** A refused or failed upload: the message shown at the cover image field. */
export class CoverUploadError extends Error {}

// A JPEG's frame header (its size) may follow large metadata; this much covers usual files.
const SNIFF_BYTES = 256 * 1024;

/** What the browser can tell is wrong with the file before sending it (undefined: let the server judge). */
export async function localCoverProblem(file: Blob): Promise<string | undefined> {
  if (!isCoverContentType(file.type)) return COVER_WRONG_TYPE;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    return undefined;
  }
  const sniffed = sniffImage(bytes);
  // A JPEG whose frame header lies past the bytes read is left to the server.
  if (!sniffed) return file.size <= SNIFF_BYTES ? COVER_WRONG_TYPE : undefined;
  return coverImageProblem(sniffed);
}

/** The server's message for the cover image in an error answer, when it names one. */
function coverMessage(errors: readonly { attribute: string; message: string }[] | undefined) {
  return errors?.find((e) => e.attribute === 'cover_image')?.message ?? errors?.[0]?.message;
}

/** Uploads a cover image for a connection of `ownerModuleName`; throws CoverUploadError with the message. */
export async function uploadCover(file: Blob, ownerModuleName: string): Promise<UploadedCover> {
  const problem = await localCoverProblem(file);
  if (problem) throw new CoverUploadError(problem);
  let signed: SignedCoverUpload;
  try {
    const query = new URLSearchParams({ owner_module_name: ownerModuleName, image_content_type: file.type });
    signed = await restJson<SignedCoverUpload>(`/connections/cover_image/signed_url?${query}`);
  } catch (err) {
    if (err instanceof RestError && err.status === 422)
      throw new CoverUploadError(coverMessage(err.errors) ?? COVER_UPLOAD_FAILED);
    throw new CoverUploadError(COVER_UPLOAD_FAILED);
  }
  let res: Response;
  try {
    res = await csrfFetch(signed.signedUrl, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': file.type },
    });
  } catch {
    throw new CoverUploadError(COVER_UPLOAD_FAILED);
  }
  const body = (await res.json().catch(() => null)) as
    (UploadedCover & { errors?: { attribute: string; message: string }[] }) | null;
  if (res.status === 422) throw new CoverUploadError(coverMessage(body?.errors) ?? COVER_UPLOAD_FAILED);
  if (!res.ok || !body?.uploadedAt) throw new CoverUploadError(COVER_UPLOAD_FAILED);
  return {
    backgroundUrl: body.backgroundUrl,
    backgroundThumbnailUrl: body.backgroundThumbnailUrl,
    uploadedAt: body.uploadedAt,
  };
}
