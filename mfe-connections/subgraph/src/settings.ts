import { setting, settingKinds as kinds, type SettingsSpec } from '@switchyard/server-kit/settings';

/** 16 MiB: a 4320 × 2160 photo as JPEG is a few MB; as PNG it can reach this much. */
export const COVER_MAX_BYTES_DEFAULT = 16 * 1024 * 1024;

/** Requests a minute a service may make to the Connect API. */
export const CONNECT_API_RATE_LIMIT_DEFAULT = 600;

/** The connections domain's own settings (`connectionsDomain.settings`): its host checks them at start. */
export const connectionsSettings = {
  coverDir: setting('CONNECTIONS_COVER_DIR', kinds.text(), {
    default: '`$DATA_DIR/covers`',
    meaning:
      "where connections' cover images and their thumbnails are stored on disk (unless `CONNECTIONS_COVER_S3_ENDPOINT` is set)",
  }),
  coverMaxBytes: setting(
    'CONNECTIONS_COVER_MAX_BYTES',
    kinds.wholeNumber({ min: 1024, max: 100 * 1024 * 1024 }, COVER_MAX_BYTES_DEFAULT),
    {
      default: `\`${COVER_MAX_BYTES_DEFAULT}\` (16 MiB)`,
      meaning: 'the largest cover image upload, in bytes; a larger one is refused with 413 as it streams in',
    },
  ),
  coverS3Endpoint: setting('CONNECTIONS_COVER_S3_ENDPOINT', kinds.url(['http', 'https'], { base: true }), {
    default: '(none: on disk)',
    meaning:
      'store cover images in this S3-compatible store instead of on disk (e.g. `https://s3.eu-west-1.amazonaws.com`, `http://minio:9000`; path-style requests); needs the bucket and keys below',
  }),
  coverS3Bucket: setting('CONNECTIONS_COVER_S3_BUCKET', kinds.text(), {
    default: '(none)',
    meaning: 'the bucket of `CONNECTIONS_COVER_S3_ENDPOINT` that holds the cover images',
  }),
  coverS3Region: setting('CONNECTIONS_COVER_S3_REGION', kinds.text('us-east-1'), {
    default: '`us-east-1`',
    meaning: 'the region the S3 requests are signed for',
  }),
  coverS3AccessKeyId: setting('CONNECTIONS_COVER_S3_ACCESS_KEY_ID', kinds.text(), {
    default: '(none)',
    meaning: 'the access key id of the S3 store',
    secret: true,
  }),
  coverS3SecretAccessKey: setting('CONNECTIONS_COVER_S3_SECRET_ACCESS_KEY', kinds.text(), {
    default: '(none)',
    meaning: 'the secret access key of the S3 store',
    secret: true,
  }),
  connectApiRateLimit: setting(
    'CONNECT_API_RATE_LIMIT',
    kinds.wholeNumber({ min: 1, max: 1_000_000 }, CONNECT_API_RATE_LIMIT_DEFAULT),
    {
      default: `\`${CONNECT_API_RATE_LIMIT_DEFAULT}\``,
      meaning:
        "the Connect API's requests per service and minute, counted across every process; over it the API answers 429 `rate_limited` with `Retry-After`",
    },
  ),
  webhookAttempts: setting('CONNECTIONS_WEBHOOK_ATTEMPTS', kinds.wholeNumber({ min: 1, max: 20 }, 8), {
    default: '`8`',
    meaning: "attempts at delivering a webhook to a connection's owner service before it is marked failed",
  }),
  webhookRetryBaseMs: setting(
    'CONNECTIONS_WEBHOOK_RETRY_BASE_MS',
    kinds.wholeNumber({ min: 10, max: 600_000 }, 1000),
    {
      default: '`1000`',
      meaning:
        'the wait before the second attempt at a webhook, in milliseconds; each later wait doubles (±25 % jitter)',
    },
  ),
} satisfies SettingsSpec;
