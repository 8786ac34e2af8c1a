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
