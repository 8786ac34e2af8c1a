import { resolve } from 'node:path';
import type { DomainDeps } from '@switchyard/server-kit';
import { SettingError } from '@switchyard/server-kit/settings';
import { connectionsSettings } from '../settings';
import { diskStorage } from './diskStorage';
import { s3Storage } from './s3Storage';
import type { CoverStorage } from './storage';

/**
 * The storage the settings choose: the S3 store when its endpoint is set (then bucket and keys are
 * required: a SettingError at start names those missing), else the directory (default
 * `$DATA_DIR/covers`).
 */
export function coverStorage(deps: DomainDeps): CoverStorage {
  const s = deps.settings.of(connectionsSettings);
  if (s.coverS3Endpoint) {
    const missing = (
      [
        ['CONNECTIONS_COVER_S3_BUCKET', s.coverS3Bucket],
        ['CONNECTIONS_COVER_S3_ACCESS_KEY_ID', s.coverS3AccessKeyId],
        ['CONNECTIONS_COVER_S3_SECRET_ACCESS_KEY', s.coverS3SecretAccessKey],
      ] as const
    ).filter(([, value]) => !value);
    if (missing.length)
      throw new SettingError(
        missing.map(([variable]) => `${variable} must be set when CONNECTIONS_COVER_S3_ENDPOINT is`),
      );
    return s3Storage({
      endpoint: s.coverS3Endpoint,
      bucket: s.coverS3Bucket!,
      region: s.coverS3Region,
      accessKeyId: s.coverS3AccessKeyId!,
      secretAccessKey: s.coverS3SecretAccessKey!,
    });
  }
  return diskStorage(resolve(s.coverDir ?? resolve(deps.settings.dataDir, 'covers')));
}
