// The cover image of a connection: signed upload, storage (disk or S3) and serving, and the claim
// the update mutation makes on a finished upload.
export { coverRouter, COVER_REST_PATHS } from './coverRoutes';
export { claimCoverUpload, type CoverUrls } from './coverUploads';
