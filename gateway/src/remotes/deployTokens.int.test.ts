import { createTestDb } from '@switchyard/server-kit/testing';
import { createDeployToken, listDeployTokens, revokeDeployToken, verifyDeployToken } from './deployTokens';
import { registryMigrationSet } from './registry.testing';

let db: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  db = await createTestDb([registryMigrationSet]);
});
afterAll(() => db.drop());

it('shows the secret once and keeps only its SHA-256', async () => {
  const { token, info } = await createDeployToken(db, { remote: 'org', name: 'CI', createdBy: 'stella' });
  expect(token).toMatch(/^sydt_[A-Za-z0-9_-]{43}$/);
  expect(info).toEqual({
    id: expect.any(String),
    remote: 'org',
    name: 'CI',
    createdAt: expect.any(String),
    createdBy: 'stella',
    lastUsedAt: null,
    revokedAt: null,
  });
  const stored = await db.query<{ token_hash: Buffer }>(
    'SELECT token_hash FROM remotes.deploy_tokens WHERE id = $1',
    [info.id],
  );
  expect(Buffer.from(stored.rows[0]!.token_hash).toString('hex')).toBe(
    (await import('node:crypto')).createHash('sha256').update(token).digest('hex'),
  );
  expect(JSON.stringify(await listDeployTokens(db))).not.toContain(token);
});

it('verifies a live token (noting its use), and refuses an unknown or revoked one', async () => {
  const { token, info } = await createDeployToken(db, {
    remote: 'review',
    name: 'deploys',
    createdBy: 'stella',
  });
  const verified = await verifyDeployToken(db, token);
  expect(verified).toMatchObject({ id: info.id, remote: 'review', lastUsedAt: expect.any(String) });
  expect(await verifyDeployToken(db, token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'))).toBeNull();
  expect(await verifyDeployToken(db, 'sydt_short')).toBeNull();
  expect(await verifyDeployToken(db, '')).toBeNull();

  const revoked = await revokeDeployToken(db, info.id, 'stella');
  expect(revoked.revokedAt).toEqual(expect.any(String));
  expect(await verifyDeployToken(db, token)).toBeNull();
  // Revoking again keeps the first revocation.
  expect((await revokeDeployToken(db, info.id, 'someone')).revokedAt).toBe(revoked.revokedAt);
  expect((await listDeployTokens(db)).find((t) => t.id === info.id)?.revokedAt).toBe(revoked.revokedAt);
});

it('answers 404 for a token that does not exist', async () => {
  await expect(revokeDeployToken(db, '00000000-0000-4000-8000-000000000000', 'stella')).rejects.toMatchObject(
    {
      status: 404,
    },
  );
  await expect(revokeDeployToken(db, 'not-a-uuid', 'stella')).rejects.toMatchObject({ status: 404 });
});
