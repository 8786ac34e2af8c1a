import { availableParallelism } from 'node:os';
import { loadConfig, SettingError } from './config';

const base = { DATA_DIR: '/tmp/switchyard-config-test', SESSION_SECRET: 'x' };
const pg = { DATABASE_URL: 'postgres://db/switchyard', REDIS_URL: 'redis://cache' };

describe('GATEWAY_WORKERS', () => {
  it('is one process unless set', () => {
    expect(loadConfig(base).workers).toBe(1);
    expect(loadConfig({ ...base, GATEWAY_WORKERS: '' }).workers).toBe(1);
  });

  it('takes a whole number, or auto for one per core', () => {
    expect(loadConfig({ ...base, ...pg, GATEWAY_WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ ...base, ...pg, GATEWAY_WORKERS: 'auto' }).workers).toBe(availableParallelism());
  });

  it.each(['0', '-1', '1.5', 'two', '65'])('refuses %p, saying what it takes', (given) => {
    expect(() => loadConfig({ ...base, ...pg, GATEWAY_WORKERS: given })).toThrow(
      new SettingError(
        `GATEWAY_WORKERS must be a whole number from 1 to 64, or auto (one per core); it is "${given}".`,
      ),
    );
  });

  it('refuses more than one without PostgreSQL and Redis, which the workers share', () => {
    expect(() => loadConfig({ ...base, GATEWAY_WORKERS: '2', REDIS_URL: 'redis://cache' })).toThrow(
      'GATEWAY_WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process.',
    );
    expect(() => loadConfig({ ...base, GATEWAY_WORKERS: '2', DATABASE_URL: 'postgres://db/x' })).toThrow(
      'GATEWAY_WORKERS above 1 needs REDIS_URL: without it each worker would count failed sign-ins on its own.',
    );
    // One worker needs neither (the quick start).
    expect(loadConfig({ ...base, GATEWAY_WORKERS: '1' }).workers).toBe(1);
  });
});

describe('the remote registry store (REMOTES_*)', () => {
  it('keeps versions on disk under DATA_DIR unless told otherwise', () => {
    expect(loadConfig(base).remotes).toEqual({
      dir: '/tmp/switchyard-config-test/remotes',
      publicUrl: undefined,
      deployMaxBytes: 50 * 1024 * 1024,
    });
    expect(loadConfig({ ...base, REMOTES_DIR: '/srv/remotes' }).remotes.dir).toBe('/srv/remotes');
  });

  it('uses an S3 bucket when its endpoint is set, and a CDN base URL without a trailing slash', () => {
    const remotes = loadConfig({
      ...base,
      REMOTES_S3_ENDPOINT: 'http://minio:9000/',
      REMOTES_S3_BUCKET: 'remotes',
      REMOTES_S3_ACCESS_KEY_ID: 'id',
      REMOTES_S3_SECRET_ACCESS_KEY: 'secret',
      REMOTES_PUBLIC_URL: 'https://cdn.example.com/remotes/',
      REMOTES_DEPLOY_MAX_BYTES: '1048576',
    }).remotes;
    expect(remotes.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'remotes',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(remotes.publicUrl).toBe('https://cdn.example.com/remotes');
    expect(remotes.deployMaxBytes).toBe(1048576);
  });

  it('names every S3 setting missing once the endpoint is set, and refuses a bad size', () => {
    expect(() => loadConfig({ ...base, REMOTES_S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      new SettingError([
        'REMOTES_S3_BUCKET must be set when REMOTES_S3_ENDPOINT is',
        'REMOTES_S3_ACCESS_KEY_ID must be set when REMOTES_S3_ENDPOINT is',
        'REMOTES_S3_SECRET_ACCESS_KEY must be set when REMOTES_S3_ENDPOINT is',
      ]),
    );
    expect(() => loadConfig({ ...base, REMOTES_DEPLOY_MAX_BYTES: 'lots' })).toThrow(
      /REMOTES_DEPLOY_MAX_BYTES/,
    );
    expect(() => loadConfig({ ...base, REMOTES_PUBLIC_URL: 'ftp://x' })).toThrow(/REMOTES_PUBLIC_URL/);
  });
});
