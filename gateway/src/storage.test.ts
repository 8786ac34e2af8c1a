import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { portAnswers } from '@switchyard/server-kit/testing';
import { createGateway } from './app';
import { loadConfig } from './config';
import { identityDomain } from './identity/domain';
import { startTestGateway } from './testing/testGateway';
import { listen, TestClient } from './testing/testClient';

describe('embedded database', () => {
  it('keeps its data under DATA_DIR across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sy-data-'));
    const config = { ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), databaseUrl: undefined };
    const first = await createGateway(config, { domains: [identityDomain] });
    const a = await listen(first.app);
    const c = new TestClient(a.base);
    await c.session();
    const signup = await c.request('/signup', {
      method: 'POST',
      json: { name: 'Pat Persistent', login: 'pat', email: 'pat@example.com', password: 'still-here-1' },
    });
    expect(signup.status).toBe(201);
    a.server.closeAllConnections();
    await new Promise((r) => a.server.close(r));
    await first.close();

    const second = await createGateway(config, { domains: [identityDomain] });
    const b = await listen(second.app);
    const again = await new TestClient(b.base).login('pat', 'still-here-1');
    expect((await again.session()).viewer?.login).toBe('pat');
    b.server.closeAllConnections();
    await new Promise((r) => b.server.close(r));
    await second.close();
  }, 60_000);
});

describe('sessions in Redis (REDIS_URL)', () => {
  it('stores the session in Redis and forgets it on sign-out', async () => {
    if (!(await portAnswers(6379))) {
      console.warn('Redis does not answer at 127.0.0.1:6379: skipped');
      return;
    }
    const gw = await startTestGateway({ redisUrl: 'redis://127.0.0.1:6379' }, { domains: [identityDomain] });
    const redis = new Redis('redis://127.0.0.1:6379');
    try {
      const before = new Set(await redis.keys('sy:session:*'));
      const c = await gw.client().login('olivia');
      const added = (await redis.keys('sy:session:*')).filter((k) => !before.has(k));
      expect(added.length).toBeGreaterThanOrEqual(1);
      const stored = await Promise.all(added.map((k) => redis.get(k)));
      expect(stored.some((s) => s && JSON.parse(s).userId === '00000000-0000-4000-8000-000000000001')).toBe(
        true,
      );
      // nothing in the database's session table
      const { rows } = await gw.gateway.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM identity.sessions',
      );
      expect(rows[0].n).toBe(0);
      await c.request('/logout', { method: 'POST' });
      expect((await c.session()).viewer).toBeNull();
    } finally {
      await redis.quit();
      await gw.stop();
    }
    // A gateway of its own (a database from the template, migrations): like the test above.
  }, 60_000);
});
