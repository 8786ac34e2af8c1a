import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertCoverFileName, type CoverStorage } from './storage';

export interface S3Config {
  /** The store's base URL (operator config, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Cover images in an S3-compatible bucket, path-style (`<endpoint>/<bucket>/<name>`), every request
 * signed with SigV4 (aws4fetch) and sent with plain fetch.
 */
export function s3Storage(config: S3Config): CoverStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const objectUrl = (name: string) =>
    `${config.endpoint}/${encodeURIComponent(config.bucket)}/${encodeURIComponent(name)}`;
  return {
    async put(name, bytes, contentType) {
      assertCoverFileName(name);
      const res = await client.fetch(objectUrl(name), {
        method: 'PUT',
        body: bytes as unknown as BodyInit,
        headers: { 'content-type': contentType },
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`S3 PUT of ${name} answered ${res.status}`);
    },
    async get(name) {
      assertCoverFileName(name);
      const res = await client.fetch(objectUrl(name));
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) {
        await res.body?.cancel();
        throw new Error(`S3 GET of ${name} answered ${res.status}`);
      }
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
  };
}
